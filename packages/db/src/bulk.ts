import type SQLite from "better-sqlite3";
import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type ColumnType = "text" | "bigint" | "integer" | "double precision";

/** A PostgreSQL array literal of one column: numbers as they are, text quoted, NULL for null. */
export function arrayLiteral(rows: readonly Record<string, unknown>[], column: string, text: boolean): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = (rows[i] as Record<string, unknown>)[column];
    if (v === null || v === undefined) parts[i] = "NULL";
    else if (!text) {
      if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`bulkWrite: ${column} must be a finite number`);
      parts[i] = String(v);
    } else parts[i] = `"${String(v).replace(/["\\]/g, (m) => `\\${m}`)}"`;
  }
  return `{${parts.join(",")}}`;
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Writes many rows at once, optionally replacing rows with the same key. On PostgreSQL the rows
 * travel as one array per column (`unnest`), which is several times faster than a long VALUES list;
 * on SQLite they go in chunks of VALUES under its parameter limit.
 */
export async function bulkWrite<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Record<string, unknown>[],
  columns: readonly { name: string; type: ColumnType }[],
  conflict?: { keys: readonly string[]; update: "all" | "nothing" },
): Promise<void> {
  if (rows.length === 0) return;
  if (isPostgres(db)) {
    // Each column travels as one array literal, written here (node-pg's per-element escaping costs more than the insert).
    const arrays = columns.map((c) => sql`${arrayLiteral(rows, c.name, c.type === "text")}::${sql.raw(c.type)}[]`);
    const onConflict = !conflict
      ? sql``
      : conflict.update === "nothing"
        ? sql`on conflict (${sql.join(conflict.keys.map((k) => sql.ref(k)))}) do nothing`
        : sql`on conflict (${sql.join(conflict.keys.map((k) => sql.ref(k)))}) do update set ${sql.join(
            columns.filter((c) => !conflict.keys.includes(c.name)).map((c) => sql`${sql.ref(c.name)} = excluded.${sql.ref(c.name)}`),
          )}`;
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c.name)))}) select * from unnest(${sql.join(arrays)}) ${onConflict}`.execute(
      db,
    );
    return;
  }
  // SQLite: straight to better-sqlite3 (the transaction's own connection: SQLite has one), with a
  // statement of many rows prepared once and run chunk after chunk. Kysely's path prepared each chunk
  // of ~30,000 parameters anew, a third of a pack import's time.
  const sqlite = rawSqlite(db);
  const names = columns.map((c) => c.name);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const head = `insert into ${quote(table)} (${names.map(quote).join(", ")}) values `;
  const tail = !conflict
    ? ""
    : conflict.update === "nothing"
      ? ` on conflict (${conflict.keys.map(quote).join(", ")}) do nothing`
      : ` on conflict (${conflict.keys.map(quote).join(", ")}) do update set ${names
          .filter((n) => !conflict.keys.includes(n))
          .map((n) => `${quote(n)} = excluded.${quote(n)}`)
          .join(", ")}`;
  const tuple = `(${names.map(() => "?").join(", ")})`;
  const statementOf = (count: number) => preparedOnce(sqlite, head + new Array(count).fill(tuple).join(", ") + tail);
  const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(PARAMS_PER_STATEMENT / names.length)));
  const params: unknown[] = new Array(perStatement * names.length);
  for (let i = 0; i < rows.length; i += perStatement) {
    const count = Math.min(perStatement, rows.length - i);
    params.length = count * names.length;
    let p = 0;
    for (let r = i; r < i + count; r++) {
      const row = rows[r] as Record<string, unknown>;
      for (const name of names) params[p++] = row[name] ?? null;
    }
    statementOf(count).run(params);
  }
}

/**
 * Rows and parameters of one prepared multi-row insert (SQLite). Chosen, not tuned: small enough to
 * prepare in well under a millisecond, large enough that the per-run overhead is spread over many rows.
 */
const ROWS_PER_STATEMENT = 200;
const PARAMS_PER_STATEMENT = 2_000;
/** Prepared inserts kept per connection (a pack import uses a few dozen). */
const STATEMENTS_KEPT = 64;

/** The better-sqlite3 connection behind a Kysely instance or transaction, by its adapter (shared by both). */
const sqliteByAdapter = new WeakMap<object, SQLite.Database>();
const statementsBySqlite = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/** Called by openDatabase for an SQLite database: bulkWrite then writes through it directly. */
export function registerSqlite(db: Kysely<Database>, sqlite: SQLite.Database): void {
  sqliteByAdapter.set(db.getExecutor().adapter, sqlite);
}

function rawSqlite(db: Db): SQLite.Database {
  const sqlite = sqliteByAdapter.get(db.getExecutor().adapter);
  if (!sqlite) throw new Error("bulkWrite: an SQLite database not opened by openDatabase");
  return sqlite;
}

function preparedOnce(sqlite: SQLite.Database, text: string): SQLite.Statement {
  let kept = statementsBySqlite.get(sqlite);
  if (!kept) {
    kept = new Map();
    statementsBySqlite.set(sqlite, kept);
  }
  let statement = kept.get(text);
  if (statement) {
    kept.delete(text);
  } else {
    statement = sqlite.prepare(text);
    if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
  }
  kept.set(text, statement);
  return statement;
}
