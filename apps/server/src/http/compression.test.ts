import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CompressedBody, negotiateEncoding } from "../compressedBody.ts";
import { compressedResponse } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("")).toBe("identity");
    expect(negotiateEncoding(null)).toBe("identity");
  });
});

describe("compressedResponse", () => {
  const text = "<html>".padEnd(5000, "x");
  it("sends the body compressed in the negotiated encoding", async () => {
    const body = new CompressedBody(Buffer.from(text));
    const br = compressedResponse(body, new Request("http://x/", { headers: { "accept-encoding": "br" } }), { headers: { "content-type": "text/html" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = compressedResponse(body, new Request("http://x/", { headers: { "accept-encoding": "gzip" } }), { headers: {} });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const head = compressedResponse(body, new Request("http://x/", { method: "HEAD" }), { headers: {} });
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe("5000");
  });
});

describe("CompressedBody.prepareFor (issue 30, finding 17)", () => {
  const text = "<html>".padEnd(50_000, "abcdefgh");
  it("compresses only the form the request asks for; another is made when asked", async () => {
    const asked = new Request("http://x/", { headers: { "accept-encoding": "gzip, br" } });
    const body = await CompressedBody.prepareFor(Buffer.from(text), asked);
    const rawBytes = Buffer.byteLength(text);
    // Only the brotli form is held beside the body.
    expect(body.bytes).toBe(rawBytes + body.get("br").length);
    const br = compressedResponse(body, asked, { headers: {} });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = compressedResponse(body, new Request("http://x/", { headers: { "accept-encoding": "gzip" } }), { headers: {} });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(body.bytes).toBeGreaterThan(rawBytes + body.get("br").length);
  });
  it("compresses nothing for a small body or a client that asks for none", async () => {
    const small = await CompressedBody.prepareFor(Buffer.from("hi"), new Request("http://x/", { headers: { "accept-encoding": "br" } }));
    expect(small.bytes).toBe(2);
    const plain = await CompressedBody.prepareFor(Buffer.from(text), new Request("http://x/"));
    expect(plain.bytes).toBe(Buffer.byteLength(text));
  });
});
