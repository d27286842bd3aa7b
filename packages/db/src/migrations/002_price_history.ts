import type { Kysely } from "kysely";

/** Price history: hourly and daily rollups, import runs, leases for jobs, and more figures per item. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable("price_points").addColumn("high24h", "bigint").execute();
  await s.createIndex("price_points_mode_t").on("price_points").columns(["mode", "t"]).execute();
  await s
    .alterTable("trader_sell_prices")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("pack"))
    .execute();

  for (const table of ["price_hourly", "price_daily"] as const) {
    await s
      .createTable(table)
      .addColumn("item_uid", "text", (c) => c.notNull())
      .addColumn("mode", "text", (c) => c.notNull())
      .addColumn("bucket", "bigint", (c) => c.notNull())
      .addColumn("open", "double precision", (c) => c.notNull())
      .addColumn("open_t", "bigint", (c) => c.notNull())
      .addColumn("close", "double precision", (c) => c.notNull())
      .addColumn("close_t", "bigint", (c) => c.notNull())
      .addColumn("high", "double precision", (c) => c.notNull())
      .addColumn("low", "double precision", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addColumn("sum", "double precision", (c) => c.notNull())
      .addColumn("offers_sum", "double precision", (c) => c.notNull())
      .addColumn("offers_n", "integer", (c) => c.notNull())
      .addColumn("median", "double precision", (c) => c.notNull())
      // Hourly: the bucket's scan values while it is recent; daily: its hours' medians.
      .addColumn("detail", "text")
      .addPrimaryKeyConstraint(`${table}_pk`, ["item_uid", "mode", "bucket"])
      .execute();
    await s.createIndex(`${table}_mode_bucket`).on(table).columns(["mode", "bucket"]).execute();
  }

  await s.alterTable("price_stats").addColumn("offers", "integer").execute();
  await s
    .alterTable("price_stats")
    .addColumn("low_confidence", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable("price_stats").addColumn("spark", "text").execute();
  await s.alterTable("price_stats").addColumn("latest_price", "bigint").execute();
  await s.alterTable("price_stats").addColumn("latest_avg24h", "bigint").execute();

  await s
    .createTable("price_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("updated", "bigint")
    .addColumn("expiration", "bigint")
    .execute();
  await s.createIndex("price_imports_finished").on("price_imports").columns(["mode", "finished_at"]).execute();

  await s
    .createTable("leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["leases", "price_imports", "price_daily", "price_hourly"]) await db.schema.dropTable(table).ifExists().execute();
}
