import type { Kysely } from "kysely";

/**
 * Trader restocks and price alerts (issue 32 item 6, docs/decisions/065).
 * - `trader_restocks`: each trader's next restock per game mode as the live source last gave it
 *   (tarkov.dev `Trader.resetTime`), with when it was fetched; no row: unknown.
 * - `price_alerts`: a player's alert on an item's price in one game mode (above or below his
 *   value), the price it last saw (`last_price`, to tell a crossing) and when it fired (`fired_at`,
 *   with the prices either side): an alert fires once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trader_restocks")
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("trader_id", "text", (c) => c.notNull())
    .addColumn("reset_at", "bigint")
    .addColumn("fetched_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("trader_restocks_pk", ["mode", "trader_id"])
    .execute();
  await db.schema
    .createTable("price_alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_uid", "text", (c) => c.notNull())
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("value", "bigint", (c) => c.notNull())
    .addColumn("last_price", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("fired_at", "bigint")
    .addColumn("fired_from", "bigint")
    .addColumn("fired_price", "bigint")
    .execute();
  await db.schema.createIndex("price_alerts_user").on("price_alerts").column("user_uid").execute();
  await db.schema.createIndex("price_alerts_mode").on("price_alerts").columns(["mode", "fired_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("price_alerts").execute();
  await db.schema.dropTable("trader_restocks").execute();
}
