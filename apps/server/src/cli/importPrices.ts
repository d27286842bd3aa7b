// `npm run prices:import`: one run of the price import from PRICE_SOURCE_URL (outside the server's schedule).
import { randomUUID } from "node:crypto";
import { migrateToLatest, openDatabase } from "@raidkit/db";
import { createLocalBus } from "../bus.ts";
import { loadConfig } from "../config.ts";
import { PriceImporter } from "../jobs/priceImporter.ts";
import { TarkovDevSource } from "../jobs/tarkovDevSource.ts";
import { createLogger } from "../logger.ts";
import { DataWatcher } from "../services/dataWatcher.ts";

const config = loadConfig();
const log = createLogger(config.logLevel);
if (!config.priceSourceUrl) {
  log.fatal("PRICE_SOURCE_URL is not set: there is no source to import from");
  process.exit(2);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const bus = createLocalBus();
try {
  await migrateToLatest(database.db);
  const watcher = new DataWatcher(database.db, bus, log);
  const importer = new PriceImporter({
    db: database.db,
    sources: config.priceSourceModes.map((mode) => new TarkovDevSource({ url: config.priceSourceUrl as string, mode, timeoutMs: config.priceSourceTimeoutMs })),
    everyMs: config.priceImportEveryMs,
    log,
    watcher,
    holder: `cli-${randomUUID().slice(0, 8)}`,
    backfillLimit: config.priceBackfillLimit,
  });
  const results = await importer.runOnce();
  for (const r of results) process.stdout.write(`${r.source}: ${r.ok ? `${r.points} points` : `failed: ${r.error}`}\n`);
  if (results.length > 0 && results.every((r) => !r.ok)) process.exitCode = 1;
} finally {
  await bus.close();
  await database.close();
}
