import { retentionCutoffs } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { compactHourly, convertLegacyMonths, pruneHourlyMonths } from "./compaction.ts";
import { closeDays } from "./daily.ts";

/**
 * Removes price data past its retention: scans after 30 days, hourly buckets after a year, and the
 * scan values hourly buckets keep for 25 h. Daily buckets stay forever. Hourly buckets two days old
 * are compacted first (compaction.ts), and months still stored as JSON converted to the compact form.
 */
export async function pruneHistory(
  db: Kysely<Database>,
  now: number,
): Promise<{ scans: number; hourly: number; values: number; compactedMonths: number; convertedMonths: number }> {
  const cut = retentionCutoffs(now);
  const modes = (await db.selectFrom("price_hourly").select("mode").distinct().execute()).map((r) => r.mode);
  for (const mode of modes) await closeDays(db, mode, now);
  const compactedMonths = await compactHourly(db, now);
  const months = await pruneHourlyMonths(db, now);
  // Months compacted before the compact form (monthCodec.ts) are rewritten into it, a few thousand per run.
  const convertedMonths = await convertLegacyMonths(db);
  return db.transaction().execute(async (trx) => {
    const scans = await trx.deleteFrom("price_points").where("t", "<", cut.scansBefore).executeTakeFirst();
    const hourly = await trx.deleteFrom("price_hourly").where("bucket", "<", cut.hourlyBefore).executeTakeFirst();
    const values = await trx
      .updateTable("price_hourly")
      .set({ detail: null })
      .where("bucket", "<", cut.hourlyValuesBefore)
      .where("detail", "is not", null)
      .executeTakeFirst();
    return {
      scans: Number(scans.numDeletedRows),
      hourly: Number(hourly.numDeletedRows) + months,
      values: Number(values.numUpdatedRows),
      compactedMonths,
      convertedMonths,
    };
  });
}
