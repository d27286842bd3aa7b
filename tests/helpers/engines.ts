import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { sql } from "kysely";
import { postgresTemplate, recreateFromTemplate, sqliteTemplate } from "./packTemplates.ts";
import { copyTemplateInto, emptyDataDir } from "./testDb.ts";

export interface Engine {
  name: "sqlite" | "postgres";
  /** Environment for a child process using the same database. */
  env: Record<string, string>;
  /** Opens the database, emptied. */
  open(): Promise<DatabaseHandle>;
  /**
   * Opens the database with the data pack imported as `importPack(db, openPack(PACK_DIR), { now })`
   * does, as a copy of a template database imported once per import clock (packTemplates.ts).
   */
  openImported(options?: { now?: number }): Promise<DatabaseHandle>;
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
      openImported: async (options) => {
        copyTemplateInto(dataDir, await sqliteTemplate(options?.now));
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
      openImported: async (options) => {
        await recreateFromTemplate(url, await postgresTemplate(url, options?.now));
        return openDatabase({ databaseUrl: url, dataDir: emptyDataDir() });
      },
    });
  }
  return list;
}
