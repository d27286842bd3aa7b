import type { Kysely } from "kysely";

/**
 * Crafts and barters a Pro player runs (issue 32 item 3, docs/decisions/062): one row per run of a
 * PMC, its recipe, start and end (epoch ms) and state (running, completed, canceled; "built" is a
 * running craft past its end). Visitors and free players keep theirs in the browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("craft_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("char_uid", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipe_id", "text", (c) => c.notNull())
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("ends_at", "bigint", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("craft_runs_char").on("craft_runs").column("char_uid").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("craft_runs").execute();
}
