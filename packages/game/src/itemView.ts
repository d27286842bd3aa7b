import type { ItemPrices } from "./item.ts";
import type { RecipeItemPrices } from "./recipeProfit.ts";

/**
 * An item as the site shows it in one locale and game mode (spec §3 Item): names, classification,
 * size and the price figures of the mode. The catalogue builds it once per data version; the market,
 * the cache payload, the item page, the calculators and the progress pages all read this one shape
 * through the helpers below.
 */
export interface ItemView extends ItemPrices {
  uid: string;
  url: string;
  name: string;
  shortName: string;
  localName: string;
  localShortName: string;
  categoryId: string | null;
  /** Handbook category slugs from the root down. */
  tags: string[];
  types: string[];
  width: number | null;
  height: number | null;
  slots: number;
  bannedOnFlea: boolean;
  isFunctional: boolean;
  caliber: string | null;
  basePrice: number | null;
  offers: number | null;
  lowConfidence: boolean;
  /** The 7-day sparkline, encoded (sparkline.ts). */
  spark: string | null;
}

/** Tags of spec §3 Item used by the image rules (Weapon, Throwables, Melee_weapons), from the handbook path. */
export function itemSpecTags(item: Pick<ItemView, "tags">): string[] {
  const tags: string[] = [];
  if (item.tags[0] === "weapons") tags.push("Weapon");
  if (item.tags.includes("throwables")) tags.push("Throwables");
  if (item.tags.includes("melee_weapons")) tags.push("Melee_weapons");
  return tags;
}

/** The price a list shows for an item (the flea's last price, else its 24 h average, else the best trader's), and per slot. */
export function itemShownPrice(item: Pick<ItemView, "lastPrice" | "avg24h" | "traderPrice" | "pricePerSlot" | "slots">): {
  price: number | null;
  pricePerSlot: number | null;
} {
  const price = item.lastPrice ?? item.avg24h ?? item.traderPrice;
  return { price, pricePerSlot: item.pricePerSlot ?? (price !== null && item.slots > 0 ? Math.round(price / item.slots) : null) };
}

/** An item's prices as the calculators read them, with the traders' cash offers for it. */
export function itemRecipePrices(item: ItemView, traderBuy: RecipeItemPrices["traderBuy"]): RecipeItemPrices {
  return {
    uid: item.uid,
    basePrice: item.basePrice,
    bannedOnFlea: item.bannedOnFlea,
    // The data has no separate historical series; calculators fall back to the 7-day average.
    flea: { price: item.lastPrice, avg24hPrice: item.avg24h, avg7daysPrice: item.avg7d, historical: null },
    traderBuy,
    traderSell: item.traderPrice !== null && item.traderName ? { trader: item.traderName, priceRub: item.traderPrice } : null,
  };
}
