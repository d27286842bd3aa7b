import { GAME_MODES, type GearItem, LOCALES, type RecipeItemPrices } from "@raidkit/game";
import { z } from "zod";

/** The gear builder (/gear): its data, sent from an address naming its hash (decision 024). */

/** GET /api/be/gear/builder/{locale}/{mode}/{hash}: the gear builder's data. */
export const gearDataParams = z.object({
  locale: z.enum(LOCALES),
  mode: z.enum(GAME_MODES),
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** A gear item as the builder shows it: the game figures with the page's language and the prices. */
export type GearShownItem = GearItem & {
  /** The item page's slug, null when the catalogue has no such item. */
  url: string | null;
  prices: RecipeItemPrices | null;
};

/**
 * The gear builder's data: every worn item and armour part (packages/game gear/), names in the
 * page's language, prices of the page's game mode. Empty before the first import.
 */
export interface GearBuilderData {
  items: Record<string, GearShownItem>;
}
