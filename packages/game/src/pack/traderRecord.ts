import { z } from "zod";

/** A trader (tarkov.dev 2026 `traders.json.gz`, read by tarkovDevPack.ts; the live import's traders). */
export const packTraderSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  currency: z.enum(["RUB", "USD", "EUR"]),
  /** The live source's picture (http(s)); the pack has none (decision 067). */
  imageLink: z.string().optional(),
  loyaltyLevels: z.array(
    z.object({
      level: z.number().int(),
      minPlayerLevel: z.number(),
      minSalesSum: z.number(),
      minStanding: z.number(),
    }),
  ),
});
export type PackTrader = z.infer<typeof packTraderSchema>;
export const packTradersFileSchema = z.object({ traders: z.array(packTraderSchema) });

const offerItem = z.object({ itemId: z.string(), itemName: z.string(), count: z.number() });
const questUnlock = z.object({ status: z.string(), questId: z.string(), questName: z.string() }).nullable();

const offerBase = {
  assortId: z.string(),
  traderId: z.string(),
  loyaltyLevel: z.number().int(),
  item: offerItem,
  buyRestrictionMax: z.number().int().nullable(),
  questUnlock,
};

/** A barter (tarkov.dev 2026 `barters.json.gz`, or the live import's): items for items; dogtags carry their level and side. */
export const packBarterSchema = z.object({
  ...offerBase,
  id: z.string(),
  requiredItems: z.array(
    z.object({
      itemId: z.string(),
      itemName: z.string(),
      /**
       * GP coins come in fractions in the source (Ref's prices: the game counts GP as a currency);
       * the import stores whole counts (tradeCount, packages/game itemFacts.ts).
       */
      count: z.number().positive(),
      /** A dogtag requirement: the lowest level the dogtag must have, and the side it must be from. */
      dogtagLevel: z.number().int().optional(),
      side: z.enum(["Bear", "Usec", "Any"]).optional(),
    }),
  ),
});
export type PackBarter = z.infer<typeof packBarterSchema>;
export const packBartersFileSchema = z.object({ barters: z.array(packBarterSchema) });

/** A cash offer (tarkov.dev 2026 `items.json.gz` `buyFromTrader`, read by tarkovDevPack.ts). */
export const packCashOfferSchema = z.object({ ...offerBase, price: z.number(), currency: z.string() });
export type PackCashOffer = z.infer<typeof packCashOfferSchema>;
export const packCashOffersFileSchema = z.object({ offers: z.array(packCashOfferSchema) });
