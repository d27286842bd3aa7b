import { craftTimeReduction } from "./account.ts";
import { type FleaTax, fleaFee } from "./fleaFee.ts";
import type { SuspectReason } from "./priceQuality.ts";
import { loyaltyLevel } from "./traders.ts";

/** Which flea figure a calculator reads (spec §4: last price, 24 h average, 7 d average, historical). */
export type PriceField = "price" | "avg24hPrice" | "avg7daysPrice" | "historical";
/** The flea figures the data has (historical has no series of its own). */
export type FleaField = Exclude<PriceField, "historical">;

/** Why a flea figure is not used (priceQuality.ts): no price, a suspect figure, or a stale one. */
export interface FleaDoubt {
  /** The figure as the data has it (null: zero or missing). */
  value: number | null;
  why: "none" | "stale" | SuspectReason;
}

/** What the calculators know of one item's prices (all in roubles). */
export interface RecipeItemPrices {
  uid: string;
  basePrice: number | null;
  bannedOnFlea: boolean;
  /** Trusted flea figures only (priceQuality.ts): a suspect, stale, zero or missing one is null. */
  flea: { price: number | null; avg24hPrice: number | null; avg7daysPrice: number | null; historical: number | null };
  /** The flea figures left out and why, so a calculator can say what it did not use. */
  doubts?: Partial<Record<FleaField, FleaDoubt>>;
  /** Trader cash offers to buy the item: price in roubles and the loyalty level they need. */
  traderBuy: { trader: string; loyaltyLevel: number; priceRub: number }[];
  /** The best price a trader pays for it, in roubles. */
  traderSell: { trader: string; priceRub: number } | null;
}

/** The character's settings the calculators follow (spec §3 User, hideout settings). */
export interface ProfitSettings {
  priceField: PriceField;
  /** Buy inputs on the flea market. */
  useFlea: boolean;
  /** Buy inputs from traders (at the character's loyalty levels). */
  useTradersPrices: boolean;
  /** Count an input at what an open craft (useCrafts) or barter (useBarters) makes it for, when cheaper. */
  useCrafts?: boolean;
  useBarters?: boolean;
  /** Buy inputs (useHistorical) or sell outputs (sellToHistorical) at the historical figure. */
  useHistorical?: boolean;
  sellToHistorical?: boolean;
  /** Count the flea fee on what is sold there. */
  useFee: boolean;
  /** The flea market's tax rates of the character's game mode (null: unknown, no fee counted). */
  fleaTax: FleaTax | null;
  sellToFlea: boolean;
  sellToTraders: boolean;
  /** Sell on the flea market only (traders ignored). */
  fleaOnlyMode: boolean;
  tradersLL: Record<string, number>;
  ic3: boolean;
  hideoutManagement: number;
  craftingSkill: number;
  /** The player's own prices (Pro): they win over market prices for inputs and outputs. */
  userPrices: Record<string, number>;
  userSellPrices: Record<string, number>;
}

export type PriceSource = "custom" | "flea" | "trader" | "craft" | "barter";

/** What one item costs to make through an open craft or barter (its inputs at market prices). */
export interface Acquisition {
  unit: number;
  source: "craft" | "barter";
  recipeId: string;
}

export interface PricedPart {
  uid: string;
  count: number;
  /** Price of one, or null when nothing allowed by the settings prices it. */
  unit: number | null;
  total: number | null;
  source: PriceSource | null;
  /** The trader that sells or buys it, when a trader price was used. */
  trader: string | null;
  /** Flea fee for the whole count (outputs sold on the flea market). */
  fee: number;
  /** The flea figure used, when the flea priced it (another than the settings' when theirs is not trusted). */
  field?: PriceField;
  /** The settings' flea figure when it was not used because it cannot be trusted (priceQuality.ts). */
  doubt?: FleaDoubt & { field: FleaField };
}

/**
 * The order in which flea figures stand in for each other: the settings' figure first, then the
 * nearest other trusted one (a suspect last price falls back to the 24 h average, then the 7 d
 * average). Historical reads the 7-day average when the item has no historical figure.
 */
const FALLBACK: Record<PriceField, PriceField[]> = {
  price: ["price", "avg24hPrice", "avg7daysPrice"],
  avg24hPrice: ["avg24hPrice", "avg7daysPrice", "price"],
  avg7daysPrice: ["avg7daysPrice", "avg24hPrice", "price"],
  historical: ["historical", "avg7daysPrice", "avg24hPrice", "price"],
};

