import { randomUUID } from "node:crypto";
import path from "node:path";
import { errorText } from "@raidkit/api";
import { BE_PREFIX } from "@raidkit/api/be";
import { applySourceNames, bumpDataVersion, type Database, isConnectionError } from "@raidkit/db";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { createMailer } from "./auth/mailer.ts";
import { createRateLimits, createRedisRateLimits, type RateLimits } from "./auth/rateLimits.ts";
import { isSecureRequest, readCookie, SESSION_COOKIE, sessionUserUid } from "./auth/sessions.ts";
import type { Bus } from "./bus.ts";
import type { Config } from "./config.ts";
import { createApi } from "./http/api.ts";
import { chatBotRoutes } from "./http/chatBot.ts";
import { discordRoutes } from "./http/discord.ts";
import { healthRoutes } from "./http/health.ts";
import { OCR_ASSETS_PATH, ocrAssetServer } from "./http/ocrAssets.ts";
import { createPageHandler } from "./http/pages.ts";
import { PILOT_DOWNLOADS_PATH, servePilotDownload } from "./http/pilotDownloads.ts";
import { requestInfo } from "./http/requestInfo.ts";
import { requestAccount, requestGlobalSettings, setClientAddress, setRequestAccount } from "./http/requestState.ts";
import { applySecurityHeaders } from "./http/securityHeaders.ts";
import { createStaticHandler, isAssetPath, missingFileReply } from "./http/staticFiles.ts";
import { createPublicApi, publicApiDocument } from "./http/v1/publicApi.ts";
import { ExpiredRowsCleanup } from "./jobs/expiredRows.ts";
import { createLiveImporter, describeSource } from "./jobs/liveData.ts";
import type { PriceImporter } from "./jobs/priceImporter.ts";
import type { Logger } from "./logger.ts";
import { clientAddressOf, FORWARDED_HEADERS } from "./proxyTrust.ts";
import { withRequestId } from "./requestContext.ts";
import { loadAccount, userReplyOf } from "./services/account.ts";
import { ApiKeyService } from "./services/apiKeys.ts";
import { apiReferenceOf, type OpenApiDocumentLike } from "./services/apiReference.ts";
import { CacheRegistry } from "./services/cacheRegistry.ts";
import { CalculatorService } from "./services/calculators.ts";
import { CatalogueService } from "./services/catalogue.ts";
import { ChatHub } from "./services/chatHub.ts";
import { DataWatcher } from "./services/dataWatcher.ts";
import { DiscordDirectMessages } from "./services/discordMessages.ts";
import { GearService } from "./services/gear.ts";
import { ItemIcons } from "./services/itemIcons.ts";
import { KnownIdsService } from "./services/knownIds.ts";
import { LoadoutService } from "./services/loadouts.ts";
import { createPageServices } from "./services/pages.ts";
import { PilotDownloads } from "./services/pilotDownloads.ts";
import { PilotHub } from "./services/pilotHub.ts";
import { PriceAlertService } from "./services/priceAlerts.ts";
import { ProgressDataService } from "./services/progressData.ts";
import { PublicDataService } from "./services/publicData.ts";
import { PveAccess } from "./services/pveAccess.ts";
import { QuestCacheService } from "./services/quests.ts";
import { RedirectService } from "./services/redirects.ts";
import { openFileLimit, SocketBudget, socketCap } from "./services/socketBudget.ts";
import { refuseUpgrade } from "./services/socketGate.ts";

