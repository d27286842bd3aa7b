// `npm run import`: imports the data pack now, even when its hash is unchanged.
import { migrateToLatest, openDatabase } from "@raidkit/db";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { runPackImport } from "../services/packImport.ts";

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const result = await runPackImport({ db: database.db, packDir: config.packDir, force: !process.argv.includes("--if-changed"), log });
  log.info({ ms: Math.round(result.ms) }, "done; a running server picks the new data up within DATA_POLL_MS");
} catch (err) {
  log.fatal({ err: (err as Error).message }, "import failed; the previous data is unchanged");
  process.exitCode = 1;
} finally {
  await database.close();
}
