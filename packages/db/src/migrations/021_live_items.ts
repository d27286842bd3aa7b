import type { Kysely } from "kysely";

/**
 * The live catalogue (issue 34, docs/decisions/041): every item the live source lists, when it
 * was first and last listed and since when it is no longer listed (such items leave the market
 * list but keep their pages and history), and the items-table row of an item the pack lacks that
 * the import added (so it is added again after a pack import replaces the items table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("live_items")
    .addColumn("item_uid", "text", (c) => c.primaryKey())
    .addColumn("first_seen", "bigint", (c) => c.notNull())
    .addColumn("last_seen", "bigint", (c) => c.notNull())
    .addColumn("missing_since", "bigint")
    .addColumn("row_json", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("live_items").execute();
}
