import { bucketStart, DAY_MS, monthStart, nextMonthStart, RETENTION } from "@raidkit/game";
import type { Kysely } from "kysely";
import { bulkWrite, isPostgres } from "../bulk.ts";
import { readMeta, writeMeta } from "../meta.ts";
import type { Database } from "../schema.ts";
import { openDaysFrom } from "./daily.ts";
import { bucketRowToHistory, type HistoryRow } from "./history.ts";
import { appendMonthText, decodeMonthText, encodeMonthText, isLegacyMonthText, normaliseRows } from "./monthCodec.ts";

/**
 * Hourly buckets are compacted once they are this old, whole UTC days at a time, into the row of
 * their month (the current month's row grows by a day each day). The price figures read the 49 hours
 * before a scan from live hourly buckets, and a snapshot arriving up to this late still finds its hour
 * live. Later writes into a compacted hour (back-fill) land in the live table and are merged at the
 * next compaction; reads join both, the live bucket winning.
 */
export const COMPACT_AFTER_MS = 2 * DAY_MS;

/**
 * Where compaction stops: the start of the day COMPACT_AFTER_MS ago, and never at or past an open
 * day (daily.ts reads open days from their hours). `openFrom` is `openDaysFrom(db, mode)`.
 */
export function compactBefore(now: number, openFrom: number): number {
  return Math.min(bucketStart(now - COMPACT_AFTER_MS, "day"), openFrom);
}

/**
 * Moves hourly buckets old enough (compactBefore) into one row per item and month (monthCodec.ts),
 * appended to the row already there (merged when they overlap it). Runs month by month, 500 items
 * per transaction: an item's row and the removal of its live hours commit together, so a crash
 * leaves every hour readable, either still live or compacted. Answers the months (or parts of the
 * current month) compacted.
 */
export async function compactHourly(db: Kysely<Database>, now: number, options: CompactOptions = {}): Promise<number> {
  let months = 0;
  const modes = (await db.selectFrom("price_hourly").select("mode").distinct().execute()).map((row) => row.mode);
  for (const mode of modes) months += await compactMode(db, mode, compactBefore(now, await openDaysFrom(db, mode)), options);
  return months;
}

export interface CompactOptions {
  /** For tests (a crash mid-compaction): awaited in each transaction after the month rows are written, before the live hours go. */
  afterWrite?: (month: number) => Promise<void>;
}

/** Items compacted per transaction (a short write lock on SQLite, bounded memory). */
const COMPACT_ITEMS = 500;

async function compactMode(db: Kysely<Database>, mode: string, before: number, options: CompactOptions): Promise<number> {
  const oldest = await db
    .selectFrom("price_hourly")
    .select((eb) => eb.fn.min("bucket").as("b"))
    .where("mode", "=", mode)
    .where("bucket", "<", before)
    .executeTakeFirst();
  if (oldest?.b === null || oldest?.b === undefined) return 0;
  let months = 0;
  for (let month = monthStart(Number(oldest.b)); month < before; month = nextMonthStart(month)) {
    const end = Math.min(nextMonthStart(month), before);
    const uids = (
      await db
        .selectFrom("price_hourly")
        .select("item_uid")
        .distinct()
        .where("mode", "=", mode)
        .where("bucket", ">=", month)
        .where("bucket", "<", end)
        .execute()
    ).map((row) => row.item_uid);
    if (uids.length === 0) continue;
    // Each transaction moves some items' hours of the month: those items read either live or compacted.
    for (let i = 0; i < uids.length; i += COMPACT_ITEMS) {
      const chunk = uids.slice(i, i + COMPACT_ITEMS);
      await db.transaction().execute(async (trx) => {
        const hours = await trx
          .selectFrom("price_hourly")
          .select(["item_uid", "bucket", "open", "high", "low", "close", "n", "sum", "median", "offers_sum", "offers_n"])
          .where("item_uid", "in", chunk)
          .where("mode", "=", mode)
          .where("bucket", ">=", month)
          .where("bucket", "<", end)
          .execute();
        const fresh = new Map<string, HistoryRow[]>();
        for (const h of hours) {
          const list = fresh.get(h.item_uid);
          if (list) list.push(bucketRowToHistory(h));
          else fresh.set(h.item_uid, [bucketRowToHistory(h)]);
        }
        // PostgreSQL: a concurrent compaction (or legacy conversion) of these rows waits for this one.
        const storedQuery = trx
          .selectFrom("price_hourly_months")
          .select(["item_uid", "rows"])
          .where("item_uid", "in", chunk)
          .where("mode", "=", mode)
          .where("month", "=", month);
        const stored = new Map((await (isPostgres(trx) ? storedQuery.forUpdate() : storedQuery).execute()).map((row) => [row.item_uid, row.rows]));
        const rows = [...fresh].map(([item_uid, list]) => ({ item_uid, mode, month, rows: appendMonthText(stored.get(item_uid), normaliseRows(list)) }));
        await writeMonths(trx, rows);
        await options.afterWrite?.(month);
        await trx
          .deleteFrom("price_hourly")
          .where("item_uid", "in", chunk)
          .where("mode", "=", mode)
          .where("bucket", ">=", month)
          .where("bucket", "<", end)
          .execute();
      });
    }
    months++;
  }
  return months;
}

