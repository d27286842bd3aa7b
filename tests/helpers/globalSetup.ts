import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importPack, MIGRATION_NAMES, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { PACK_DIR, ROOT, TEMPLATE_DIR } from "./paths.ts";

/** Newest change time of the database package's sources. */
function importCodeStamp(): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
      const full = path.join(dir, e.name);
      return Math.max(max, e.isDirectory() ? walk(full) : statSync(full).mtimeMs);
    }, 0);
  return walk(path.join(ROOT, "packages/db/src"));
}

/** Held while one test run builds the template (mkdir is atomic): a run beside it waits, then finds it built. */
const LOCK_DIR = `${TEMPLATE_DIR}.lock`;
const LOCK_STALE_MS = 10 * 60_000;

async function withTemplateLock(build: () => Promise<void>): Promise<void> {
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
    await build();
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

/**
 * Imports the real data pack once into an SQLite file that test files copy, so each file starts
 * from the same imported data without paying for the import again. Rebuilt when the pack changes;
 * runs started together (CI runs the PostgreSQL suite beside `npm test`) build it once.
 */
export default async function setup(): Promise<void> {
  const pack = openPack(PACK_DIR);
  const stamp = path.join(TEMPLATE_DIR, "pack-hash");
  // Rebuilt when the pack or the schema changes (or the import code: its figures are part of the template).
  const key = `${pack.hash}|${MIGRATION_NAMES.join(",")}|${importCodeStamp()}`;
  const current = () => existsSync(stamp) && readFileSync(stamp, "utf8") === key;
  if (current()) return;
  await withTemplateLock(async () => {
    if (!current()) await buildTemplate(pack, key, stamp);
  });
}

async function buildTemplate(pack: ReturnType<typeof openPack>, key: string, stamp: string): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const handle = openDatabase({ dataDir: TEMPLATE_DIR });
  await migrateToLatest(handle.db);
  await importPack(handle.db, pack);
  await handle.close();
  writeFileSync(stamp, key);
}
