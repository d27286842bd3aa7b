import { describe, expect, it } from "vitest";
import { CompressedBody } from "../compressedBody.ts";
import { CacheRegistry } from "../services/cacheRegistry.ts";
import { pageCache } from "./pageCache.ts";

const page = (bytes: number) => ({ status: 200, headers: {}, body: new CompressedBody(Buffer.alloc(bytes, 97)) });

describe("the page cache is bounded by bytes", () => {
  it("drops the least recently used pages once the bodies pass the budget", () => {
    const cache = pageCache(new CacheRegistry(), "pages", 10_000);
    cache.set("a", page(4000));
    cache.set("b", page(4000));
    expect(cache.peek("a")).toBeDefined(); // a is now the most recent
    cache.set("c", page(4000));
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBeDefined();
    expect(cache.peek("c")).toBeDefined();
    expect(cache.bytes).toBe(8000);
  });

  it("keeps no page larger than the whole budget, and counts a replaced page once", () => {
    const cache = pageCache(new CacheRegistry(), "pages", 10_000);
    cache.set("huge", page(20_000));
    expect(cache.size).toBe(0);
    cache.set("a", page(3000));
    cache.set("a", page(5000));
    expect(cache.bytes).toBe(5000);
    // A body compressed after it was kept does not upset the count.
    cache.peek("a")?.body.get("gzip");
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("holds many small pages where an entry count would have stopped at 2,000", () => {
    const cache = pageCache(new CacheRegistry(), "pages", 1_000_000);
    for (let i = 0; i < 5000; i++) cache.set(`p${i}`, page(100));
    expect(cache.size).toBe(5000);
    expect(cache.bytes).toBe(500_000);
  });
});
