import { bucketStart, DAY_MS, derivePrices, encodeSparkline, HOUR_MS, type LatestPoint, SPARK_DAYS } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import { bulkWrite } from "../bulk.ts";
import type { Database, PriceBucketTable, PriceStatsTable } from "../schema.ts";
import type { BucketTable } from "./buckets.ts";
import { daysFromHours, openDaysFrom } from "./daily.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Bucket rows of some items in a time range; without an item filter for large groups (cheaper). */
async function bucketsInRange(db: Db, table: BucketTable, mode: string, uids: readonly string[], from: number, to: number) {
  const select = () => db.selectFrom(table).selectAll().where("mode", "=", mode).where("bucket", ">=", from).where("bucket", "<=", to);
  if (uids.length > 1000) {
    const wanted = new Set(uids);
    return (await select().execute()).filter((r) => wanted.has(r.item_uid));
  }
  const rows = [];
  for (let i = 0; i < uids.length; i += 500)
    rows.push(
      ...(await select()
        .where("item_uid", "in", uids.slice(i, i + 500))
        .execute()),
    );
  return rows;
}

/** The newest sell price of each trader for each item in a game mode (the mode's imported snapshots and the pack's, which hold for both). */
async function latestTraderSells(db: Db, mode: string, uids: readonly string[]) {
  const wanted = new Set(uids);
  const rows = await db.selectFrom("trader_sell_prices").select(["item_uid", "trader", "price_rub", "t"]).where("mode", "in", [mode, "any"]).execute();
  const latest = new Map<string, Map<string, { t: number; priceRub: number }>>();
  for (const r of rows) {
    if (!wanted.has(r.item_uid)) continue;
    let byTrader = latest.get(r.item_uid);
    if (!byTrader) {
      byTrader = new Map();
      latest.set(r.item_uid, byTrader);
    }
    const prev = byTrader.get(r.trader);
    if (!prev || r.t > prev.t) byTrader.set(r.trader, { t: r.t, priceRub: r.price_rub });
  }
  return latest;
}

/**
 * Recomputes the price figures of the given items from their newest point and the rollups around
 * it: the 24 h of hourly buckets before it (scan values, for the inter-quartile mean), the daily
 * buckets of the week before (7 d average, sparkline), and the closes the changes compare against:
 * the newest hourly bucket 24–48 h before the newest point's hour, and the newest daily bucket 7–14
 * days before its day (decision 008; none in that window, no change). Items are grouped by the time
 * of their newest point, so a snapshot costs a handful of queries; the older windows are only read
 * for the items whose bucket exactly a day (a week) before is missing, which live prices rarely are.
 */
