import { createHash } from "node:crypto";

/*
 * Security and caching headers of every reply (issue 21, findings 4 and 6; docs/decisions/023).
 * Pages get a Content-Security-Policy that allows no inline script but the ones the page itself
 * rendered, by hash: the hashes are computed from the finished HTML, so a cached page carries the
 * policy that fits its own bytes (a nonce would differ per reply and could not be cached).
 */

/** Every inline `<script>` of a document (one without `src`), hashed as CSP `'sha256-…'` sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = script.exec(html); m; m = script.exec(html)) {
    const [, attributes = "", body = ""] = m;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PolicyOptions {
  /** Origins besides https: that item images may come from (an http live source in tests). */
  imageOrigins?: readonly string[];
  /** Who may frame the page: nobody (default), or anyone for the widgets streaming programs embed. */
  framing?: "none" | "anyone";
}

/** The pages other sites may frame: the widgets, which stream overlays embed (issue 30, finding 16). */
export function isFramablePage(pathname: string): boolean {
  return pathname.startsWith("/widgets/");
}

/**
 * The page policy: scripts from our origin and the page's own inline scripts by hash; images from
 * anywhere over https (item icons of the live source or ITEM_ICON_URL); sockets to our origin and
 * to the pilot on 127.0.0.1 (any port: the player may change it); no plugins, no framing, forms
 * and base URL on our origin. Inline style attributes stay allowed (React's `style`, Leaflet).
 * A widget may be framed by any site (`framing: "anyone"`).
 */
export function pagePolicy(scriptHashes: readonly string[], options: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${(options.imageOrigins ?? []).join(" ")}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.framing === "anyone" ? "frame-ancestors *" : "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of every reply that is not a page (API, assets): nothing may run or frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A Vary header with `add` merged in, each name once (a compressed reply must keep `Vary: Cookie`). */
export function mergeVary(existing: string | null, ...add: string[]): string {
  const names: string[] = [];
  for (const name of [...(existing ?? "").split(","), ...add]) {
    const trimmed = name.trim();
    if (trimmed && !names.some((n) => n.toLowerCase() === trimmed.toLowerCase())) names.push(trimmed);
  }
  return names.join(", ");
}

/**
 * Headers every reply gets. `https`: the request came over TLS (directly, or by a trusted proxy's
 * X-Forwarded-Proto): only then is HSTS sent. `perUser`: the reply was built for a request with a
 * session, so no shared cache may keep it (`public` becomes `private`, none becomes
 * `private, no-cache`, any other gets `private`); `Vary: Cookie` on every reply that is not a static file.
 * No framing (X-Frame-Options: DENY) unless the reply's own policy lets others frame it (a widget).
 */
export function applySecurityHeaders(headers: Headers, options: { https: boolean; staticFile: boolean; perUser: boolean }): void {
  headers.set("x-content-type-options", "nosniff");
  if (!/frame-ancestors \*/.test(headers.get("content-security-policy") ?? "")) headers.set("x-frame-options", "DENY");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("cross-origin-opener-policy", "same-origin");
  if (options.https) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  const type = headers.get("content-type") ?? "";
  if (!headers.has("content-security-policy") && !type.startsWith("text/html")) headers.set("content-security-policy", NON_PAGE_POLICY);
  if (options.staticFile) return;
  headers.set("vary", mergeVary(headers.get("vary"), "Cookie"));
  if (options.perUser) {
    const cache = headers.get("cache-control");
    if (!cache) headers.set("cache-control", "private, no-cache");
    else if (/\bpublic\b/i.test(cache)) headers.set("cache-control", cache.replace(/\bpublic\b/i, "private"));
    else if (!/\b(private|no-store)\b/i.test(cache)) headers.set("cache-control", `private, ${cache}`);
  }
}
