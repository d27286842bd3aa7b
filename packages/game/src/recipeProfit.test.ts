import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acquisitionCosts, inputCost, outputValue, type ProfitSettings, type RecipeItemPrices, recipeProfit, recipesMakingInputs } from "./recipeProfit.ts";

// Test fixtures (made-up prices, for the arithmetic only).
type Fixture = Partial<Omit<RecipeItemPrices, "flea">> & { flea?: Partial<RecipeItemPrices["flea"]> };
const item = (uid: string, p: Fixture = {}): RecipeItemPrices => ({
  uid,
  basePrice: p.basePrice ?? 10_000,
  bannedOnFlea: p.bannedOnFlea ?? false,
  flea: { price: null, avg24hPrice: null, avg7daysPrice: null, historical: null, ...p.flea },
  traderBuy: p.traderBuy ?? [],
  traderSell: p.traderSell ?? null,
  ...(p.doubts ? { doubts: p.doubts } : {}),
});

const SETTINGS: ProfitSettings = {
  priceField: "price",
  useFlea: true,
  useTradersPrices: true,
  useFee: false,
  // The game data's rates (game_globals.json: 3% and 3%).
  fleaTax: { ti: 0.03, tr: 0.03 },
  sellToFlea: true,
  sellToTraders: true,
  fleaOnlyMode: false,
  tradersLL: {},
  ic3: false,
  hideoutManagement: 0,
  craftingSkill: 0,
  userPrices: {},
  userSellPrices: {},
};

const ITEMS = new Map<string, RecipeItemPrices>([
  ["bolts", item("bolts", { flea: { price: 12_000, avg24hPrice: 11_000 }, traderBuy: [{ trader: "Mechanic", loyaltyLevel: 2, priceRub: 9000 }] })],
  ["nuts", item("nuts", { flea: { price: 8000 } })],
  ["toolset", item("toolset", { flea: { price: 30_000 } })],
  ["gun", item("gun", { basePrice: 10_000, flea: { price: 10_000 }, traderSell: { trader: "Mechanic", priceRub: 9000 } })],
  ["banned", item("banned", { bannedOnFlea: true, flea: { price: 50_000 }, traderBuy: [{ trader: "Prapor", loyaltyLevel: 1, priceRub: 60_000 }] })],
]);
const lookup = (uid: string) => ITEMS.get(uid);

describe("inputCost", () => {
  it("takes the flea price when the trader offer needs a loyalty level not reached (LL1 < LL2)", () => {
    expect(inputCost(lookup("bolts") as RecipeItemPrices, 2, SETTINGS)).toMatchObject({ unit: 12_000, total: 24_000, source: "flea" });
  });
  it("takes the cheaper trader offer once the loyalty level is reached (9,000 < 12,000)", () => {
    expect(inputCost(lookup("bolts") as RecipeItemPrices, 2, { ...SETTINGS, tradersLL: { Mechanic: 2 } })).toMatchObject({
      unit: 9000,
      source: "trader",
      trader: "Mechanic",
    });
  });
  it("reads the chosen price field (24 h average 11,000)", () => {
    expect(inputCost(lookup("bolts") as RecipeItemPrices, 1, { ...SETTINGS, priceField: "avg24hPrice" }).unit).toBe(11_000);
  });
  it("prices an item banned from the flea at traders only (60,000, not 50,000)", () => {
    expect(inputCost(lookup("banned") as RecipeItemPrices, 1, SETTINGS)).toMatchObject({ unit: 60_000, source: "trader" });
  });
  it("lets the player's own price win", () => {
    expect(inputCost(lookup("bolts") as RecipeItemPrices, 3, { ...SETTINGS, userPrices: { bolts: 5000 } })).toMatchObject({
      unit: 5000,
      total: 15_000,
      source: "custom",
    });
  });
  it("is unpriced when nothing allowed prices it", () => {
    expect(inputCost(lookup("nuts") as RecipeItemPrices, 1, { ...SETTINGS, useFlea: false }).total).toBeNull();
  });
});