export async function recomputeStats(db: Db, mode: string, latest: ReadonlyMap<string, LatestPoint>): Promise<number> {
  if (latest.size === 0) return 0;
  const uids = [...latest.keys()];
  const items = await db.selectFrom("items").select(["uid", "width", "height"]).execute();
  const slots = new Map(items.map((i) => [i.uid, Math.max(1, (i.width ?? 1) * (i.height ?? 1))]));
  const sells = await latestTraderSells(db, mode, uids);

  const groups = new Map<number, string[]>();
  for (const [uid, point] of latest) {
    const hour = bucketStart(point.t, "hour");
    const list = groups.get(hour);
    if (list) list.push(uid);
    else groups.set(hour, [uid]);
  }

  const openFrom = await openDaysFrom(db, mode);
  /** Daily rows (closes and totals) of some items in [from, to]: closed days as stored, open days from their hours. */
  const dailyRows = async (group: readonly string[], from: number, to: number, hourlyRows?: readonly PriceBucketTable[]) => {
    const closed = from < openFrom ? (await bucketsInRange(db, "price_daily", mode, group, from, to)).filter((r) => r.bucket < openFrom) : [];
    const openStart = Math.max(openFrom, from);
    if (openStart > to) return closed;
    const hours = hourlyRows ?? (await bucketsInRange(db, "price_hourly", mode, group, openStart, to + DAY_MS - 1));
    const open = [...daysFromHours(hours.filter((r) => r.bucket >= openStart && r.bucket < to + DAY_MS))].flatMap(([uid, days]) =>
      [...days.values()].map((d) => ({ item_uid: uid, bucket: d.bucket, close: d.close, n: d.n, sum: d.sum })),
    );
    return [...closed, ...open];
  };

  const rows: PriceStatsTable[] = [];
  for (const [hour, group] of groups) {
    const day = bucketStart(hour, "day");
    const weekStart = day - 7 * DAY_MS;
    // Hours of the last 24 h, and of the open days in the week (they stand in for daily buckets).
    const hourlyFrom = Math.min(hour - 24 * HOUR_MS, Math.max(openFrom, weekStart));
    const hourlyRows = await bucketsInRange(db, "price_hourly", mode, group, hourlyFrom, hour);
    const hourly = hourlyRows.filter((r) => r.bucket >= hour - 24 * HOUR_MS);
    const daily = await dailyRows(group, weekStart, day, hourlyRows);
    const byItem = new Map<
      string,
      { scans: number[]; close24h: number | null; days7: { n: number; sum: number }[]; closes: (number | null)[]; close7d: number | null }
    >();
    const entry = (uid: string) => {
      let e = byItem.get(uid);
      if (!e) {
        e = { scans: [], close24h: null, days7: [], closes: new Array(SPARK_DAYS).fill(null), close7d: null };
        byItem.set(uid, e);
      }
      return e;
    };
    for (const r of hourly) {
      const e = entry(r.item_uid);
      if (r.bucket === hour - 24 * HOUR_MS) e.close24h = r.close;
      else if (r.detail) e.scans.push(...(JSON.parse(r.detail) as number[]));
      else for (let k = 0; k < r.n; k++) e.scans.push(r.sum / r.n);
    }
    for (const r of daily) {
      const e = entry(r.item_uid);
      const age = Math.round((day - r.bucket) / DAY_MS);
      if (age === 7) e.close7d = r.close;
      else e.days7.push({ n: r.n, sum: r.sum });
      e.closes[SPARK_DAYS - 1 - age] = r.close;
    }
    // No bucket exactly a day (a week) before: the newest one up to a day (a week) older than that.
    const no24h = group.filter((uid) => (byItem.get(uid)?.close24h ?? null) === null);
    if (no24h.length > 0) {
      const older = await bucketsInRange(db, "price_hourly", mode, no24h, hour - 48 * HOUR_MS, hour - 25 * HOUR_MS);
      for (const r of newestPerItem(older)) entry(r.item_uid).close24h = r.close;
      // Where hours have aged out (after a year; the pack's 2023 prices never had any), the first or
      // last point of a closed day, 24–48 h before the newest one. (Open days are made of hours: nothing more there.)
      const noHours = no24h.filter((uid) => (byItem.get(uid)?.close24h ?? null) === null);
      const firstDay = bucketStart(hour - 48 * HOUR_MS, "day");
      if (noHours.length > 0 && firstDay < openFrom) {
        const t = (uid: string) => (latest.get(uid) as LatestPoint).t;
        const days = await bucketsInRange(db, "price_daily", mode, noHours, firstDay, bucketStart(hour - 24 * HOUR_MS, "day"));
        // A day's first and last points are known with their times.
        const points = days
          .filter((r) => r.bucket < openFrom)
          .flatMap((r) => [
            { item_uid: r.item_uid, bucket: r.open_t, close: r.open },
            { item_uid: r.item_uid, bucket: r.close_t, close: r.close },
          ])
          .filter((p) => p.bucket >= t(p.item_uid) - 48 * HOUR_MS && p.bucket <= t(p.item_uid) - 24 * HOUR_MS);
        for (const r of newestPerItem(points)) entry(r.item_uid).close24h = r.close;
      }
    }
    const no7d = group.filter((uid) => (byItem.get(uid)?.close7d ?? null) === null);
    if (no7d.length > 0) {
      const older = await dailyRows(no7d, day - 14 * DAY_MS, day - 8 * DAY_MS);
      for (const r of newestPerItem(older)) entry(r.item_uid).close7d = r.close;
    }
    for (const uid of group) {
      const point = latest.get(uid) as LatestPoint;
      const e = byItem.get(uid);
      const traderSells = [...(sells.get(uid) ?? new Map()).entries()].map(([trader, v]) => ({ trader, priceRub: v.priceRub }));
      const p = derivePrices({
        latest: point,
        scans24h: e?.scans ?? [],
        close24hAgo: e?.close24h ?? null,
        days7: e?.days7 ?? [],
        close7dAgo: e?.close7d ?? null,
        slots: slots.get(uid) ?? 1,
        traderSells,
      });
      rows.push({
        item_uid: uid,
        mode,
        last_price: p.lastPrice,
        avg24h: p.avg24h,
        avg7d: p.avg7d,
        price_per_slot: p.pricePerSlot,
        change24h: p.change24h,
        change7d: p.change7d,
        trader_price: p.traderPrice,
        trader_name: p.traderName,
        updated: p.updated,
        offers: p.offers,
        low_confidence: p.lowConfidence ? 1 : 0,
        spark: encodeSparkline(e?.closes ?? []) || null,
        latest_price: point.price,
        latest_avg24h: point.avg24h,
      });
    }
  }
  await upsertStats(db, rows);
  return rows.length;
}

