import { bucketStart, dailyBuckets, hourlyBuckets, RETENTION, type Scan } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { bucketToRow, upsertBuckets } from "./buckets.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes the hourly and daily buckets of the given scans (whole UTC days of each item), for
 * history that arrives all at once: the data pack and back-filled points. Hourly buckets past their
 * retention are not written (retention would remove them), and those older than 25 h keep no scan values.
 */
export async function writeBucketsOf(db: Db, mode: string, scans: ReadonlyMap<string, Scan[]>, now: number): Promise<{ hours: number; days: number }> {
  const hourRows = [];
  const dayRows = [];
  const keepHoursFrom = now - RETENTION.hourlyMs;
  const keepValuesFrom = now - RETENTION.hourlyValuesMs;
  for (const [uid, list] of scans) {
    const hours = hourlyBuckets(list);
    for (const h of hours) {
      if (h.bucket < keepHoursFrom) continue;
      hourRows.push(bucketToRow(uid, mode, h.bucket >= keepValuesFrom ? h : { ...h, vals: null }));
    }
    for (const d of dailyBuckets(hours)) dayRows.push(bucketToRow(uid, mode, d));
  }
  await upsertBuckets(db, "price_hourly", hourRows);
  await upsertBuckets(db, "price_daily", dayRows);
  return { hours: hourRows.length, days: dayRows.length };
}

/** Rebuilds the buckets of some items over a span from their stored scans (whole UTC days). */
export async function rebuildBuckets(
  db: Db,
  mode: string,
  uids: readonly string[],
  from: number,
  to: number,
  now: number,
): Promise<{ hours: number; days: number }> {
  const start = bucketStart(from, "day");
  const end = bucketStart(to, "day") + 24 * 3_600_000;
  const scans = new Map<string, Scan[]>();
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db
      .selectFrom("price_points")
      .select(["item_uid", "t", "price", "avg24h", "offers"])
      .where("mode", "=", mode)
      .where("t", ">=", start)
      .where("t", "<", end)
      .where("item_uid", "in", uids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const v = r.price ?? r.avg24h;
      if (v === null) continue;
      const list = scans.get(r.item_uid) ?? [];
      list.push({ t: r.t, v, offers: r.offers });
      scans.set(r.item_uid, list);
    }
  }
  return writeBucketsOf(db, mode, scans, now);
}
