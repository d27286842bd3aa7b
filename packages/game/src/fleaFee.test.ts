import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeReductionFactor, fleaFee, fleaTaxFromPercent, isFleaTaxRate } from "./fleaFee.ts";

/** The game data's rates (game_globals.json: communityItemTax = communityRequirementTax = 3). */
const tax = fleaTaxFromPercent({ communityItemTax: 3, communityRequirementTax: 3 });

describe("fleaFee: the game's formula, hand-checked", () => {
  it("reads the data's rates in percent: 3 → 0.03", () => {
    expect(tax).toEqual({ ti: 0.03, tr: 0.03 });
  });
  it("V0 = VR = 10,000: P0 = PR = 0, so 10,000·0.03·1 + 10,000·0.03·1 = 600", () => {
    expect(fleaFee(10_000, 10_000, { tax })).toBe(600);
  });
  it("V0 = 10,000, VR = 20,000: PR = log10(2)^1.08 = 0.27346, 4^PR = 1.46097; P0 = −0.30103, 4^P0 = 0.65881; 197.64 + 876.58 = 1,074.23 → 1,074 (nearest rouble, not 1,075 rounded up)", () => {
    expect(fleaFee(10_000, 20_000, { tax })).toBe(1074);
  });
  it("V0 = 10,000, VR = 5,000 (below base): P0 = log10(2)^1.08, 438.29 + 98.82 = 537.11 → 537", () => {
    expect(fleaFee(10_000, 5000, { tax })).toBe(537);
  });
  it("counts multiply both parts: 5 × 600 = 3,000", () => {
    expect(fleaFee(10_000, 10_000, { tax, count: 5 })).toBe(3000);
  });
  it("Intelligence Center 3 takes 30% off (600 → 420), plus 1% of that per hideout management level (51: ×0.547 → 328)", () => {
    expect(fleaFee(10_000, 10_000, { tax, ic3: true })).toBe(420);
    expect(fleaFee(10_000, 10_000, { tax, ic3: true, hideoutManagement: 51 })).toBe(328);
    expect(feeReductionFactor(false, 51)).toBe(1);
    expect(feeReductionFactor(true, 10)).toBeCloseTo(0.67, 10);
  });
  it("has no fee without a base price or a price", () => {
    expect(fleaFee(null, 1000, { tax })).toBeNull();
    expect(fleaFee(0, 1000, { tax })).toBeNull();
    expect(fleaFee(1000, 0, { tax })).toBeNull();
  });
});

describe("fleaFee rounds once, after the hideout's factor", () => {
  it("V0 = 10,000, VR = 12,000, IC3 and hideout management 51: 268.81 + 393.75 = 662.56, × 0.547 = 362.42 → 362 (rounding 662.56 first gives 663 × 0.547 = 362.66 → 363)", () => {
    expect(fleaFee(10_000, 12_000, { tax, ic3: true, hideoutManagement: 51 })).toBe(362);
  });
  it("V0 = 30,000, VR = 45,000, IC3: 705.06 + 1,669.55 = 2,374.61, × 0.7 = 1,662.22 → 1,662 (rounding first gives 2,375 × 0.7 = 1,662.5 → 1,663)", () => {
    expect(fleaFee(30_000, 45_000, { tax, ic3: true })).toBe(1662);
  });
  it("V0 = 10,000, VR = 20,000, IC3: 1,074.23 × 0.7 = 751.96 → 752 (rounding up first gives 1,075 × 0.7 = 752.5 → 753)", () => {
    expect(fleaFee(10_000, 20_000, { tax, ic3: true })).toBe(752);
  });
});

