import type { Kysely } from "kysely";
import type { Database, LiveJobsTable } from "../schema.ts";

/** The stored state of a live-data job (`prices:pvp`, `prices:pve`, `items`), or null before its first run. */
export async function liveJob(db: Kysely<Database>, name: string): Promise<LiveJobsTable | null> {
  const row = await db.selectFrom("live_jobs").selectAll().where("name", "=", name).executeTakeFirst();
  return row ? { ...row, ok_at: num(row.ok_at), ok_updated: num(row.ok_updated), failed_at: num(row.failed_at) } : null;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

async function ensure(db: Kysely<Database>, name: string): Promise<void> {
  await db
    .insertInto("live_jobs")
    .values({ name, ok_at: null, ok_updated: null, ok_items: null, failed_at: null, error: null, failures: 0 })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

export async function recordJobSuccess(db: Kysely<Database>, name: string, entry: { at: number; updated: number | null; items: number }): Promise<void> {
  await ensure(db, name);
  await db.updateTable("live_jobs").set({ ok_at: entry.at, ok_updated: entry.updated, ok_items: entry.items, failures: 0 }).where("name", "=", name).execute();
}

/** Records a failure; answers the number of failures since the last success. */
export async function recordJobFailure(db: Kysely<Database>, name: string, entry: { at: number; error: string }): Promise<number> {
  await ensure(db, name);
  await db
    .updateTable("live_jobs")
    .set((eb) => ({ failed_at: entry.at, error: entry.error.slice(0, 2000), failures: eb("failures", "+", 1) }))
    .where("name", "=", name)
    .execute();
  return (await liveJob(db, name))?.failures ?? 1;
}
