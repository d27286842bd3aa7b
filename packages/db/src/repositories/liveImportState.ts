import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * What the live imports did last, as /admin/global-settings shows it beside their switches: the
 * newest price import of each game mode (and each mode's newest failure, when newer than its
 * success), the game data kinds stored live, and who holds each import lease. Read from the
 * database, so every instance answers the same.
 */
export async function liveImportState(db: Kysely<Database>) {
  const [imports, gameData, leases] = await Promise.all([
    db.selectFrom("price_imports").selectAll().orderBy("finished_at", "desc").limit(200).execute(),
    db
      .selectFrom("live_records")
      .select((eb) => ["kind", "mode", eb.fn.countAll<number>().as("records"), eb.fn.max("updated").as("updated")])
      .groupBy(["kind", "mode"])
      .orderBy("kind")
      .orderBy("mode")
      .execute(),
    db.selectFrom("leases").selectAll().orderBy("name").execute(),
  ]);
  const prices: { mode: string; status: string; finishedAt: number; items: number; error: string | null }[] = [];
  const seen = new Set<string>();
  for (const row of imports) {
    const key = `${row.mode}:${row.status}`;
    // Per mode: the newest run, and the newest success too when the newest failed.
    if (seen.has(key) || (row.status === "failed" && seen.has(`${row.mode}:ok`))) continue;
    seen.add(key);
    prices.push({ mode: row.mode, status: row.status, finishedAt: Number(row.finished_at), items: Number(row.items), error: row.error });
  }
  return {
    prices,
    gameData: gameData.map((g) => ({ kind: g.kind, mode: g.mode, records: Number(g.records), updated: Number(g.updated) })),
    leases: leases.map((l) => ({ name: l.name, holder: l.holder, expiresAt: Number(l.expires_at) })),
  };
}
