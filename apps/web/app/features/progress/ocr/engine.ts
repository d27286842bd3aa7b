/**
 * Issue 17: the recognition engine, loaded only when a Pro player first drops a screenshot (a
 * dynamic import: tesseract.js and the preprocessing worker stay out of the page's bundle). The
 * worker, core and language data come from our own site (/ocr/, apps/server/src/http/ocrAssets.ts).
 */
import { type OcrCandidate, type OcrMatch, readScreenshot } from "@raidkit/game";
import Tesseract from "tesseract.js";
import type { PrepareReply, PrepareRequest } from "./prepare.worker.ts";
import PrepareWorker from "./prepare.worker.ts?worker&inline";

export type OcrProblem = "tooSmall" | "notScreenshot" | "unsupportedFormat" | "failed";

export interface OcrResult {
  problem: OcrProblem | null;
  matches: OcrMatch[];
  width: number;
  height: number;
}

export interface OcrSession {
  /** The languages read (eng, and rus when the server has its data). */
  langs: string[];
  /**
   * Reads one screenshot. `candidates`: every item the names are matched against (the whole catalogue
   * and the tracker's items); `keep`: the tracker's items, the only ones returned (issue 35).
   */
  read(file: Blob, candidates: readonly OcrCandidate[], keep: ReadonlySet<string>, onProgress: (fraction: number) => void): Promise<OcrResult>;
  /** Stops at once (a read under way rejects); the session cannot be used after. */
  terminate(): void;
}

/** Formats the browser decodes and tesseract was measured on. */
export const OCR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/bmp"];

/** Starts the engine: the languages the server has (Russian pages read Russian too). */
export async function startOcr(locale: string, onLoad: (fraction: number) => void): Promise<OcrSession> {
  const info = (await (await fetch("/ocr/langs.json")).json()) as { base: string; langs: string[] };
  const langs = locale === "ru" && info.langs.includes("rus") ? ["eng", "rus"] : ["eng"];
  let report: (fraction: number) => void = onLoad;
  const worker = await Tesseract.createWorker(langs, 1, {
    workerPath: `${info.base}/worker.min.js`,
    corePath: `${info.base}/core`,
    langPath: `${info.base}/lang`,
    workerBlobURL: false,
    gzip: true,
    logger: (m) => {
      if (m.status === "recognizing text") report(0.2 + 0.8 * m.progress);
      else if (m.status.startsWith("loading")) report(0.1 * m.progress);
    },
  });
  const ocr = {
    recognize: (image: Blob, options: Record<string, never>, output: { blocks: true; text: false }) => worker.recognize(image, options, output),
    setParameters: (parameters: Record<string, string>) => worker.setParameters(parameters as unknown as Partial<Tesseract.WorkerParams>),
  };
  const prepare = new PrepareWorker();
  // Stopping rejects whatever is under way (a terminated tesseract worker never answers).
  let stop: (error: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  stopped.catch(() => undefined);
  let next = 0;
  const waiting = new Map<number, { resolve: (reply: PrepareReply) => void; reject: (error: Error) => void }>();
  prepare.onmessage = (event: MessageEvent<PrepareReply>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  const prepared = (file: Blob) =>
    new Promise<PrepareReply>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      prepare.postMessage({ id, file } satisfies PrepareRequest);
    });

  return {
    langs,
    async read(file, candidates, keep, onProgress) {
      report = onProgress;
      onProgress(0.02);
      if (file.type && !OCR_TYPES.includes(file.type)) return { problem: "unsupportedFormat", matches: [], width: 0, height: 0 };
      const reply = await Promise.race([prepared(file), stopped]);
      if (!reply.ok) return { problem: reply.problem, matches: [], width: reply.width, height: reply.height };
      onProgress(0.2);
      const matches = await Promise.race([
        readScreenshot(ocr, reply.prepared, candidates, (bytes) => new Blob([bytes as Uint8Array<ArrayBuffer>]), { keep }),
        stopped,
      ]);
      onProgress(1);
      return { problem: null, matches, width: reply.width, height: reply.height };
    },
    terminate() {
      stop(new Error("cancelled"));
      prepare.terminate();
      for (const w of waiting.values()) w.reject(new Error("cancelled"));
      waiting.clear();
      void worker.terminate();
    },
  };
}
