import type { Kysely } from "kysely";

/**
 * The pack's quest objective and fail-condition texts in the game's other languages (issue 34, item 6;
 * docs/decisions/043): site locale -> objective id -> text, as JSON. Null for a quest without any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quests").addColumn("texts_json", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quests").dropColumn("texts_json").execute();
}
