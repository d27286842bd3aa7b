// `npm run prices:import`: one run of the live import from PRICE_SOURCE_URL (outside the server's
// schedule), in the schedule's order: item names and images first (they add the items the data
// lacks, decision 041, so one run prices them), then prices of every PRICE_SOURCE_MODES mode with
// their history back-fill, then the game data (quests, traders, hideout, crafts, barters, maps).
// `-- --prices-only` runs the prices alone.
import { randomUUID } from "node:crypto";
import { migrateToLatest, openDatabase } from "@raidkit/db";
import { createLocalBus } from "../bus.ts";
import { loadConfig } from "../config.ts";
import { createLiveImporter } from "../jobs/liveData.ts";
import { createLogger } from "../logger.ts";
import { DataWatcher } from "../services/dataWatcher.ts";

const config = loadConfig();
const log = createLogger(config.logLevel);
if (!config.priceSourceUrl) {
  log.fatal(config.priceSourceProblem ?? "PRICE_SOURCE_URL is off: there is no source to import from");
  process.exit(2);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const bus = createLocalBus();
try {
  await migrateToLatest(database.db);
  const watcher = new DataWatcher(database.db, bus, log);
  const importer = createLiveImporter({ config, db: database.db, log, watcher, holder: `cli-${randomUUID().slice(0, 8)}` });
  if (!importer) throw new Error("no live source");
  const pricesOnly = process.argv.includes("--prices-only");
  let failed = false;
  if (!pricesOnly) {
    const texts = await importer.runTextsOnce();
    if (texts)
      process.stdout.write(`${texts.source} names and images: ${texts.ok ? `${texts.items} items, ${texts.added ?? 0} added` : `failed: ${texts.error}`}\n`);
    if (texts && !texts.ok) failed = true;
  }
  const results = await importer.runOnce();
  for (const r of results) process.stdout.write(`${r.source}: ${r.ok ? `${r.points} points` : `failed: ${r.error}`}\n`);
  if (results.length > 0 && results.every((r) => !r.ok)) failed = true;
  if (!pricesOnly) {
    for (const r of (await importer.gameData?.runOnce()) ?? []) {
      process.stdout.write(`${r.job}: ${r.ok ? `${r.records} records${r.points !== undefined ? `, ${r.points} points` : ""}` : `failed: ${r.error}`}\n`);
      if (!r.ok) failed = true;
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  await bus.close();
  await database.close();
}
