import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { PilotDownload, PilotManifestFile } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import type { PilotDownloads } from "../services/pilotDownloads.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";

/** Where the site serves the pilot's executables (isStaticPath in app.ts: no session lookup). */
export const PILOT_DOWNLOADS_PATH = "/downloads/pilot/";

export const pilotDownloadUrl = (file: string): string => `${PILOT_DOWNLOADS_PATH}${encodeURIComponent(file)}`;

const downloadOf = (entry: PilotManifestFile): PilotDownload => ({
  file: entry.file,
  platform: entry.platform,
  size: entry.size,
  sha256: entry.sha256,
  version: entry.version,
  origins: entry.origins,
  url: pilotDownloadUrl(entry.file),
});

/** GET /api/be/pilot/downloads: the executables on offer (an empty list when none is built here), and whether a build is under way. */
export function pilotDownloadRoutes(deps: { downloads: PilotDownloads }, register: Register): void {
  register(be.pilotDownloads, (c) => {
    c.header("cache-control", "no-cache");
    const admin = requestInfo(c.req.raw).viewer.admin;
    return c.json({ downloads: deps.downloads.list().map(downloadOf), build: deps.downloads.buildStatus(admin) }, 200);
  });
}

const contentTypeOf = (file: string) => (file.toLowerCase().endsWith(".exe") ? "application/vnd.microsoft.portable-executable" : "application/octet-stream");

/**
 * GET (and HEAD) /downloads/pilot/<file>: only a file the manifest lists, by its exact name, as an
 * attachment; anything else (another name, a path, an encoded `..`) is 404. The ETag is the file's
 * SHA-256 (the names stay the same from build to build, so browsers revalidate).
 */
export function servePilotDownload(downloads: PilotDownloads, request: Request): Response {
  const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const pathname = new URL(request.url).pathname;
  if (!pathname.startsWith(PILOT_DOWNLOADS_PATH)) return notFound();
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(PILOT_DOWNLOADS_PATH.length));
  } catch {
    return notFound();
  }
  const found = downloads.find(name);
  if (!found) return notFound();
  const { entry, file } = found;
  const etag = `"${entry.sha256}"`;
  const headers = new Headers({ etag, "cache-control": "no-cache" });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("content-type", contentTypeOf(entry.file));
  headers.set("content-length", String(entry.size));
  headers.set("content-disposition", `attachment; filename="${entry.file}"`);
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { status: 200, headers });
}
