import type { Kysely, Transaction } from "kysely";
import { bulkWrite, type ColumnType, isPostgres } from "../bulk.ts";
import type { Database } from "../schema.ts";

/** Inserts rows in chunks that stay under both engines' bound-parameter limits. */
export async function insertMany<T extends keyof Database>(db: Kysely<Database> | Transaction<Database>, table: T, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  if (!isPostgres(db)) {
    // Column types matter only to PostgreSQL's array path; SQLite takes the values as they are.
    const columns = Object.keys(rows[0] as object).map((name) => ({ name, type: "text" as ColumnType }));
    await bulkWrite(db, table, rows as Record<string, unknown>[], columns);
    return;
  }
  const columns = Object.keys(rows[0] as object).length;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}