describe("outputValue", () => {
  it("sells on the flea market at 10,000 rather than to the trader at 9,000 without the fee", () => {
    expect(outputValue(lookup("gun") as RecipeItemPrices, 1, SETTINGS)).toMatchObject({ total: 10_000, source: "flea", fee: 0 });
  });
  it("with the fee (600 at V0 = VR = 10,000) the flea brings 9,400, still above the trader's 9,000", () => {
    expect(outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, useFee: true })).toMatchObject({ total: 9400, fee: 600, source: "flea" });
  });
  it("two guns with the fee: 20,000 − 1,200 = 18,800 against the trader's 18,000", () => {
    expect(outputValue(lookup("gun") as RecipeItemPrices, 2, { ...SETTINGS, useFee: true })).toMatchObject({ total: 18_800, fee: 1200 });
  });
  it("reads the mode's rates: at Ti = Tr = 0.05 the fee is 1,000 (10,000 − 1,000 ties the trader's 9,000: the flea stays); at Ti 0.06 it is 1,100 and the trader wins", () => {
    const part = outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, useFee: true, fleaTax: { ti: 0.05, tr: 0.05 } });
    expect(part).toMatchObject({ total: 9000, fee: 1000, source: "flea" });
    const higher = outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, useFee: true, fleaTax: { ti: 0.06, tr: 0.05 } });
    expect(higher).toMatchObject({ total: 9000, fee: 0, source: "trader" });
  });
  it("unknown rates count no fee", () => {
    expect(outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, useFee: true, fleaTax: null })).toMatchObject({ total: 10_000, fee: 0 });
  });
  it("flea-only mode ignores the traders; no flea selling picks the trader", () => {
    expect(outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, sellToFlea: false })).toMatchObject({ total: 9000, source: "trader" });
    expect(outputValue(lookup("gun") as RecipeItemPrices, 1, { ...SETTINGS, sellToFlea: false, fleaOnlyMode: true })).toMatchObject({
      total: 10_000,
      source: "flea",
    });
  });
});

describe("recipeProfit", () => {
  const craft = {
    inputs: [
      { uid: "bolts", count: 2 },
      { uid: "nuts", count: 1 },
    ],
    tools: [{ uid: "toolset" }],
    output: { uid: "gun", count: 4 },
    durationSec: 7200,
    needsFuel: true,
  };

  it("2 bolts (24,000) + 1 nut (8,000) = 32,000 into 4 guns (40,000): profit 8,000 in 2 h = 4,000/h, ROI 25%; the tool costs nothing", () => {
    const p = recipeProfit(craft, lookup, SETTINGS);
    expect([p.cost, p.value, p.profit, p.profitPerHour, p.roi]).toEqual([32_000, 40_000, 8000, 4000, 25]);
    expect(p.inputs.map((i) => i.uid)).not.toContain("toolset");
    expect(p.unpriced).toEqual([]);
  });
  it("fuel at 1,000/h over the 2 h costs 2,000: profit 6,000", () => {
    const p = recipeProfit(craft, lookup, SETTINGS, 1000);
    expect([p.fuelCost, p.profit]).toEqual([2000, 6000]);
  });
  it("crafting skill 40 (30% less time): 7,200 s × 0.7 = 5,040 s, profit per hour 8,000 / 1.4 h = 5,714", () => {
    const p = recipeProfit(craft, lookup, { ...SETTINGS, craftingSkill: 40 });
    expect(p.seconds).toBe(5040);
    expect(p.profitPerHour).toBeCloseTo(5714.29, 1);
  });
  it("a barter has no time: no profit per hour", () => {
    const p = recipeProfit({ inputs: [{ uid: "nuts", count: 1 }], output: { uid: "gun", count: 1 } }, lookup, SETTINGS);
    expect([p.profit, p.seconds, p.profitPerHour]).toEqual([2000, null, null]);
  });
  it("lists unpriced items and leaves them out", () => {
    const p = recipeProfit({ inputs: [{ uid: "unknown", count: 1 }], output: { uid: "gun", count: 1 } }, lookup, SETTINGS);
    expect(p.unpriced).toEqual(["unknown"]);
    expect(p.cost).toBe(0);
    expect(p.complete).toBe(false);
    expect(recipeProfit(craft, lookup, SETTINGS).complete).toBe(true);
  });
  it("profit per hour scales inversely with the time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 200_000 }), fc.integer({ min: 2, max: 10 }), (seconds, k) => {
        const a = recipeProfit({ ...craft, durationSec: seconds }, lookup, SETTINGS).profitPerHour as number;
        const b = recipeProfit({ ...craft, durationSec: seconds * k }, lookup, SETTINGS).profitPerHour as number;
        expect(b).toBeCloseTo(a / k, 6);
      }),
    );
  });
});

