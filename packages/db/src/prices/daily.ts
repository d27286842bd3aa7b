import { type BucketState, bucketStart, DAY_MS, dailyBuckets } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import { readMeta, writeMeta } from "../meta.ts";
import type { Database } from "../schema.ts";
import { bucketToRow, rowToBucket, upsertBuckets } from "./buckets.ts";

type Db = Kysely<Database> | Transaction<Database>;

const closedKey = (mode: string) => `daily_closed_until:${mode}`;

/**
 * The first day that has no daily bucket yet (its daily values come from its hourly buckets):
 * where day closing stopped, else the day after the newest daily bucket.
 */
export async function openDaysFrom(db: Db, mode: string): Promise<number> {
  const stored = await readMeta(db, closedKey(mode));
  if (stored !== null && Number.isFinite(Number(stored))) return Number(stored);
  const newest = await db
    .selectFrom("price_daily")
    .select((eb) => eb.fn.max("bucket").as("b"))
    .where("mode", "=", mode)
    .executeTakeFirst();
  return newest?.b === null || newest?.b === undefined ? 0 : Number(newest.b) + DAY_MS;
}

/** Daily buckets of open days, folded from hourly bucket rows (one item's, or many). */
export function daysFromHours(rows: readonly Parameters<typeof rowToBucket>[0][]): Map<string, Map<number, BucketState>> {
  const hoursByItem = new Map<string, BucketState[]>();
  for (const row of rows) {
    const list = hoursByItem.get(row.item_uid) ?? [];
    list.push(rowToBucket(row, "price_hourly"));
    hoursByItem.set(row.item_uid, list);
  }
  return new Map([...hoursByItem].map(([uid, hours]) => [uid, new Map(dailyBuckets(hours).map((d) => [d.bucket, d]))]));
}

/**
 * Writes the daily buckets of every day that has closed since the last call (from its hourly
 * buckets), one day per transaction, and records how far it got. Answers the days closed.
 */
export async function closeDays(db: Kysely<Database>, mode: string, now: number): Promise<number> {
  const today = bucketStart(now, "day");
  let day = await openDaysFrom(db, mode);
  if (day === 0) {
    const oldest = await db
      .selectFrom("price_hourly")
      .select((eb) => eb.fn.min("bucket").as("b"))
      .where("mode", "=", mode)
      .executeTakeFirst();
    day = oldest?.b === null || oldest?.b === undefined ? today : bucketStart(Number(oldest.b), "day");
  }
  let closed = 0;
  while (day < today) {
    // Skip days without hourly buckets at once (after the data pack, months of them).
    const next = await db
      .selectFrom("price_hourly")
      .select((eb) => eb.fn.min("bucket").as("b"))
      .where("mode", "=", mode)
      .where("bucket", ">=", day)
      .where("bucket", "<", today)
      .executeTakeFirst();
    if (next?.b === null || next?.b === undefined) {
      day = today;
      break;
    }
    day = Math.max(day, bucketStart(Number(next.b), "day"));
    const start = day;
    await db.transaction().execute(async (trx) => {
      const hours = await trx
        .selectFrom("price_hourly")
        .selectAll()
        .where("mode", "=", mode)
        .where("bucket", ">=", start)
        .where("bucket", "<", start + DAY_MS)
        .execute();
      const rows = [...daysFromHours(hours)].flatMap(([uid, days]) => [...days.values()].map((d) => bucketToRow(uid, mode, d)));
      await upsertBuckets(trx, "price_daily", rows);
      await writeMeta(trx, closedKey(mode), String(start + DAY_MS));
    });
    closed++;
    day += DAY_MS;
  }
  await writeMeta(db, closedKey(mode), String(today));
  return closed;
}
