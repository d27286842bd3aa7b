import type { Kysely } from "kysely";

/**
 * Discord's /price in PVE asks whether the Discord user who used it is linked to a Pro account
 * (issue 30, finding 10; docs/decisions/038): users are found by their linked chat-bot account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("users_bot_account").on("users").column("bot_account").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_bot_account").execute();
}
