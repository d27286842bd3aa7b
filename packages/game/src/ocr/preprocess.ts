/**
 * Issue 17 preprocessing of a screenshot before OCR (pure, so it runs in a worker, in Node and in
 * tests alike): grayscale, keep the light text of the dark grid (threshold), crop to where that
 * text is, scale up so the grid's small font is large enough for tesseract, and invert (dark text
 * on white). The result is a gray picture encoded as PGM, a format tesseract reads.
 */
import { gridFound, type LineMap, lineMap } from "./grid.ts";
import type { OcrBox } from "./match.ts";

export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

export type ScreenshotProblem = "tooSmall" | "notScreenshot";

export interface Prepared {
  /** PGM (P5) bytes of the prepared gray picture. */
  image: Uint8Array;
  width: number;
  height: number;
  /** Where the crop starts in the original picture, and how much it was scaled. */
  crop: OcrBox;
  scale: number;
  /** The thin lines of the original picture (grid.ts): names are kept only in item cells' name strips. */
  lines?: LineMap;
}

/**
 * A full screen smaller than this is refused: below it the grid's text is a few pixels high. A smaller
 * picture (a crop of the stash, issue 35) is read when the item grid is found in it (grid.ts), down
 * to MIN_CROP on each side.
 */
export const MIN_WIDTH = 800;
export const MIN_HEIGHT = 450;
export const MIN_CROP = 200;

/** The scale that brings the grid's text (about 12 px at 1080 lines) to about 36 px. */
export const scaleFor = (height: number): number => Math.max(1, Math.min(4, Math.round(4320 / Math.max(540, height))));

const luminance = (d: RgbaImage["data"], i: number) => 0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);

/**
 * Why a picture cannot be read, or null: too small, or not a game screenshot (the game's screens
 * are mostly dark, with some light text).
 */
export function screenshotProblem(image: RgbaImage, threshold = 150): ScreenshotProblem | null {
  if (image.width < MIN_CROP || image.height < MIN_CROP) return "tooSmall";
  if ((image.width < MIN_WIDTH || image.height < MIN_HEIGHT) && !gridFound(lineMap(image))) return "tooSmall";
  let dark = 0;
  let light = 0;
  let samples = 0;
  const step = Math.max(1, Math.floor((image.width * image.height) / 200_000));
  for (let p = 0; p < image.width * image.height; p += step) {
    const y = luminance(image.data, p * 4);
    if (y < 80) dark++;
    else if (y >= threshold) light++;
    samples++;
  }
  if (dark / samples < 0.55 || light === 0 || light / samples > 0.2) return "notScreenshot";
  return null;
}

/** The box holding the light pixels (the text), with a margin, or the whole picture when none. */
export function textBounds(image: RgbaImage, threshold = 150, margin = 12): OcrBox {
  let x0 = image.width;
  let y0 = image.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x++) {
      if (luminance(image.data, (row + x) * 4) < threshold) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { x0: 0, y0: 0, x1: image.width, y1: image.height };
  return {
    x0: Math.max(0, x0 - margin),
    y0: Math.max(0, y0 - margin),
    x1: Math.min(image.width, x1 + margin + 1),
    y1: Math.min(image.height, y1 + margin + 1),
  };
}

/** Encodes a gray picture (0 black .. 255 white) as binary PGM. */
export function encodePgm(gray: Uint8Array, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + gray.length);
  out.set(header);
  out.set(gray, header.length);
  return out;
}

/**
 * Grayscale, crop to the text, scale (bilinear) and invert with a contrast stretch: the light text
 * becomes dark on a white ground, the dark cells and grid lines white. Tesseract's own threshold
 * (Otsu, in its worker) then binarises it: on text this small that reads better than our own cut.
 */
export function prepareForOcr(image: RgbaImage, options: { threshold?: number; scale?: number } = {}): Prepared {
  const threshold = options.threshold ?? 150;
  const crop = textBounds(image, threshold);
  const cw = crop.x1 - crop.x0;
  const ch = crop.y1 - crop.y0;
  // A large picture (4K, a photo) is scaled less, so the prepared one stays under MAX_PIXELS.
  let scale = options.scale ?? scaleFor(image.height);
  while (scale > 1 && cw * ch * scale * scale > MAX_PIXELS) scale--;
  const gray = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) gray[y * cw + x] = luminance(image.data, ((crop.y0 + y) * image.width + crop.x0 + x) * 4);
  }
  const width = cw * scale;
  const height = ch * scale;
  const out = new Uint8Array(width * height);
  const low = LOW;
  const range = threshold + 40 - low;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(ch - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(ch - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(cw - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(cw - 1, x0 + 1);
      const fx = sx - x0;
      const top = (gray[y0 * cw + x0] as number) * (1 - fx) + (gray[y0 * cw + x1] as number) * fx;
      const bottom = (gray[y1 * cw + x0] as number) * (1 - fx) + (gray[y1 * cw + x1] as number) * fx;
      const v = ((top * (1 - fy) + bottom * fy - low) / range) * 255;
      out[y * width + x] = 255 - Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { image: encodePgm(out, width, height), width, height, crop, scale, lines: lineMap(image) };
}

/** The most pixels a prepared picture has (memory and OCR time stay bounded). */
export const MAX_PIXELS = 24_000_000;

/** Gray values up to this are ground (cells, grid lines, most of the icons): white after inversion. */
const LOW = 90;

/** A box of the prepared picture in the original picture's pixels. */
export function toOriginal(box: OcrBox, prepared: Pick<Prepared, "crop" | "scale">): OcrBox {
  return {
    x0: Math.round(prepared.crop.x0 + box.x0 / prepared.scale),
    y0: Math.round(prepared.crop.y0 + box.y0 / prepared.scale),
    x1: Math.round(prepared.crop.x0 + box.x1 / prepared.scale),
    y1: Math.round(prepared.crop.y0 + box.y1 / prepared.scale),
  };
}
