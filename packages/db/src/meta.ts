import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

export const PACK_HASH_KEY = "pack_hash";
export const DATA_VERSION_KEY = "data_version";

type Db = Kysely<Database> | Transaction<Database>;

export async function readMeta(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto("meta")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** Moves the data version on, so every cache built from the old data is dropped. */
export async function bumpDataVersion(db: Db, reason: string): Promise<string> {
  const version = `${reason}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`;
  await writeMeta(db, DATA_VERSION_KEY, version);
  return version;
}
