import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { CompressedBody } from "../compressedBody.ts";
import type { CacheRegistry } from "../services/cacheRegistry.ts";
import { compressedResponse } from "./compression.ts";

/*
 * Issue 17: tesseract.js's worker, its WebAssembly core and the language data, served by our own
 * site from the installed npm packages (never a third-party host at run time). English comes from
 * the npm package @tesseract.js-data/eng; Russian has no package on the npm registry, so it is read
 * from Debian's tesseract-ocr-rus (Apache-2.0) when that is installed on the server
 * (/usr/share/tesseract-ocr/<version>/tessdata, or OCR_TESSDATA_DIR), gzipped once in memory; without it the
 * page reads English only and says so. Paths carry tesseract.js's version, so browsers keep them.
 */

/** Where the assets are served (isStaticPath in app.ts: no session lookup). */
export const OCR_ASSETS_PATH = "/ocr/";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const version = (JSON.parse(readFileSync(path.join(packageDir("tesseract.js"), "package.json"), "utf8")) as { version: string }).version;

/** The base address the page gives tesseract.js: `${base}/worker.min.js`, `${base}/core`, `${base}/lang`. */
export const OCR_BASE = `${OCR_ASSETS_PATH}${version}`;

/**
 * The worker's own policy (a dedicated worker from our origin takes the policy of its script's
 * reply): its scripts and data from our origin, and WebAssembly compiled from them.
 */
export const OCR_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";

const CORE = /^tesseract-core(-simd|-relaxedsimd)?(-lstm)?\.wasm\.js$/;

/** The traineddata of `lang` in OCR_TESSDATA_DIR (config.ts) or Debian's tessdata folder, or null. */
export function debianTessdata(lang: string, configured?: string): string | null {
  const dirs = configured
    ? [configured]
    : existsSync("/usr/share/tesseract-ocr")
      ? readdirSync("/usr/share/tesseract-ocr")
          .sort()
          .reverse()
          .map((v) => `/usr/share/tesseract-ocr/${v}/tessdata`)
      : [];
  const found = dirs.find((d) => existsSync(path.join(d, `${lang}.traineddata`)));
  return found ? path.join(found, `${lang}.traineddata`) : null;
}

/** The gzipped traineddata of a language (tesseract.js's `langPath` format), or null when not here. */
export async function languageData(lang: "eng" | "rus", tessdataDir?: string): Promise<Buffer | null> {
  if (lang === "eng") return readFileSync(path.join(packageDir("@tesseract.js-data/eng"), "4.0.0_best_int", "eng.traineddata.gz"));
  const file = debianTessdata(lang, tessdataDir);
  return file ? await promisify(gzip)(readFileSync(file), { level: 9 }) : null;
}

/** The languages this server can give (English always; Russian when Debian's data is installed). */
export const ocrLanguages = (tessdataDir?: string): ("eng" | "rus")[] => (debianTessdata("rus", tessdataDir) ? ["eng", "rus"] : ["eng"]);

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * GET /ocr/langs.json (the base address and the languages, revalidated) and
 * /ocr/<version>/{worker.min.js, core/tesseract-core*.wasm.js, lang/<eng|rus>.traineddata.gz}
 * (kept a year: the version names them). Anything else is 404. The scripts (compressed once, brotli 9,
 * on the thread pool) and the gzipped language data are kept in the registry, across data versions.
 */
export function ocrAssetServer(caches: CacheRegistry, tessdataDir?: string): (request: Request) => Promise<Response> {
  const kept = { perDataVersion: false, maxBytes: 96 * 1024 * 1024 };
  const scripts = caches.cache<CompressedBody>("ocr-scripts", { ...kept, bytes: (body) => body.bytes });
  const languages = caches.cache<Buffer | null>("ocr-languages", { ...kept, bytes: (data) => data?.length ?? 0 });
  const scriptBody = (file: string) => scripts.get(file, () => CompressedBody.prepare(readFileSync(file), 9));
  return (request) => serveOcrAsset(request, tessdataDir, scriptBody, (lang) => languages.get(lang, () => languageData(lang, tessdataDir)));
}

async function serveOcrAsset(
  request: Request,
  tessdataDir: string | undefined,
  scriptBody: (file: string) => Promise<CompressedBody>,
  languageBody: (lang: "eng" | "rus") => Promise<Buffer | null>,
): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  if (pathname === `${OCR_ASSETS_PATH}langs.json`) {
    return new Response(JSON.stringify({ base: OCR_BASE, langs: ocrLanguages(tessdataDir) }), {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache" },
    });
  }
  if (!pathname.startsWith(`${OCR_BASE}/`)) return notFound();
  const rest = pathname.slice(OCR_BASE.length + 1);
  const cache = "public, max-age=31536000, immutable";
  if (rest === "worker.min.js") {
    return compressedResponse(await scriptBody(path.join(packageDir("tesseract.js"), "dist", "worker.min.js")), request, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": cache, "content-security-policy": OCR_WORKER_POLICY },
    });
  }
  const core = /^core\/([^/]+)$/.exec(rest)?.[1];
  if (core && CORE.test(core)) {
    return compressedResponse(await scriptBody(path.join(packageDir("tesseract.js-core"), core)), request, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": cache },
    });
  }
  const lang = /^lang\/(eng|rus)\.traineddata\.gz$/.exec(rest)?.[1] as "eng" | "rus" | undefined;
  if (lang) {
    const data = await languageBody(lang);
    if (!data) return notFound();
    return new Response(new Uint8Array(data), { headers: { "content-type": "application/octet-stream", "cache-control": cache } });
  }
  return notFound();
}
