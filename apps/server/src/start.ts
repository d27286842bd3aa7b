import { statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { applySourceNames, type DatabaseHandle, migrateToLatest, pruneHistory, withSetupLock } from "@raidkit/db";
import type { ServerBuild } from "react-router";
import { type PilotBuildRun, startPilotBuild } from "../../pilot/scripts/buildOnStart.ts";
import { createServerApp, type ServerApp } from "./app.ts";
import { type Bus, createLocalBus, createRedisBus } from "./bus.ts";
import type { Config } from "./config.ts";
import { openServerDatabase } from "./database.ts";
import { describeSource } from "./jobs/liveData.ts";
import type { Logger } from "./logger.ts";
import { runPackImportInChild } from "./services/packImportInChild.ts";

export interface RunningServer {
  server: Server;
  app: ServerApp;
  database: DatabaseHandle;
  bus: Bus;
  port: number;
  /** The pilot's executables built in the background at start-up, or not (startPilotDownloadsBuild). */
  pilotBuild: PilotBuildRun;
  /** Stops the instance: drains (see `stop`), then closes everything. */
  close(): Promise<void>;
  /**
   * Stops the way a supervisor's SIGTERM asks (issue 30, finding 6): no new connections, readiness
   * 503, open sockets closed with 1001 (pages reconnect to another instance), each keep-alive
   * connection closed after its current reply, and after `deadlineMs` whatever is left is cut.
   * Resolves with how it ended.
   */
  stop(deadlineMs: number): Promise<{ clean: boolean; ms: number }>;
}

/**
 * Opens the database, migrates, imports the pack if it changed, and connects the bus. Instances
 * started together on one PostgreSQL take turns (withSetupLock): one migrates and imports, the others
 * wait, then find it done (issue 30, finding 2).
 */
export async function prepare(config: Config, log: Logger): Promise<{ database: DatabaseHandle; bus: Bus }> {
  const database = openServerDatabase(config, log);
  log.info({ engine: database.engine, at: database.describe }, "database");
  await withSetupLock(
    database.db,
    database.engine,
    async () => {
      const applied = await migrateToLatest(database.db);
      if (applied.length > 0) log.info({ applied }, "migrations applied");
      if (!config.skipPackImport) {
        await runPackImportInChild({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, packDir: config.packDir, logLevel: config.logLevel });
      }
    },
    () => log.info("another instance is setting up the database (migrations, pack import): waiting for it"),
  );
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

/** The site's origin (PUBLIC_URL's), which the pilot's executables are built for; null without one. */
function siteOrigin(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  try {
    return new URL(publicUrl).origin;
  } catch {
    return null;
  }
}

/**
 * Builds the pilot's executables in the background when the downloads folder lacks them (PILOT_BUILD,
 * docs/decisions/059): once the server listens, in a low-priority child process, so neither the start
 * nor /readyz waits for it.
 */
export function startPilotDownloadsBuild(config: Config, log: Logger): PilotBuildRun {
  if (config.pilotBuildProblem) log.error(config.pilotBuildProblem);
  return startPilotBuild({ mode: config.pilotBuild, dir: config.pilotDownloadsDir, origin: siteOrigin(config.publicUrl), log });
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
  const listener = getRequestListener(app.fetch);
  let stopping = false;
  const server = createServer((req, res) => {
    // A stopping instance answers what it is asked on an open connection, then closes it (the proxy
    // opens the next one to another instance).
    if (stopping) res.setHeader("connection", "close");
    return listener(req, res);
  });
  // Longer than a proxy's idle keep-alive (nginx's upstream keepalive_timeout, docs/operations.md):
  // the proxy closes idle connections, so it never sends on one this side is closing.
  server.keepAliveTimeout = 65_000;
  server.on("upgrade", (req, socket, head) => {
    if (!app.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port }, `Raidkit is running at http://localhost:${port}`);
  startLiveData(app, config, log);
  const pilotBuild = startPilotDownloadsBuild(config, log);
  if (pilotBuild.plan.build) app.pilotDownloads.trackBuild(pilotBuild.done);
  const closed = new Promise<void>((resolve) => server.once("close", () => resolve()));
  let stopped: Promise<{ clean: boolean; ms: number }> | null = null;
  const stop = (deadlineMs: number) => {
    stopped ??= drainAndClose(deadlineMs);
    return stopped;
  };
  const drainAndClose = async (deadlineMs: number) => {
    const started = performance.now();
    stopping = true;
    pilotBuild.stop();
    // Stop listening, but do not cut idle keep-alive connections at once (http.Server.close would):
    // the proxy may be sending on one this very moment. A connection in use closes after its reply
    // (Connection: close); idle ones are closed a second later, and each second after that.
    NetServer.prototype.close.call(server);
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = new Promise<"deadline">((resolve) => setTimeout(() => resolve("deadline"), deadlineMs).unref());
    await Promise.race([app.drain(), deadline]);
    const end = await Promise.race([closed.then(() => "clean" as const), deadline]);
    clearInterval(idleSweep);
    server.closeAllConnections();
    await app.close();
    await bus.close();
    await database.close();
    return { clean: end === "clean", ms: Math.round(performance.now() - started) };
  };
  return { server, app, database, bus, port, pilotBuild, stop, close: async () => void (await stop(0)) };
}

/** While stopping, idle keep-alive connections are closed this often. */
const IDLE_SWEEP_MS = 1_000;
