import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CompressedBody } from "../compressedBody.ts";
import { compressedResponse } from "./compression.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".svg", ".txt", ".webmanifest"]);

/**
 * Paths of files, never of pages: the client build's folders, map images, and any path ending in a
 * file extension of the web (scripts, styles, source maps, images, fonts, text) or one that scanners
 * probe for. No page address ends so (item addresses end at most in `.5x`, `.f`, `.1`).
 */
const ASSET_FOLDERS = ["/assets/", "/images/", "/map-svg/"];
const ASSET_EXTENSION =
  /\.(?:m?js|cjs|css|map|json|xml|svg|png|jpe?g|gif|webp|avif|bmp|ico|txt|woff2?|ttf|otf|eot|wasm|webmanifest|br|gz|zip|tar|rar|7z|exe|dll|pdf|mp[34]|webm|php\d?|aspx?|jsp|cgi|env|ini|bak|old|sql|ya?ml|log|conf|cfg|sh|py|rb|pl)$/i;

export function isAssetPath(pathname: string): boolean {
  return ASSET_FOLDERS.some((folder) => pathname.startsWith(folder)) || ASSET_EXTENSION.test(pathname);
}

const MISSING = Buffer.from("Not found\n");

/**
 * A missing file's answer (issue 30, finding 12): a few bytes of text, never a rendered page. The
 * site's 404 page is 190 KB rendered anew for each address, so any request for a made-up file name
 * could make the server render one.
 */
export function missingFileReply(request: Request): Response {
  return new Response(request.method === "HEAD" ? null : new Uint8Array(MISSING), {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(MISSING.length), "cache-control": "no-cache" },
  });
}

interface StaticEntry {
  body: Promise<CompressedBody>;
  type: string;
  immutable: boolean;
}

/**
 * The compressed forms of a file: the build's precompressed `.br`/`.gz` siblings when they are there
 * and not older than the file (scripts/precompress.ts), else compressed once on the thread pool.
 */
async function compressedFile(file: string, compressible: boolean): Promise<CompressedBody> {
  const raw = readFileSync(file);
  if (!compressible) return new CompressedBody(raw, 11, false);
  const sibling = (ext: string) => {
    const name = `${file}${ext}`;
    return existsSync(name) && statSync(name).mtimeMs >= statSync(file).mtimeMs ? readFileSync(name) : undefined;
  };
  const br = sibling(".br");
  const gz = sibling(".gz");
  if (br && gz) return CompressedBody.precompressed(raw, br, gz);
  return CompressedBody.prepare(raw, 11);
}

/**
 * Serves files under `root` from memory, compressed once. Hashed files under /assets/ are cached by
 * browsers for a year (immutable); the rest for an hour. Paths outside the root are refused.
 *
 * Entries are keyed by the file they resolve to, not by the request's spelling of the path, and
 * misses are never kept: any number of percent-encodings of one file make one entry, and the cache
 * holds at most the files on disk. Compression never runs on the request path's thread (issue 21).
 */
export function createStaticHandler(root: string, mountPath = "") {
  const absoluteRoot = path.resolve(root);
  const entries = new Map<string, StaticEntry>();

  function load(pathname: string): StaticEntry | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const file = path.resolve(absoluteRoot, `.${decoded}`);
    if (!file.startsWith(absoluteRoot + path.sep)) return null;
    const known = entries.get(file);
    if (known) return known;
    try {
      if (!statSync(file).isFile()) return null;
    } catch {
      return null;
    }
    const ext = path.extname(file).toLowerCase();
    const entry: StaticEntry = {
      body: compressedFile(file, COMPRESSIBLE.has(ext)),
      type: TYPES[ext] ?? "application/octet-stream",
      immutable: path.relative(absoluteRoot, file).startsWith(`assets${path.sep}`),
    };
    entries.set(file, entry);
    entry.body.catch(() => entries.delete(file));
    return entry;
  }

  function serveStatic(request: Request): Promise<Response> | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const full = new URL(request.url).pathname;
    if (mountPath && !full.startsWith(`${mountPath}/`)) return null;
    const pathname = full.slice(mountPath.length);
    if (pathname === "/" || pathname.endsWith("/")) return null;
    const entry = load(pathname);
    if (!entry) return null;
    return entry.body.then((body) =>
      compressedResponse(body, request, {
        headers: {
          "content-type": entry.type,
          "cache-control": entry.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        },
      }),
    );
  }
  /** How many files the cache holds: at most the files on disk, whatever the requests spelled. */
  serveStatic.cachedFiles = () => entries.size;
  return serveStatic;
}
