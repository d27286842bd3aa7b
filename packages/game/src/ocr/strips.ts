/**
 * Issue 35, round 2: the name strips of item cells, found from the thin-line map (grid.ts), so the
 * cells the whole-picture pass left without a name can be read again, each strip alone and scaled
 * up, in one small mosaic (one more OCR call, on a few per cent of the picture's pixels). Also the
 * cell's size in slots, which tells apart items that share a short name. Pure.
 */
import { HORIZONTAL, type LineMap, VERTICAL } from "./grid.ts";
import type { OcrBox, OcrLine, OcrWord } from "./match.ts";
import { encodePgm, type Prepared } from "./preprocess.ts";

/** A cell's name strip: the band under its top border, left of its right border (original pixels). */
export interface NameStrip {
  /** The band the name is printed in. */
  box: OcrBox;
  /** The cell's top-right corner (inside its borders). */
  corner: { x: number; y: number };
}

/** Share of a run on a line (as grid.ts counts it), with a prefix-free loop: runs here are short. */
function share(map: LineMap, direction: number, fixed: number, from: number, to: number): number {
  const vertical = direction === VERTICAL;
  const a = Math.max(0, Math.floor(from));
  const b = Math.min(vertical ? map.height : map.width, Math.ceil(to));
  if (b <= a) return 0;
  let on = 0;
  for (let t = a; t < b; t++) if ((map.bits[vertical ? t * map.width + fixed : fixed * map.width + t] as number) & direction) on++;
  return on / (b - a);
}

/**
 * The top-right corners of cells: a point where a vertical border runs on down (at least four
 * letter heights, as grid.ts's inNameStrip asks) and a horizontal border runs on to the left (two
 * letter heights). Empty slots have such corners too; a strip is read only when it holds text.
 * Corners of one border crossing (lines 1-4 px wide) are merged: the inner pixel (left-most column
 * of the vertical border, lowest row of the horizontal one) is kept.
 */
export function cellCorners(map: LineMap, textHeight: number): { x: number; y: number }[] {
  const h = Math.max(3, textHeight);
  const down = Math.round(h * 4);
  const left = Math.round(h * 2);
  const { width, height, bits } = map;
  const found: { x: number; y: number }[] = [];
  // Per column, a sliding count of vertical-line pixels over the next `down` rows.
  for (let x = left + 1; x < width; x++) {
    let count = 0;
    for (let y = 0; y < Math.min(height, down); y++) if ((bits[y * width + x] as number) & VERTICAL) count++;
    for (let y = 0; y + down <= height; y++) {
      if (y > 0) {
        if ((bits[(y - 1) * width + x] as number) & VERTICAL) count--;
        if ((bits[(y + down - 1) * width + x] as number) & VERTICAL) count++;
      }
      if (count < down * 0.7) continue;
      if (!((bits[y * width + x - 1] as number) & HORIZONTAL) && !((bits[y * width + x - 2] as number) & HORIZONTAL)) continue;
      if (share(map, HORIZONTAL, y, x - left, x) >= 0.7) found.push({ x, y });
    }
  }
  // Merge the corners of one crossing: within half a letter height both ways.
  const near = Math.max(2, Math.round(h / 2));
  const corners: { x: number; y: number; x0: number; y1: number }[] = [];
  for (const c of found) {
    const same = corners.find((k) => Math.abs(k.x - c.x) <= near && Math.abs(k.y - c.y) <= near);
    if (same) {
      same.x0 = Math.min(same.x0, c.x);
      same.y1 = Math.max(same.y1, c.y);
    } else corners.push({ x: c.x, y: c.y, x0: c.x, y1: c.y });
  }
  return corners.map((k) => ({ x: k.x0, y: k.y1 }));
}

/**
 * The grid's slot size in pixels: the most common distance between neighbouring corners on one row
 * (empty slots and one-slot items), between 4 and 10 letter heights; null when no two corners agree.
 */
