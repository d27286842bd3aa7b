import type { LatestPoint } from "@raidkit/game";
import type { Kysely } from "kysely";
import { insertMany } from "../import/insertMany.ts";
import type { Database } from "../schema.ts";
import { rebuildBuckets } from "./rebuild.ts";
import { recomputeStats } from "./stats.ts";

/**
 * Adds earlier points of one item (from a source's history) where none is stored yet, rebuilds the
 * buckets they fall in and its figures, in one transaction. Answers how many points were added.
 */
export async function backfillHistory(
  db: Kysely<Database>,
  input: { uid: string; mode: string; source: string; points: readonly { t: number; price: number }[]; now: number },
): Promise<number> {
  if (input.points.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const times = input.points.map((p) => p.t);
    const from = Math.min(...times);
    const to = Math.max(...times);
    const stored = new Set(
      (
        await trx
          .selectFrom("price_points")
          .select("t")
          .where("item_uid", "=", input.uid)
          .where("mode", "=", input.mode)
          .where("t", ">=", from)
          .where("t", "<=", to)
          .execute()
      ).map((r) => r.t),
    );
    const rows = input.points
      .filter((p) => !stored.has(p.t))
      .map((p) => ({
        item_uid: input.uid,
        mode: input.mode,
        t: p.t,
        price: p.price,
        avg24h: null,
        low24h: null,
        high24h: null,
        offers: null,
        source: input.source,
      }));
    if (rows.length === 0) return 0;
    await insertMany(trx, "price_points", rows);
    await rebuildBuckets(trx, input.mode, [input.uid], from, to, input.now);
    const stats = await trx.selectFrom("price_stats").selectAll().where("item_uid", "=", input.uid).where("mode", "=", input.mode).executeTakeFirst();
    const newest = rows.reduce((a, b) => (b.t > a.t ? b : a));
    const latest: LatestPoint =
      stats?.updated && stats.updated >= newest.t
        ? { t: stats.updated, price: stats.latest_price ?? null, avg24h: stats.latest_avg24h ?? null, offers: stats.offers ?? null }
        : { t: newest.t, price: newest.price, avg24h: null, offers: null };
    await recomputeStats(trx, input.mode, new Map([[input.uid, latest]]));
    return rows.length;
  });
}
