import type { Kysely } from "kysely";

/**
 * Live data from a tarkov.dev-compatible API (docs/decisions/021): item image links, item names
 * in every locale the API serves (kept apart from the pack's, which an import replaces, and copied
 * into item_names where the pack has none, marked by `source`), trader buy (cash) offers per game
 * mode, the state of each scheduled job, and which items were back-filled from the API's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable("item_images")
    .addColumn("item_uid", "text", (c) => c.primaryKey())
    .addColumn("icon_link", "text")
    .addColumn("grid_image_link", "text")
    .addColumn("image_512_link", "text")
    .addColumn("updated", "bigint", (c) => c.notNull())
    .execute();

  await s
    .createTable("source_item_names")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("short_name", "text")
    .addColumn("updated", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("source_item_names_pk", ["item_uid", "locale"])
    .execute();
  // null: the pack's row; otherwise the source that filled a name the pack lacks.
  await s.alterTable("item_names").addColumn("source", "text").execute();

  await s
    .createTable("live_trader_offers")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("trader", "text", (c) => c.notNull())
    .addColumn("min_level", "integer")
    .addColumn("price", "bigint", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("price_rub", "bigint", (c) => c.notNull())
    .addColumn("buy_limit", "integer")
    .addColumn("task_unlock", "text")
    .addColumn("t", "bigint", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("live_trader_offers_item").on("live_trader_offers").columns(["item_uid", "mode"]).execute();
  await s.createIndex("live_trader_offers_mode").on("live_trader_offers").column("mode").execute();

  await s
    .createTable("live_jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("ok_at", "bigint")
    .addColumn("ok_updated", "bigint")
    .addColumn("ok_items", "integer")
    .addColumn("failed_at", "bigint")
    .addColumn("error", "text")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable("price_backfill_attempts")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("attempted_at", "bigint", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("price_backfill_attempts_pk", ["item_uid", "mode"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.dropTable("price_backfill_attempts").execute();
  await s.dropTable("live_jobs").execute();
  await s.dropTable("live_trader_offers").execute();
  await s.alterTable("item_names").dropColumn("source").execute();
  await s.dropTable("source_item_names").execute();
  await s.dropTable("item_images").execute();
}
