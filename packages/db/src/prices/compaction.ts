import { DAY_MS, monthStart, nextMonthStart, RETENTION } from "@raidkit/game";
import type { Kysely } from "kysely";
import { bulkWrite } from "../bulk.ts";
import type { Database } from "../schema.ts";
import { openDaysFrom } from "./daily.ts";
import { bucketRowToHistory, type HistoryRow } from "./history.ts";

/**
 * A month is compacted once it ended this long ago (the price figures read the 49 hours before a
 * scan from live hourly buckets). Later writes into a compacted month (back-fill) land in the live
 * table and are merged at the next compaction; reads join both.
 */
export const COMPACT_AFTER_MS = 2 * DAY_MS;

/**
 * Moves the hourly buckets of closed months into one row per item and month, merging with a row
 * already there. Runs month by month, each in one transaction. Answers the months compacted.
 */
export async function compactHourly(db: Kysely<Database>, now: number): Promise<number> {
  let months = 0;
  const modes = (await db.selectFrom("price_hourly").select("mode").distinct().execute()).map((row) => row.mode);
  for (const mode of modes) {
    // Only months whose days all have their daily buckets (daily.ts reads open days from hours).
    const before = Math.min(monthStart(now - COMPACT_AFTER_MS), monthStart(await openDaysFrom(db, mode)));
    months += await compactMode(db, mode, before);
  }
  return months;
}

async function compactMode(db: Kysely<Database>, mode: string, before: number): Promise<number> {
  const oldest = await db
    .selectFrom("price_hourly")
    .select((eb) => eb.fn.min("bucket").as("b"))
    .where("mode", "=", mode)
    .where("bucket", "<", before)
    .executeTakeFirst();
  if (oldest?.b === null || oldest?.b === undefined) return 0;
  let months = 0;
  for (let month = monthStart(Number(oldest.b)); month < before; month = nextMonthStart(month)) {
    const end = nextMonthStart(month);
    await db.transaction().execute(async (trx) => {
      const hours = await trx
        .selectFrom("price_hourly")
        .select(["item_uid", "mode", "bucket", "open", "high", "low", "close", "n", "sum", "median", "offers_sum", "offers_n"])
        .where("mode", "=", mode)
        .where("bucket", ">=", month)
        .where("bucket", "<", end)
        .execute();
      if (hours.length === 0) return;
      const groups = new Map<string, HistoryRow[]>();
      for (const h of hours) {
        const key = `${h.item_uid}\u0000${h.mode}`;
        const list = groups.get(key) ?? [];
        list.push(bucketRowToHistory(h));
        groups.set(key, list);
      }
      const existing = await trx.selectFrom("price_hourly_months").selectAll().where("mode", "=", mode).where("month", "=", month).execute();
      for (const row of existing) {
        const key = `${row.item_uid}\u0000${row.mode}`;
        const fresh = groups.get(key);
        if (!fresh) continue;
        const byBucket = new Map<number, HistoryRow>(decodeMonthRows(row.rows).map((x) => [x[0], x]));
        for (const x of fresh) byBucket.set(x[0], x);
        groups.set(key, [...byBucket.values()]);
      }
      const rows = [...groups.entries()].map(([key, list]) => {
        const [item_uid, mode] = key.split("\u0000") as [string, string];
        return { item_uid, mode, month, rows: encodeMonthRows(list.sort((a, b) => a[0] - b[0])) };
      });
      await bulkWrite(
        trx,
        "price_hourly_months",
        rows,
        [
          { name: "item_uid", type: "text" },
          { name: "mode", type: "text" },
          { name: "month", type: "bigint" },
          { name: "rows", type: "text" },
        ],
        { keys: ["item_uid", "mode", "month"], update: "all" },
      );
      await trx.deleteFrom("price_hourly").where("mode", "=", mode).where("bucket", ">=", month).where("bucket", "<", end).execute();
      months++;
    });
  }
  return months;
}

/** A month's rows as one flat JSON array of numbers (8 per row): the cheapest shape to store and parse. */
export function encodeMonthRows(rows: readonly HistoryRow[]): string {
  return JSON.stringify(rows.flat());
}

export function decodeMonthRows(text: string): HistoryRow[] {
  const flat = JSON.parse(text) as (number | null)[];
  const rows: HistoryRow[] = new Array(flat.length / 8);
  for (let i = 0, k = 0; i < flat.length; i += 8, k++) {
    rows[k] = [flat[i], flat[i + 1], flat[i + 2], flat[i + 3], flat[i + 4], flat[i + 5], flat[i + 6], flat[i + 7]] as HistoryRow;
  }
  return rows;
}

/** Compacted months wholly past the hourly retention are removed. */
export async function pruneHourlyMonths(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom("price_hourly_months")
    .where("month", "<", monthStart(now - RETENTION.hourlyMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
