import type pg from "pg";

/**
 * PostgreSQL connections that can go away under a running server (issue 30, finding 1): the server
 * ends them (`pg_terminate_backend`, a restart, a failover), a proxy or the network drops them.
 * node-postgres reports that as an 'error' event on the pool (an idle connection) or on the client
 * (a connection in use); an 'error' event nobody listens to ends the process. Here every such event
 * is heard and reported once per burst, and the pool drops the dead connection. A statement that
 * failed on a dead connection outside a transaction runs again on another one when that is safe
 * (safeToRepeat: reads, and writes that certainly did not happen), as often as the pool may hand out
 * connections that died together; so a page read or a tick made as the connections drop is still
 * answered. Transactions are never repeated: they fail, and the server answers 503 (isConnectionError).
 */

/** SQLSTATE classes and codes, and socket errors, of a connection that is gone (not of a bad query). */
const GONE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const GONE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|connection is closed|Postgres connection has been discarded/i;

/** Whether an error says the database connection is gone or cannot be made (try again later), not that a query is wrong. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (GONE_CODES.has(code) || code.startsWith("08"))) return true;
  return GONE_MESSAGES.test(err.message);
}

/** A statement that only reads: safe to run again when its connection died under it. */
export function isReadOnlyStatement(statement: string): boolean {
  return (
    /^\s*\(?\s*(select|with)\b/i.test(statement) &&
    !/\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*)\b|\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(statement)
  );
}

/**
 * Whether a statement that failed on a lost connection, outside a transaction, may run again on a
 * fresh one: a read always; a write only when it certainly did not happen: the connection was known
 * to be dead before anything was sent ("not queryable"), or PostgreSQL ended the session with
 * admin_shutdown (57P01: pg_terminate_backend, a fast shutdown), which aborts the statement under way.
 * A connection that just dropped (a reset, a network cut) may have lost the reply of a committed write:
 * that write is never repeated.
 */
export function safeToRepeat(err: unknown, statement: string): boolean {
  if (!isConnectionError(err)) return false;
  if (isReadOnlyStatement(statement)) return true;
  return (err as { code?: unknown }).code === "57P01" || /not queryable/i.test((err as Error).message);
}

/** How long after a reported connection error further ones are only counted (one line per burst). */
export const CONNECTION_ERROR_BURST_MS = 10_000;

/**
 * Calls `report` for the first error at once and, when more came within the burst window, once at
 * its end with their count; never more than twice per window, however many connections broke.
 */
export function burstReporter(report: ((err: Error, count: number) => void) | undefined, windowMs = CONNECTION_ERROR_BURST_MS): (err: Error) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let more = 0;
  let last: Error | null = null;
  return (err) => {
    if (timer) {
      more++;
      last = err;
      return;
    }
    report?.(err, 1);
    timer = setTimeout(() => {
      timer = null;
      if (more > 0 && last) report?.(last, more);
      more = 0;
      last = null;
    }, windowMs);
    timer.unref();
  };
}

type QueryArgs = [statement: string, parameters?: readonly unknown[]];

/** One checkout of the pool, as Kysely uses it: `query` and `release`, with the retry of reads. */
class ResilientClient {
  private readonly pool: pg.Pool;
  private client: pg.PoolClient | null;
  private inTransaction = false;

  constructor(pool: pg.Pool, client: pg.PoolClient) {
    this.pool = pool;
    this.client = client;
  }

  /** Kysely reads the backend's pid to cancel a query. */
  get processID(): number | undefined {
    return (this.client as unknown as { processID?: number } | null)?.processID;
  }

  query(...args: QueryArgs | [cursor: unknown]): Promise<unknown> | unknown {
    const client = this.live();
    const [statement, parameters] = args;
    // A cursor (streaming) is passed through as it is.
    if (typeof statement !== "string") return client.query(statement as pg.Submittable);
    return this.run(client, statement, parameters as unknown[] | undefined);
  }

  private async run(first: pg.PoolClient, statement: string, parameters: unknown[] | undefined): Promise<pg.QueryResult> {
    if (/^\s*(begin|start\s+transaction)\b/i.test(statement)) this.inTransaction = true;
    let client = first;
    try {
      // Connections ended together may still sit idle in the pool (their error not read yet): each
      // one handed out is dropped in turn, up to one more than the pool holds.
      for (let attempt = 0; ; attempt++) {
        try {
          return await client.query(statement, parameters);
        } catch (err) {
          if (this.inTransaction || attempt > (this.pool.options.max ?? 10) || !safeToRepeat(err, statement)) throw err;
          this.client = null;
          client.release(err as Error);
          client = await this.pool.connect();
          this.client = client;
        }
      }
    } finally {
      if (/^\s*(commit|rollback)\s*;?\s*$/i.test(statement)) this.inTransaction = false;
    }
  }

  private live(): pg.PoolClient {
    if (!this.client) throw new Error("Postgres connection has been discarded");
    return this.client;
  }

  release(destroy?: boolean | Error): void {
    const client = this.client;
    this.client = null;
    // A connection that broke is never given back for reuse.
    client?.release(destroy || undefined);
  }
}

/**
 * The pool Kysely's PostgresDialect gets: every connection error heard (and reported once per
 * burst through `onConnectionError`), reads retried once on a fresh connection (ResilientClient).
 */
export function resilientPool(pool: pg.Pool, onConnectionError?: (err: Error, count: number) => void) {
  const report = burstReporter(onConnectionError);
  // An idle connection that breaks: the pool drops it and emits 'error' here.
  pool.on("error", (err) => report(err));
  // A connection in use that breaks: its client emits 'error' (the running query fails as well).
  pool.on("connect", (client) => {
    client.on("error", (err) => report(err));
  });
  return {
    get options() {
      return pool.options;
    },
    get Client() {
      return (pool as unknown as { Client: unknown }).Client;
    },
    connect: async () => new ResilientClient(pool, await pool.connect()),
    end: () => pool.end(),
  };
}
