import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

/** Opens the database (its lost connections logged once per burst), as every entry point does. */
export function openServerDatabase(config: Config, log: Logger): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onConnectionError: (err, count) =>
      log.warn({ err: err.message, count }, count === 1 ? "database connection lost; queries go on over new connections" : "more database connections lost"),
  });
}