export interface ServerApp {
  /** Answers a request; `env` is what @hono/node-server passes (the socket, for the client's address). */
  fetch: (request: Request, env?: { incoming?: { socket?: { remoteAddress?: string } }; ip?: string }) => Promise<Response>;
  watcher: DataWatcher;
  redirects: RedirectService;
  /** The scheduled live import (prices, names, images), when a source is configured (not `off`). */
  prices: PriceImporter | null;
  /** HTTP upgrades: the pilot relay's socket and the chat's; false for any other path. */
  upgrade: PilotHub["handleUpgrade"];
  pilotHub: PilotHub;
  /** The pilot's executables on offer (startServer tells it about the start-up build it runs). */
  pilotDownloads: PilotDownloads;
  chatHub: ChatHub;
  /**
   * The instance is stopping (SIGTERM): /readyz answers 503 so the proxy sends no more, new sockets
   * are refused, and every open one is closed with 1001 so its page reconnects to another instance.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Security and cache headers on every reply (decision 023). A reply whose headers cannot change
 * (a WebSocket upgrade's, a fetch Response made immutable) is answered as a copy.
 */
function withSecurityHeaders(request: Request, response: Response): Response {
  const path = new URL(request.url).pathname;
  const options = { https: isSecureRequest(request), staticFile: isStaticPath(path), perUser: readCookie(request, SESSION_COOKIE) !== null };
  try {
    applySecurityHeaders(response.headers, options);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, options);
    return copy;
  }
}

/** Where item images may come from besides https: (an http live source or icon template, as in tests). */
function imageOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [config.priceSourceUrl, config.itemIconUrl, config.imageCdnUrl]) {
    try {
      if (url?.startsWith("http:")) origins.add(new URL(url.replace("{id}", "x")).origin);
    } catch {
      // not a URL: no origin to allow
    }
  }
  return [...origins];
}

/** Built client files, map images and the pilot's executables: no session lookup for them. */
function isStaticPath(path: string): boolean {
  return isAssetPath(path) || path.startsWith(PILOT_DOWNLOADS_PATH) || path.startsWith(OCR_ASSETS_PATH);
}

/**
 * The whole HTTP application: /api/be (Hono), static client files, and pages (React Router).
 * `build` is the web app's server build, or a function returning the current one in development.
 */
