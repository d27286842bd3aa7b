import type { Kysely } from "kysely";

/**
 * Game data from the live source (docs/decisions/022): quests, traders, hideout stations, crafts,
 * barters and map points, one row per record, typed as the pack's records (packages/game/src/pack)
 * with their names (and quest texts) per locale. Kept apart from the pack's tables: a pack import
 * never touches them, and the repositories read a kind's live records instead of the pack's once
 * a complete import of that kind (and game mode) is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("live_records")
    .addColumn("kind", "text", (c) => c.notNull())
    // "pvp" or "pve" for what differs per game mode (stations, crafts, barters, maps); "any" for quests (both modes in one record) and traders.
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("texts_json", "text")
    .addColumn("updated", "bigint", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("live_records_pk", ["kind", "mode", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("live_records").execute();
}