/** The flea figure a calculator uses under a price field: the first trusted one in FALLBACK order, and the doubt on the wanted one. */
export function fleaFigure(
  item: RecipeItemPrices,
  field: PriceField,
): { unit: number | null; field: PriceField | null; doubt?: FleaDoubt & { field: FleaField } } {
  const wanted: FleaField = field === "historical" ? "avg7daysPrice" : field;
  const doubt = field === "historical" && item.flea.historical !== null ? undefined : item.doubts?.[wanted];
  for (const f of FALLBACK[field]) {
    const v = item.flea[f];
    if (v !== null && v > 0) return { unit: v, field: f, ...(doubt && f !== wanted ? { doubt: { ...doubt, field: wanted } } : {}) };
  }
  return { unit: null, field: null, ...(doubt ? { doubt: { ...doubt, field: wanted } } : {}) };
}

/**
 * What an input costs: the player's own price, else the cheapest of flea, the traders, and (when the
 * settings count them) making it through an open craft or barter.
 */
export function inputCost(item: RecipeItemPrices, count: number, s: ProfitSettings, made?: ReadonlyMap<string, Acquisition>): PricedPart {
  const custom = s.userPrices[item.uid];
  if (custom !== undefined) return { uid: item.uid, count, unit: custom, total: custom * count, source: "custom", trader: null, fee: 0 };
  let best: { unit: number; source: PriceSource; trader: string | null } | null = null;
  const flea = s.useFlea && !item.bannedOnFlea ? fleaFigure(item, s.useHistorical ? "historical" : s.priceField) : null;
  const doubt = flea?.doubt ? { doubt: flea.doubt } : {};
  if (flea?.unit) best = { unit: flea.unit, source: "flea", trader: null };
  if (s.useTradersPrices) {
    for (const offer of item.traderBuy) {
      if (offer.loyaltyLevel > loyaltyLevel(s.tradersLL, offer.trader)) continue;
      if (!best || offer.priceRub < best.unit) best = { unit: offer.priceRub, source: "trader", trader: offer.trader };
    }
  }
  const via = made?.get(item.uid);
  if (via && ((via.source === "craft" && s.useCrafts) || (via.source === "barter" && s.useBarters)) && (!best || via.unit < best.unit)) {
    best = { unit: via.unit, source: via.source, trader: null };
  }
  if (!best) return { uid: item.uid, count, unit: null, total: null, source: null, trader: null, fee: 0, ...doubt };
  const field = best.source === "flea" && flea?.field ? { field: flea.field } : {};
  return { uid: item.uid, count, unit: best.unit, total: best.unit * count, source: best.source, trader: best.trader, fee: 0, ...field, ...doubt };
}

/** What an output brings: the player's own sell price, else the better of flea (less its fee) and the best trader. */
export function outputValue(item: RecipeItemPrices, count: number, s: ProfitSettings): PricedPart {
  const custom = s.userSellPrices[item.uid];
  if (custom !== undefined) return { uid: item.uid, count, unit: custom, total: custom * count, source: "custom", trader: null, fee: 0 };
  const options: PricedPart[] = [];
  const sellsOnFlea = (s.sellToFlea || s.fleaOnlyMode) && !item.bannedOnFlea;
  const flea = sellsOnFlea ? fleaFigure(item, s.sellToHistorical ? "historical" : s.priceField) : null;
  const doubt = flea?.doubt ? { doubt: flea.doubt } : {};
  if (flea?.unit && flea.field) {
    const unit = flea.unit;
    const fee = s.useFee && s.fleaTax ? (fleaFee(item.basePrice, unit, { tax: s.fleaTax, count, ic3: s.ic3, hideoutManagement: s.hideoutManagement }) ?? 0) : 0;
    options.push({ uid: item.uid, count, unit, total: unit * count - fee, source: "flea", trader: null, fee, field: flea.field });
  }
  if (s.sellToTraders && !s.fleaOnlyMode && item.traderSell && item.traderSell.priceRub > 0) {
    const unit = item.traderSell.priceRub;
    options.push({ uid: item.uid, count, unit, total: unit * count, source: "trader", trader: item.traderSell.trader, fee: 0 });
  }
  const best = options.reduce<PricedPart | null>((a, b) => (a === null || (b.total ?? 0) > (a.total ?? 0) ? b : a), null);
  return { ...(best ?? { uid: item.uid, count, unit: null, total: null, source: null, trader: null, fee: 0 }), ...doubt };
}

