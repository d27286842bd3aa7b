import { type Kysely, sql } from "kysely";

/**
 * Trader sell prices per game mode (issue "Prices a player can trust"): the live source answers
 * each mode's trader prices, and PvE's differ. `mode` is "pvp", "pve" or "any" (the pack's, the
 * same for both); the key gains the mode, so both modes' prices of one scan time are kept. The
 * table is rebuilt (SQLite cannot change a primary key in place); existing rows become "any"
 * (the pack's) or the mode their source names (`tarkov.dev:pve`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trader_sell_prices_new")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("trader", "text", (c) => c.notNull())
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("price_rub", "bigint", (c) => c.notNull())
    .addColumn("t", "bigint", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo("pack"))
    .addPrimaryKeyConstraint("trader_sell_prices_mode_pk", ["item_uid", "mode", "trader", "t"])
    .execute();
  await sql`insert into trader_sell_prices_new (item_uid, mode, trader, price, currency, price_rub, t, source)
    select item_uid,
      case when source like '%:pve' then 'pve' when source like '%:pvp' then 'pvp' else 'any' end,
      trader, price, currency, price_rub, t, source
    from trader_sell_prices`.execute(db);
  await db.schema.dropTable("trader_sell_prices").execute();
  await db.schema.alterTable("trader_sell_prices_new").renameTo("trader_sell_prices").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trader_sell_prices_old")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("trader", "text", (c) => c.notNull())
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("price_rub", "bigint", (c) => c.notNull())
    .addColumn("t", "bigint", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo("pack"))
    .addPrimaryKeyConstraint("trader_sell_prices_pk", ["item_uid", "trader", "t"])
    .execute();
  await sql`insert into trader_sell_prices_old (item_uid, trader, price, currency, price_rub, t, source)
    select item_uid, trader, price, currency, price_rub, t, source from trader_sell_prices where mode in ('any', 'pvp')
    on conflict do nothing`.execute(db);
  await db.schema.dropTable("trader_sell_prices").execute();
  await db.schema.alterTable("trader_sell_prices_old").renameTo("trader_sell_prices").execute();
}
