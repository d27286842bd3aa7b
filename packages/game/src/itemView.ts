import type { ItemPrices } from "./item.ts";
import {
  encodeQuality,
  type FleaFigure,
  figureVerdict,
  isTrusted,
  type PriceCheck,
  pricePerSlotOf,
  priceQuality,
  type QualityClock,
  type QualityCode,
  type QualityOverride,
  realPrice,
  type TrustedFigure,
  trustedPrice,
} from "./priceQuality.ts";
import type { FleaDoubt, FleaField, RecipeItemPrices } from "./recipeProfit.ts";

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
  /** The game's handbook price (the price-quality rule's second measure of the item's worth). */
  handbookPrice: number | null;
  offers: number | null;
  lowConfidence: boolean;
  /** The 7-day sparkline, encoded (sparkline.ts). */
  spark: string | null;
  /**
   * A preset's price as the sum of its weapon's and parts' prices, when the source's figures for it
   * are only its bare weapon's (presetPrice.ts; absent or null otherwise). The trusted price uses it
   * after the flea figures.
   */
  partsPrice?: number | null;
  /** The price-quality verdict on the flea figures (priceQuality.ts; null: all fine and fresh). */
  quality: QualityCode;
}

/**
 * An item as the database reads it, before the price-quality rule has judged its figures, with an
 * admin's verdict for its mode when there is one (priceQuality.ts, /admin/cut-edges).
 */
export type UnjudgedItemView = Omit<ItemView, "quality"> & { qualityOverride?: QualityOverride | null };

/**
 * Applies the price-quality rule to an item (priceQuality.ts): zero and negative figures become no
 * price (null), the verdict is attached, and the changes are kept only when the last price they
 * compare is trusted (a suspect or stale price makes no change).
 */
export function judgeItem(unjudged: UnjudgedItemView, clock: QualityClock): ItemView {
  const { qualityOverride: _override, ...item } = unjudged;
  const quality = encodeQuality(priceQuality(unjudged, clock));
  const lastTrusted = isTrusted(quality, "lastPrice") && realPrice(item.lastPrice) !== null;
  const trusted = trustedPrice({
    lastPrice: realPrice(item.lastPrice),
    avg24h: realPrice(item.avg24h),
    avg7d: realPrice(item.avg7d),
    partsPrice: item.partsPrice ?? null,
    quality,
  });
  return {
    ...item,
    lastPrice: realPrice(item.lastPrice),
    avg24h: realPrice(item.avg24h),
    avg7d: realPrice(item.avg7d),
    // Per slot of the trusted price (issue 34): a doubted last price is no item's worth per slot.
    pricePerSlot: pricePerSlotOf(trusted.price, item.slots),
    traderPrice: realPrice(item.traderPrice),
    change24h: lastTrusted ? item.change24h : null,
    change7d: lastTrusted ? item.change7d : null,
    quality,
  };
}

/** Tags of spec §3 Item used by the image rules (Weapon, Throwables, Melee_weapons), from the handbook path. */
export function itemSpecTags(item: Pick<ItemView, "tags">): string[] {
  const tags: string[] = [];
  if (item.tags[0] === "weapons") tags.push("Weapon");
  if (item.tags.includes("throwables")) tags.push("Throwables");
  if (item.tags.includes("melee_weapons")) tags.push("Melee_weapons");
  return tags;
}

/**
 * The price a list uses for an item: the trusted flea price (priceQuality.ts trustedPrice: the last
 * price, else the 24 h average, else the 7 d average, each only when trusted), else the best
 * trader's; per slot; and which figure it is.
 */
export function itemShownPrice(item: Pick<ItemView, FleaFigure | "traderPrice" | "slots" | "quality" | "partsPrice">): {
  price: number | null;
  pricePerSlot: number | null;
  figure: TrustedFigure | "traderPrice" | null;
} {
  const trusted = trustedPrice(item);
  const trader = realPrice(item.traderPrice);
  const [price, figure] = trusted.price !== null ? [trusted.price, trusted.figure] : trader !== null ? [trader, "traderPrice" as const] : [null, null];
  return { price, pricePerSlot: pricePerSlotOf(price, item.slots), figure };
}

const RECIPE_FIELDS: [FleaField, FleaFigure][] = [
  ["price", "lastPrice"],
  ["avg24hPrice", "avg24h"],
  ["avg7daysPrice", "avg7d"],
];

/**
 * An item's prices as the calculators read them, with the traders' cash offers for it. Only trusted
 * flea figures are given (priceQuality.ts); a figure left out is named in `doubts` with its value
 * and why, so the calculators can say what they did not use.
 */
export function itemRecipePrices(item: ItemView, traderBuy: RecipeItemPrices["traderBuy"]): RecipeItemPrices {
  const flea: RecipeItemPrices["flea"] = { price: null, avg24hPrice: null, avg7daysPrice: null, historical: null };
  const doubts: Partial<Record<FleaField, FleaDoubt>> = {};
  for (const [field, figure] of RECIPE_FIELDS) {
    const value = item[figure];
    const verdict: PriceCheck | "stale" = figureVerdict(item.quality, figure);
    if (verdict === "ok" && realPrice(value) !== null) flea[field] = value;
    else if (value !== null) doubts[field] = { value: realPrice(value), why: verdict === "ok" ? "none" : verdict };
  }
  const traderPrice = realPrice(item.traderPrice);
  return {
    uid: item.uid,
    basePrice: item.basePrice,
    bannedOnFlea: item.bannedOnFlea,
    // The data has no separate historical series; calculators fall back to the 7-day average.
    flea,
    ...(Object.keys(doubts).length > 0 ? { doubts } : {}),
    traderBuy,
    traderSell: traderPrice !== null && item.traderName ? { trader: item.traderName, priceRub: traderPrice } : null,
  };
}
