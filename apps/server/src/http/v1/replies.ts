import type { Context } from "hono";
import { type JsonReply, jsonReply } from "../../services/publicData.ts";
import { compressedResponse } from "../compression.ts";

/** Does If-None-Match name this ETag (or `*`)? Weak and strong forms both count (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A GET reply of the public API: 304 when the caller's ETag is current, else the JSON in the best
 * encoding the caller accepts, with its ETag.
 */
export function sendReply(c: Context, reply: JsonReply, cacheControl: string): Response {
  const headers = { "content-type": "application/json; charset=utf-8", etag: reply.etag, "cache-control": cacheControl };
  if (etagMatches(c.req.header("if-none-match"), reply.etag))
    return new Response(null, { status: 304, headers: { etag: reply.etag, "cache-control": cacheControl } });
  return compressedResponse(reply.body, c.req.raw, { headers });
}

/** A reply made for one call (small): compressed on the spot at a fast setting, never kept. */
export function sendJson(c: Context, data: unknown, cacheControl: string): Response {
  return sendReply(c, jsonReply(data), cacheControl);
}
