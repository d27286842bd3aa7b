import { dailyBuckets, HOUR_MS, hourlyBuckets, monthStart, RETENTION, type Scan } from "@raidkit/game";
import type { Transaction } from "kysely";
import { bucketToRow, upsertBuckets } from "../prices/buckets.ts";
import { writeMonths } from "../prices/compaction.ts";
import { bucketRowToHistory, type HistoryRow } from "../prices/history.ts";
import { appendMonthText, normaliseRows } from "../prices/monthCodec.ts";
import type { Database } from "../schema.ts";

/** The price figures read the 24 hours before an item's newest hour, and the newest hour of the 24 before those. */
const DAY_HOURS_MS = 24 * HOUR_MS;
const LIVE_HOURS_MS = 48 * HOUR_MS;

/**
 * Writes the pack's price history of one game mode: daily buckets of every day, hourly buckets of the
 * hours the price figures read (the 24 before each item's newest one, and the newest of the 24 before
 * those), and the other hours straight into their compacted
 * month rows (merged with a month row already stored), as the compaction would leave them. Weeks of
 * scans then cost one row per item and month instead of one per hour. Hours past the hourly retention
 * are not written.
 */
export async function writePackHistory(
  trx: Transaction<Database>,
  mode: string,
  scans: ReadonlyMap<string, Scan[]>,
  now: number,
): Promise<{ hours: number; months: number; days: number }> {
  const keepHoursFrom = now - RETENTION.hourlyMs;
  const hourRows = [];
  const dayRows = [];
  const monthsOf = new Map<string, Map<number, HistoryRow[]>>();
  for (const [uid, list] of scans) {
    const hours = hourlyBuckets(list);
    const newest = hours.reduce((t, h) => Math.max(t, h.bucket), Number.NEGATIVE_INFINITY);
    // Live: the day before the newest hour, and the newest hour of the day before that (the 24 h change's fallback).
    const dayFrom = newest - DAY_HOURS_MS;
    const fallback = hours.reduce((t, h) => (h.bucket < dayFrom && h.bucket >= newest - LIVE_HOURS_MS ? Math.max(t, h.bucket) : t), Number.NEGATIVE_INFINITY);
    for (const h of hours) {
      if (h.bucket < keepHoursFrom) continue;
      const row = bucketToRow(uid, mode, { ...h, vals: null });
      if (h.bucket >= dayFrom || h.bucket === fallback) {
        hourRows.push(row);
        continue;
      }
      let months = monthsOf.get(uid);
      if (!months) {
        months = new Map();
        monthsOf.set(uid, months);
      }
      const month = monthStart(h.bucket);
      const rows = months.get(month);
      if (rows) rows.push(bucketRowToHistory(row));
      else months.set(month, [bucketRowToHistory(row)]);
    }
    // A day's hourly medians (`parts`) are left out: nothing reads them back (days close from their hours), and
    // at a month of scans they are most of the bytes written.
    for (const d of dailyBuckets(hours)) dayRows.push(bucketToRow(uid, mode, { ...d, parts: null }));
  }
  const stored = new Map<string, string>();
  const monthKeys = new Set([...monthsOf.values()].flatMap((m) => [...m.keys()]));
  if (monthKeys.size > 0) {
    const rows = await trx
      .selectFrom("price_hourly_months")
      .select(["item_uid", "month", "rows"])
      .where("mode", "=", mode)
      .where("month", "in", [...monthKeys])
      .execute();
    for (const r of rows) stored.set(`${r.item_uid}|${r.month}`, r.rows);
  }
  const monthRows = [...monthsOf].flatMap(([uid, months]) =>
    [...months].map(([month, rows]) => ({ item_uid: uid, mode, month, rows: appendMonthText(stored.get(`${uid}|${month}`), normaliseRows(rows)) })),
  );
  await writeMonths(trx, monthRows);
  await upsertBuckets(trx, "price_hourly", hourRows);
  await upsertBuckets(trx, "price_daily", dayRows);
  return { hours: hourRows.length, months: monthRows.length, days: dayRows.length };
}
