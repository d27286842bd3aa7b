// `npm run import`: imports the data pack now, even when its hash is unchanged.
import { migrateToLatest, withSetupLock } from "@raidkit/db";
import { loadConfig } from "../config.ts";
import { openServerDatabase } from "../database.ts";
import { createLogger } from "../logger.ts";
import { runPackImport } from "../services/packImport.ts";

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = openServerDatabase(config, log);
try {
  // Never at the same time as a starting instance's import (start.ts prepare).
  const result = await withSetupLock(
    database.db,
    database.engine,
    async () => {
      await migrateToLatest(database.db);
      return runPackImport({ db: database.db, packDir: config.packDir, force: !process.argv.includes("--if-changed"), log });
    },
    () => log.info("another process is setting up the database: waiting for it"),
  );
  log.info({ ms: Math.round(result.ms) }, "done; a running server picks the new data up within DATA_POLL_MS");
} catch (err) {
  log.fatal({ err: (err as Error).message }, "import failed; the previous data is unchanged");
  process.exitCode = 1;
} finally {
  await database.close();
}
