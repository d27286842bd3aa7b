import { describe, expect, it } from "vitest";
import { derivePrices, type StatsInput } from "./priceStats.ts";
import { interquartileMean, percentChange } from "./stats.ts";

const t0 = Date.UTC(2025, 11, 10, 17, 0);
const base: StatsInput = { latest: null, scans24h: [], close24hAgo: null, days7: [], close7dAgo: null, slots: 1, traderSells: [] };

describe("derivePrices", () => {
  it("uses the published 24 h average when there are too few scans (the data pack's snapshots)", () => {
    const p = derivePrices({
      ...base,
      latest: { t: t0, price: 59991, avg24h: 66736, offers: null },
      scans24h: [59991],
      slots: 4,
      traderSells: [{ trader: "Mechanic", priceRub: 9649 }],
    });
    expect(p.lastPrice).toBe(59991);
    expect(p.avg24h).toBe(66736);
    expect(p.pricePerSlot).toBe(14998);
    expect(p.updated).toBe(t0);
    expect(p).toMatchObject({ traderPrice: 9649, traderName: "Mechanic", lowConfidence: false });
  });
  it("never takes a zero for a price or into an average: the 2023 snapshots' 0 ₽ and tarkov.dev's 0 average are no price", () => {
    // MP-133 12ga 710mm barrel with rib in the 2023 snapshots: flea price 0, 24 h average 0.
    expect(derivePrices({ ...base, latest: { t: t0, price: 0, avg24h: 0, offers: null }, scans24h: [0, 0, 0] })).toMatchObject({
      lastPrice: null,
      avg24h: null,
      pricePerSlot: null,
    });
    // No offer (null) and a 0 average: no price; a real average stands in for a zero last price.
    expect(derivePrices({ ...base, latest: { t: t0, price: null, avg24h: 0, offers: 0 } }).lastPrice).toBeNull();
    expect(derivePrices({ ...base, latest: { t: t0, price: 0, avg24h: 5000, offers: null } }).lastPrice).toBe(5000);
    // Zero scans are left out of the 24 h average.
    expect(derivePrices({ ...base, latest: { t: t0, price: 1000, avg24h: null, offers: 9 }, scans24h: [0, 1000, 0, 1200, 1100] }).avg24h).toBe(1100);
  });
  it("takes the inter-quartile mean of the last 24 h of scans when there are enough", () => {
    const scans = [1000, 1010, 990, 1005, 4_000_000, 995, 1002, 998];
    const p = derivePrices({ ...base, latest: { t: t0, price: 1000, avg24h: 5000, offers: 40 }, scans24h: scans });
    expect(p.avg24h).toBe(Math.round(interquartileMean(scans) as number));
    expect(p.avg24h).toBeGreaterThan(990);
    expect(p.avg24h).toBeLessThan(1010);
  });
  it("computes 24 h and 7 d change against the closes a day and a week earlier", () => {
    const p = derivePrices({ ...base, latest: { t: t0, price: 100, avg24h: null, offers: 10 }, close24hAgo: 80, close7dAgo: 200 });
    expect(p.change24h).toBeCloseTo(25);
    expect(p.change7d).toBeCloseTo(-50);
  });
  it("gives no change (null, not 0) when the earlier bucket was not scanned", () => {
    const p = derivePrices({ ...base, latest: { t: t0, price: 100, avg24h: null, offers: 10 } });
    expect(p.change24h).toBeNull();
    expect(p.change7d).toBeNull();
  });
  it("averages 7 days over every scan of the daily buckets", () => {
    const p = derivePrices({
      ...base,
      latest: { t: t0, price: 100, avg24h: null, offers: 10 },
      days7: [
        { n: 1, sum: 100 },
        { n: 3, sum: 600 },
      ],
    });
    expect(p.avg7d).toBe(175);
  });
  it("divides the last price by the item's slots", () => {
    expect(derivePrices({ ...base, latest: { t: t0, price: 1001, avg24h: null, offers: 10 }, slots: 2 }).pricePerSlot).toBe(501);
    expect(derivePrices({ ...base, latest: { t: t0, price: 1000, avg24h: null, offers: 10 }, slots: 0 }).pricePerSlot).toBe(1000);
  });
  it("flags low confidence only for a known small offer count", () => {
    expect(derivePrices({ ...base, latest: { t: t0, price: 1, avg24h: null, offers: 2 } }).lowConfidence).toBe(true);
    expect(derivePrices({ ...base, latest: { t: t0, price: 1, avg24h: null, offers: 5 } }).lowConfidence).toBe(false);
    expect(derivePrices({ ...base, latest: { t: t0, price: 1, avg24h: null, offers: null } }).lowConfidence).toBe(false);
  });
  it("answers nulls, not zeros, for an item without points", () => {
    const p = derivePrices(base);
    expect([p.lastPrice, p.avg24h, p.avg7d, p.updated, p.traderPrice]).toEqual([null, null, null, null, null]);
  });
});

describe("percentChange", () => {
  it("is null without a base", () => {
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(0, 5)).toBeNull();
    expect(percentChange(50, 75)).toBe(50);
  });
});

describe("interquartileMean", () => {
  it("drops the outer quarters", () => {
    expect(interquartileMean([1, 2, 3, 4, 5, 6, 7, 100])).toBe(4.5);
    expect(interquartileMean([2, 4])).toBe(3);
    expect(interquartileMean([])).toBeNull();
  });
});
