import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bitcoinFarm, bitcoinFarmCurve, secondsPerBitcoin } from "./bitcoinFarm.ts";

// The data pack's bitcoin craft: 145,000 s with one card.
const BASE = 145_000;

describe("bitcoin farm, hand-checked", () => {
  it("1 card: 145,000 s = 40.28 h per bitcoin", () => {
    expect(secondsPerBitcoin(BASE, 1)).toBe(145_000);
  });
  it("50 cards: 145,000 / (1 + 49 × 0.041225) = 145,000 / 3.020025 = 48,013 s = 13.34 h", () => {
    expect(secondsPerBitcoin(BASE, 50)).toBeCloseTo(48_012.9, 0);
    expect(bitcoinFarm({ baseSeconds: BASE, gpus: 50, bitcoinPrice: 0, gpuPrice: 0, fuelPerHour: null }).hoursPerBitcoin).toBeCloseTo(13.337, 3);
  });
  it("50 cards, bitcoin ₽400,000, card ₽300,000, fuel ₽1,500/h: 1.79955 BTC/day = ₽719,820; fuel ₽36,000; profit ₽683,820/day; cards ₽15 M pay back in 21.94 days", () => {
    const f = bitcoinFarm({ baseSeconds: BASE, gpus: 50, bitcoinPrice: 400_000, gpuPrice: 300_000, fuelPerHour: 1500 });
    expect(f.bitcoinsPerDay).toBeCloseTo(1.79955, 4);
    expect(f.incomePerDay).toBeCloseTo(719_820, -2);
    expect(f.fuelPerDay).toBe(36_000);
    expect(f.profitPerDay).toBeCloseTo(683_820, -2);
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
