import type { Kysely } from "kysely";

/**
 * When a user-wide entry was last set, in epoch ms (issue 32 item 1, docs/decisions/060): the list of
 * the player's own prices says when each was set. Rows from before stay null ("not known").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_entries").addColumn("set_at", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_entries").dropColumn("set_at").execute();
}
