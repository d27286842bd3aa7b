/**
 * Issue 17: the second pass that reads stack counts. Tesseract's sparse-text pass often misses a
 * lone digit in a cell's corner; here the bottom-right corner of every matched cell is cut from the
 * prepared picture, the corners are laid side by side into one small strip (white gaps between
 * them) and read once as a line of digits. Pure: the strip is built from the prepared PGM's bytes.
 */
import { isFirMark, type OcrBox, type OcrLine, type OcrMatch, readCount } from "./match.ts";
import { encodePgm, type Prepared } from "./preprocess.ts";

export interface CountStrip {
  /** PGM bytes of the strip, or null when there is nothing to read. */
  image: Uint8Array | null;
  /** The strip's columns of each match (same order as the matches given). */
  columns: { x0: number; x1: number }[];
}

/** A cell is about seven times as high as its short name's letters (the grid's small font). */
export const CELL_PER_TEXT = 7;

/**
 * Where a match's stack count would be, in the original picture: the bottom-right of its cell.
 * `textHeight`: the names' usual height on this picture (a name with descenders reads taller).
 */
export function countArea(match: Pick<OcrMatch, "box">, textHeight = match.box.y1 - match.box.y0): OcrBox {
  const h = Math.max(1, textHeight);
  // The cell's bottom, less the small margin the count keeps from it.
  const bottom = match.box.y0 + h * (CELL_PER_TEXT - 0.3);
  // Wide enough for seven digits (a stack of roubles), about 0.7 of the letters' height each.
  return { x0: match.box.x1 - h * 5.2, y0: bottom - h * 2.2, x1: match.box.x1 + h * 0.4, y1: bottom + h * 0.15 };
}

/** Cuts every match's count area from the prepared picture and lays them side by side, one text line. */
export function countStrip(prepared: Prepared, matches: readonly Pick<OcrMatch, "box">[]): CountStrip {
  const offset = prepared.image.length - prepared.width * prepared.height;
  const heights = matches.map((m) => m.box.y1 - m.box.y0).sort((a, b) => a - b);
  const textHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const areas = matches.map((m) => {
    const a = countArea(m, Math.min(textHeight, m.box.y1 - m.box.y0));
    const x0 = Math.max(0, Math.round((a.x0 - prepared.crop.x0) * prepared.scale));
    const y0 = Math.max(0, Math.round((a.y0 - prepared.crop.y0) * prepared.scale));
    const x1 = Math.min(prepared.width, Math.round((a.x1 - prepared.crop.x0) * prepared.scale));
    const y1 = Math.min(prepared.height, Math.round((a.y1 - prepared.crop.y0) * prepared.scale));
    return { x0, y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
  });
  if (areas.every((a) => a.w === 0 || a.h === 0)) return { image: null, columns: areas.map(() => ({ x0: 0, x1: 0 })) };
  const gap = Math.max(24, Math.round(textHeight * prepared.scale * 2));
  const height = Math.max(...areas.map((a) => a.h)) + 2 * gap;
  const width = areas.reduce((sum, a) => sum + a.w + gap, gap);
  const gray = new Uint8Array(width * height).fill(255);
  const columns: CountStrip["columns"] = [];
  let x = gap;
  for (const a of areas) {
    // Bottom-aligned, as the counts are.
    const top = height - gap - a.h;
    for (let dy = 0; dy < a.h; dy++) {
      const from = offset + (a.y0 + dy) * prepared.width + a.x0;
      gray.set(prepared.image.subarray(from, from + a.w), (top + dy) * width + x);
    }
    columns.push({ x0: x, x1: x + a.w });
    x += a.w + gap;
  }
  return { image: encodePgm(gray, width, height), columns };
}

/** What a cell's corner shows: its stack count (null when none was read) and whether the found-in-raid mark was seen. */
export interface Corner {
  count: number | null;
  fir: boolean;
}

/** The corner read in each column of the strip: the right-most number, and the mark when seen. */
export function cornersOfStrip(lines: readonly OcrLine[], strip: CountStrip): Corner[] {
  const words = lines.flatMap((l) => l.words);
  return strip.columns.map((column) => {
    const inside = words
      .filter((w) => {
        const cx = (w.bbox.x0 + w.bbox.x1) / 2;
        return cx >= column.x0 && cx < column.x1;
      })
      .sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const fir = inside.some(isFirMark);
    // The count is the right-most number of the corner that is not the mark, right-aligned in the cell
    // (its right end in the column's right quarter); digits read further left are the icon's.
    const right = column.x1 - (column.x1 - column.x0) * 0.25;
    const last = inside.filter((w) => !isFirMark(w)).at(-1);
    if (last && last.bbox.x1 < right) return { count: null, fir };
    return { count: last ? readCount(last.text) : null, fir };
  });
}

/** The count read in each column of the strip (null where none was read). */
export function countsOfStrip(lines: readonly OcrLine[], strip: CountStrip): (number | null)[] {
  return cornersOfStrip(lines, strip).map((c) => c.count);
}
