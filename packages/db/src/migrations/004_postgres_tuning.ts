import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * PostgreSQL only: the rollup and figure tables are rewritten row by row at every snapshot. Free
 * room in each page lets those updates stay on the page (HOT updates, no index writes), and an eager
 * autovacuum keeps that room free. SQLite has no such settings; it is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ["price_hourly", "price_daily", "price_stats"]) {
    await sql`alter table ${sql.table(table)} set (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ["price_hourly", "price_daily", "price_stats"]) {
    await sql`alter table ${sql.table(table)} reset (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_analyze_scale_factor)`.execute(db);
  }
}
