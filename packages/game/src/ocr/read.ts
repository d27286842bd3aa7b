/**
 * One screenshot read end to end, given an OCR engine (tesseract.js's worker, typed by shape): the
 * prepared picture recognised, its words matched against the tracker's items, then the stack counts
 * of the matched cells read in a second, digits-only pass (counts.ts).
 */
import { cornersOfStrip, countStrip } from "./counts.ts";
import { inNameStrip, type LineMap } from "./grid.ts";
import { ocrLinesOf, type TessBlock } from "./lines.ts";
import { bySize, type MatchOptions, type OcrBox, type OcrCandidate, type OcrMatch, ocrKey, readNames } from "./match.ts";
import type { Prepared } from "./preprocess.ts";
import { cellCorners, cellSlots, cornerOf, type NameStrip, slotSize, stripLines, stripMosaic, unreadStrips } from "./strips.ts";

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
  const firstLines = ocrLinesOf(result.data.blocks, prepared);
  const first = readNames(firstLines, candidates, options);
  // Issue 35: only names in an item cell's name strip (interface text is not an item).
  const heights = first.matches.map((m) => m.box.y1 - m.box.y0).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  let read: Read[] = first.matches.map((match, i) => ({ match, similarity: first.similarity[i] ?? 0 }));
  let matches: OcrMatch[];
  if (lines) {
    read = read.filter((r) => inNameStrip(lines, r.match.box, Math.min(usual, r.match.box.y1 - r.match.box.y0)));
    const corners = usual > 0 ? cellCorners(lines, usual) : [];
    if (usual > 0) {
      // Cells whose name the first pass read and matched exactly, or matched to an item outside the
      // tracker, or read with confidence as no item's name at all, are not read again.
      const settled = [
        ...read.filter((r) => r.similarity >= 1).map((r) => r.match.box),
        ...first.outside.map((o) => o.box),
        ...firstLines
          .flatMap((l) => l.words)
          .filter((w) => w.confidence >= SURE_WORD && ocrKey(w.text).length >= 3 && !read.some((r) => r.similarity < 1 && centreIn(w.bbox, r.match.box)))
          .map((w) => w.bbox),
      ];
      read = await rereadStrips(engine, prepared, lines, usual, corners, read, settled, candidates, toInput, options);
    }
    // Items sharing a short name told apart by the cell's size in slots, where the grid shows it.
    const slot = slotSize(corners, usual);
    matches = read.map((r) => r.match);
    if (slot)
      matches = bySize(
        matches,
        candidates,
        (box) => {
          const corner = cornerOf(lines, box, Math.min(usual, box.y1 - box.y0));
          return corner ? cellSlots(lines, corner, usual, slot) : null;
        },
        options?.keep,
        slot >= CLEAR_GRID_SLOT,
      );
  } else matches = read.map((r) => r.match);
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

interface Read {
  match: OcrMatch;
  similarity: number;
}

/**
 * From this slot size (px; 63 at 1080 lines, 50 at 960) the grid's borders are clear enough that a
 * cell measured bigger than an item is believed too (the real set: 95-100 % of cells measured exactly
 * from 1080 lines up, fewer below, where a faint border is missed now and then).
 */
export const CLEAR_GRID_SLOT = 56;

/** Tesseract's confidence (0..100) from which a word the first pass read is taken as read right. */
export const SURE_WORD = 85;

const centreIn = (inner: OcrBox, outer: OcrBox) => {
  const cx = (inner.x0 + inner.x1) / 2;
  const cy = (inner.y0 + inner.y1) / 2;
  return cx >= outer.x0 && cx <= outer.x1 && cy >= outer.y0 && cy <= outer.y1;
};

/** In the strips' pass, names of up to four letters must be read exactly. */
export const STRIP_EXACT_UP_TO = 4;

/** Settings of the strips' pass: a block of separate lines (one name each). */
export const OCR_STRIP_PARAMETERS = { tessedit_pageseg_mode: "6", tessedit_char_whitelist: "" } as const;

/**
 * Issue 35, round 2: the name strips of item cells where the whole-picture pass matched no name
 * exactly (nothing read, or a name read only fuzzily) are read again, alone and scaled up, in one
 * mosaic. A strip's new reading replaces the first one when it is closer to a name (a fuzzy match of
 * the tracker's item whose strip now reads exactly an item outside the tracker is dropped); a strip
 * that had no match gets the new one when it is a tracker item. Cells whose name was read exactly are
 * not read again, so a picture the first pass read well costs one small extra call at most.
 */
async function rereadStrips<Input>(
  engine: OcrEngine<Input>,
  prepared: Prepared,
  lines: LineMap,
  textHeight: number,
  corners: readonly { x: number; y: number }[],
  read: readonly Read[],
  settled: readonly OcrBox[],
  candidates: readonly OcrCandidate[],
  toInput: (bytes: Uint8Array) => Input,
  options?: MatchOptions,
): Promise<Read[]> {
  const strips = unreadStrips(lines, prepared, textHeight, settled, corners);
  const mosaic = stripMosaic(prepared, strips, textHeight);
  if (!mosaic) return [...read];
  await engine.setParameters(OCR_STRIP_PARAMETERS);
  const result = await engine.recognize(toInput(mosaic.image), {}, { blocks: true, text: false });
  const words = ocrLinesOf(result.data.blocks, { crop: { x0: 0, y0: 0, x1: 0, y1: 0 }, scale: 1 }).flatMap((l) => l.words);
  const again = readNames(stripLines(words, mosaic, strips), candidates, { ...options, wholeLines: true, exactUpTo: STRIP_EXACT_UP_TO });
  const h = textHeight;
  const within = (box: OcrBox, s: NameStrip) => {
    const cx = (box.x0 + box.x1) / 2;
    const cy = (box.y0 + box.y1) / 2;
    return cx >= s.box.x0 && cx < s.box.x1 + h && cy >= s.box.y0 - h && cy < s.box.y1;
  };
  let out = [...read];
  for (const strip of strips) {
    const kept = again.matches.flatMap((match, i) => (within(match.box, strip) ? [{ match, similarity: again.similarity[i] ?? 0, keep: true }] : []));
    const others = again.outside.filter((o) => within(o.box, strip)).map((o) => ({ match: null, similarity: o.similarity, keep: false }));
    const best = [...kept, ...others].sort((a, b) => b.similarity - a.similarity || Number(b.keep) - Number(a.keep))[0];
    if (!best) continue;
    const before = out.filter((r) => within(r.match.box, strip));
    if (before.some((r) => r.similarity >= best.similarity)) continue;
    out = out.filter((r) => !before.includes(r));
    if (best.match) out.push({ match: best.match, similarity: best.similarity });
  }
  return out;
}
