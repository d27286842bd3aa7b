import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CompressedBody, compressedResponse } from "./compression.ts";

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
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".svg", ".txt", ".webmanifest"]);

interface StaticEntry {
  body: CompressedBody;
  type: string;
  immutable: boolean;
}

/**
 * Serves the built client files from memory, compressed once. Hashed files under /assets/ are
 * cached by browsers for a year (immutable); the rest for an hour. Paths outside the root are refused.
 */
export function createStaticHandler(root: string, mountPath = "") {
  const absoluteRoot = path.resolve(root);
  const entries = new Map<string, StaticEntry | null>();

  function load(pathname: string): StaticEntry | null {
    if (entries.has(pathname)) return entries.get(pathname) ?? null;
    let entry: StaticEntry | null = null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const file = path.resolve(absoluteRoot, `.${decoded}`);
    if (file.startsWith(absoluteRoot + path.sep) && !decoded.includes("\0")) {
      try {
        if (statSync(file).isFile()) {
          const ext = path.extname(file).toLowerCase();
          entry = {
            body: new CompressedBody(readFileSync(file), 11, COMPRESSIBLE.has(ext)),
            type: TYPES[ext] ?? "application/octet-stream",
            immutable: decoded.startsWith("/assets/"),
          };
        }
      } catch {
        entry = null;
      }
    }
    if (entries.size < 5000) entries.set(pathname, entry);
    return entry;
  }

  return function serveStatic(request: Request): Response | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const full = new URL(request.url).pathname;
    if (mountPath && !full.startsWith(`${mountPath}/`)) return null;
    const pathname = full.slice(mountPath.length);
    if (pathname === "/" || pathname.endsWith("/")) return null;
    const entry = load(pathname);
    if (!entry) return null;
    return compressedResponse(entry.body, request, {
      headers: {
        "content-type": entry.type,
        "cache-control": entry.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      },
    });
  };
}