describe("inputs made through crafts and barters, and historical prices (spec §4 price types)", () => {
  const barters = [{ id: "b1", kind: "barter" as const, inputs: [{ uid: "nuts", count: 1 }], output: { uid: "bolts", count: 2 } }];
  it("a barter giving 2 bolts for 1 nut (8,000) makes a bolt for 4,000: counted only with useBarters on", () => {
    const made = acquisitionCosts(barters, lookup, SETTINGS);
    expect(made.get("bolts")).toEqual({ unit: 4000, source: "barter", recipeId: "b1" });
    const bolts = lookup("bolts") as RecipeItemPrices;
    expect(inputCost(bolts, 1, SETTINGS, made)).toMatchObject({ unit: 12_000, source: "flea" });
    expect(inputCost(bolts, 1, { ...SETTINGS, useBarters: true }, made)).toMatchObject({ unit: 4000, source: "barter" });
    expect(inputCost(bolts, 1, { ...SETTINGS, useCrafts: true }, made)).toMatchObject({ unit: 12_000, source: "flea" });
  });
  it("a craft that consumes nothing (the bitcoin farm) does not make its output for ₽0", () => {
    const farm = [{ id: "farm", kind: "craft" as const, inputs: [], output: { uid: "bolts", count: 1 } }];
    expect(acquisitionCosts(farm, lookup, SETTINGS).has("bolts")).toBe(false);
    expect(acquisitionCosts([...farm, ...barters], lookup, SETTINGS).get("bolts")).toEqual({ unit: 4000, source: "barter", recipeId: "b1" });
  });
  it("buys and sells at the historical figure when asked (falling back to the 7-day average)", () => {
    const old = item("old", { flea: { price: 10_000, avg7daysPrice: 7000 } });
    expect(inputCost(old, 1, { ...SETTINGS, useHistorical: true }).unit).toBe(7000);
    expect(outputValue(old, 1, { ...SETTINGS, sellToHistorical: true, sellToTraders: false }).unit).toBe(7000);
    expect(outputValue(old, 1, { ...SETTINGS, sellToTraders: false }).unit).toBe(10_000);
  });
});

describe("doubted flea figures never price a recipe (priceQuality.ts)", () => {
  // The catalogue gives only trusted figures; a doubted one is named in `doubts`.
  const stew = item("stew", {
    basePrice: 14_252,
    flea: { price: null, avg24hPrice: 51_743, avg7daysPrice: null },
    doubts: { price: { value: 1_618_400, why: "aboveValue" }, avg7daysPrice: { value: 1_618_400, why: "aboveValue" } },
    traderSell: { trader: "Therapist", priceRub: 10_327 },
  });
  const btc = item("btc", {
    flea: { price: null, avg24hPrice: null, avg7daysPrice: null },
    doubts: { price: { value: 8_242_375, why: "stale" }, avg24hPrice: { value: 8_242_375, why: "stale" }, avg7daysPrice: { value: 8_242_375, why: "stale" } },
    traderSell: { trader: "Therapist", priceRub: 706_817 },
  });
  const zero = item("zero", { flea: { price: null }, traderBuy: [], traderSell: null });

  it("a suspect last price falls back to the 24 h average, and says so", () => {
    const part = outputValue(stew, 1, { ...SETTINGS, sellToTraders: false });
    expect(part).toMatchObject({ unit: 51_743, source: "flea", field: "avg24hPrice", doubt: { field: "price", value: 1_618_400, why: "aboveValue" } });
    expect(inputCost(stew, 2, SETTINGS)).toMatchObject({ unit: 51_743, total: 103_486, field: "avg24hPrice", doubt: { field: "price" } });
  });
  it("with no trusted flea figure the trader price is used (Physical Bitcoin: Therapist 706,817, not 8,242,375)", () => {
    expect(outputValue(btc, 1, SETTINGS)).toMatchObject({ unit: 706_817, source: "trader", trader: "Therapist", doubt: { field: "price", why: "stale" } });
    expect(outputValue(btc, 1, { ...SETTINGS, priceField: "avg7daysPrice" })).toMatchObject({ unit: 706_817, doubt: { field: "avg7daysPrice" } });
  });
  it("with nothing trusted at all the item has no price: the recipe is incomplete and shows no profit", () => {
    expect(outputValue(btc, 1, { ...SETTINGS, sellToTraders: false })).toMatchObject({ unit: null, total: null, doubt: { why: "stale" } });
    const p = recipeProfit(
      { inputs: [{ uid: "nuts", count: 1 }], output: { uid: "zero", count: 1 }, durationSec: 3600 },
      (uid) => (uid === "zero" ? zero : lookup(uid)),
      SETTINGS,
    );
    expect(p.complete).toBe(false);
    expect(p.unpriced).toEqual(["zero"]);
  });
  it("a trusted figure is used as asked, with no doubt", () => {
    const part = inputCost(lookup("bolts") as RecipeItemPrices, 1, SETTINGS);
    expect(part.field).toBe("price");
    expect(part.doubt).toBeUndefined();
  });
});

describe("the recipes a page needs beside the ones it lists", () => {
  const craft = (id: string, inputs: string[], output: string) => ({ id, inputs: inputs.map((uid) => ({ uid, count: 1 })), output: { uid: output, count: 1 } });
  it("keeps exactly the recipes whose output a listed recipe takes in (acquisitions are one level deep)", () => {
    const listed = [craft("a", ["bolts", "nuts"], "tool"), craft("b", ["tool"], "gun")];
    const candidates = [craft("x", ["wire"], "nuts"), craft("y", ["nuts"], "wire"), craft("z", ["gun"], "tool"), craft("w", ["x"], "other")];
    expect(recipesMakingInputs(listed, candidates).map((r) => r.id)).toEqual(["x", "z"]);
    expect(recipesMakingInputs([], candidates)).toEqual([]);
  });
});
