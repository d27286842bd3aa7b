import type { Kysely } from "kysely";

/**
 * Public API keys (issue 15, docs/decisions/025): Pro users make named keys on /dev/api; a key is
 * stored as its SHA-256 only and shown once. Calls are counted per key and UTC day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("api_keys_user").on("api_keys").column("user_uid").execute();
  await db.schema
    .createTable("api_key_usage")
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("api_key_usage_pk", ["key_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_key_usage").execute();
  await db.schema.dropTable("api_keys").execute();
}
