import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PACK_FILES, PACK_LOCALE_SCHEMA, PackDataError, type PackFile, type PackFileKey, type PackLocale, parsePackJson } from "@raidkit/game/pack";

export { PACK_FILES };

/** A pack file's JSON; a file named `*.gz` is gzip-compressed. */
function readJson(dir: string, file: string): unknown {
  const bytes = readFileSync(path.join(dir, file));
  const text = (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PackDataError(file, `${file}: not valid JSON (${(error as Error).message})`);
  }
}

export interface DataPack {
  dir: string;
  hash: string;
  /** One of the pack's files, parsed with its schema (a PackDataError names the bad record and field). */
  file<K extends PackFileKey>(key: K): PackFile<K>;
  /** A game locale file (`locales/<code>.json`), parsed. */
  locale(code: string): PackLocale;
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

/** Hash of every file in the pack (names and bytes), so any change triggers a re-import. */
export function packHash(dir: string): string {
  const hash = createHash("sha256");
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(dir, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function openPack(dir: string): DataPack {
  const missing = Object.values(PACK_FILES).filter((f) => {
    try {
      return !statSync(path.join(dir, f.path)).isFile();
    } catch {
      return true;
    }
  });
  if (missing.length > 0) throw new Error(`Data pack at ${dir} is missing: ${missing.map((f) => f.path).join(", ")}`);
  const parsed = new Map<string, unknown>();
  const read = <T>(file: string, parse: (json: unknown) => T): T => {
    if (!parsed.has(file)) parsed.set(file, parse(readJson(dir, file)));
    return parsed.get(file) as T;
  };
  return {
    dir,
    hash: packHash(dir),
    file: <K extends PackFileKey>(key: K) =>
      read(PACK_FILES[key].path, (json) => parsePackJson(PACK_FILES[key].path, PACK_FILES[key].schema, json) as PackFile<K>),
    locale: (code) => read(`locales/${code}.json`, (json) => parsePackJson(`locales/${code}.json`, PACK_LOCALE_SCHEMA, json)),
  };
}
