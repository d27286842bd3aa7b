import { statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { applySourceNames, type DatabaseHandle, migrateToLatest, openDatabase, pruneHistory } from "@raidkit/db";
import type { ServerBuild } from "react-router";
import { createServerApp, type ServerApp } from "./app.ts";
import { type Bus, createLocalBus, createRedisBus } from "./bus.ts";
import type { Config } from "./config.ts";
import { describeSource } from "./jobs/liveData.ts";
import type { Logger } from "./logger.ts";
import { runPackImportInChild } from "./services/packImportInChild.ts";

export interface RunningServer {
  server: Server;
  app: ServerApp;
  database: DatabaseHandle;
  bus: Bus;
  port: number;
  close(): Promise<void>;
}

/** Opens the database, migrates, imports the pack if it changed, and connects the bus. */
export async function prepare(config: Config, log: Logger): Promise<{ database: DatabaseHandle; bus: Bus }> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info({ engine: database.engine, at: database.describe }, "database");
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ applied }, "migrations applied");
  if (!config.skipPackImport) {
    await runPackImportInChild({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, packDir: config.packDir, logLevel: config.logLevel });
  }
  // A pack import replaces item_names: the names the live source filled in come back at once.
  const filled = await applySourceNames(database.db, "tarkov.dev");
  if (filled > 0) log.info({ names: filled }, "item names the pack lacks filled from the last live import");
  const pruned = await pruneHistory(database.db, Date.now());
  if (pruned.scans + pruned.hourly > 0) log.info(pruned, "price history past its retention removed");
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl, log) : createLocalBus();
  return { database, bus };
}

/** Loads the production build of the web app. */
export async function loadBuild(buildDir: string): Promise<{ build: ServerBuild; deployDate: number }> {
  const entry = path.join(buildDir, "server", "index.js");
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const fromEnv = Date.parse(process.env.DEPLOY_DATE ?? "");
  return { build, deployDate: Number.isFinite(fromEnv) ? fromEnv : statSync(entry).mtimeMs };
}

/**
 * Starts the live import in the background, once the server listens (start-up never waits for the
 * source), with one line saying whether live data is on: `npm start` and `npm run dev` alike.
 */
export function startLiveData(app: Pick<ServerApp, "prices">, config: Config, log: Logger): void {
  app.prices?.start();
  if (config.priceSourceProblem) log.error(config.priceSourceProblem);
  else if (!config.priceSourceUrl) log.info("live data is off (PRICE_SOURCE_URL=off): the data pack and the last good import are shown");
  if (app.prices && config.priceSourceUrl) {
    log.info(
      {
        source: describeSource(config.priceSourceUrl),
        modes: config.priceSourceModes,
        pricesEvery: config.priceImportEveryMs,
        itemsEvery: config.itemImportEveryMs,
        gameEvery: config.gameImportEveryMs,
      },
      "live data on: prices, names, images and game data are imported in the background (PRICE_SOURCE_URL=off turns it off)",
    );
  }
}

export async function startServer(config: Config, log: Logger, build: ServerBuild, deployDate: number): Promise<RunningServer> {
  const { database, bus } = await prepare(config, log);
  const app = await createServerApp({ config, log, db: database.db, bus, build, deployDate });
  const server = createServer(getRequestListener(app.fetch));
  server.keepAliveTimeout = 65_000;
  server.on("upgrade", (req, socket, head) => {
    if (!app.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port }, `Raidkit is running at http://localhost:${port}`);
  startLiveData(app, config, log);
  return {
    server,
    app,
    database,
    bus,
    port,
    close: async () => {
      // Open relay and chat sockets would keep server.close() waiting: they go first.
      await app.pilotHub.close();
      await app.chatHub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
