import type { Kysely } from "kysely";

/**
 * A retried chat send is stored once (issue 30, finding 5): the page chooses a message id when the
 * player presses Send and sends it again on a retry; `client_id` keeps it, unique per author, so
 * the retry finds the stored message (repositories/chat.ts). Null for messages sent without one
 * (older pages, and every message before this migration): NULLs never clash in a unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chat_messages").addColumn("client_id", "text").execute();
  await db.schema.createIndex("chat_messages_client_id").on("chat_messages").columns(["user_uid", "client_id"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("chat_messages_client_id").execute();
  await db.schema.alterTable("chat_messages").dropColumn("client_id").execute();
}