export function slotSize(corners: readonly { x: number; y: number }[], textHeight: number): number | null {
  const h = Math.max(3, textHeight);
  const gaps: number[] = [];
  const sorted = [...corners].sort((a, b) => a.y - b.y || a.x - b.x);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as { x: number; y: number };
    let next: number | null = null;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j] as { x: number; y: number };
      if (b.y - a.y > 2) break;
      if (b.x > a.x && (next === null || b.x - a.x < next)) next = b.x - a.x;
    }
    if (next !== null && next >= h * 4 && next <= h * 10) gaps.push(next);
  }
  if (gaps.length < 2) return null;
  let best: number | null = null;
  let bestVotes = 1;
  for (const g of gaps) {
    const votes = gaps.filter((o) => Math.abs(o - g) <= 2).length;
    if (votes > bestVotes || (votes === bestVotes && best !== null && g < best)) {
      best = g;
      bestVotes = votes;
    }
  }
  if (best === null) return null;
  const close = gaps.filter((o) => Math.abs(o - (best as number)) <= 2);
  return close.reduce((s, g) => s + g, 0) / close.length;
}

/** The column of the cell's left border: the nearest vertical border left of the corner running down. */
function leftBorder(map: LineMap, corner: { x: number; y: number }, h: number, widest: number): number | null {
  // The border runs from the top border down, past the name strip (a stroke of the icon starts lower).
  for (let x = corner.x - Math.round(h * 2); x >= Math.max(0, corner.x - widest); x--)
    if (share(map, VERTICAL, x, corner.y + 1, corner.y + 1 + h * 1.5) >= 0.8 && share(map, VERTICAL, x, corner.y + 1, corner.y + 1 + h * 4) >= 0.7) return x;
  return null;
}

/** The row of the cell's bottom border: the nearest horizontal border below the corner along the cell's top. */
function bottomBorder(map: LineMap, corner: { x: number; y: number }, along: number, h: number, deepest: number): number | null {
  for (let y = corner.y + Math.round(h * 3); y < Math.min(map.height, corner.y + deepest); y++)
    if (share(map, HORIZONTAL, y, corner.x - along, corner.x) >= 0.7) return y;
  return null;
}

/**
 * The cell's size in slots (width, height) at a corner, from its left and bottom borders; null when
 * the grid's slot size or a border is not found. Items are at most 10 slots wide or high here.
 */
export function cellSlots(map: LineMap, corner: { x: number; y: number }, textHeight: number, slot: number): { w: number; h: number } | null {
  const h = Math.max(3, textHeight);
  const left = leftBorder(map, corner, h, Math.round(slot * 10));
  if (left === null) return null;
  const along = Math.min(corner.x - left, slot) * 0.8;
  const bottom = bottomBorder(map, corner, along, h, Math.round(slot * 10));
  if (bottom === null) return null;
  const w = Math.round((corner.x - left) / slot);
  const tall = Math.round((bottom - corner.y) / slot);
  return w >= 1 && tall >= 1 ? { w, h: tall } : null;
}

/**
 * The top-right corner of the cell a name was read in (as grid.ts's inNameStrip finds it: the vertical
 * border just right of the name, the horizontal one just above it), or null.
 */
export function cornerOf(map: LineMap, box: OcrBox, textHeight: number): { x: number; y: number } | null {
  const h = Math.max(3, textHeight);
  let right: number | null = null;
  for (let x = Math.round(box.x1); x <= Math.round(box.x1 + h * 1.2 + 2) && x < map.width; x++)
    if (x >= 0 && share(map, VERTICAL, x, box.y0 - h * 0.3, box.y0 + h * 4) >= 0.7) {
      right = x;
      break;
    }
  if (right === null) return null;
  for (let y = Math.round(box.y0) - 1; y >= Math.round(box.y0 - h * 1.5 - 3) && y >= 0; y--)
    if (y < map.height && share(map, HORIZONTAL, y, box.x0, box.x1) >= 0.4) return { x: right, y };
  return null;
}

