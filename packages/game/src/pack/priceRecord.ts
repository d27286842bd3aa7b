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

/** A column of whole numbers, checked in one loop (millions of values: zod's per-element parse costs seconds at a first start). */
const whole = z.custom<number[]>((v) => Array.isArray(v) && v.every((n) => Number.isInteger(n)), { message: "expected a list of whole numbers" });

/**
 * The flea scans of `price_history/flea_prices_2026.json.gz` (tarkov.dev `prices/<id>` replies of both
 * game modes, data/README.md): per item, columns of equal length; times as seconds after `t0` (the
 * first scan) or after the item's previous scan.
 */
export const packFleaScansFileSchema = z.object({
  t0: z.number().int(),
  modes: z.object({
    pvp: z.object({ items: z.record(z.string(), z.object({ dt: whole, min: whole, avg: whole, offers: whole })) }),
    pve: z.object({ items: z.record(z.string(), z.object({ dt: whole, min: whole, avg: whole, offers: whole })) }),
  }),
});
export type PackFleaScans = z.infer<typeof packFleaScansFileSchema>;

/** One flea scan of an item, with its real time (ms). */
export interface PackFleaScan {
  t: number;
  min: number;
  avg: number;
  offers: number;
}

/** An item's scans of one mode from the file's columns, in time order; columns of unequal length are a data error. */
export function fleaScansOf(file: PackFleaScans, mode: "pvp" | "pve", uid: string): PackFleaScan[] {
  const item = file.modes[mode].items[uid];
  if (!item) return [];
  const { dt, min, avg, offers } = item;
  if (min.length !== dt.length || avg.length !== dt.length || offers.length !== dt.length) {
    throw new Error(`price_history/flea_prices_2026.json.gz: ${mode} ${uid}: columns of unequal length`);
  }
  const out: PackFleaScan[] = [];
  let t = file.t0;
  for (let i = 0; i < dt.length; i++) {
    t += dt[i] as number;
    out.push({ t: t * 1000, min: min[i] as number, avg: avg[i] as number, offers: offers[i] as number });
  }
  return out;
}
