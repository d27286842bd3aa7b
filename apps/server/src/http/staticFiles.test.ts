import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { precompress } from "../../../../scripts/precompress.ts";
import { createStaticHandler, isAssetPath, missingFileReply } from "./staticFiles.ts";

const dir = mkdtempSync(path.join(tmpdir(), "raidkit-static-"));
// A compressible file like the pack's SVG maps (theirs are 1.4 MB; this one is smaller so that brotli 11
// stays quick on a loaded two-core CI machine).
const big = Array.from({ length: 10_000 }, (_, i) => `<path d="M${i} ${(i * 7) % 997}L${(i * 13) % 811} ${i}"/>`).join("\n");
writeFileSync(path.join(dir, "Shoreline.svg"), big);
writeFileSync(path.join(dir, "small.txt"), "hello");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Compression runs on the thread pool, which other test files share on CI: allow it time.
const SLOW = 30_000;

const get = (url: string, encoding = "br") => new Request(`http://site${url}`, { headers: { "accept-encoding": encoding } });

/** Every spelling of /Shoreline.svg with some letters percent-encoded. */
function spellings(count: number): string[] {
  const name = "Shoreline.svg";
  const out: string[] = [];
  for (let mask = 1; out.length < count; mask++) {
    out.push(`/${[...name].map((ch, i) => (mask & (1 << (i % 12)) && /[a-z]/i.test(ch) ? `%${ch.charCodeAt(0).toString(16).toUpperCase()}` : ch)).join("")}`);
  }
  return out;
}

describe("static files (issue 21: one visitor could stall the server through the cache)", { timeout: SLOW }, () => {
  it("serves one entry for any spelling of a path, so 200 new encodings leave another request fast", async () => {
    const serve = createStaticHandler(dir);
    const first = await serve(get("/Shoreline.svg"));
    expect(first?.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await (first as Response).arrayBuffer())).toString()).toBe(big);
    const replies = await Promise.all(spellings(200).map((p) => serve(get(p))));
    expect(new Set(replies.map((r) => r?.status))).toEqual(new Set([200]));
    const again = await serve(get("/%53horeline.svg"));
    const small = await serve(get("/small.txt"));
    // Before the fix each new spelling was a new entry, compressed again with brotli 11 on the main thread.
    expect(serve.cachedFiles()).toBe(2);
    expect(brotliDecompressSync(Buffer.from(await (again as Response).arrayBuffer())).toString()).toBe(big);
    expect(await small?.text()).toBe("hello");
  });

  it("never keeps misses, and refuses paths outside the root", async () => {
    const serve = createStaticHandler(dir);
    for (let i = 0; i < 100; i++) expect(serve(get(`/missing-${i}.js`))).toBeNull();
    writeFileSync(path.join(dir, "missing-7.js"), "late");
    // A file that appears later is served: the miss was not remembered.
    expect(await (await serve(get("/missing-7.js")))?.text()).toBe("late");
    expect(serve(get("/../etc/passwd"))).toBeNull();
    expect(serve(get("/%2e%2e/%2e%2e/etc/passwd"))).toBeNull();
    expect(serve(get("/a%00.js"))).toBeNull();
    expect(serve(get("/%E0%A4%A"))).toBeNull();
    expect(serve.cachedFiles()).toBe(1);
  });

  it("serves the build's precompressed forms when they are as new as the file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "raidkit-precompressed-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, "app.js"), "console.log('raidkit');".repeat(200));
    expect(precompress(dir)).toBe(1);
    // Mark the .gz as the build's own by its content: a recognisable gzip of other text.
    const marker = gzipSync(Buffer.from("precompressed"));
    writeFileSync(path.join(dir, "app.js.gz"), marker);
    const reply = await createStaticHandler(dir)(get("/app.js", "gzip"));
    expect(Buffer.from(await (reply as Response).arrayBuffer())).toEqual(marker);
    // A sibling older than the file is stale and ignored.
    const old = statSync(path.join(dir, "app.js")).mtime.getTime() / 1000 - 60;
    utimesSync(path.join(dir, "app.js.gz"), old, old);
    const fresh = await createStaticHandler(dir)(get("/app.js", "gzip"));
    expect(Buffer.from(await (fresh as Response).arrayBuffer())).not.toEqual(marker);
  });
});

describe("isAssetPath (issue 30, finding 12)", () => {
  it("names the build's folders and paths ending in a file extension, never a page's address", () => {
    for (const path of [
      "/assets/x.js",
      "/images/none",
      "/map-svg/Customs.svg",
      "/favicon.ico",
      "/a/b.js.map",
      "/robots.txt",
      "/wp-login.php",
      "/.env",
      "/x.PNG",
    ]) {
      expect(isAssetPath(path), path).toBe(true);
    }
    // Item addresses may end in a dot and a few characters: none is a file extension.
    for (const path of [
      "/",
      "/market",
      "/item/5.7x28mm_r37.f",
      "/item/9x19mm_ap_6.3",
      "/item/mosin_7.62x54r_bolt-action_rifle_(sniper)_pu_3.5x",
      "/item/x.data",
    ]) {
      expect(isAssetPath(path), path).toBe(false);
    }
  });

  it("a missing file's answer is a few bytes of text, none for HEAD", async () => {
    const reply = missingFileReply(new Request("http://site/assets/gone.js"));
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await reply.text()).toBe("Not found\n");
    const head = missingFileReply(new Request("http://site/assets/gone.js", { method: "HEAD" }));
    expect(head.headers.get("content-length")).toBe("10");
    expect(await head.text()).toBe("");
  });
});