const MONTH_COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "mode", type: "text" },
  { name: "month", type: "bigint" },
  { name: "rows", type: "text" },
] as const;

/** Inserts or replaces compacted month rows. */
export async function writeMonths(db: Kysely<Database>, rows: { item_uid: string; mode: string; month: number; rows: string }[]): Promise<void> {
  await bulkWrite(db, "price_hourly_months", rows, MONTH_COLUMNS, { keys: ["item_uid", "mode", "month"], update: "all" });
}

/** Meta key: how far the legacy conversion got (the last key converted, or "done"). */
export const LEGACY_MONTHS_KEY = "hourly_months_legacy_cursor";
const LEGACY_BATCH = 500;

/**
 * Rewrites compacted months still stored as JSON (written before the compact form) into it: at most
 * `limit` rows per call, in transactions of 500, walking the table in key order from where the last
 * call stopped (kept in meta; "done" once the walk has reached the end). Every row reads the same in
 * either form, so a crash between two transactions only leaves some months to a later call. Answers
 * the rows rewritten.
 */
export async function convertLegacyMonths(db: Kysely<Database>, limit = 5000): Promise<number> {
  const stored = await readMeta(db, LEGACY_MONTHS_KEY);
  if (stored === "done") return 0;
  let after = stored ? (JSON.parse(stored) as [string, string, number]) : null;
  let seen = 0;
  let converted = 0;
  while (seen < limit) {
    const finished = await db.transaction().execute(async (trx) => {
      let query = trx.selectFrom("price_hourly_months").selectAll().orderBy("item_uid").orderBy("mode").orderBy("month").limit(LEGACY_BATCH);
      if (after) {
        const [uid, mode, month] = after;
        query = query.where((eb) => eb(eb.refTuple("item_uid", "mode", "month"), ">", eb.tuple(uid, mode, month)));
      }
      // PostgreSQL: a compaction of the same month waits for this transaction (SQLite writers are serialised anyway).
      const batch = await (isPostgres(trx) ? query.forUpdate() : query).execute();
      const legacy = batch
        .filter((row) => isLegacyMonthText(row.rows))
        .map((row) => ({ ...row, rows: encodeMonthText(normaliseRows(decodeMonthText(row.rows))) }));
      await writeMonths(trx, legacy);
      seen += batch.length;
      converted += legacy.length;
      const last = batch.at(-1);
      if (last) after = [last.item_uid, last.mode, last.month];
      const done = batch.length < LEGACY_BATCH;
      await writeMeta(trx, LEGACY_MONTHS_KEY, done ? "done" : JSON.stringify(after));
      return done;
    });
    if (finished) break;
  }
  return converted;
}

/** Compacted months wholly past the hourly retention are removed. */
export async function pruneHourlyMonths(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom("price_hourly_months")
    .where("month", "<", monthStart(now - RETENTION.hourlyMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
