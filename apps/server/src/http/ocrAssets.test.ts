import { describe, expect, it } from "vitest";
import { CacheRegistry } from "../services/cacheRegistry.ts";
import { OCR_BASE, OCR_WORKER_POLICY, ocrAssetServer } from "./ocrAssets.ts";

const serveOcrAsset = ocrAssetServer(new CacheRegistry());
const get = (path: string, headers: Record<string, string> = {}) => serveOcrAsset(new Request(`http://127.0.0.1${path}`, { headers }));

describe("serveOcrAsset (issue 17)", () => {
  it("names the base address and the languages this server has", async () => {
    const reply = await get("/ocr/langs.json");
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { base: string; langs: string[] };
    expect(body.base).toBe(OCR_BASE);
    expect(body.langs[0]).toBe("eng");
  });

  it("serves the worker with its own policy (WebAssembly from our origin only), compressed", async () => {
    const reply = await get(`${OCR_BASE}/worker.min.js`, { "accept-encoding": "br" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-security-policy")).toBe(OCR_WORKER_POLICY);
    expect(reply.headers.get("content-encoding")).toBe("br");
    expect(reply.headers.get("cache-control")).toContain("immutable");
  });

  // Compresses the WebAssembly cores and the English data once (~1-2 s alone; past 5 s on a loaded machine).
  it("serves the cores and the English data, and nothing else", { timeout: 30_000 }, async () => {
    expect((await get(`${OCR_BASE}/core/tesseract-core-simd-lstm.wasm.js`)).status).toBe(200);
    const eng = await get(`${OCR_BASE}/lang/eng.traineddata.gz`);
    expect(eng.status).toBe(200);
    expect(new Uint8Array(await eng.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
    for (const path of [
      `${OCR_BASE}/core/../package.json`,
      `${OCR_BASE}/core/index.js`,
      `${OCR_BASE}/lang/deu.traineddata.gz`,
      "/ocr/0.0.1/worker.min.js",
      `${OCR_BASE}/%2e%2e/x`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
