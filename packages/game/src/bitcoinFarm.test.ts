import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BITCOIN_UID, bitcoinFarm, bitcoinFarmCurve, bitcoinStorage, curveTicks, GPU_UID, secondsPerBitcoin, withFarmCards } from "./bitcoinFarm.ts";
import { packFile, realRecords2026 } from "./testing/realPack.ts";

// The data pack's bitcoin craft: 145,000 s with one card, productionLimitCount 3; the globals'
// elite Hideout Management adds BitcoinFarm.Container = 2.
const BASE = 145_000;
const LIMIT = 3;
const ELITE_EXTRA = 2;
const farm = { baseSeconds: BASE, bitcoinPrice: 400_000, gpuPrice: 300_000, fuelPerHour: 1500 };

describe("bitcoin farm, hand-checked", () => {
  it("1 card: 145,000 s = 40.28 h per bitcoin", () => {
    expect(secondsPerBitcoin(BASE, 1)).toBe(145_000);
  });
  it("50 cards: 145,000 / (1 + 49 × 0.041225) = 145,000 / 3.020025 = 48,013 s = 13.34 h", () => {
    expect(secondsPerBitcoin(BASE, 50)).toBeCloseTo(48_012.9, 0);
    expect(bitcoinFarm({ baseSeconds: BASE, gpus: 50, bitcoinPrice: 0, gpuPrice: 0, fuelPerHour: null }).hoursPerBitcoin).toBeCloseTo(13.337, 3);
  });
  it("50 cards, bitcoin ₽400,000, card ₽300,000, fuel ₽1,500/h: 1.79952 BTC/day = ₽719,807; fuel ₽36,000; profit ₽683,807/day; cards ₽15 M pay back in 21.94 days", () => {
    const f = bitcoinFarm({ ...farm, gpus: 50 });
    expect(f.bitcoinsPerDay).toBeCloseTo(1.79952, 4);
    expect(f.incomePerDay).toBeCloseTo(719_807, -1);
    expect(f.fuelPerDay).toBe(36_000);
    expect(f.profitPerDay).toBeCloseTo(683_807, -1);
    expect(f.gpuCost).toBe(15_000_000);
    expect(f.paybackDays).toBeCloseTo(21.94, 2);
  });
  it("clamps the card count to 1..50 and has no payback without profit", () => {
    expect(bitcoinFarm({ baseSeconds: BASE, gpus: 80, bitcoinPrice: 1, gpuPrice: 1, fuelPerHour: null }).gpus).toBe(50);
    expect(bitcoinFarm({ baseSeconds: BASE, gpus: 0, bitcoinPrice: 1, gpuPrice: 1, fuelPerHour: null }).gpus).toBe(1);
    expect(bitcoinFarm({ baseSeconds: BASE, gpus: 10, bitcoinPrice: 0, gpuPrice: 1, fuelPerHour: 100 }).paybackDays).toBeNull();
  });
  it("the curve has one point per card count, each card making the farm faster", () => {
    const curve = bitcoinFarmCurve({ baseSeconds: BASE, bitcoinPrice: 400_000, gpuPrice: 300_000, fuelPerHour: null });
    expect(curve).toHaveLength(50);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 }), (i) => {
        expect(curve[i + 1]?.bitcoinsPerDay as number).toBeGreaterThan(curve[i]?.bitcoinsPerDay as number);
      }),
    );
  });
});

describe("the bitcoin farm as a craft", () => {
  it("takes the farm's time for the cards installed; other crafts keep theirs", () => {
    const farm = { id: "btc", durationSec: BASE, output: { uid: "btc", count: 1 } };
    expect(withFarmCards(farm, "btc", 1).durationSec).toBe(145_000);
    expect(withFarmCards(farm, "btc", 50).durationSec).toBeCloseTo(48_012.9, 0);
    const water = { id: "water", durationSec: 3600, output: { uid: "water", count: 1 } };
    expect(withFarmCards(water, "btc", 50)).toBe(water);
  });
});

