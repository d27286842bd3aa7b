import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importPack, MIGRATION_NAMES, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { sql } from "kysely";
import { PACK_DIR, ROOT, TEMPLATE_DIR } from "./paths.ts";

/**
 * Databases with the real data pack imported, built once and copied by the test files that start
 * from it (a pack import is ~10 s on SQLite, ~17 s on PostgreSQL; a copy well under a second).
 * One template per import clock (`now`, undefined for the real clock at build time), rebuilt when
 * the pack, the schema or the import code changes.
 */

/** Newest change time of the database package's sources. */
function importCodeStamp(): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
      const full = path.join(dir, e.name);
      return Math.max(max, e.isDirectory() ? walk(full) : statSync(full).mtimeMs);
    }, 0);
  return walk(path.join(ROOT, "packages/db/src"));
}

let key: string | undefined;
/** What a template is built from: the pack, the schema and the import code (its figures are part of it). */
function baseKey(): string {
  key ??= `${openPack(PACK_DIR).hash}|${MIGRATION_NAMES.join(",")}|${importCodeStamp()}`;
  return key;
}

const shortHash = (text: string, length: number) => createHash("sha1").update(text).digest("hex").slice(0, length);

async function build(url: string | undefined, dataDir: string, now: number | undefined): Promise<void> {
  const handle = openDatabase({ databaseUrl: url, dataDir });
  try {
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(PACK_DIR), now === undefined ? {} : { now });
  } finally {
    await handle.close();
  }
}

// SQLite -----------------------------------------------------------------------------------------

/** Held while one test run builds a template (mkdir is atomic): a run beside it waits, then finds it built. */
const LOCK_DIR = `${TEMPLATE_DIR}.lock`;
const LOCK_STALE_MS = 10 * 60_000;

async function withTemplateLock(work: () => Promise<void>): Promise<void> {
  mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      // A lock left by a run that was killed is taken over after LOCK_STALE_MS.
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await work();
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

/** The DATA_DIR holding the SQLite template for an import clock; the global setup builds the default one. */
export function sqliteTemplateDir(now?: number): string {
  return now === undefined ? TEMPLATE_DIR : `${TEMPLATE_DIR}-at-${now}`;
}

/** Builds the SQLite template for an import clock unless it is current; returns its database file. */
export async function sqliteTemplate(now?: number): Promise<string> {
  const dir = sqliteTemplateDir(now);
  const stamp = path.join(dir, "pack-hash");
  const key = baseKey();
  const current = () => existsSync(stamp) && readFileSync(stamp, "utf8") === key;
  if (!current())
    await withTemplateLock(async () => {
      if (current()) return;
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await build(undefined, dir, now);
      writeFileSync(stamp, key);
    });
  return path.join(dir, "raidkit.sqlite");
}

// PostgreSQL -------------------------------------------------------------------------------------

const TEMPLATE_PREFIX = "raidkit_tpl_";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** A connection to the server's maintenance database, for CREATE and DROP DATABASE. */
function maintenance(url: string) {
  const name = databaseOf(url) === "postgres" ? "template1" : "postgres";
  return openDatabase({ databaseUrl: withDatabase(url, name), dataDir: path.join(ROOT, ".tmp") });
}

/**
 * Builds the PostgreSQL template database for an import clock unless it exists (its name carries
 * its key), dropping templates of an older pack, schema or import code; returns its name.
 */
export async function postgresTemplate(url: string, now?: number): Promise<string> {
  const base = shortHash(baseKey(), 12);
  const name = `${TEMPLATE_PREFIX}${base}_${shortHash(String(now ?? "real clock"), 6)}`;
  const admin = maintenance(url);
  try {
    const existing = await sql<{ datname: string }>`select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}%`}`.execute(admin.db);
    if (existing.rows.some((r) => r.datname === name)) return name;
    for (const { datname } of existing.rows)
      if (!datname.startsWith(`${TEMPLATE_PREFIX}${base}_`)) await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin.db);
    // Built under another name and renamed when whole, so an interrupted build is never taken for a template.
    const building = `${name}_building`;
    await sql`drop database if exists ${sql.id(building)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(building)}`.execute(admin.db);
    await build(withDatabase(url, building), path.join(ROOT, ".tmp"), now);
    await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin.db);
    return name;
  } finally {
    await admin.close();
  }
}

/** Replaces the database at `url` with a copy of a template database. */
export async function recreateFromTemplate(url: string, template: string): Promise<void> {
  const admin = maintenance(url);
  try {
    const target = databaseOf(url);
    await sql`drop database if exists ${sql.id(target)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(target)} template ${sql.id(template)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
}
