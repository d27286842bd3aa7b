import { type Kysely, sql } from "kysely";

/**
 * Spec §4: progress resets itself after a game wipe, and a character's progress can be shared
 * read-only with another user (docs/decisions/014).
 * - `chars.progress_since`: when the character's progress started (its creation, or the last reset
 *   after a wipe). PVP progress older than the wipe date is reset once, on the user's next request.
 * - `progress_shares`: share links, one viewer each. The secret token is stored as its SHA-256
 *   (as sessions are), so a copy of the table accepts no link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .alterTable("chars")
    .addColumn("progress_since", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update chars set progress_since = created_at`.execute(db);

  await s
    .createTable("progress_shares")
    // The public id (in the viewer's URLs); the token of the link is only ever stored hashed.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("owner_uid", "text", (c) => c.notNull())
    .addColumn("char_uid", "text", (c) => c.notNull())
    .addColumn("viewer_uid", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("accepted_at", "bigint")
    .execute();
  await s.createIndex("progress_shares_owner").on("progress_shares").column("owner_uid").execute();
  await s.createIndex("progress_shares_viewer").on("progress_shares").column("viewer_uid").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("progress_shares").execute();
  await db.schema.alterTable("chars").dropColumn("progress_since").execute();
}