describe("bitcoin farm storage", () => {
  it("holds the data's 3, and 5 with elite Hideout Management (level 51): 50 is not elite", () => {
    expect(bitcoinStorage(LIMIT, ELITE_EXTRA, 0)).toBe(3);
    expect(bitcoinStorage(LIMIT, ELITE_EXTRA, 50)).toBe(3);
    expect(bitcoinStorage(LIMIT, ELITE_EXTRA, 51)).toBe(5);
  });
  it("fills in 3 × 13.3369 h = 40.01 h (144,038.5 s) with 50 cards, 5 × 13.3369 h = 66.68 h when elite, 3 × 40.28 h = 120.83 h with 1 card", () => {
    expect(bitcoinFarm({ ...farm, gpus: 50, storage: 3 }).fillHours).toBeCloseTo(40.0107, 4);
    expect(bitcoinFarm({ ...farm, gpus: 50, storage: 5 }).fillHours).toBeCloseTo(66.6845, 4);
    expect(bitcoinFarm({ ...farm, gpus: 1, storage: 3 }).fillHours).toBeCloseTo(120.8333, 4);
    expect(bitcoinFarm({ ...farm, gpus: 1 }).fillHours).toBeNull();
  });
  it("collected at least as often as it fills, nothing is lost: 50 cards every 24 h or every 40 h make 1.79952 a day", () => {
    for (const every of [24, 40, null]) {
      const f = bitcoinFarm({ ...farm, gpus: 50, storage: 3, collectEveryHours: every });
      expect(f.bitcoinsPerDay).toBeCloseTo(1.79952, 5);
      expect(f.lostPerDay).toBe(0);
    }
  });
  it("50 cards collected every 48 h: 3 bitcoins per 48 h = 1.5 a day, 0.29952 lost (₽119,807); income ₽600,000, profit ₽564,000, payback 26.60 days", () => {
    const f = bitcoinFarm({ ...farm, gpus: 50, storage: 3, collectEveryHours: 48 });
    expect(f.maxBitcoinsPerDay).toBeCloseTo(1.79952, 5);
    expect(f.bitcoinsPerDay).toBe(1.5);
    expect(f.lostPerDay).toBeCloseTo(0.29952, 5);
    expect(f.lostIncomePerDay).toBeCloseTo(119_807, 0);
    expect(f.incomePerDay).toBe(600_000);
    expect(f.profitPerDay).toBe(564_000);
    expect(f.paybackDays).toBeCloseTo(26.596, 3);
  });
  it("the elite storage of 5 lasts 66.68 h: every 48 h loses nothing, every 72 h makes 5 × 24 / 72 = 1.6667 a day", () => {
    expect(bitcoinFarm({ ...farm, gpus: 50, storage: 5, collectEveryHours: 48 }).lostPerDay).toBe(0);
    expect(bitcoinFarm({ ...farm, gpus: 50, storage: 5, collectEveryHours: 72 }).bitcoinsPerDay).toBeCloseTo(1.66667, 5);
  });
  it("1 card collected once a week: 3 × 24 / 168 = 0.42857 a day of 0.59586, 0.16729 lost", () => {
    const f = bitcoinFarm({ ...farm, gpus: 1, storage: 3, collectEveryHours: 168 });
    expect(f.bitcoinsPerDay).toBeCloseTo(0.42857, 5);
    expect(f.lostPerDay).toBeCloseTo(0.16729, 5);
  });
  it("never makes more than the uncapped farm, nor more than the storage per collection", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 10 }), fc.double({ min: 0.5, max: 720, noNaN: true }), (gpus, storage, every) => {
        const f = bitcoinFarm({ ...farm, gpus, storage, collectEveryHours: every });
        expect(f.bitcoinsPerDay).toBeLessThanOrEqual(f.maxBitcoinsPerDay + 1e-12);
        expect(f.bitcoinsPerDay * (every / 24)).toBeLessThanOrEqual(storage + 1e-9);
        expect(f.lostPerDay).toBeGreaterThanOrEqual(0);
        expect(f.bitcoinsPerDay + f.lostPerDay).toBeCloseTo(f.maxBitcoinsPerDay, 10);
      }),
    );
  });
  it("the curve at a fixed interval flattens: collected every 48 h, 50 cards make no more than 40 (both fill 3 before 48 h)", () => {
    const curve = bitcoinFarmCurve({ ...farm, storage: 3, collectEveryHours: 48 });
    expect(curve[49]?.bitcoinsPerDay).toBe(1.5);
    expect(curve[39]?.bitcoinsPerDay).toBe(1.5);
    expect(curve[0]?.bitcoinsPerDay).toBeCloseTo(0.59586, 5);
  });
});

describe("curveTicks (the profit chart's y-axis values)", () => {
  it("counts from zero in round steps past the highest value", () => {
    expect(curveTicks(120_000, 1_430_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(curveTicks(0, 90)).toEqual([0, 50, 100]);
  });

  it("goes below zero when the curve does (fuel costs more than a few cards make)", () => {
    expect(curveTicks(-30_000, 170_000)).toEqual([-50_000, 0, 50_000, 100_000, 150_000, 200_000]);
  });

  it("always covers the range with a few steps, zero among them", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 0, max: 1e8 }), (a, b) => {
        const ticks = curveTicks(Math.min(a, b), Math.max(a, b));
        expect(ticks[0]).toBeLessThanOrEqual(Math.min(0, a, b));
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(a, b));
        expect(ticks).toContain(0);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe("the farm's item ids, in the data pack", () => {
  const name = (uid: string) => packFile("items").items.find((i) => i.id === uid)?.name;
  it("are Physical Bitcoin, the farm's only output (station type 20), and the graphics card", () => {
    expect(name(BITCOIN_UID)).toBe("Physical Bitcoin");
    expect(name(GPU_UID)).toBe("Graphics card");
    const farm = realRecords2026().crafts.filter((c) => c.stationType === 20);
    expect(farm.map((c) => c.output.itemId)).toEqual([BITCOIN_UID]);
  });
});