/** The newest bucket of each item among some bucket rows. */
function newestPerItem<T extends { item_uid: string; bucket: number }>(rows: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const r of rows) {
    const prev = newest.get(r.item_uid);
    if (!prev || r.bucket > prev.bucket) newest.set(r.item_uid, r);
  }
  return [...newest.values()];
}

const STAT_COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "mode", type: "text" },
  { name: "last_price", type: "bigint" },
  { name: "avg24h", type: "bigint" },
  { name: "avg7d", type: "bigint" },
  { name: "price_per_slot", type: "bigint" },
  { name: "change24h", type: "double precision" },
  { name: "change7d", type: "double precision" },
  { name: "trader_price", type: "bigint" },
  { name: "trader_name", type: "text" },
  { name: "updated", type: "bigint" },
  { name: "offers", type: "integer" },
  { name: "low_confidence", type: "integer" },
  { name: "spark", type: "text" },
  { name: "latest_price", type: "bigint" },
  { name: "latest_avg24h", type: "bigint" },
] as const;

export async function upsertStats(db: Db, rows: readonly PriceStatsTable[]): Promise<void> {
  await bulkWrite(db, "price_stats", rows as unknown as Record<string, unknown>[], STAT_COLUMNS, { keys: ["item_uid", "mode"], update: "all" });
}

/** Items that have trader prices but no flea point still get their best trader price. */
export async function statsForTraderOnlyItems(db: Db, mode: string, now: number): Promise<number> {
  const priced = new Set((await db.selectFrom("price_stats").select("item_uid").where("mode", "=", mode).execute()).map((r) => r.item_uid));
  const sellers = (await db.selectFrom("trader_sell_prices").select("item_uid").where("mode", "in", [mode, "any"]).distinct().execute())
    .map((r) => r.item_uid)
    .filter((uid) => !priced.has(uid));
  if (sellers.length === 0) return 0;
  const sells = await latestTraderSells(db, mode, sellers);
  const rows: PriceStatsTable[] = sellers.map((uid) => {
    const list = [...(sells.get(uid) ?? new Map()).entries()];
    const best = list.reduce<[string, { t: number; priceRub: number }] | null>((acc, e) => (!acc || e[1].priceRub > acc[1].priceRub ? e : acc), null);
    return {
      item_uid: uid,
      mode,
      last_price: null,
      avg24h: null,
      avg7d: null,
      price_per_slot: null,
      change24h: null,
      change7d: null,
      trader_price: best?.[1].priceRub ?? null,
      trader_name: best?.[0] ?? null,
      updated: list.length ? Math.max(...list.map((e) => e[1].t)) : now,
      offers: null,
      low_confidence: 0,
      spark: null,
      latest_price: null,
      latest_avg24h: null,
    };
  });
  await upsertStats(db, rows);
  return rows.length;
}
