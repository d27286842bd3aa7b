import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable("meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await s
    .createTable("redirects")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(301))
    .execute();
  await s
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("parent_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("path_json", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("names_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("items")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("short_name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("category_id", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("types_json", "text", (c) => c.notNull())
    .addColumn("base_price", "bigint")
    .addColumn("handbook_price", "bigint")
    .addColumn("banned_flea", "integer", (c) => c.notNull())
    .addColumn("is_functional", "integer", (c) => c.notNull())
    .addColumn("caliber", "text")
    .execute();
  await s.createIndex("items_category").on("items").column("category_id").execute();
  await s
    .createTable("item_names")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("short_name", "text")
    .addPrimaryKeyConstraint("item_names_pk", ["item_uid", "locale"])
    .execute();
  await s.createIndex("item_names_locale").on("item_names").column("locale").execute();
  await s
    .createTable("traders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("trader_sell_prices")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("trader", "text", (c) => c.notNull())
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("price_rub", "bigint", (c) => c.notNull())
    .addColumn("t", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("trader_sell_prices_pk", ["item_uid", "trader", "t"])
    .execute();
  await s
    .createTable("trader_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("trader_id", "text", (c) => c.notNull())
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("item_count", "integer", (c) => c.notNull())
    .addColumn("loyalty_level", "integer", (c) => c.notNull())
    .addColumn("price", "double precision")
    .addColumn("currency", "text")
    .addColumn("required_json", "text")
    .addColumn("quest_unlock", "text")
    .addColumn("buy_limit", "integer")
    .execute();
  await s.createIndex("trader_offers_item").on("trader_offers").column("item_uid").execute();
  await s
    .createTable("stations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("crafts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("station_type", "integer", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("duration_sec", "integer", (c) => c.notNull())
    .addColumn("output_item_uid", "text")
    .addColumn("data_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("quests")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("trader_id", "text")
    .addColumn("map_id", "text")
    .addColumn("min_level", "integer", (c) => c.notNull())
    .addColumn("kappa", "integer", (c) => c.notNull())
    .addColumn("faction", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("maps")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("price_points")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("t", "bigint", (c) => c.notNull())
    .addColumn("price", "bigint")
    .addColumn("avg24h", "bigint")
    .addColumn("low24h", "bigint")
    .addColumn("offers", "integer")
    .addColumn("source", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("price_points_pk", ["item_uid", "mode", "t"])
    .execute();
  await s.createIndex("price_points_source").on("price_points").column("source").execute();
  await s
    .createTable("price_stats")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("last_price", "bigint")
    .addColumn("avg24h", "bigint")
    .addColumn("avg7d", "bigint")
    .addColumn("price_per_slot", "bigint")
    .addColumn("change24h", "double precision")
    .addColumn("change7d", "double precision")
    .addColumn("trader_price", "bigint")
    .addColumn("trader_name", "text")
    .addColumn("updated", "bigint")
    .addPrimaryKeyConstraint("price_stats_pk", ["item_uid", "mode"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "price_stats",
    "price_points",
    "maps",
    "quests",
    "crafts",
    "stations",
    "trader_offers",
    "trader_sell_prices",
    "traders",
    "item_names",
    "items",
    "categories",
    "redirects",
    "settings",
    "meta",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
