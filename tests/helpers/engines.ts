import { type DatabaseHandle, importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { sql } from "kysely";
import { PACK_DIR } from "./paths.ts";
import { copyTemplateInto, emptyDataDir } from "./testDb.ts";

export interface Engine {
  name: "sqlite" | "postgres";
  /** Environment for a child process using the same database. */
  env: Record<string, string>;
  /** Opens the database, emptied. */
  open(): Promise<DatabaseHandle>;
  /**
   * Opens the database with the data pack imported as `importPack(db, openPack(PACK_DIR))` does, once
   * per test file: SQLite copies the template the global setup imported (a pack import is ~10 s);
   * PostgreSQL imports the pack.
   */
  openImported(): Promise<DatabaseHandle>;
}

/**
 * The engines the repository suite runs on: SQLite always; PostgreSQL when DATABASE_URL is set
 * (CI sets postgres://postgres@127.0.0.1:5432/test). The PostgreSQL schema is dropped first.
 * TEST_ENGINES (a comma list, e.g. `postgres`) narrows them: CI's PostgreSQL step skips what
 * `npm test` already ran on SQLite.
 */
export function engines(): Engine[] {
  const list: Engine[] = [];
  const wanted = (process.env.TEST_ENGINES ?? "sqlite,postgres").split(",").map((e) => e.trim());
  const dataDir = emptyDataDir();
  if (wanted.includes("sqlite"))
    list.push({
      name: "sqlite",
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: async () => openDatabase({ dataDir }),
      openImported: async () => {
        copyTemplateInto(dataDir);
        return openDatabase({ dataDir });
      },
    });
  const url = process.env.DATABASE_URL;
  if (url && wanted.includes("postgres")) {
    const open = async () => {
      const handle = openDatabase({ databaseUrl: url, dataDir: emptyDataDir() });
      await sql`drop schema if exists public cascade`.execute(handle.db);
      await sql`create schema public`.execute(handle.db);
      return handle;
    };
    list.push({
      name: "postgres",
      env: { DATABASE_URL: url },
      open,
      openImported: async () => {
        const handle = await open();
        await migrateToLatest(handle.db);
        await importPack(handle.db, openPack(PACK_DIR));
        return handle;
      },
    });
  }
  return list;
}
