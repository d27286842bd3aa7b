import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { TEMPLATE_DIR } from "./paths.ts";

/** A private copy of the imported template database in a new temporary DATA_DIR. */
export function copyTemplateDb(): { dataDir: string; open: () => DatabaseHandle } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "raidkit-test-"));
  copyFileSync(path.join(TEMPLATE_DIR, "raidkit.sqlite"), path.join(dataDir, "raidkit.sqlite"));
  return { dataDir, open: () => openDatabase({ dataDir }) };
}

/** A new, empty temporary DATA_DIR. */
export function emptyDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "raidkit-test-"));
}
