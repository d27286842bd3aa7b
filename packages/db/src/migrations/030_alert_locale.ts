import type { Kysely } from "kysely";

/**
 * The language a price alert was set in (docs/decisions/068): its Discord message is written in it
 * (the site keeps no language per user; the browser's choice is a cookie). Null: older alerts, English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("price_alerts").addColumn("locale", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("price_alerts").dropColumn("locale").execute();
}
