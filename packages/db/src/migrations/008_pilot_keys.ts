import type { Kysely } from "kysely";

/**
 * Pilot relay keys (issue 7, docs/decisions/015): a long key the pilot sends with its events
 * when the page cannot reach it on this machine. Stored as its SHA-256 only, revocable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pilot_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("pilot_keys_user").on("pilot_keys").column("user_uid").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pilot_keys").execute();
}
