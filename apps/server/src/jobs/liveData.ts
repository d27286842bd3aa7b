import type { Database } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { DataWatcher } from "../services/dataWatcher.ts";
import { PriceImporter } from "./priceImporter.ts";
import { TarkovDevSource } from "./tarkovDevSource.ts";

/**
 * The live import of the configuration (docs/decisions/021): prices of every PRICE_SOURCE_MODES
 * mode and the item names and images, from PRICE_SOURCE_URL; null when it is `off` (or not a URL).
 */
export function createLiveImporter(deps: {
  config: Config;
  db: Kysely<Database>;
  log: Logger;
  watcher: DataWatcher;
  holder: string;
  fetch?: typeof fetch;
}): PriceImporter | null {
  const { config } = deps;
  const url = config.priceSourceUrl;
  if (!url) return null;
  const common = { url, timeoutMs: config.priceSourceTimeoutMs, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  return new PriceImporter({
    db: deps.db,
    sources: config.priceSourceModes.map((mode) => new TarkovDevSource({ ...common, mode })),
    textSource: new TarkovDevSource({ ...common, mode: "pvp", name: "tarkov.dev" }),
    everyMs: config.priceImportEveryMs,
    textEveryMs: config.itemImportEveryMs,
    log: deps.log,
    watcher: deps.watcher,
    holder: deps.holder,
    backfillLimit: config.priceBackfillLimit,
  });
}

/** Where live data comes from, for the start-up log line (the host only, never credentials). */
export function describeSource(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "?";
  }
}
