import { describe, expect, it } from "vitest";
import type { RecipeItemPrices } from "../recipeProfit.ts";
import { type BuildPriceSettings, buildPrice } from "./buildPrice.ts";

// Made-up prices for the rule's test (labelled as such; the product shows only real ones).
const item = (uid: string, flea: number | null, traderBuy: RecipeItemPrices["traderBuy"] = [], bannedOnFlea = false): RecipeItemPrices => ({
  uid,
  basePrice: 1000,
  bannedOnFlea,
  flea: { price: flea, avg24hPrice: flea, avg7daysPrice: flea, historical: null },
  traderBuy,
  traderSell: null,
});
const prices = new Map([
  ["gun", item("gun", 50_000, [{ trader: "Mechanic", loyaltyLevel: 2, priceRub: 40_000 }])],
  ["grip", item("grip", 3_000, [{ trader: "Skier", loyaltyLevel: 1, priceRub: 4_000 }])],
  ["banned", item("banned", 90_000, [{ trader: "Peacekeeper", loyaltyLevel: 4, priceRub: 70_000 }], true)],
]);
const s: BuildPriceSettings = { priceField: "price", useFlea: true, useTraders: true, tradersLL: { Mechanic: 1, Skier: 1, Peacekeeper: 1 }, userPrices: {} };

describe("a build's price", () => {
  it("takes each item at its cheapest source the character can reach, and says which", () => {
    const low = buildPrice(["gun", "grip"], (id) => prices.get(id), s);
    expect(low.total).toBe(53_000);
    expect(low.items.map((p) => [p.uid, p.source, p.trader])).toEqual([
      ["gun", "flea", null],
      ["grip", "flea", null],
    ]);
    const mechanic2 = buildPrice(["gun", "grip"], (id) => prices.get(id), { ...s, tradersLL: { ...s.tradersLL, Mechanic: 2 } });
    expect(mechanic2.total).toBe(43_000);
    expect(mechanic2.items[0]).toMatchObject({ source: "trader", trader: "Mechanic", unit: 40_000 });
  });

  it("an item banned on the flea market and out of the character's reach stays unpriced, and the total says so by leaving it out", () => {
    const p = buildPrice(["gun", "banned"], (id) => prices.get(id), s);
    expect(p.unpriced).toEqual(["banned"]);
    expect(p.total).toBe(50_000);
    const pk4 = buildPrice(["gun", "banned"], (id) => prices.get(id), { ...s, tradersLL: { ...s.tradersLL, Peacekeeper: 4 } });
    expect(pk4.total).toBe(120_000);
  });

  it("the player's own price wins; without flea and traders nothing is priced", () => {
    expect(buildPrice(["grip"], (id) => prices.get(id), { ...s, userPrices: { grip: 1 } }).items[0]).toMatchObject({ source: "custom", unit: 1 });
    expect(buildPrice(["grip", "unknown"], (id) => prices.get(id), { ...s, useFlea: false, useTraders: false })).toMatchObject({
      total: null,
      unpriced: ["grip", "unknown"],
    });
  });
});