/**
 * Where the name is in a strip: the columns (original pixels) of the right-most run of text in the
 * prepared picture (dark after inversion), gaps of up to one letter height inside it (the spaces of
 * "Bank Robber"), ending within two letter heights of the right border (names are right-aligned);
 * null when there is no such text. Marks of the icon further left are left out.
 */
export function nameColumns(prepared: Prepared, box: OcrBox, h: number): { x0: number; x1: number } | null {
  const offset = prepared.image.length - prepared.width * prepared.height;
  const x0 = Math.max(0, Math.round((box.x0 - prepared.crop.x0) * prepared.scale));
  const x1 = Math.min(prepared.width, Math.round((box.x1 - prepared.crop.x0) * prepared.scale));
  const y0 = Math.max(0, Math.round((box.y0 - prepared.crop.y0) * prepared.scale));
  const y1 = Math.min(prepared.height, Math.round((box.y1 - prepared.crop.y0) * prepared.scale));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const scaled = h * prepared.scale;
  let right = -1;
  let left = -1;
  let columns = 0;
  for (let x = x1 - 1; x >= x0; x--) {
    let dark = 0;
    for (let y = y0; y < y1; y++) if ((prepared.image[offset + y * prepared.width + x] as number) < 110) dark++;
    if (dark >= 2) {
      if (right < 0) {
        if (x < x1 - scaled * 2) return null;
        right = x;
      }
      left = x;
      columns++;
    } else if (right >= 0 && left - x > scaled) break;
  }
  if (right < 0 || columns < scaled * 0.6) return null;
  return { x0: prepared.crop.x0 + left / prepared.scale, x1: prepared.crop.x0 + (right + 1) / prepared.scale };
}

/**
 * The name strips of the cells that show a name and where no name was matched yet (`read`: boxes of
 * names the first pass matched exactly). A strip is as wide as its cell (left border), at most 12
 * letter heights, and 1.8 letter heights high.
 */
export function unreadStrips(
  map: LineMap,
  prepared: Prepared,
  textHeight: number,
  read: readonly OcrBox[],
  corners: readonly { x: number; y: number }[] = cellCorners(map, textHeight),
): NameStrip[] {
  const h = Math.max(3, textHeight);
  const strips: NameStrip[] = [];
  // Top to bottom: a corner just under a strip already taken (the letters' tops make a short
  // horizontal run too) is that strip again.
  for (const corner of [...corners].sort((a, b) => a.y - b.y || a.x - b.x)) {
    if (strips.some((s) => Math.abs(s.corner.x - corner.x) <= h && corner.y > s.corner.y && corner.y - s.corner.y < h * 1.8)) continue;
    const y0 = corner.y + 1;
    const box = { x0: 0, y0, x1: corner.x, y1: Math.min(map.height, Math.round(y0 + h * 1.8)) };
    const left = leftBorder(map, corner, h, Math.round(h * 12));
    box.x0 = left === null ? Math.max(0, Math.round(corner.x - h * 12)) : left + 1;
    if (read.some((r) => (r.x0 + r.x1) / 2 >= box.x0 && (r.x0 + r.x1) / 2 < box.x1 + h && (r.y0 + r.y1) / 2 >= box.y0 - h && (r.y0 + r.y1) / 2 < box.y1))
      continue;
    const text = nameColumns(prepared, box, h);
    if (!text) continue;
    box.x0 = Math.max(box.x0, Math.floor(text.x0 - h * 0.4));
    strips.push({ box, corner });
  }
  return strips;
}

/** The strips laid into one picture, one under another, right-aligned, each scaled to `letters` px letters. */
export interface StripMosaic {
  image: Uint8Array;
  width: number;
  height: number;
  /** Where each strip lies in the mosaic and its scale from the original picture. */
  rows: { x0: number; y0: number; y1: number; scale: number }[];
}

/** Letter height the strips are scaled to (tesseract reads best at about 30-40 px). */
export const STRIP_LETTERS = 36;

