import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Items of a mode to back-fill from the source's history next (of `among`, the items the source
 * served, when given): priced items never back-filled
 * (or whose last try failed more than `retryMs` ago), highest value first (the 24 h average, else
 * the last price, times the offers when known, so busy expensive items come before rare ones).
 */
export async function backfillCandidates(
  db: Kysely<Database>,
  mode: string,
  options: { limit: number; now: number; retryMs?: number; among?: ReadonlySet<string> },
): Promise<string[]> {
  if (options.limit <= 0) return [];
  const retryMs = options.retryMs ?? 3_600_000;
  const tried = await db.selectFrom("price_backfill_attempts").select(["item_uid", "attempted_at", "ok"]).where("mode", "=", mode).execute();
  const skip = new Set(tried.filter((r) => r.ok === 1 || Number(r.attempted_at) > options.now - retryMs).map((r) => r.item_uid));
  const priced = await db
    .selectFrom("price_stats")
    .select(["item_uid", "avg24h", "last_price", "offers"])
    .where("mode", "=", mode)
    .where((eb) => eb.or([eb("avg24h", "is not", null), eb("last_price", "is not", null)]))
    .execute();
  const value = (r: (typeof priced)[number]) => Number(r.avg24h ?? r.last_price ?? 0) * Math.max(1, Math.min(Number(r.offers ?? 1), 100) ** 0.5);
  return priced
    .filter((r) => !skip.has(r.item_uid) && (!options.among || options.among.has(r.item_uid)))
    .sort((a, b) => value(b) - value(a) || a.item_uid.localeCompare(b.item_uid))
    .slice(0, options.limit)
    .map((r) => r.item_uid);
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