export interface Recipe {
  inputs: { uid: string; count: number }[];
  /** Tools are returned when the craft ends: never counted as cost. */
  tools?: { uid: string }[];
  output: { uid: string; count: number };
  /** Craft duration in seconds (barters: none). */
  durationSec?: number | null;
  /** The station burns fuel while crafting. */
  needsFuel?: boolean;
}

export interface RecipeProfit {
  inputs: PricedPart[];
  output: PricedPart;
  cost: number;
  value: number;
  fuelCost: number;
  profit: number;
  /** Seconds after the crafting skill (null for barters). */
  seconds: number | null;
  profitPerHour: number | null;
  /** Profit over cost, in % (null without a cost). */
  roi: number | null;
  /** Items no allowed price covers: the figures leave them out. */
  unpriced: string[];
  /** Every item is priced: only then are the figures the recipe's real profit. */
  complete: boolean;
}

/**
 * Profit of a craft or barter under the character's settings: inputs at their cost, the output at
 * its value (less the flea fee), fuel for the craft's hours when counted, the crafting skill's
 * shorter time (level × 0.75%), per hour and ROI.
 */
export function recipeProfit(
  recipe: Recipe,
  items: (uid: string) => RecipeItemPrices | undefined,
  s: ProfitSettings,
  fuelPerHour: number | null = null,
  /** Items the open recipes make (acquisitionCosts), for useCrafts / useBarters. */
  made?: ReadonlyMap<string, Acquisition>,
): RecipeProfit {
  const unpriced: string[] = [];
  const priced = (uid: string, part: (item: RecipeItemPrices) => PricedPart, count: number): PricedPart => {
    const item = items(uid);
    const result = item ? part(item) : { uid, count, unit: null, total: null, source: null, trader: null, fee: 0 };
    if (result.total === null) unpriced.push(uid);
    return result;
  };
  const inputs = recipe.inputs.map((i) => priced(i.uid, (item) => inputCost(item, i.count, s, made), i.count));
  const output = priced(recipe.output.uid, (item) => outputValue(item, recipe.output.count, s), recipe.output.count);
  const cost = inputs.reduce((sum, p) => sum + (p.total ?? 0), 0);
  const value = output.total ?? 0;
  const seconds = recipe.durationSec ? recipe.durationSec * (1 - craftTimeReduction(s.craftingSkill) / 100) : null;
  const fuelCost = recipe.needsFuel && fuelPerHour !== null && seconds !== null ? (fuelPerHour * seconds) / 3600 : 0;
  const profit = value - cost - fuelCost;
  return {
    inputs,
    output,
    cost,
    value,
    fuelCost,
    profit,
    seconds,
    profitPerHour: seconds ? profit / (seconds / 3600) : null,
    roi: cost > 0 ? (profit / cost) * 100 : null,
    unpriced,
    complete: unpriced.length === 0,
  };
}

/**
 * The cheapest way to make each item through the open recipes (spec §4 price types "craft" and
 * "barter"): a recipe's inputs at market prices, divided by what it gives. One level deep, so a
 * recipe never prices itself.
 */
export function acquisitionCosts(
  recipes: readonly (Recipe & { id: string; kind: "craft" | "barter" })[],
  items: (uid: string) => RecipeItemPrices | undefined,
  s: ProfitSettings,
): Map<string, Acquisition> {
  const market: ProfitSettings = { ...s, useCrafts: false, useBarters: false };
  const best = new Map<string, Acquisition>();
  for (const recipe of recipes) {
    // A recipe that consumes nothing (the bitcoin farm: cards and time) does not make its output for ₽0.
    if (recipe.inputs.length === 0) continue;
    let total = 0;
    let priced = true;
    for (const input of recipe.inputs) {
      const item = items(input.uid);
      const cost = item ? inputCost(item, input.count, market).total : null;
      if (cost === null) {
        priced = false;
        break;
      }
      total += cost;
    }
    if (!priced || recipe.output.count <= 0) continue;
    const unit = total / recipe.output.count;
    const current = best.get(recipe.output.uid);
    if (!current || unit < current.unit) best.set(recipe.output.uid, { unit, source: recipe.kind, recipeId: recipe.id });
  }
  return best;
}

/**
 * The recipes that can price an input of `shown` through acquisitionCosts (one level deep): those
 * whose output a shown recipe takes in. A page showing `shown` needs them beside, and no others.
 */
export function recipesMakingInputs<T extends Pick<Recipe, "output">>(shown: readonly Pick<Recipe, "inputs">[], candidates: readonly T[]): T[] {
  const wanted = new Set(shown.flatMap((r) => r.inputs.map((i) => i.uid)));
  return candidates.filter((r) => wanted.has(r.output.uid));
}
