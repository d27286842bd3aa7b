import { inputCost, type PricedPart, type PriceField, type ProfitSettings, type RecipeItemPrices } from "../recipeProfit.ts";

/** Where a build's parts may be bought from, and at which loyalty levels. */
export interface BuildPriceSettings {
  priceField: PriceField;
  useFlea: boolean;
  useTraders: boolean;
  tradersLL: Record<string, number>;
  /** The player's own prices (Pro) win, as on the calculators. */
  userPrices: Record<string, number>;
}

export interface BuildPrice {
  /** Sum of the priced items (null when none is priced). */
  total: number | null;
  /** Each item with its cheapest source (flea, a trader at the character's loyalty, or the player's own price). */
  items: PricedPart[];
  /** Items nothing allowed by the settings sells (banned on flea and not at a reachable trader). */
  unpriced: string[];
}

/**
 * The price of a build (spec §3 Loadout: price): every item at its cheapest source, by the same rule
 * the calculators price an input with (recipeProfit.ts inputCost), so a flea ban, a doubted flea
 * figure or a trader's loyalty level counts the same everywhere.
 */
export function buildPrice(itemIds: readonly string[], prices: (id: string) => RecipeItemPrices | undefined, s: BuildPriceSettings): BuildPrice {
  const settings: ProfitSettings = {
    priceField: s.priceField,
    useFlea: s.useFlea,
    useTradersPrices: s.useTraders,
    useFee: false,
    fleaTax: null,
    sellToFlea: false,
    sellToTraders: false,
    fleaOnlyMode: false,
    tradersLL: s.tradersLL,
    ic3: false,
    hideoutManagement: 0,
    craftingSkill: 0,
    userPrices: s.userPrices,
    userSellPrices: {},
  };
  const items: PricedPart[] = [];
  const unpriced: string[] = [];
  let total: number | null = null;
  for (const id of itemIds) {
    const p = prices(id);
    const part = p ? inputCost(p, 1, settings) : null;
    if (!part || part.total === null) {
      unpriced.push(id);
      if (part) items.push(part);
      continue;
    }
    items.push(part);
    total = (total ?? 0) + part.total;
  }
  return { total, items, unpriced };
}
