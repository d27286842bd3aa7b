import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A public API key as its owner sees it (the key itself is shown once, when made). */
export interface ApiKeyView {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  /** Calls per UTC day (YYYY-MM-DD), newest first, for the days asked. */
  usage: { day: string; calls: number }[];
}

/** At most this many keys per user (a new one beyond it is refused: keys are named and revoked by hand). */
export const MAX_API_KEYS = 10;

/** Makes a key unless the user has MAX_API_KEYS already; answers whether it was made. */
export async function createApiKey(
  db: Kysely<Database>,
  key: { id: string; keyHash: string; userUid: string; name: string },
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom("api_keys")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_uid", "=", key.userUid)
      .executeTakeFirst();
    if (Number(held?.n ?? 0) >= MAX_API_KEYS) return false;
    await trx
      .insertInto("api_keys")
      .values({ id: key.id, key_hash: key.keyHash, user_uid: key.userUid, name: key.name, created_at: now, last_used_at: null })
      .execute();
    return true;
  });
}

/** The user's keys, newest first, with their calls of the last `days` UTC days. */
export async function listApiKeys(db: Kysely<Database>, userUid: string, days = 7, now = Date.now()): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom("api_keys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_uid", "=", userUid)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const since = utcDay(now - (days - 1) * 86_400_000);
  const usage = await db
    .selectFrom("api_key_usage")
    .select(["key_id", "day", "calls"])
    .where(
      "key_id",
      "in",
      rows.map((r) => r.id),
    )
    .where("day", ">=", since)
    .orderBy("day", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: Number(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
    usage: usage.filter((u) => u.key_id === r.id).map((u) => ({ day: u.day, calls: Number(u.calls) })),
  }));
}

/** Revokes one of the user's keys (its usage goes with it); false when the user has no such key. */
export async function deleteApiKey(db: Kysely<Database>, userUid: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("api_keys").where("id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom("api_key_usage").where("key_id", "=", id).execute();
    return true;
  });
}

/** The key (by its hash) and its user; null for an unknown or revoked key. */
export async function apiKeyOwner(db: Kysely<Database>, keyHash: string): Promise<{ id: string; userUid: string } | null> {
  const row = await db.selectFrom("api_keys").select(["id", "user_uid"]).where("key_hash", "=", keyHash).executeTakeFirst();
  return row ? { id: row.id, userUid: row.user_uid } : null;
}

/**
 * Adds counted calls per key and UTC day, and notes each key's last use. The server counts calls in
 * memory and writes them in batches (one statement per key and day, not one per call).
 */
export async function addApiKeyUsage(db: Kysely<Database>, counts: { keyId: string; day: string; calls: number; lastUsedAt: number }[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const c of counts) {
      await trx
        .insertInto("api_key_usage")
        .values({ key_id: c.keyId, day: c.day, calls: c.calls })
        .onConflict((oc) => oc.columns(["key_id", "day"]).doUpdateSet((eb) => ({ calls: eb(eb.ref("api_key_usage.calls"), "+", eb.ref("excluded.calls")) })))
        .execute();
      // A key revoked meanwhile keeps no usage.
      const updated = await trx.updateTable("api_keys").set({ last_used_at: c.lastUsedAt }).where("id", "=", c.keyId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await trx.deleteFrom("api_key_usage").where("key_id", "=", c.keyId).execute();
    }
  });
}

/** YYYY-MM-DD of a time, in UTC. */
export function utcDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}
