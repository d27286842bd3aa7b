import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { sql } from "kysely";
import { emptyDataDir } from "./testDb.ts";

export interface Engine {
  name: "sqlite" | "postgres";
  /** Environment for a child process using the same database. */
  env: Record<string, string>;
  /** Opens the database, emptied. */
  open(): Promise<DatabaseHandle>;
}

/**
 * The engines the repository suite runs on: SQLite always; PostgreSQL when DATABASE_URL is set
 * (CI sets postgres://postgres@127.0.0.1:5432/test). The PostgreSQL schema is dropped first.
 */
export function engines(): Engine[] {
  const list: Engine[] = [];
  const dataDir = emptyDataDir();
  list.push({ name: "sqlite", env: { DATA_DIR: dataDir, DATABASE_URL: "" }, open: async () => openDatabase({ dataDir }) });
  const url = process.env.DATABASE_URL;
  if (url) {
    list.push({
      name: "postgres",
      env: { DATABASE_URL: url },
      open: async () => {
        const handle = openDatabase({ databaseUrl: url, dataDir: emptyDataDir() });
        await sql`drop schema if exists public cascade`.execute(handle.db);
        await sql`create schema public`.execute(handle.db);
        return handle;
      },
    });
  }
  return list;
}
