import type { Kysely } from "kysely";
import type { Database, PriceImportsTable } from "../schema.ts";

/** The newest successful import of a game mode: when prices were observed and until when they count as fresh. */
export async function latestImport(db: Kysely<Database>, mode: string): Promise<PriceImportsTable | null> {
  return (
    (await db
      .selectFrom("price_imports")
      .selectAll()
      .where("mode", "=", mode)
      .where("status", "=", "ok")
      .orderBy("finished_at", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/** The newest price imports of every mode and source, failed ones with their error (/admin/logs). */
export async function listPriceImports(db: Kysely<Database>, query: { failedOnly?: boolean; limit: number }): Promise<PriceImportsTable[]> {
  let q = db.selectFrom("price_imports").selectAll();
  if (query.failedOnly) q = q.where("status", "=", "failed");
  return q.orderBy("finished_at", "desc").limit(query.limit).execute();
}

/**
 * Takes or renews a named lease (for jobs that one instance at a time must run). Atomic on both
 * engines: an insert that does nothing if the lease exists, then a conditional update.
 */
export async function acquireLease(db: Kysely<Database>, name: string, holder: string, ttlMs: number, now = Date.now()): Promise<boolean> {
  await db
    .insertInto("leases")
    .values({ name, holder, expires_at: now + ttlMs })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("leases")
    .set({ holder, expires_at: now + ttlMs })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("holder", "=", holder), eb("expires_at", "<", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom("leases").where("name", "=", name).where("holder", "=", holder).execute();
}
