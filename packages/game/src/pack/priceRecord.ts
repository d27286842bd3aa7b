import { z } from "zod";

/** The 2023 flea snapshots of `price_history/flea_price_snapshots_2023.json` (tarkov.dev replies). */
export const packPriceSnapshotsFileSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      points: z.array(
        z.object({
          t: z.string(),
          avg24hPrice: z.number().nullable().optional(),
          low24hPrice: z.number().nullable().optional(),
          fleaBuyFor: z.number().nullable().optional(),
          fleaSellFor: z.number().nullable().optional(),
        }),
      ),
    }),
  ),
});
export type PackPriceSnapshots = z.infer<typeof packPriceSnapshotsFileSchema>;