export function stripMosaic(prepared: Prepared, strips: readonly NameStrip[], textHeight: number, letters = STRIP_LETTERS): StripMosaic | null {
  if (strips.length === 0) return null;
  const offset = prepared.image.length - prepared.width * prepared.height;
  const factor = Math.max(1, letters / Math.max(1, textHeight * prepared.scale));
  const scale = prepared.scale * factor;
  const sizes = strips.map((s) => ({ w: Math.max(1, Math.round((s.box.x1 - s.box.x0) * scale)), h: Math.max(1, Math.round((s.box.y1 - s.box.y0) * scale)) }));
  const gap = Math.round(letters * 1.2);
  const width = Math.max(...sizes.map((s) => s.w)) + 2 * gap;
  const height = sizes.reduce((sum, s) => sum + s.h + gap, gap);
  const gray = new Uint8Array(width * height).fill(255);
  const rows: StripMosaic["rows"] = [];
  let top = gap;
  strips.forEach((strip, i) => {
    const size = sizes[i] as { w: number; h: number };
    const x0 = width - gap - size.w;
    // Bilinear from the prepared picture (already inverted: dark letters on white).
    const px0 = (strip.box.x0 - prepared.crop.x0) * prepared.scale;
    const py0 = (strip.box.y0 - prepared.crop.y0) * prepared.scale;
    for (let y = 0; y < size.h; y++) {
      const sy = Math.min(prepared.height - 1, Math.max(0, py0 + (y + 0.5) / factor - 0.5));
      const ya = Math.floor(sy);
      const yb = Math.min(prepared.height - 1, ya + 1);
      const fy = sy - ya;
      for (let x = 0; x < size.w; x++) {
        const sx = Math.min(prepared.width - 1, Math.max(0, px0 + (x + 0.5) / factor - 0.5));
        const xa = Math.floor(sx);
        const xb = Math.min(prepared.width - 1, xa + 1);
        const fx = sx - xa;
        const at = (yy: number, xx: number) => prepared.image[offset + yy * prepared.width + xx] as number;
        const v = (at(ya, xa) * (1 - fx) + at(ya, xb) * fx) * (1 - fy) + (at(yb, xa) * (1 - fx) + at(yb, xb) * fx) * fy;
        // Darker strokes (gamma 2): the small font's letters are thin and grey once scaled up.
        gray[(top + y) * width + x0 + x] = Math.round((v * v) / 255);
      }
    }
    rows.push({ x0, y0: top, y1: top + size.h, scale });
    top += size.h + gap;
  });
  return { image: encodePgm(gray, width, height), width, height, rows };
}

/**
 * The words OCR read on the mosaic, back in the original picture's pixels, one line per strip (a
 * word belongs to the strip whose row holds its middle).
 */
export function stripLines(words: readonly OcrWord[], mosaic: StripMosaic, strips: readonly NameStrip[]): OcrLine[] {
  const lines: OcrLine[] = strips.map(() => ({ words: [] }));
  for (const w of words) {
    const cy = (w.bbox.y0 + w.bbox.y1) / 2;
    const row = mosaic.rows.findIndex((r) => cy >= r.y0 && cy < r.y1);
    if (row < 0) continue;
    const r = mosaic.rows[row] as StripMosaic["rows"][number];
    const strip = strips[row] as NameStrip;
    const back = (x: number, y: number) => ({ x: strip.box.x0 + (x - r.x0) / r.scale, y: strip.box.y0 + (y - r.y0) / r.scale });
    const a = back(w.bbox.x0, w.bbox.y0);
    const b = back(w.bbox.x1, w.bbox.y1);
    (lines[row] as OcrLine).words.push({
      text: w.text,
      confidence: w.confidence,
      bbox: { x0: Math.round(a.x), y0: Math.round(a.y), x1: Math.round(b.x), y1: Math.round(b.y) },
    });
  }
  return lines;
}
