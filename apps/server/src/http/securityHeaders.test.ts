import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders, inlineScriptHashes, isFramablePage, mergeVary, pagePolicy } from "./securityHeaders.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security headers", () => {
  it("hashes each inline script once, and no script loaded from a file", () => {
    const html = `<script>a()</script><script type="module" src="/assets/x.js"></script><script type="module">import "b";</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b";')]);
  });

  it("builds a page policy without unsafe scripts, with framing refused", () => {
    const policy = pagePolicy([sha("a()")], { imageOrigins: ["http://127.0.0.1:4000"] });
    expect(policy).toContain(`script-src 'self' ${sha("a()")};`);
    expect(policy).toContain("img-src 'self' data: blob: https: http://127.0.0.1:4000;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("lets anyone frame the widgets only, and then sends no X-Frame-Options (issue 30, finding 16)", () => {
    expect(isFramablePage("/widgets/scroll-text")).toBe(true);
    expect(isFramablePage("/widgets-x")).toBe(false);
    expect(isFramablePage("/streamers")).toBe(false);
    const widget = new Headers({ "content-type": "text/html", "content-security-policy": pagePolicy([], { framing: "anyone" }) });
    expect(widget.get("content-security-policy")).toContain("frame-ancestors *");
    applySecurityHeaders(widget, { https: false, staticFile: false, perUser: false });
    expect(widget.get("x-frame-options")).toBeNull();
    const page = new Headers({ "content-type": "text/html", "content-security-policy": pagePolicy([]) });
    applySecurityHeaders(page, { https: false, staticFile: false, perUser: false });
    expect(page.get("x-frame-options")).toBe("DENY");
    const api = new Headers({ "content-type": "application/json" });
    applySecurityHeaders(api, { https: false, staticFile: false, perUser: false });
    expect(api.get("x-frame-options")).toBe("DENY");
  });

  it("merges Vary names once each, whatever their case", () => {
    expect(mergeVary("Cookie", "Accept-Encoding")).toBe("Cookie, Accept-Encoding");
    expect(mergeVary("accept-encoding, Cookie", "Accept-Encoding", "cookie")).toBe("accept-encoding, Cookie");
    expect(mergeVary(null, "Cookie")).toBe("Cookie");
  });

  it("makes a reply for one user private and leaves static files shared", () => {
    const perUser = new Headers({ "cache-control": "public, max-age=60", "content-type": "application/json" });
    applySecurityHeaders(perUser, { https: false, staticFile: false, perUser: true });
    expect(perUser.get("cache-control")).toBe("private, max-age=60");
    expect(perUser.get("vary")).toBe("Cookie");
    const none = new Headers({ "content-type": "text/html" });
    applySecurityHeaders(none, { https: true, staticFile: false, perUser: true });
    expect(none.get("cache-control")).toBe("private, no-cache");
    expect(none.get("strict-transport-security")).toContain("max-age=");
    expect(none.get("content-security-policy")).toBeNull();
    const revalidate = new Headers({ "cache-control": "no-cache", "content-type": "text/html" });
    applySecurityHeaders(revalidate, { https: false, staticFile: false, perUser: true });
    expect(revalidate.get("cache-control")).toBe("private, no-cache");
    const never = new Headers({ "cache-control": "no-store" });
    applySecurityHeaders(never, { https: false, staticFile: false, perUser: true });
    expect(never.get("cache-control")).toBe("no-store");
    const file = new Headers({ "cache-control": "public, max-age=31536000, immutable", "content-type": "text/javascript" });
    applySecurityHeaders(file, { https: false, staticFile: true, perUser: true });
    expect(file.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.get("vary")).toBeNull();
    expect(file.get("x-content-type-options")).toBe("nosniff");
  });
});
