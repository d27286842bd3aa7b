import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from "kysely";
import pg from "pg";
import { registerSqlite } from "./bulk.ts";
import { resilientPool } from "./resilientPool.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs (no password). */
  describe: string;
  close(): Promise<void>;
}

// node-postgres returns bigint (int8) as strings; every bigint here is an epoch ms or a price, well inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric and double precision as numbers too.
pg.types.setTypeParser(1700, (value) => Number(value));

/** Removes the password from a connection URL so it can be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable database url)";
  }
}

/** The connections PostgreSQL gets per instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number | undefined;
  /**
   * Told of a lost PostgreSQL connection (the server ended it, the network dropped it): at most one
   * call per burst, with how many errors the burst had (resilientPool.ts). The process keeps running
   * whatever happens; unset, the errors are only counted.
   */
  onConnectionError?: ((err: Error, count: number) => void) | undefined;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise an SQLite file `raidkit.sqlite` under
 * `dataDir` (created on first start). SQLite runs in WAL mode so an import in another process does
 * not block readers. PostgreSQL's pool survives dropped connections (resilientPool.ts).
 */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // An unreachable server fails a request in 5 s instead of holding it forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(pool, options.onConnectionError) as PostgresPool }) });
    return { db, engine: "postgres", describe: redactUrl(options.databaseUrl), close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "raidkit.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  registerSqlite(db, sqlite);
  return { db, engine: "sqlite", describe: file, close: () => db.destroy() };
}
