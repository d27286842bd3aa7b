import { describe, expect, it } from "vitest";
import { CacheRegistry } from "./cacheRegistry.ts";

/** A build that waits to be let go, and counts how often it ran. */
function gate<T>() {
  let release: (value: T) => void = () => {};
  let fail: (err: Error) => void = () => {};
  let runs = 0;
  const build = () => {
    runs++;
    return new Promise<T>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { build, release: (value: T) => release(value), fail: (err: Error) => fail(err), runs: () => runs };
}

const text = (s: string) => s.length;

describe("the cache registry (decision 045)", () => {
  it("gives callers of a key being built one promise, and keeps the value", async () => {
    const cache = new CacheRegistry().cache("c", { bytes: text });
    const g = gate<string>();
    const a = cache.get("k", g.build);
    const b = cache.get("k", g.build);
    expect(b).toBe(a);
    g.release("value");
    expect(await a).toBe("value");
    expect(await cache.get("k", g.build)).toBe("value");
    expect(g.runs()).toBe(1);
    expect(cache.peek("k")).toBe("value");
    expect(cache.bytes).toBe(5);
  });

  it("keeps no rejected build: the next caller builds again", async () => {
    const cache = new CacheRegistry().cache("c", { bytes: text });
    const g = gate<string>();
    const first = cache.get("k", g.build);
    g.fail(new Error("database away"));
    await expect(first).rejects.toThrow("database away");
    expect(cache.size).toBe(0);
    const second = cache.get("k", g.build);
    g.release("back");
    expect(await second).toBe("back");
    expect(g.runs()).toBe(2);
  });

  it("keeps no value `keep` refuses, yet shares it while it is built", async () => {
    const cache = new CacheRegistry().cache<string | null>("c", { bytes: () => 1, keep: (v) => v !== null });
    const g = gate<string | null>();
    const a = cache.get("k", g.build);
    expect(cache.get("k", g.build)).toBe(a);
    g.release(null);
    expect(await a).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("builds again when `fresh` refuses the kept value", async () => {
    const cache = new CacheRegistry().cache("c", { bytes: text });
    await cache.get("k", async () => "old");
    expect(
      await cache.get(
        "k",
        async () => "new",
        (v) => v === "old",
      ),
    ).toBe("old");
    expect(
      await cache.get(
        "k",
        async () => "new",
        (v) => v !== "old",
      ),
    ).toBe("new");
  });

  it("drops the least recently used values past a cache's budget, and keeps none larger than it", async () => {
    const cache = new CacheRegistry().cache("c", { bytes: text, maxBytes: 10 });
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    expect(cache.peek("a")).toBe("aaaa"); // a is now the most recent
    cache.set("c", "cccc");
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBe("aaaa");
    expect(cache.bytes).toBe(8);
    cache.set("huge", "x".repeat(11));
    expect(cache.peek("huge")).toBeUndefined();
    expect(await cache.get("huge2", async () => "y".repeat(11))).toHaveLength(11);
    expect(cache.peek("huge2")).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it("drops the least recently used values of all its caches past the registry's budget", () => {
    const registry = new CacheRegistry({ maxBytes: 10 });
    const one = registry.cache("one", { bytes: text });
    const two = registry.cache("two", { bytes: text });
    one.set("a", "aaaa");
    two.set("b", "bbbb");
    one.peek("a");
    two.set("c", "cccc");
    expect(two.peek("b")).toBeUndefined();
    expect(one.peek("a")).toBe("aaaa");
    expect(two.peek("c")).toBe("cccc");
    expect(registry.bytes).toBe(8);
    expect(registry.sizes()).toEqual([
      { name: "one", entries: 1, bytes: 4 },
      { name: "two", entries: 1, bytes: 4 },
    ]);
  });

  it("drops every registered cache's values on a new data version, a cache registered later too; not those kept across versions", async () => {
    const registry = new CacheRegistry();
    registry.setVersion("pack:1");
    const early = registry.cache("early", { bytes: text });
    early.set("k", "v1");
    const keys = registry.cache("keys", { bytes: text, perDataVersion: false });
    keys.set("k", "caller");
    const late = registry.cache("late", { bytes: text });
    late.set("k", "v1");
    registry.setVersion("pack:1"); // the same version: nothing goes
    expect(early.peek("k")).toBe("v1");
    registry.setVersion("prices:2");
    expect(registry.dataVersion).toBe("prices:2");
    expect(early.peek("k")).toBeUndefined();
    expect(late.peek("k")).toBeUndefined();
    expect(keys.peek("k")).toBe("caller");
    expect(registry.bytes).toBe(6);
    expect(await late.get("k", async () => "v2")).toBe("v2");
    registry.clear();
    expect(late.size).toBe(0);
  });

  it("does not keep a value built from the old version once the version moved on while it was built", async () => {
    const registry = new CacheRegistry();
    const cache = registry.cache("c", { bytes: text });
    const g = gate<string>();
    const old = cache.get("k", g.build);
    registry.setVersion("v2");
    g.release("from v1");
    expect(await old).toBe("from v1");
    expect(cache.peek("k")).toBeUndefined();
    expect(registry.bytes).toBe(0);
    expect(await cache.get("k", async () => "from v2")).toBe("from v2");
  });

  it("forgets a value after its ttl", () => {
    let now = 1_000;
    const cache = new CacheRegistry({ now: () => now }).cache("c", { bytes: text, ttlMs: 10 });
    cache.set("k", "v");
    now += 9;
    expect(cache.peek("k")).toBe("v");
    now += 1;
    expect(cache.peek("k")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
