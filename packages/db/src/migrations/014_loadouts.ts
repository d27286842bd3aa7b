import { type Kysely, sql } from "kysely";

/**
 * Weapon loadouts (issue 16, docs/decisions/028): a user's saved builds, public once a Pro user
 * publishes one, with likes (one per user). The build is JSON; weapon, category, caliber, its key
 * (to refuse an identical published loadout) and its figures are columns, for the search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("loadouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("is_public", "integer", (c) => c.notNull())
    .addColumn("weapon_id", "text", (c) => c.notNull())
    .addColumn("category", "text")
    .addColumn("caliber", "text", (c) => c.notNull())
    .addColumn("build", "text", (c) => c.notNull())
    .addColumn("build_key", "text", (c) => c.notNull())
    .addColumn("ergonomics", "integer", (c) => c.notNull())
    .addColumn("recoil_vertical", "integer", (c) => c.notNull())
    .addColumn("recoil_horizontal", "integer", (c) => c.notNull())
    .addColumn("weight", "real", (c) => c.notNull())
    .addColumn("likes", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loadouts_user").on("loadouts").column("user_uid").execute();
  // One published loadout per build, held by the database too (two publishes at once cannot both pass).
  await db.schema.createIndex("loadouts_published_build").unique().on("loadouts").column("build_key").where(sql.ref("is_public"), "=", 1).execute();
  await db.schema.createIndex("loadouts_public_weapon").on("loadouts").columns(["is_public", "weapon_id"]).execute();
  await db.schema
    .createTable("loadout_likes")
    .addColumn("loadout_id", "text", (c) => c.notNull())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("loadout_likes_pk", ["loadout_id", "user_uid"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("loadout_likes").execute();
  await db.schema.dropTable("loadouts").execute();
}
