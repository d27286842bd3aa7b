import type { Kysely } from "kysely";

/**
 * Item descriptions in the game's other languages (the pack's locale files, issue 13): kept beside
 * the localised names; the English description stays in items.description.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("item_names").addColumn("description", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("item_names").dropColumn("description").execute();
}