export async function createServerApp(deps: {
  config: Config;
  log: Logger;
  db: Kysely<Database>;
  bus: Bus;
  build: ServerBuild | (() => Promise<ServerBuild>);
  deployDate: number;
  /** Serve built client files (off in development, where Vite serves them). */
  serveStatic?: boolean;
  /** Rate limits (default: in-process, or shared in Redis when given a client). */
  limits?: RateLimits;
}): Promise<ServerApp> {
  const { config, log, db, bus } = deps;
  // The live source's icon links (or ITEM_ICON_URL), reloaded on every data change.
  const icons = new ItemIcons(db, config.itemIconUrl);
  await icons.reload();
  const iconFor = icons.iconFor;
  // Every cache of the server (decision 045): each registers itself; the data watcher moves it to a
  // new data version, which drops them all.
  const caches = new CacheRegistry();
  const catalogue = new CatalogueService(db, iconFor, { staleAfterMs: config.priceStaleAfterMs, caches });
  const redirects = new RedirectService(db);
  await redirects.reload();
  const calculators = new CalculatorService(db, catalogue);
  const loadouts = new LoadoutService(db, catalogue);
  const gear = new GearService(db, catalogue);
  const progressData = new ProgressDataService(db, catalogue, iconFor);
  const quests = new QuestCacheService(progressData);
  const known = new KnownIdsService(db, caches);
  // With REDIS_URL every instance counts in Redis (issue 30, finding 3); tests may pass their own.
  const limits = deps.limits ?? (config.redisUrl ? createRedisRateLimits(config.redisUrl, log) : createRateLimits());
  const apiKeys = new ApiKeyService(db, log, Date.now, caches);
  apiKeys.start();
  const publicData = new PublicDataService({ db, catalogue, calculators, progressData, iconFor });
  const pve = new PveAccess(db);
  // Fired alerts also go to a linked Discord account when the bot's token is set (docs/decisions/068).
  const discordDm = config.discordBot ? new DiscordDirectMessages({ token: config.discordBot.token, apiUrl: config.discordBot.apiUrl, log }) : null;
  const alerts = new PriceAlertService({ db, catalogue, log, live: Boolean(config.priceSourceUrl), discord: discordDm, publicUrl: config.publicUrl });
  const publicApi = createPublicApi({ db, data: publicData, keys: apiKeys, limits, known, log, pve });
  const instance = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const runtime = { instance, startedAt: Date.now(), engine: config.databaseUrl ? ("postgres" as const) : ("sqlite" as const), bus };
  const services = createPageServices({
    db,
    config,
    catalogue,
    redirects,
    iconFor,
    picturesFor: icons.picturesFor,
    deployDate: deps.deployDate,
    calculators,
    progressData,
    runtime,
    apiReference: apiReferenceOf(publicApiDocument(publicApi) as OpenApiDocumentLike),
    publicData,
    loadouts,
    gear,
    alerts,
  });
  const watcher = new DataWatcher(db, bus, log, caches);
  // One budget for the chat's and the live map's sockets (issue 30, finding 9).
  const budget = new SocketBudget({ perAddress: config.socketsPerAddress, max: socketCap(config.socketsMax, openFileLimit()), log });
  const gate = { publicUrl: config.publicUrl, trustProxy: config.trustProxy, budget };
  const pilotHub = new PilotHub({ db, bus, log, ...gate });
  await pilotHub.start();
  const chatHub = new ChatHub({ db, bus, log, ...gate });
  await chatHub.start();
  const pilotDownloads = new PilotDownloads(config.pilotDownloadsDir, log);
  const api = createApi({
    db,
    catalogue,
    quests,
    iconFor,
    picturesFor: icons.picturesFor,
    log,
    announce: () => watcher.announce(),
    limits,
    apiKeys,
    pve,
    alerts,
    buildVersion: async () => (typeof deps.build === "function" ? null : deps.build.assets.version),
    instance,
    liveSource: config.priceSourceUrl ? describeSource(config.priceSourceUrl) : null,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    known,
    publicUrl: config.publicUrl,
    patreon: config.patreon,
    pilotHub,
    chatHub,
    pilotDownloads,
    progressData,
    calculators,
    loadouts,
    gear,
  });
  const pages = createPageHandler({
    build: deps.build,
    services,
    imageOrigins: imageOrigins(config),
    limits,
    caches,
    currentUser: async (request) => {
      const account = requestAccount(request);
      return account ? userReplyOf(db, account, (await known.get()).traders) : null;
    },
  });
  const serveStatic = deps.serveStatic === false ? () => null : createStaticHandler(path.join(config.buildDir, "client"));
  // The data pack's SVG maps, served as they are (spec §3 Maps; the map page shows them).
  const serveMapSvg = createStaticHandler(path.join(config.packDir, "maps", "svg"), "/map-svg");

  // The caches have gone with the old version already (the watcher moved the registry on).
  watcher.onChange((version) => {
    void redirects.reload();
    // A pack import (e.g. `npm run import` in another process) replaces item_names: the names the
    // live source filled in come back at once, not only at its next hourly run.
    if (version?.startsWith("pack:")) {
      void applySourceNames(db, "tarkov.dev")
        .then(async (filled) => {
          if (filled === 0) return;
          await bumpDataVersion(db, "items:names");
          await watcher.announce();
        })
        .catch((err: unknown) => log.warn({ err: (err as Error).message }, "live item names not filled after the pack import"));
    }
    // New icon links (an items import): the caches built meanwhile with the old ones go too.
    void icons
      .reload()
      .then((changed) => {
        if (changed) caches.clear();
      })
      .catch((err: unknown) => log.warn({ err: (err as Error).message }, "item icons reload failed"));
  });
  await watcher.start(config.dataPollMs);
  // Expired sessions and login codes are deleted at start and hourly (issue 21, finding 8).
  const cleanup = new ExpiredRowsCleanup({ db, log });
  cleanup.start();

  // Built here, started by startServer (tests that build the app import nothing on their own).
  const prices = createLiveImporter({
    config,
    db,
    log,
    watcher,
    holder: instance,
    afterPrices: async (modes) => {
      await alerts.evaluate(modes);
    },
  });

  let draining = false;
  const app = new Hono();
  // Liveness and readiness for proxies and supervisors: before the session lookup, never cached.
  healthRoutes(app, { db, bus, ready: () => ({ data: watcher.loaded(), draining }) });
  // The request id names every log line written while the request is answered (requestContext.ts).
  app.use(async (c, next) => {
    const asked = c.req.header("x-request-id");
    const id = asked && /^[A-Za-z0-9._-]{1,64}$/.test(asked) ? asked : randomUUID();
    const started = performance.now();
    await withRequestId(id, next);
    c.res.headers.set("x-request-id", id);
    const status = c.res.status;
    const line = { reqId: id, method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) log.error(line, "request failed");
    else log.debug(line, "request");
  });
  // The session's account, read once before routing (static files need none); visitors cost no query.
  app.use(async (c, next) => {
    if (!isStaticPath(c.req.path)) {
      const uid = await sessionUserUid(db, c.req.raw);
      setRequestAccount(c.req.raw, uid ? await loadAccount(db, uid, Date.now(), () => requestGlobalSettings(c.req.raw, db)) : null);
    }
    await next();
  });
  app.route(BE_PREFIX, api);
  app.route("/api/v1", publicApi);
  // The chat bots' price check (text/plain) and Discord's interactions: beside /api/be (chatBot.ts, discord.ts).
  chatBotRoutes(app, { catalogue, limits, publicUrl: config.publicUrl, pve });
  discordRoutes(app, { catalogue, discord: config.discord, publicUrl: config.publicUrl, pve });
  app.get("/map-svg/*", async (c) => (await serveMapSvg(c.req.raw)) ?? c.text("Not found", 404));
  app.get(`${PILOT_DOWNLOADS_PATH}*`, (c) => servePilotDownload(pilotDownloads, c.req.raw));
  const serveOcrAsset = ocrAssetServer(caches, config.ocrTessdataDir);
  app.get(`${OCR_ASSETS_PATH}*`, (c) => serveOcrAsset(c.req.raw));
  // A file that is not there gets a few bytes, never the rendered 404 page (issue 30, finding 12).
  app.all("*", async (c) => serveStatic(c.req.raw) ?? (isStaticPath(c.req.path) ? missingFileReply(c.req.raw) : pages.serve(c.req.raw)));
  app.onError((err, c) => {
    // The database's connection broke under the request (resilientPool.ts logs that once): try again.
    if (isConnectionError(err)) return c.text(errorText("serviceUnavailable", requestInfo(c.req.raw).locale), 503, { "retry-after": "1" });
    log.error({ err: err.message, stack: err.stack, path: c.req.path }, "unhandled error");
    return c.text("Server error", 500);
  });

  return {
    fetch: (request, env) => {
      // A proxy's X-Forwarded-* headers count only from a trusted proxy (TRUST_PROXY), and then only the
      // hops it vouches for (proxyTrust.ts, issue 30 finding 4); otherwise they are dropped before
      // anything reads them (finding 7 of issue 21).
      const peer = env?.ip || env?.incoming?.socket?.remoteAddress || "";
      const client = clientAddressOf(config.trustProxy, peer, request.headers.get("x-forwarded-for"));
      if (!client.fromProxy) for (const name of FORWARDED_HEADERS) request.headers.delete(name);
      setClientAddress(request, client.address);
      return Promise.resolve(app.fetch(request)).then((response) => withSecurityHeaders(request, response));
    },
    watcher,
    redirects,
    prices,
    upgrade: (req, socket, head) => {
      if (draining) {
        refuseUpgrade(socket, 503, "The server is restarting, try again");
        return true;
      }
      return pilotHub.handleUpgrade(req, socket, head) || chatHub.handleUpgrade(req, socket, head);
    },
    pilotHub,
    pilotDownloads,
    chatHub,
    drain: async () => {
      draining = true;
      await Promise.all([pilotHub.drain(), chatHub.drain()]);
    },
    close: async () => {
      await cleanup.stop();
      await prices?.stop();
      watcher.stop();
      await pilotHub.close();
      await chatHub.close();
      await apiKeys.stop();
      budget.close();
      limits.close?.();
    },
  };
}
