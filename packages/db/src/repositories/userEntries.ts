import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * User-wide lists: favList (keys only), the player's own prices (item → price) per game mode
 * (userPricesMap and userSellPricesMap: PVP, the spec's maps; the ":pve" ones: PVE; decision 060), settings.
 */
export type UserListName = "favList" | "userPricesMap" | "userSellPricesMap" | "userPricesMap:pve" | "userSellPricesMap:pve" | "settings";

/** Every user-wide entry, list by list (values parsed from JSON). */
export async function readUserEntries(db: Db, userUid: string): Promise<Map<string, Map<string, unknown>>> {
  const rows = await db.selectFrom("user_entries").select(["list", "key", "value"]).where("user_uid", "=", userUid).orderBy("list").orderBy("key").execute();
  const lists = new Map<string, Map<string, unknown>>();
  for (const row of rows) {
    const list = lists.get(row.list) ?? new Map<string, unknown>();
    lists.set(row.list, list);
    list.set(row.key, JSON.parse(row.value));
  }
  return lists;
}

/** Sets entries of a user list (insert or replace each key; other keys stay). */
export async function putUserEntries(db: Db, userUid: string, list: UserListName, entries: Record<string, unknown>): Promise<void> {
  const setAt = Date.now();
  const rows = Object.entries(entries).map(([key, value]) => ({ user_uid: userUid, list, key, value: JSON.stringify(value), set_at: setAt }));
  if (rows.length === 0) return;
  await db
    .insertInto("user_entries")
    .values(rows)
    .onConflict((oc) => oc.columns(["user_uid", "list", "key"]).doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), set_at: eb.ref("excluded.set_at") })))
    .execute();
}

/** The entries of some user lists with when each was set (epoch ms, null: before migration 026). */
export async function readUserEntryTimes(
  db: Db,
  userUid: string,
  lists: UserListName[],
): Promise<{ list: string; key: string; value: unknown; setAt: number | null }[]> {
  if (lists.length === 0) return [];
  const rows = await db
    .selectFrom("user_entries")
    .select(["list", "key", "value", "set_at"])
    .where("user_uid", "=", userUid)
    .where("list", "in", lists)
    .orderBy("list")
    .orderBy("key")
    .execute();
  return rows.map((r) => ({ list: r.list, key: r.key, value: JSON.parse(r.value), setAt: r.set_at === null ? null : Number(r.set_at) }));
}

/** Removes some keys of a user list, or the whole list when `keys` is omitted. */
export async function deleteUserEntries(db: Db, userUid: string, list: UserListName, keys?: string[]): Promise<void> {
  if (keys && keys.length === 0) return;
  let query = db.deleteFrom("user_entries").where("user_uid", "=", userUid).where("list", "=", list);
  if (keys) query = query.where("key", "in", keys);
  await query.execute();
}

/** A character's lists (value 1) and maps, as stored. */
export async function readCharEntries(db: Db, charUid: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db.selectFrom("char_entries").select(["list", "key", "value"]).where("char_uid", "=", charUid).orderBy("list").orderBy("key").execute();
  const lists = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const list = lists.get(row.list) ?? new Map<string, number>();
    lists.set(row.list, list);
    list.set(row.key, Number(row.value));
  }
  return lists;
}

export interface CharEntryChange {
  /** Entries to insert or overwrite. */
  put: { list: string; key: string; value: number }[];
  /** Entries to remove. */
  remove: { list: string; key: string }[];
}

/**
 * Applies set operations to a character's entries in one transaction. Each entry is its own row,
 * so two tabs changing different entries at once both keep their change.
 */
export async function changeCharEntries(db: Kysely<Database>, charUid: string, change: CharEntryChange): Promise<void> {
  if (change.put.length === 0 && change.remove.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const byList = new Map<string, string[]>();
    for (const r of change.remove) byList.set(r.list, [...(byList.get(r.list) ?? []), r.key]);
    for (const [list, keys] of byList) {
      await trx.deleteFrom("char_entries").where("char_uid", "=", charUid).where("list", "=", list).where("key", "in", keys).execute();
    }
    if (change.put.length > 0) {
      await trx
        .insertInto("char_entries")
        .values(change.put.map((p) => ({ char_uid: charUid, list: p.list, key: p.key, value: p.value })))
        .onConflict((oc) => oc.columns(["char_uid", "list", "key"]).doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
        .execute();
    }
  });
}

/** Empties some lists of a character. */
export async function clearCharLists(db: Db, charUid: string, lists: string[]): Promise<void> {
  if (lists.length === 0) return;
  await db.deleteFrom("char_entries").where("char_uid", "=", charUid).where("list", "in", lists).execute();
}

/** Replaces the target character's progress with a copy of the source's (spec §3 "copy progress from another PMC"). */
export async function copyCharEntries(db: Kysely<Database>, fromCharUid: string, toCharUid: string, lists: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("char_entries").where("char_uid", "=", toCharUid).where("list", "in", lists).execute();
    const rows = await trx.selectFrom("char_entries").select(["list", "key", "value"]).where("char_uid", "=", fromCharUid).where("list", "in", lists).execute();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto("char_entries")
        .values(rows.slice(i, i + 500).map((r) => ({ char_uid: toCharUid, list: r.list, key: r.key, value: r.value })))
        .execute();
    }
  });
}
