import type { Kysely } from "kysely";

/**
 * Closed months of hourly buckets, compacted into one row per item and month (the rows as JSON):
 * a year of hourly history is then a dozen rows to read instead of 8,760.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("price_hourly_months")
    .addColumn("item_uid", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("month", "bigint", (c) => c.notNull())
    .addColumn("rows", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("price_hourly_months_pk", ["item_uid", "mode", "month"])
    .execute();
  await db.schema.createIndex("price_hourly_months_month").on("price_hourly_months").column("month").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("price_hourly_months").ifExists().execute();
}
