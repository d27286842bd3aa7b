import { z } from "zod";

/** A requirement of a hideout level (`hideout_stations.json`, SPT areas). */
export const packStationRequirementSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("item"), itemId: z.string(), count: z.number().int(), foundInRaid: z.boolean() }),
  z.object({ type: z.literal("station"), stationType: z.number().int(), level: z.number().int() }),
  z.object({ type: z.literal("traderLoyalty"), traderId: z.string(), level: z.number().int() }),
  z.object({ type: z.literal("skill"), skill: z.string(), level: z.number().int() }),
]);
export type PackStationRequirement = z.infer<typeof packStationRequirementSchema>;

export const packStationSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  name: z.string().nullable(),
  needsFuel: z.boolean(),
  parentArea: z.string().nullable(),
  /** The live source's picture (http(s)); the pack has none (decision 067). */
  imageLink: z.string().optional(),
  levels: z.array(
    z.object({
      level: z.number().int().min(1),
      constructionTimeSec: z.number(),
      requirements: z.array(packStationRequirementSchema),
      bonuses: z.array(z.object({ type: z.string(), value: z.number() })),
    }),
  ),
});
export type PackStation = z.infer<typeof packStationSchema>;
export const packStationsFileSchema = z.object({ stations: z.array(packStationSchema) });

/** A hideout production of `crafts.json`. */
export const packCraftSchema = z.object({
  id: z.string(),
  stationType: z.number().int(),
  level: z.number().int().nullable(),
  durationSec: z.number(),
  inputs: z.array(z.object({ type: z.string(), itemId: z.string(), count: z.number() })),
  tools: z.array(z.object({ itemId: z.string() })),
  /** Quest completions (some with no quest id in the source), resources, game editions. */
  otherRequirements: z.array(z.object({ type: z.string(), questId: z.string().optional() })),
  output: z.object({ itemId: z.string(), count: z.number() }),
  /** How many finished products the station holds before it stops (the bitcoin farm's storage). */
  productionLimitCount: z.number().int().min(0),
});
export type PackCraft = z.infer<typeof packCraftSchema>;
export const packCraftsFileSchema = z.object({ crafts: z.array(packCraftSchema) });
