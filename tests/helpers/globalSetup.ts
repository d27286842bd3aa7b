import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import { PACK_DIR, TEMPLATE_DIR } from "./paths.ts";

/**
 * Imports the real data pack once into an SQLite file that test files copy, so each file starts
 * from the same imported data without paying for the import again. Rebuilt when the pack changes.
 */
export default async function setup(): Promise<void> {
  const pack = openPack(PACK_DIR);
  const stamp = path.join(TEMPLATE_DIR, "pack-hash");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === pack.hash) return;
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const handle = openDatabase({ dataDir: TEMPLATE_DIR });
  await migrateToLatest(handle.db);
  await importPack(handle.db, pack);
  await handle.close();
  writeFileSync(stamp, pack.hash);
}
