import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A relay key as its owner sees it (the key itself is shown once, when made). */
export interface PilotKeyView {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** At most this many live keys per user: a new one beyond it replaces the oldest. */
export const MAX_PILOT_KEYS = 5;

export async function createPilotKey(db: Kysely<Database>, key: { id: string; keyHash: string; userUid: string }, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("pilot_keys").values({ id: key.id, key_hash: key.keyHash, user_uid: key.userUid, created_at: now, last_used_at: null }).execute();
    const extra = await trx
      .selectFrom("pilot_keys")
      .select("id")
      .where("user_uid", "=", key.userUid)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .offset(MAX_PILOT_KEYS)
      .limit(100)
      .execute();
    if (extra.length > 0)
      await trx
        .deleteFrom("pilot_keys")
        .where(
          "id",
          "in",
          extra.map((r) => r.id),
        )
        .execute();
  });
}

export async function listPilotKeys(db: Kysely<Database>, userUid: string): Promise<PilotKeyView[]> {
  const rows = await db
    .selectFrom("pilot_keys")
    .select(["id", "created_at", "last_used_at"])
    .where("user_uid", "=", userUid)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: Number(r.created_at), lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at) }));
}

/** Revokes one of the user's keys; false when the user has no such key. */
export async function deletePilotKey(db: Kysely<Database>, userUid: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("pilot_keys").where("id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user of a key (by its hash), noting its use; null for an unknown or revoked key. */
export async function pilotKeyUser(db: Kysely<Database>, keyHash: string, now = Date.now()): Promise<{ id: string; userUid: string } | null> {
  const row = await db.selectFrom("pilot_keys").select(["id", "user_uid", "last_used_at"]).where("key_hash", "=", keyHash).executeTakeFirst();
  if (!row) return null;
  // One write a minute at most: a pilot posts often.
  if (row.last_used_at === null || now - Number(row.last_used_at) > 60_000)
    await db.updateTable("pilot_keys").set({ last_used_at: now }).where("id", "=", row.id).execute();
  return { id: row.id, userUid: row.user_uid };
}
