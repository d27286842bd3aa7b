import { describe, expect, it } from "vitest";
import { type ItemView, itemRecipePrices, itemShownPrice, itemSpecTags, judgeItem } from "./itemView.ts";
import { DEFAULT_STALE_AFTER_MS, decodeQuality } from "./priceQuality.ts";

// Salewa first aid kit in the shape the catalogue builds (figures from the pack's 2025-12-10 snapshot).
const salewa: ItemView = {
  uid: "544fb45d4bdc2dee738b4568",
  url: "salewa_first_aid_kit",
  name: "Salewa first aid kit",
  shortName: "Salewa",
  localName: "Salewa first aid kit",
  localShortName: "Salewa",
  categoryId: "5b47574386f77428ca22b338",
  tags: ["medication", "medkits"],
  types: ["meds"],
  width: 1,
  height: 2,
  slots: 2,
  bannedOnFlea: false,
  isFunctional: true,
  caliber: null,
  basePrice: 15090,
  handbookPrice: 15090,
  lastPrice: 7000,
  avg24h: 7600,
  avg7d: null,
  pricePerSlot: null,
  change24h: null,
  change7d: null,
  traderPrice: 6338,
  traderName: "Therapist",
  updated: 1765386371000,
  offers: null,
  lowConfidence: false,
  spark: null,
  quality: null,
};

describe("item views", () => {
  it("shows the trusted price (the last price, else the 24 h average, else the trader's), per slot, and says which", () => {
    expect(itemShownPrice(salewa)).toEqual({ price: 7000, pricePerSlot: 3500, figure: "lastPrice" });
    expect(itemShownPrice({ ...salewa, lastPrice: null })).toEqual({ price: 7600, pricePerSlot: 3800, figure: "avg24h" });
    expect(itemShownPrice({ ...salewa, lastPrice: null, avg24h: null })).toEqual({ price: 6338, pricePerSlot: 3169, figure: "traderPrice" });
    // A doubted last price (here under what a trader pays) is never the price: the 24 h average is.
    expect(itemShownPrice({ ...salewa, quality: "too" })).toEqual({ price: 7600, pricePerSlot: 3800, figure: "avg24h" });
  });
  it("judges the pack's Salewa: 7,000 ₽ under Therapist's 9,506 ₽ is doubted; its price is the 24 h average 34,533 ₽ (issue 34)", () => {
    const clock = { asOf: salewa.updated, staleAfterMs: DEFAULT_STALE_AFTER_MS };
    const pack = judgeItem({ ...salewa, basePrice: 15_090, handbookPrice: 18_863, avg24h: 34_533, avg7d: 7000, traderPrice: 9506, change24h: 4 }, clock);
    expect(decodeQuality(pack.quality).lastPrice).toBe("belowTrader");
    expect(itemShownPrice(pack)).toEqual({ price: 34_533, pricePerSlot: 17_267, figure: "avg24h" });
    expect(pack.pricePerSlot).toBe(17_267);
    // No change is made from a doubted last price.
    expect(pack.change24h).toBeNull();
  });
  it("gives the calculators the flea figures, the traders' offers and the best trader sell", () => {
    const offers = [{ trader: "Therapist", loyaltyLevel: 2, priceRub: 18000 }];
    expect(itemRecipePrices(salewa, offers)).toEqual({
      uid: salewa.uid,
      basePrice: 15090,
      bannedOnFlea: false,
      flea: { price: 7000, avg24hPrice: 7600, avg7daysPrice: null, historical: null },
      traderBuy: offers,
      traderSell: { trader: "Therapist", priceRub: 6338 },
    });
  });
  it("tags weapons, throwables and melee weapons for the image rules", () => {
    expect(itemSpecTags({ tags: ["weapons", "assault_rifles"] })).toEqual(["Weapon"]);
    expect(itemSpecTags({ tags: ["weapons", "throwables"] })).toEqual(["Weapon", "Throwables"]);
    expect(itemSpecTags(salewa)).toEqual([]);
  });
  it("judges the figures: zero is no price, a doubted price makes no change, and only trusted figures are shown or priced", () => {
    const clock = { asOf: salewa.updated, staleAfterMs: DEFAULT_STALE_AFTER_MS };
    const fine = judgeItem({ ...salewa, avg7d: 7000, change24h: 3 }, clock);
    expect([fine.quality, fine.change24h]).toEqual([null, 3]);
    // The small can of beef stew of the 2025-11-22 dump: 113 × its value, and 18 days before the pack's newest prices.
    const stew = judgeItem(
      {
        ...salewa,
        basePrice: 14_252,
        handbookPrice: 14_252,
        lastPrice: 1_618_400,
        avg24h: 1_618_400,
        avg7d: 1_618_400,
        traderPrice: null,
        traderName: null,
        change24h: 5,
        updated: Date.parse("2025-11-22T18:43:46+01:00"),
      },
      clock,
    );
    expect(stew.quality).toBe("vvvs");
    expect([stew.lastPrice, stew.change24h]).toEqual([1_618_400, null]);
    expect(itemShownPrice(stew).price).toBeNull();
    expect(itemRecipePrices(stew, []).flea).toEqual({ price: null, avg24hPrice: null, avg7daysPrice: null, historical: null });
    expect(itemRecipePrices(stew, []).doubts?.price).toEqual({ value: 1_618_400, why: "aboveValue" });
    // 0 ₽ in 2023: no price anywhere.
    const zero = judgeItem({ ...salewa, lastPrice: 0, avg24h: 0, avg7d: 0, pricePerSlot: 0, updated: Date.parse("2023-02-01T16:28:30+11:00") }, clock);
    expect([zero.lastPrice, zero.avg24h, zero.pricePerSlot, zero.quality]).toEqual([null, null, null, "nnns"]);
    expect(itemShownPrice(zero)).toEqual({ price: 6338, pricePerSlot: 3169, figure: "traderPrice" });
    // A stale but sane price: shown with its date, never priced (the trader stands in).
    const old = judgeItem({ ...salewa, avg7d: 7000, updated: (salewa.updated as number) - 8 * 86_400_000 }, clock);
    expect(old.quality).toBe("ooos");
    expect(itemRecipePrices(old, []).doubts?.price).toEqual({ value: 7000, why: "stale" });
  });
});