describe("fleaFee reads the rates it is given", () => {
  it("Ti = Tr = 0.05 (an admin's rates): 10,000 at 10,000 costs 500 + 500 = 1,000", () => {
    expect(fleaFee(10_000, 10_000, { tax: { ti: 0.05, tr: 0.05 } })).toBe(1000);
  });
  it("Ti and Tr apply to their own parts: Ti 0.02, Tr 0.04 on V0 10,000, VR 20,000 gives 131.76 + 1,168.78 = 1,300.54 → 1,301; swapped, 263.53 + 584.39 → 848", () => {
    expect(fleaFee(10_000, 20_000, { tax: { ti: 0.02, tr: 0.04 } })).toBe(1301);
    expect(fleaFee(10_000, 20_000, { tax: { ti: 0.04, tr: 0.02 } })).toBe(848);
  });
  it("no rates, no fee: Ti = Tr = 0 gives 0", () => {
    expect(fleaFee(10_000, 20_000, { tax: { ti: 0, tr: 0 } })).toBe(0);
  });
});

describe("fleaFee for a price per item and for the whole stack (require for all items)", () => {
  it("5 items of base 10,000 at 20,000 each: VO 50,000, VR 100,000 → 5 × 1,074.23 = 5,371.13 → 5,371", () => {
    expect(fleaFee(10_000, 20_000, { tax, count: 5 })).toBe(5371);
  });
  it("the same 5 items for 20,000 in all: VO 50,000, VR 20,000, P0 = log10(2.5)^1.08 = 0.36966; 2,504.09 + 345.60 = 2,849.68 → 2,850", () => {
    expect(fleaFee(10_000, 20_000, { tax, count: 5, wholeStack: true })).toBe(2850);
  });
  it("a stack price is the same offer as its share per item: 20,000 for 5 = 4,000 each", () => {
    expect(fleaFee(10_000, 4000, { tax, count: 5 })).toBe(2850);
  });
  it("one item: the stack price and the item price are the same thing", () => {
    expect(fleaFee(10_000, 20_000, { tax, count: 1, wholeStack: true })).toBe(fleaFee(10_000, 20_000, { tax }));
  });
  it("any stack price costs what the same price split per item does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100_000 }), (base, count, each) => {
        const stack = fleaFee(base, each * count, { tax, count, wholeStack: true });
        expect(stack).toBe(fleaFee(base, each, { tax, count }));
      }),
    );
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
          expect(fleaFee(base, price + step, { tax }) as number).toBeGreaterThanOrEqual(fleaFee(base, price, { tax }) as number);
        },
      ),
    );
  });
  it("punishes underpricing: far below the base price the fee rises as the price falls (the game's rule, not a bug)", () => {
    // V0 = 100,000: asking 1,000 costs more in fees than asking 10,000.
    expect(fleaFee(100_000, 1000, { tax }) as number).toBeGreaterThan(fleaFee(100_000, 10_000, { tax }) as number);
  });
  it("never grows with IC3 or with more hideout management skill", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 50 }), (base, price, skill) => {
        const plain = fleaFee(base, price, { tax }) as number;
        const ic3 = fleaFee(base, price, { tax, ic3: true, hideoutManagement: skill }) as number;
        const more = fleaFee(base, price, { tax, ic3: true, hideoutManagement: skill + 1 }) as number;
        expect(ic3).toBeLessThanOrEqual(plain);
        expect(more).toBeLessThanOrEqual(ic3);
      }),
    );
  });
  it("grows with each rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), (base, price) => {
        expect(fleaFee(base, price, { tax: { ti: 0.04, tr: 0.03 } }) as number).toBeGreaterThanOrEqual(fleaFee(base, price, { tax }) as number);
        expect(fleaFee(base, price, { tax: { ti: 0.03, tr: 0.04 } }) as number).toBeGreaterThanOrEqual(fleaFee(base, price, { tax }) as number);
      }),
    );
  });
});

describe("isFleaTaxRate", () => {
  it("takes fractions from 0 up to 1, nothing else (3 would be 300%)", () => {
    for (const ok of [0, 0.03, 0.5, 0.999]) expect(isFleaTaxRate(ok)).toBe(true);
    for (const bad of [-0.01, 1, 3, Number.NaN, Number.POSITIVE_INFINITY, "0.03", null, undefined]) expect(isFleaTaxRate(bad)).toBe(false);
  });
});
