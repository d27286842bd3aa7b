/**
 * Tesseract's result (its `blocks` output, typed here by shape so this package needs no OCR library)
 * turned into the lines the matching reads, in the original picture's pixels.
 */
import type { OcrLine } from "./match.ts";
import { type Prepared, toOriginal } from "./preprocess.ts";

interface TessWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
export interface TessBlock {
  paragraphs: { lines: { words: TessWord[] }[] }[];
}

export function ocrLinesOf(blocks: readonly TessBlock[] | null | undefined, prepared: Pick<Prepared, "crop" | "scale">): OcrLine[] {
  return (blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => ({ words: l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: toOriginal(w.bbox, prepared) })) })),
    ),
  );
}
