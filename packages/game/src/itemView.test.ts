import { describe, expect, it } from "vitest";
import { type ItemView, itemRecipePrices, itemShownPrice, itemSpecTags } from "./itemView.ts";

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
};

describe("item views", () => {
  it("shows the last price, else the 24 h average, else the trader's, with the price per slot", () => {
    expect(itemShownPrice(salewa)).toEqual({ price: 7000, pricePerSlot: 3500 });
    expect(itemShownPrice({ ...salewa, lastPrice: null })).toEqual({ price: 7600, pricePerSlot: 3800 });
    expect(itemShownPrice({ ...salewa, lastPrice: null, avg24h: null })).toEqual({ price: 6338, pricePerSlot: 3169 });
    expect(itemShownPrice({ ...salewa, pricePerSlot: 3400 }).pricePerSlot).toBe(3400);
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
});
