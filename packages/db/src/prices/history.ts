import { DAY_MS, HOUR_MS, monthStart } from "@raidkit/game";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../bulk.ts";
import type { Database, PriceBucketTable } from "../schema.ts";
import { type BucketTable, bucketToRow } from "./buckets.ts";
import { daysFromHours, openDaysFrom } from "./daily.ts";
import { decodeMonthText } from "./monthCodec.ts";

export const HISTORY_RANGES = ["7d", "1m", "6m", "1y", "all"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export type Resolution = "scan" | "hour" | "day";

const SPAN: Record<Exclude<HistoryRange, "all">, number> = { "7d": 7 * DAY_MS, "1m": 30 * DAY_MS, "6m": 182 * DAY_MS, "1y": 365 * DAY_MS };

/** Columns of a history row: time, open, high, low, close, average, median, offer count. */
export const HISTORY_FIELDS = ["t", "open", "high", "low", "close", "avg", "median", "offers"] as const;
export type HistoryRow = [number, number, number, number, number, number, number, number | null];

/** An item whose newest point is younger than this has live prices: its ranges end now, not at that point. */
export const LIVE_WITHIN_MS = DAY_MS;

export interface PriceHistory {
  /** The finest resolution of the rows (that of the last part). */
  resolution: Resolution;
  rows: HistoryRow[];
  /** The newest point of the item (its data may be older than today). */
  anchor: number | null;
  /** The range's window: `to` is now on live data, else the anchor; "all" starts at its first row. */
  from: number | null;
  to: number | null;
  live: boolean;
  /** The rows' resolution from each time on, oldest first (coarser buckets fill in where finer data have aged out). */
  parts: { resolution: Resolution; from: number }[];
}

const r = (v: number) => Math.round(v);

/** A stored bucket row as a history row (averages and offer counts from its totals). */
export function bucketRowToHistory(
  b: Pick<PriceBucketTable, "bucket" | "open" | "high" | "low" | "close" | "n" | "sum" | "median" | "offers_sum" | "offers_n">,
): HistoryRow {
  return [b.bucket, r(b.open), r(b.high), r(b.low), r(b.close), r(b.sum / b.n), r(b.median), b.offers_n ? r(b.offers_sum / b.offers_n) : null];
}

/**
 * A bucket row as a JSON history row, built by PostgreSQL. Halves are rounded up as Math.round does
 * (PostgreSQL's round() of a double rounds them to even), so a bucket reads the same live, compacted
 * (compaction.ts rounds in JS) and on SQLite.
 */
const BUCKET_JSON = sql`json_build_array(bucket, floor(open + 0.5), floor(high + 0.5), floor(low + 0.5), floor(close + 0.5), floor(sum / n + 0.5),
  floor(median + 0.5), case when offers_n > 0 then floor(offers_sum / offers_n + 0.5) end)`;

async function buckets(
  db: Kysely<Database>,
  table: BucketTable,
  uid: string,
  mode: string,
  from: number,
  before = Number.POSITIVE_INFINITY,
): Promise<HistoryRow[]> {
  const upTo = Number.isFinite(before) ? before : Number.MAX_SAFE_INTEGER;
  if (isPostgres(db)) {
    // PostgreSQL builds the rows as one JSON array: far cheaper than thousands of driver rows.
    const result = await sql<{ rows: HistoryRow[] }>`
      select coalesce(json_agg(${BUCKET_JSON} order by bucket), '[]'::json) as rows
      from ${sql.table(table)} where item_uid = ${uid} and mode = ${mode} and bucket >= ${from} and bucket < ${upTo}`.execute(db);
    return result.rows[0]?.rows ?? [];
  }
  const rows = await db
    .selectFrom(table)
    .select(["bucket", "open", "high", "low", "close", "n", "sum", "median", "offers_sum", "offers_n"])
    .where("item_uid", "=", uid)
    .where("mode", "=", mode)
    .where("bucket", ">=", from)
    .where("bucket", "<", upTo)
    .orderBy("bucket")
    .execute();
  return rows.map(bucketRowToHistory);
}

/** Daily rows in [from, before): closed days as stored, open days folded from their hours. */
async function dailySeries(db: Kysely<Database>, uid: string, mode: string, from: number, before = Number.MAX_SAFE_INTEGER): Promise<HistoryRow[]> {
  const openFrom = await openDaysFrom(db, mode);
  const [closed, openHours] = await Promise.all([
    buckets(db, "price_daily", uid, mode, from, Math.min(before, openFrom)),
    before <= openFrom
      ? []
      : db
          .selectFrom("price_hourly")
          .selectAll()
          .where("item_uid", "=", uid)
          .where("mode", "=", mode)
          .where("bucket", ">=", Math.max(from, openFrom))
          .where("bucket", "<", before)
          .execute(),
  ]);
  const open = [...(daysFromHours(openHours).get(uid)?.values() ?? [])].map((d) => bucketRowToHistory(bucketToRow(uid, mode, d)));
  return [...closed, ...open];
}

/**
 * PostgreSQL: the compacted months and the live hours in one round trip. The months come as their
 * stored texts joined by spaces (no other text function: PostgreSQL only copies them), decoded here.
 */
async function hourlyPartsPostgres(db: Kysely<Database>, uid: string, mode: string, from: number, before: number): Promise<[string[], HistoryRow[]]> {
  const result = await sql<{ months: string | null; live: HistoryRow[] }>`
    select
      (select string_agg(rows, ' ' order by month)
       from price_hourly_months where item_uid = ${uid} and mode = ${mode} and month >= ${monthStart(from)} and month < ${before}) as months,
      (select coalesce(json_agg(${BUCKET_JSON} order by bucket), '[]'::json)
       from price_hourly where item_uid = ${uid} and mode = ${mode} and bucket >= ${from} and bucket < ${before}) as live`.execute(db);
  const row = result.rows[0];
  return [row?.months ? row.months.split(" ") : [], row?.live ?? []];
}

/** Hourly rows in [from, before): compacted months (one row each) joined with the live hourly buckets. */
async function hourlySeries(db: Kysely<Database>, uid: string, mode: string, from: number, before = Number.MAX_SAFE_INTEGER): Promise<HistoryRow[]> {
  const [months, live] = isPostgres(db)
    ? await hourlyPartsPostgres(db, uid, mode, from, before)
    : await Promise.all([
        db
          .selectFrom("price_hourly_months")
          .select("rows")
          .where("item_uid", "=", uid)
          .where("mode", "=", mode)
          .where("month", ">=", monthStart(from))
          .where("month", "<", before)
          .orderBy("month")
          .execute()
          .then((rows) => rows.map((m) => m.rows)),
        buckets(db, "price_hourly", uid, mode, from, before),
      ]);
  if (months.length === 0) return live;
  let compacted: HistoryRow[] = [];
  for (const text of months) decodeMonthText(text, from, compacted);
  if ((compacted.at(-1)?.[0] ?? -1) >= before) compacted = compacted.filter((row) => row[0] < before);
  // The usual case: compacted months end before the live buckets begin, so the two just join.
  const lastCompacted = compacted.at(-1)?.[0] ?? -1;
  if (live.length === 0 || live[0]![0] > lastCompacted) return compacted.concat(live);
  const byBucket = new Map<number, HistoryRow>();
  for (const row of compacted) byBucket.set(row[0], row);
  for (const row of live) byBucket.set(row[0], row);
  return [...byBucket.values()].sort((a, b) => a[0] - b[0]);
}

/** Per-scan rows from `from` on (a scan without a flea price shows its 24 h average). */
async function scanSeries(db: Kysely<Database>, uid: string, mode: string, from: number): Promise<HistoryRow[]> {
  if (isPostgres(db)) {
    // One JSON array built by PostgreSQL instead of two thousand driver rows.
    const result = await sql<{ rows: HistoryRow[] }>`
      select coalesce(json_agg(json_build_array(t, v, v, v, v, v, v, offers) order by t), '[]'::json) as rows
      from (select t, round(coalesce(price, avg24h)) as v, offers from price_points
            where item_uid = ${uid} and mode = ${mode} and t >= ${from} and coalesce(price, avg24h) is not null) s`.execute(db);
    return result.rows[0]?.rows ?? [];
  }
  const scans = await db
    .selectFrom("price_points")
    .select(["t", "price", "avg24h", "offers"])
    .where("item_uid", "=", uid)
    .where("mode", "=", mode)
    .where("t", ">=", from)
    .orderBy("t")
    .execute();
  return scans
    .filter((s) => (s.price ?? s.avg24h) !== null)
    .map((s): HistoryRow => {
      const v = r((s.price ?? s.avg24h) as number);
      return [s.t, v, v, v, v, v, v, s.offers];
    });
}

/** A history range's window: it ends now on live data (the item's newest point is recent), else at that point. */
export function historyWindow(range: HistoryRange, anchor: number, now: number): { from: number; to: number; live: boolean } {
  const live = anchor >= now - LIVE_WITHIN_MS;
  const to = live ? Math.max(now, anchor) : anchor;
  return { from: range === "all" ? 0 : to - SPAN[range], to, live };
}

const STEP: Record<Exclude<Resolution, "scan">, number> = { hour: HOUR_MS, day: DAY_MS };
const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;

/**
 * An item's price series for a range: per scan for 7 days, hourly for 1m/6m/1y, daily for all. The
 * range ends now when the item has live prices (its newest point is less than LIVE_WITHIN_MS old),
 * else at its newest point. Every point the range holds is answered: where the finer data have aged
 * out (scans after 30 days, hours after a year; the pack's old prices never had them), the next
 * coarser buckets fill in the time before the finer ones begin, so a month ending at the pack's
 * 2025-12-10 point still holds the 2025-11-22 one. `parts` says which resolution the rows have
 * from which time on.
 */
export async function priceHistory(
  db: Kysely<Database>,
  uid: string,
  mode: string,
  range: HistoryRange,
  knownAnchor?: number | null,
  now: number = Date.now(),
): Promise<PriceHistory> {
  // The caller may know the newest point already (the server's catalogue does): one query less.
  const anchor =
    knownAnchor !== undefined
      ? knownAnchor
      : ((await db.selectFrom("price_stats").select("updated").where("item_uid", "=", uid).where("mode", "=", mode).executeTakeFirst())?.updated ?? null);
  if (anchor === null) return { resolution: "day", rows: [], anchor, from: null, to: null, live: false, parts: [] };
  const { from, to, live } = historyWindow(range, anchor, now);
  const levels: Resolution[] = range === "7d" ? ["scan", "hour", "day"] : range === "all" ? ["day"] : ["hour", "day"];
  // Finest first: each coarser level only fills the whole buckets before the finer rows begin.
  const segments: { resolution: Resolution; rows: HistoryRow[] }[] = [];
  let before = Number.MAX_SAFE_INTEGER;
  for (const level of levels) {
    if (level !== "scan") {
      if (before !== Number.MAX_SAFE_INTEGER) before = Math.floor(before / STEP[level]) * STEP[level];
      if (ceilTo(from, STEP[level]) >= before) break;
    }
    const rows =
      level === "scan"
        ? await scanSeries(db, uid, mode, from)
        : level === "hour"
          ? await hourlySeries(db, uid, mode, from, before)
          : await dailySeries(db, uid, mode, from, before);
    if (rows.length > 0) {
      segments.unshift({ resolution: level, rows });
      before = rows[0]![0];
    }
  }
  const rows = segments.length === 1 ? (segments[0]?.rows ?? []) : segments.flatMap((s) => s.rows);
  const parts = segments.map((s) => ({ resolution: s.resolution, from: s.rows[0]![0] }));
  return {
    resolution: parts.at(-1)?.resolution ?? levels[0]!,
    rows,
    anchor,
    from: range === "all" ? (rows[0]?.[0] ?? to) : from,
    to: Math.max(to, rows.at(-1)?.[0] ?? to),
    live,
    parts,
  };
}
