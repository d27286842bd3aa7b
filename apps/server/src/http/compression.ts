import { type CompressedBody, negotiateEncoding } from "../compressedBody.ts";
import { mergeVary } from "./securityHeaders.ts";

/** Builds a Response for a body in the best encoding the client accepts; small bodies go uncompressed. */
export function compressedResponse(body: CompressedBody, request: Request, init: { status?: number; headers: Record<string, string> }): Response {
  const encoding = !body.compressible || body.raw.length < 1024 ? "identity" : negotiateEncoding(request.headers.get("accept-encoding"));
  const bytes = body.get(encoding);
  const headers = new Headers(init.headers);
  headers.set("vary", mergeVary(headers.get("vary"), "Accept-Encoding"));
  if (encoding !== "identity") headers.set("content-encoding", encoding);
  headers.set("content-length", String(bytes.length));
  const payload = request.method === "HEAD" ? null : (new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>);
  return new Response(payload, { status: init.status ?? 200, headers });
}
