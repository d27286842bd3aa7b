import { randomUUID } from "node:crypto";
import { addScan, type BucketState, bucketStart, type LatestPoint, newBucket, realPrice, type Scan } from "@raidkit/game";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { bulkWrite, isPostgres } from "../bulk.ts";
import { insertMany } from "../import/insertMany.ts";
import { bumpDataVersion } from "../meta.ts";
import type { Database, PricePointsTable } from "../schema.ts";
import { type BucketTable, bucketsAt, bucketToRow, upsertBuckets } from "./buckets.ts";
import { recomputeStats } from "./stats.ts";
import type { Snapshot, SnapshotPoint } from "./types.ts";

export interface IngestResult {
  importId: string;
  /** Points written (points already stored at the same time are skipped). */
  points: number;
  skipped: number;
  /** Milliseconds for the snapshot and its rollups (one transaction), and for the price figures. */
  ingestMs: number;
  statsMs: number;
}

const POINT_COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "mode", type: "text" },
  { name: "t", type: "bigint" },
  { name: "price", type: "bigint" },
  { name: "avg24h", type: "bigint" },
  { name: "low24h", type: "bigint" },
  { name: "high24h", type: "bigint" },
  { name: "offers", type: "integer" },
  { name: "source", type: "text" },
] as const;

const scanValue = (p: Pick<SnapshotPoint, "price" | "avg24h">) => p.price ?? p.avg24h;

/**
 * Writes a snapshot: its per-scan points, the hourly rollups they fall in (the open day is made of
 * its hours until it closes), the trader prices and the import record, all in one transaction (a crash leaves either all of it or none).
 * Then the price figures of its items are recomputed and the data version moves on. Points already
 * stored for the same item and time are skipped, so re-importing an unchanged source adds nothing.
 */
export async function ingestSnapshot(db: Kysely<Database>, snapshot: Snapshot, options: { startedAt?: number } = {}): Promise<IngestResult> {
  const importId = randomUUID();
  const started = performance.now();
  const mode = snapshot.mode;
  const t = snapshot.t;
  const hour = bucketStart(t, "hour");
  // A zero or negative figure is no price (priceQuality's realPrice): tarkov.dev answers 0 for an
  // item without flea offers, which must not enter history as a scan of 0 ₽.
  const usable = snapshot.points
    .map((p) => ({ ...p, price: realPrice(p.price), avg24h: realPrice(p.avg24h), low24h: realPrice(p.low24h), high24h: realPrice(p.high24h) }))
    .filter((p) => scanValue(p) !== null);

  let written: PricePointsTable[] = [];
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: this commit need not wait for the disk; a crash may lose the last snapshot, whole,
    // and the next run fetches it again (atomicity is kept, only durability of seconds is traded).
    if (isPostgres(trx)) await sql`set local synchronous_commit to off`.execute(trx);
    const existing = new Set(
      (await trx.selectFrom("price_points").select("item_uid").where("mode", "=", mode).where("t", "=", t).execute()).map((r) => r.item_uid),
    );
    written = usable
      .filter((p) => !existing.has(p.uid))
      .map((p) => ({
        item_uid: p.uid,
        mode,
        t,
        price: p.price,
        avg24h: p.avg24h,
        low24h: p.low24h,
        high24h: p.high24h,
        offers: p.offers,
        source: snapshot.source,
      }));
    await bulkWrite(trx, "price_points", written as unknown as Record<string, unknown>[], POINT_COLUMNS);

    // The hour's buckets take the snapshot; the open day is read from its hours until it closes
    // (daily.ts), so a snapshot rewrites one bucket per item, not two.
    const hours = await bucketsAt(trx, "price_hourly", mode, hour);
    const hourRows = [];
    for (const p of written) {
      const scan: Scan = { t, v: scanValue(p) as number, offers: p.offers };
      const before = hours.get(p.item_uid) ?? null;
      const after: BucketState = before ? addScan(before, scan) : newBucket(hour, scan);
      hourRows.push(bucketToRow(p.item_uid, mode, after));
    }
    await upsertBuckets(trx, "price_hourly" satisfies BucketTable, hourRows);

    if (snapshot.traderSells?.length) {
      await trx.deleteFrom("trader_sell_prices").where("source", "=", snapshot.source).execute();
      await insertMany(
        trx,
        "trader_sell_prices",
        snapshot.traderSells.map((s) => ({
          item_uid: s.uid,
          mode,
          trader: s.trader,
          price: s.price,
          currency: s.currency,
          price_rub: s.priceRub,
          t,
          source: snapshot.source,
        })),
      );
    }
    await trx
      .insertInto("price_imports")
      .values({
        id: importId,
        source: snapshot.source,
        mode,
        started_at: options.startedAt ?? Date.now(),
        finished_at: Date.now(),
        status: "ok",
        items: written.length,
        error: null,
        updated: t,
        expiration: snapshot.expiration,
      })
      .execute();
  });
  const ingestMs = performance.now() - started;

  const statsStarted = performance.now();
  const latest = new Map<string, LatestPoint>(written.map((p) => [p.item_uid, { t, price: p.price, avg24h: p.avg24h, offers: p.offers }]));
  await db.transaction().execute(async (trx) => {
    // A late snapshot (older than an item's newest point) adds history but does not move its figures.
    const newer = await trx.selectFrom("price_stats").select(["item_uid", "updated"]).where("mode", "=", mode).where("updated", ">", t).execute();
    for (const row of newer) latest.delete(row.item_uid);
    await recomputeStats(trx, mode, latest);
    await bumpDataVersion(trx, `prices:${snapshot.source}`);
  });
  return { importId, points: written.length, skipped: usable.length - written.length, ingestMs, statsMs: performance.now() - statsStarted };
}

/** Records a failed import (the previous prices stay as they were). */
export async function recordFailedImport(
  db: Kysely<Database>,
  entry: { source: string; mode: string; startedAt: number; error: string; expiration: number },
): Promise<void> {
  await db
    .insertInto("price_imports")
    .values({
      id: randomUUID(),
      source: entry.source,
      mode: entry.mode,
      started_at: entry.startedAt,
      finished_at: Date.now(),
      status: "failed",
      items: 0,
      error: entry.error.slice(0, 2000),
      updated: null,
      expiration: entry.expiration,
    })
    .execute();
}
