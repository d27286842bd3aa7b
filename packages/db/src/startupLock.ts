import { type Kysely, sql } from "kysely";
import type { Engine } from "./connect.ts";

/** The advisory lock key of schema changes and pack imports ("rk-setup" as 8 ASCII bytes). */
export const SETUP_LOCK_KEY = 0x726b2d7365747570n;

/**
 * Runs `work` (migrations, the pack import) while holding PostgreSQL's session advisory lock
 * SETUP_LOCK_KEY on one connection of its own: several instances started together on an empty
 * database take turns, so one creates the schema and imports the pack while the others wait, then
 * find both done (issue 30, finding 2: 2 of 3 instances died on a duplicate key in `categories`).
 * `onWait` is told when another process holds the lock. The lock goes with its connection, so a
 * process that dies while holding it never blocks the others. SQLite: `work` runs as it is (one file,
 * one machine; several instances need PostgreSQL).
 */
export async function withSetupLock<DB, T>(db: Kysely<DB>, engine: Engine, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  if (engine !== "postgres") return work();
  return db.connection().execute(async (connection) => {
    const key = SETUP_LOCK_KEY.toString();
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${sql.raw(key)}) as got`.execute(connection);
    if (!rows[0]?.got) {
      onWait?.();
      await sql`select pg_advisory_lock(${sql.raw(key)})`.execute(connection);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.raw(key)})`.execute(connection);
    }
  });
}
