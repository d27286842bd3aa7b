import { type DatabaseHandle, isConnectionError, openDatabase } from "@raidkit/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDataDir } from "../helpers/testDb.ts";

/**
 * Issue 30, finding 1: PostgreSQL ending the server's connections (pg_terminate_backend, as an
 * operator's failover or restart does) must not end the process. Before the fix the pool's 'error'
 * event had no listener: vitest saw an unhandled error and this file failed. Runs when DATABASE_URL is set.
 */
const url = process.env.DATABASE_URL;
const APP = "raidkit-connection-loss-test";

describe.runIf(url)("a dropped PostgreSQL connection", () => {
  let handle: DatabaseHandle;
  let admin: DatabaseHandle;
  const reported: { message: string; count: number }[] = [];

  beforeAll(() => {
    const withName = new URL(url as string);
    withName.searchParams.set("application_name", APP);
    handle = openDatabase({
      databaseUrl: withName.toString(),
      dataDir: emptyDataDir(),
      poolSize: 4,
      onConnectionError: (err, count) => reported.push({ message: err.message, count }),
    });
    admin = openDatabase({ databaseUrl: url, dataDir: emptyDataDir(), poolSize: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await admin.close();
  });

  /** Ends every connection of the pool under test, as `select pg_terminate_backend(pid)` from psql would. */
  const terminateAll = async () => {
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${APP} and pid <> pg_backend_pid()`.execute(admin.db);
    return rows.length;
  };
  const one = async () => (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]?.one;

  it("keeps serving after its idle connections are ended, and reports the errors once", async () => {
    // Four idle connections in the pool.
    await Promise.all([1, 2, 3, 4].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
    expect(await terminateAll()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => reported.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    // One line for the burst, however many connections broke.
    expect(reported.filter((r) => r.count === 1)).toHaveLength(1);
    expect(reported[0]?.message).toMatch(/terminat/i);
    // Queries go on over fresh connections.
    for (let i = 0; i < 10; i++) expect(await one()).toBe(1);
  });

  it("answers a read that was running when its connection was ended, on a fresh connection", async () => {
    const running = sql<{ answer: number }>`select 42 as answer from pg_sleep(0.6)`.execute(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await terminateAll()).toBeGreaterThanOrEqual(1);
    expect((await running).rows[0]?.answer).toBe(42);
  });

  it("runs a write the termination aborted once more (stored once), never a transaction; the next ones work", async () => {
    await sql`create table if not exists connection_loss_probe (n integer)`.execute(handle.db);
    await sql`delete from connection_loss_probe`.execute(handle.db);
    // A write under way when PostgreSQL ends its session (57P01) was rolled back by PostgreSQL: safe to run again.
    const write = sql`insert into connection_loss_probe (n) select 1 from pg_sleep(0.6)`.execute(handle.db);
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`insert into connection_loss_probe (n) values (2)`.execute(trx);
      await sql`select pg_sleep(0.6)`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminateAll();
    const [w, t] = await Promise.allSettled([write, transaction]);
    expect(w.status).toBe("fulfilled");
    // The transaction's first statement is gone with its session: the transaction fails as a whole.
    expect(t.status).toBe("rejected");
    expect(isConnectionError((t as PromiseRejectedResult).reason)).toBe(true);
    const { rows } = await sql<{ n: number }>`select n from connection_loss_probe`.execute(handle.db);
    expect(rows).toEqual([{ n: 1 }]);
    // Writes after the drop go over fresh connections (the pool's idle ones died too).
    await terminateAll();
    await sql`insert into connection_loss_probe (n) values (3)`.execute(handle.db);
    expect((await sql<{ n: number }>`select n from connection_loss_probe order by n`.execute(handle.db)).rows).toEqual([{ n: 1 }, { n: 3 }]);
    await sql`drop table connection_loss_probe`.execute(handle.db);
  });
});
