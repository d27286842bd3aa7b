/**
 * Issue 17: decodes a dropped screenshot and prepares it for OCR off the main thread (a worker the
 * OCR chunk inlines as a blob: the page's CSP allows `worker-src blob:`). Pure preprocessing of
 * packages/game; the decoded pixels never go back to the page, only the small prepared picture.
 */
import { type Prepared, prepareForOcr, screenshotProblem } from "@raidkit/game";

export interface PrepareRequest {
  id: number;
  file: Blob;
}
export type PrepareReply =
  | { id: number; ok: true; prepared: Prepared; width: number; height: number }
  | { id: number; ok: false; problem: "tooSmall" | "notScreenshot" | "unsupportedFormat"; width: number; height: number };

/** The worker's global, typed by what is used (the web app's types are the page's, not a worker's). */
const scope = self as unknown as {
  postMessage(message: PrepareReply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<PrepareRequest>) => void) | null;
};

scope.onmessage = async (event: MessageEvent<PrepareRequest>) => {
  const { id, file } = event.data;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    scope.postMessage({ id, ok: false, problem: "unsupportedFormat", width: 0, height: 0 } satisfies PrepareReply);
    return;
  }
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) {
    scope.postMessage({ id, ok: false, problem: "unsupportedFormat", width, height } satisfies PrepareReply);
    return;
  }
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  const problem = screenshotProblem(pixels);
  if (problem) {
    scope.postMessage({ id, ok: false, problem, width, height } satisfies PrepareReply);
    return;
  }
  const prepared = prepareForOcr(pixels);
  scope.postMessage({ id, ok: true, prepared, width, height } satisfies PrepareReply, [
    prepared.image.buffer,
    ...(prepared.lines ? [prepared.lines.bits.buffer] : []),
  ]);
};
