import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { sqliteTemplateDir } from "./packTemplates.ts";

/**
 * How long a test that imports the whole data pack again may take: the pack carries a month of flea
 * scans of both modes (decision 043), ~15 s to import on a quiet 2-core machine, several times that
 * while other suites share it.
 */
export const PACK_IMPORT_TIMEOUT = 120_000;

/** A private copy of the imported template database in a new temporary DATA_DIR. */
export function copyTemplateDb(): { dataDir: string; open: () => DatabaseHandle } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "raidkit-test-"));
  copyTemplateInto(dataDir);
  return { dataDir, open: () => openDatabase({ dataDir }) };
}

/**
 * Puts a copy of an imported template database (SQLite) in a DATA_DIR, replacing its database: the
 * global setup's unless another template's file is named.
 */
export function copyTemplateInto(dataDir: string, template = path.join(sqliteTemplateDir(), "raidkit.sqlite")): void {
  copyFileSync(template, path.join(dataDir, "raidkit.sqlite"));
}

/** A new, empty temporary DATA_DIR. */
export function emptyDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "raidkit-test-"));
}
