import type { RgbaImage } from "./preprocess.ts";

/**
 * A dark RGBA picture (GENERATED test data) with light rectangles drawn on it: the OCR tests' stand-in
 * for a stash's cell borders and name strips. Test code only.
 */
export function testPicture(width: number, height: number, light: { x: number; y: number; w: number; h: number; v?: number }[], ground = 45): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) data.set([ground, ground, ground, 255], p * 4);
  for (const r of light)
    for (let y = r.y; y < r.y + r.h; y++)
      for (let x = r.x; x < r.x + r.w; x++) {
        const v = r.v ?? 100;
        data.set([v, v, v, 255], (y * width + x) * 4);
      }
  return { data, width, height };
}
