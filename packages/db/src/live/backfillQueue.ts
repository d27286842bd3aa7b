import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Items of a mode to back-fill from the source's history next, chosen among the items the live
 * reply prices on the flea market (`fleaValues`: uid → the reply's 24 h average, else its last
 * low price; decision 041): items never back-filled (or whose last try failed more than `retryMs`
 * ago), highest live flea value first. An item the reply gives no flea price is never chosen,
 * whatever the pack's old price says.
 */
export async function backfillCandidates(
  db: Kysely<Database>,
  mode: string,
  options: { limit: number; now: number; retryMs?: number; fleaValues: ReadonlyMap<string, number> },
): Promise<string[]> {
  if (options.limit <= 0) return [];
  const retryMs = options.retryMs ?? 3_600_000;
  const tried = await db.selectFrom("price_backfill_attempts").select(["item_uid", "attempted_at", "ok"]).where("mode", "=", mode).execute();
  const skip = new Set(tried.filter((r) => r.ok === 1 || Number(r.attempted_at) > options.now - retryMs).map((r) => r.item_uid));
  return [...options.fleaValues]
    .filter(([uid, value]) => value > 0 && !skip.has(uid))
    .sort(([a, va], [b, vb]) => vb - va || a.localeCompare(b))
    .slice(0, options.limit)
    .map(([uid]) => uid);
}

/** Records one back-fill try of an item (ok with its points, or failed, to retry later). */
export async function recordBackfillAttempt(
  db: Kysely<Database>,
  entry: { uid: string; mode: string; at: number; points: number; ok: boolean },
): Promise<void> {
  await db
    .insertInto("price_backfill_attempts")
    .values({ item_uid: entry.uid, mode: entry.mode, attempted_at: entry.at, points: entry.points, ok: entry.ok ? 1 : 0 })
    .onConflict((oc) => oc.columns(["item_uid", "mode"]).doUpdateSet({ attempted_at: entry.at, points: entry.points, ok: entry.ok ? 1 : 0 }))
    .execute();
}
