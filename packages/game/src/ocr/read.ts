/**
 * One screenshot read end to end, given an OCR engine (tesseract.js's worker, typed by shape): the
 * prepared picture recognised, its words matched against the tracker's items, then the stack counts
 * of the matched cells read in a second, digits-only pass (counts.ts).
 */
import { cornersOfStrip, countStrip } from "./counts.ts";
import { inNameStrip } from "./grid.ts";
import { ocrLinesOf, type TessBlock } from "./lines.ts";
import { type MatchOptions, matchOcrLines, type OcrCandidate, type OcrMatch } from "./match.ts";
import type { Prepared } from "./preprocess.ts";

export interface OcrEngine<Input> {
  recognize(image: Input, options: Record<string, never>, output: { blocks: true; text: false }): Promise<{ data: { blocks: TessBlock[] | null } }>;
  setParameters(parameters: Record<string, string>): Promise<unknown>;
}

/** Tesseract's settings for the grid: sparse text (names scattered over cells, no paragraphs). */
export const OCR_PARAMETERS = { tessedit_pageseg_mode: "11", tessedit_char_whitelist: "" } as const;
/** Settings of the counts pass: one line of digits. */
export const OCR_COUNT_PARAMETERS = { tessedit_pageseg_mode: "7", tessedit_char_whitelist: "0123456789" } as const;

export async function readScreenshot<Input>(
  engine: OcrEngine<Input>,
  prepared: Prepared,
  candidates: readonly OcrCandidate[],
  toInput: (bytes: Uint8Array) => Input,
  options?: MatchOptions,
): Promise<OcrMatch[]> {
  await engine.setParameters(OCR_PARAMETERS);
  const result = await engine.recognize(toInput(prepared.image), {}, { blocks: true, text: false });
  const lines = prepared.lines;
  const read = matchOcrLines(ocrLinesOf(result.data.blocks, prepared), candidates, options);
  // Issue 35: only names in an item cell's name strip (interface text is not an item).
  const heights = read.map((m) => m.box.y1 - m.box.y0).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const matches = lines ? read.filter((m) => inNameStrip(lines, m.box, Math.min(usual, m.box.y1 - m.box.y0))) : read;
  if (matches.length === 0) return matches;
  const strip = countStrip(prepared, matches);
  if (!strip.image) return matches;
  await engine.setParameters(OCR_COUNT_PARAMETERS);
  try {
    const counts = await engine.recognize(toInput(strip.image), {}, { blocks: true, text: false });
    const read = cornersOfStrip(ocrLinesOf(counts.data.blocks, { crop: { x0: 0, y0: 0, x1: 0, y1: 0 }, scale: 1 }), strip);
    return matches.map((m, i) => {
      const corner = read[i];
      // A corner showing the mark and no number holds one item (the first pass may have read the mark as a digit).
      const count = corner?.count ?? (corner?.fir ? 1 : m.count);
      return { ...m, count, ...(corner?.fir ? { fir: true } : {}) };
    });
  } finally {
    await engine.setParameters(OCR_PARAMETERS);
  }
}
