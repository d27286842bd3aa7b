import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/**
 * Imports the real data pack once into an SQLite file that test files copy, so each file starts
 * from the same imported data without paying for the import again. Rebuilt when the pack changes.
 */
export default async function setup(): Promise<void> {
  const pack = openPack(PACK_DIR);
  const stamp = path.join(TEMPLATE_DIR, "pack-hash");
  // Rebuilt when the pack or the schema changes (or the import code: its figures are part of the template).
  const key = `${pack.hash}|${MIGRATION_NAMES.join(",")}|${importCodeStamp()}`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === key) return;
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const handle = openDatabase({ dataDir: TEMPLATE_DIR });
  await migrateToLatest(handle.db);
  await importPack(handle.db, pack);
  await handle.close();
  writeFileSync(stamp, key);
}
