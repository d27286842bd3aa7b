import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeReductionFactor, fleaFee } from "./fleaFee.ts";

describe("fleaFee: the game's formula, hand-checked", () => {
  it("V0 = VR = 10,000: P0 = PR = 0, so 10,000·0.03·1 + 10,000·0.03·1 = 600", () => {
    expect(fleaFee(10_000, 10_000)).toBe(600);
  });
  it("V0 = 10,000, VR = 20,000: PR = log10(2)^1.08 = 0.27345, 4^PR = 1.46095; P0 = −0.30103, 4^P0 = 0.65880; 197.64 + 876.57 = 1,074.21 → 1,075", () => {
    expect(fleaFee(10_000, 20_000)).toBe(1075);
  });
  it("V0 = 10,000, VR = 5,000 (below base): P0 = log10(2)^1.08, 438.29 + 98.82 = 537.11 → 538", () => {
    expect(fleaFee(10_000, 5000)).toBe(538);
  });
  it("counts multiply both parts: 5 × 600 = 3,000", () => {
    expect(fleaFee(10_000, 10_000, { count: 5 })).toBe(3000);
  });
  it("Intelligence Center 3 takes 30% off (600 → 420), plus 1% of that per hideout management level (51: ×0.547 → 328)", () => {
    expect(fleaFee(10_000, 10_000, { ic3: true })).toBe(420);
    expect(fleaFee(10_000, 10_000, { ic3: true, hideoutManagement: 51 })).toBe(328);
    expect(feeReductionFactor(false, 51)).toBe(1);
    expect(feeReductionFactor(true, 10)).toBeCloseTo(0.67, 10);
  });
  it("has no fee without a base price or a price", () => {
    expect(fleaFee(null, 1000)).toBeNull();
    expect(fleaFee(0, 1000)).toBeNull();
    expect(fleaFee(1000, 0)).toBeNull();
  });
});

describe("fleaFee properties", () => {
  it("grows with the asking price at or above the base price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (base, above, step) => {
          const price = base + above;
          expect(fleaFee(base, price + step) as number).toBeGreaterThanOrEqual(fleaFee(base, price) as number);
        },
      ),
    );
  });
  it("punishes underpricing: far below the base price the fee rises as the price falls (the game's rule, not a bug)", () => {
    // V0 = 100,000: asking 1,000 costs more in fees than asking 10,000.
    expect(fleaFee(100_000, 1000) as number).toBeGreaterThan(fleaFee(100_000, 10_000) as number);
  });
  it("never grows with IC3 or with more hideout management skill", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 50 }), (base, price, skill) => {
        const plain = fleaFee(base, price) as number;
        const ic3 = fleaFee(base, price, { ic3: true, hideoutManagement: skill }) as number;
        const more = fleaFee(base, price, { ic3: true, hideoutManagement: skill + 1 }) as number;
        expect(ic3).toBeLessThanOrEqual(plain);
        expect(more).toBeLessThanOrEqual(ic3);
      }),
    );
  });
});
