import { describe, expect, it } from "vitest";
import { derivePrices, type PricePoint } from "./priceStats.ts";
import { interquartileMean } from "./stats.ts";

const H = 3_600_000;
const t0 = Date.UTC(2025, 11, 10, 17, 0);

describe("derivePrices", () => {
  it("takes the newest point's lowest offer as last price and its published 24 h average", () => {
    const points: PricePoint[] = [
      { t: t0 - 18 * 24 * H, price: 80000, avg24h: 86757 },
      { t: t0, price: 59991, avg24h: 66736 },
    ];
    const p = derivePrices(points, 4, [{ trader: "Mechanic", priceRub: 9649 }]);
    expect(p.lastPrice).toBe(59991);
    expect(p.avg24h).toBe(66736);
    expect(p.pricePerSlot).toBe(14998);
    expect(p.updated).toBe(t0);
    expect(p.traderPrice).toBe(9649);
    expect(p.traderName).toBe("Mechanic");
  });
  it("gives no change when no point lies one to two periods back (sparse history)", () => {
    const points: PricePoint[] = [
      { t: t0 - 18 * 24 * H, price: null, avg24h: 100 },
      { t: t0, price: null, avg24h: 120 },
    ];
    const p = derivePrices(points, 1, []);
    expect(p.change24h).toBeNull();
    expect(p.change7d).toBeNull();
  });
  it("computes 24 h and 7 d change against the reference points", () => {
    const points: PricePoint[] = [
      { t: t0 - 8 * 24 * H, price: 200, avg24h: null },
      { t: t0 - 30 * H, price: 80, avg24h: null },
      { t: t0, price: 100, avg24h: null },
    ];
    const p = derivePrices(points, 1, []);
    expect(p.change24h).toBeCloseTo(25);
    expect(p.change7d).toBeCloseTo(-50);
  });
  it("averages the last 7 days with the inter-quartile mean, so one outlier does not drive it", () => {
    const points: PricePoint[] = [1000, 1010, 990, 1005, 4_000_000, 995, 1002, 998].map((price, i) => ({ t: t0 - i * 12 * H, price, avg24h: null }));
    const p = derivePrices(points, 1, []);
    expect(p.avg7d).toBeGreaterThan(990);
    expect(p.avg7d).toBeLessThan(1010);
  });
  it("answers nulls, not zeros, for an item without points", () => {
    const p = derivePrices([], 1, []);
    expect(p.lastPrice).toBeNull();
    expect(p.avg24h).toBeNull();
    expect(p.updated).toBeNull();
    expect(p.traderPrice).toBeNull();
  });
});

describe("interquartileMean", () => {
  it("drops the outer quarters", () => {
    expect(interquartileMean([1, 2, 3, 4, 5, 6, 7, 100])).toBe(4.5);
    expect(interquartileMean([2, 4])).toBe(3);
    expect(interquartileMean([])).toBeNull();
  });
});
