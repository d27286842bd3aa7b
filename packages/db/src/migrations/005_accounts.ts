import type { Kysely } from "kysely";

/**
 * Accounts (spec §3 User): users, their sessions and characters, e-mail login codes, and the
 * user's lists and settings as one row per entry. Rows per entry let two tabs change different
 * entries at once without a read-modify-write of a whole list (spec §4, ARCHITECTURE data flow 4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable("users")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("username", "text")
    // Lower-cased username: one user per name whatever the case.
    .addColumn("username_key", "text", (c) => c.unique())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("pro", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pro_until", "bigint")
    .addColumn("admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("feature_maps", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("char_uid", "text", (c) => c.notNull())
    .addColumn("patreon_id", "text", (c) => c.unique())
    .addColumn("bot_account", "text")
    .execute();

  await s
    .createTable("sessions")
    // SHA-256 of the cookie's token: a copy of the table does not log anyone in.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await s.createIndex("sessions_user").on("sessions").column("user_uid").execute();

  await s
    .createTable("chars")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("char_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("fraction", "text", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("game_mode", "text", (c) => c.notNull())
    .addColumn("game_edition", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await s.createIndex("chars_user").on("chars").column("user_uid").execute();

  // User-wide lists and maps (favList, userPricesMap, userSellPricesMap) and settings.
  await s
    .createTable("user_entries")
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_entries_pk", ["user_uid", "list", "key"])
    .execute();

  // Per-character progress (questsDone, questsHidden, itemsFound, modulesBuilt) and tradersLL.
  await s
    .createTable("char_entries")
    .addColumn("char_uid", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("char_entries_pk", ["char_uid", "list", "key"])
    .execute();

  await s
    .createTable("login_codes")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_codes", "char_entries", "user_entries", "chars", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
