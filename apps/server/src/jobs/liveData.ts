import type { Database } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { DataWatcher } from "../services/dataWatcher.ts";
import { readGlobalSettings } from "../services/shell.ts";
import { GameDataImporter } from "./gameDataImporter.ts";
import { GameDataSource } from "./gameDataSource.ts";
import { PriceImporter } from "./priceImporter.ts";
import { TarkovDevSource } from "./tarkovDevSource.ts";

/**
 * The live import of the configuration (docs/decisions/021, 022): prices of every
 * PRICE_SOURCE_MODES mode, the item names and images, and the game data of both modes (quests,
 * traders, hideout, crafts, barters, map points), from PRICE_SOURCE_URL; null when it is `off`
 * (or not a URL).
 */
export function createLiveImporter(deps: {
  config: Config;
  db: Kysely<Database>;
  log: Logger;
  watcher: DataWatcher;
  holder: string;
  fetch?: typeof fetch;
  /** After a price run (the price alerts, decision 065). */
  afterPrices?: (modes: string[]) => Promise<void>;
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
    paused: async (job) => !(await readGlobalSettings(deps.db)).liveImports[job],
    ...(deps.afterPrices ? { afterPrices: deps.afterPrices } : {}),
    gameData: new GameDataImporter({
      db: deps.db,
      source: new GameDataSource(common),
      everyMs: config.gameImportEveryMs,
      log: deps.log,
      watcher: deps.watcher,
      holder: deps.holder,
      paused: async () => !(await readGlobalSettings(deps.db)).liveImports.gameData,
    }),
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
