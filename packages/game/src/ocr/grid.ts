/**
 * Issue 35: where the item cells are. The game draws every item cell with a thin light border (1-2 px,
 * lighter than the cell on both sides) and prints the item's short name at the cell's top-right,
 * under its top border and left of its right border. Interface text (tabs such as "MAP", buttons
 * such as "SORT" or "FILTER BY ITEM", slot captions such as "BODY ARMOR", text printed on an icon)
 * has no such corner. Pure: a map of the thin lines is made once from the screenshot's pixels (in the
 * worker that prepares it), and each name read is checked against it.
 */
import type { OcrBox } from "./match.ts";
import type { RgbaImage } from "./preprocess.ts";

/** Thin light lines of a picture: bit 1 a pixel of a vertical line, bit 2 of a horizontal one. */
export interface LineMap {
  width: number;
  height: number;
  bits: Uint8Array;
}

export const VERTICAL = 1;
export const HORIZONTAL = 2;

/** How much lighter than the pixels two to each side a line's pixel is (0..255 luminance). */
export const LINE_CONTRAST = 14;
const DISTANCES = [1, 2, 3];

/**
 * The thin-line map: a pixel is on a vertical line when it is lighter by LINE_CONTRAST than the pixels
 * one, two or three to its left and to its right: a line 1 to 4 px wide (4K draws it 4 px; the nearer
 * pixels keep a name's letters, 1-2 px under the top border at 768 lines, from hiding the border). On
 * a horizontal one likewise above and below. Letters make such pixels too, but only in short runs; a cell's border runs the cell's length.
 */
export function lineMap(image: RgbaImage, contrast = LINE_CONTRAST): LineMap {
  const { width, height, data } = image;
  const lum = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    lum[p] = (77 * (data[i] as number) + 150 * (data[i + 1] as number) + 29 * (data[i + 2] as number)) >> 8;
  }
  const bits = new Uint8Array(width * height);
  for (let y = 3; y < height - 3; y++) {
    const row = y * width;
    for (let x = 3; x < width - 3; x++) {
      const p = row + x;
      const v = (lum[p] as number) - contrast;
      let b = 0;
      for (const d of DISTANCES) {
        if (v >= (lum[p - d] as number) && v >= (lum[p + d] as number)) b |= VERTICAL;
        if (v >= (lum[p - d * width] as number) && v >= (lum[p + d * width] as number)) b |= HORIZONTAL;
      }
      bits[p] = b;
    }
  }
  return { width, height, bits };
}

/** The share of a run's pixels that are on a line of the given direction. */
function coverage(map: LineMap, direction: number, fixed: number, from: number, to: number): number {
  const a = Math.max(0, Math.floor(from));
  const vertical = direction === VERTICAL;
  const b = Math.min(vertical ? map.height : map.width, Math.ceil(to));
  if (b <= a) return 0;
  let on = 0;
  for (let t = a; t < b; t++) {
    const p = vertical ? t * map.width + fixed : fixed * map.width + t;
    if ((map.bits[p] as number) & direction) on++;
  }
  return on / (b - a);
}

/**
 * Lines shorter than this share of their run are not a border (letters, icons). The top border over
 * a name is checked over the name's width only, and is fainter at small screens where the cell above
 * is light: a lower share.
 */
const MIN_COVERAGE = 0.7;
const MIN_TOP_COVERAGE = 0.4;

/**
 * Whether a name read sits in an item cell's name strip: a vertical border just right of it that runs
 * on down the cell (at least four times the letters' height: a cell is about seven), and a horizontal
 * border just above it that runs over the name's width. `textHeight`: the names' usual letter height.
 */
export function inNameStrip(map: LineMap, box: OcrBox, textHeight = box.y1 - box.y0): boolean {
  const h = Math.max(3, textHeight);
  let right = false;
  for (let x = Math.round(box.x1); x <= Math.round(box.x1 + h * 1.2 + 2) && x < map.width; x++)
    if (x >= 0 && coverage(map, VERTICAL, x, box.y0 - h * 0.3, box.y0 + h * 4) >= MIN_COVERAGE) {
      right = true;
      break;
    }
  if (!right) return false;
  for (let y = Math.round(box.y0) - 1; y >= Math.round(box.y0 - h * 1.5 - 3) && y >= 0; y--)
    if (y < map.height && coverage(map, HORIZONTAL, y, box.x0, box.x1) >= MIN_TOP_COVERAGE) return true;
  return false;
}

/**
 * Whether the picture shows the item grid: at least `min` cell borders both ways, each a run of line
 * pixels at least `length` long (a cell's side at 768 lines is 45 px). A crop of the stash (711 px
 * wide) is read when it does; a small picture without a grid is refused (preprocess.ts).
 */
export function gridFound(map: LineMap, length = 40, min = 4): boolean {
  const runs = (direction: number) => {
    const vertical = direction === VERTICAL;
    const lines = vertical ? map.width : map.height;
    const along = vertical ? map.height : map.width;
    let found = 0;
    for (let a = 0; a < lines; a++) {
      let run = 0;
      for (let t = 0; t < along; t++) {
        const p = vertical ? t * map.width + a : a * map.width + t;
        if ((map.bits[p] as number) & direction) {
          if (++run === length) {
            found++;
            break;
          }
        } else run = 0;
      }
      if (found >= min) return true;
    }
    return false;
  };
  return runs(VERTICAL) && runs(HORIZONTAL);
}
