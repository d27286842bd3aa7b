import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The site chat (issue 18, item 1): messages with an id that orders them (a reconnecting page asks
 * for the messages after the last id it has), soft-deleted by admins (so a page can learn which of
 * the messages it holds are gone), and mutes (until a time, or forever when `until` is null).
 *
 * The id comes from the engine's own counter: SQLite's AUTOINCREMENT, PostgreSQL's identity. Inserts
 * take it inside a lock held until commit (repositories/chat.ts), so ids are in commit order and
 * "after id N" is exact even when two instances insert at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("chat_messages")
    .addColumn("id", postgres ? "bigint" : "integer", (c) => (postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("deleted_at", "bigint")
    .addColumn("deleted_by", "text")
    .execute();
  await db.schema.createIndex("chat_messages_user").on("chat_messages").column("user_uid").execute();
  await db.schema
    .createTable("chat_mutes")
    .addColumn("user_uid", "text", (c) => c.primaryKey())
    .addColumn("until", "bigint")
    .addColumn("muted_by", "text", (c) => c.notNull())
    .addColumn("muted_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_mutes").execute();
  await db.schema.dropTable("chat_messages").execute();
}
