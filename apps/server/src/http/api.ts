import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { WeatherReply } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { type Database, ingestSnapshot, questRecord, recordAdminChange } from "@raidkit/db";
import { cachePart, FREE_CHART_RANGES, PVE_LINK_PARAM } from "@raidkit/game";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { isCrossSiteWrite } from "../auth/csrf.ts";
import type { Mailer } from "../auth/mailer.ts";
import type { RateLimits } from "../auth/rateLimits.ts";
import { CompressedBody } from "../compressedBody.ts";
import type { Config } from "../config.ts";
import { type Logger, recentLogsOf } from "../logger.ts";
import { AdminDataService } from "../services/adminData.ts";
import type { ApiKeyService } from "../services/apiKeys.ts";
import type { CalculatorService } from "../services/calculators.ts";
import { type CatalogueService, itemReplyOf, tagReply } from "../services/catalogue.ts";
import type { ChatHub } from "../services/chatHub.ts";
import type { GearService } from "../services/gear.ts";
import type { HashedPart } from "../services/hashedPart.ts";
import { historyReplyOf } from "../services/historyReply.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import type { LoadoutService } from "../services/loadouts.ts";
import type { PilotDownloads } from "../services/pilotDownloads.ts";
import type { PilotHub } from "../services/pilotHub.ts";
import type { PriceAlertService } from "../services/priceAlerts.ts";
import type { ProgressDataService } from "../services/progressData.ts";
import type { PveAccess } from "../services/pveAccess.ts";
import type { QuestCacheService } from "../services/quests.ts";
import { readWeather, readWebsiteAlert } from "../services/shell.ts";
import { accountOf, needLogin, needPro, spendWriteLimits } from "./accountGate.ts";
import { adminRoutes } from "./admin.ts";
import { adminCatalogueRoutes } from "./adminCatalogue.ts";
import { adminDataRoutes } from "./adminData.ts";
import { adminOpsRoutes } from "./adminOps.ts";
import { adminUserRoutes } from "./adminUsers.ts";
import { alertRoutes } from "./alerts.ts";
import { emailAuthRoutes } from "./authEmail.ts";
import { patreonRoutes } from "./authPatreon.ts";
import { limitBodies } from "./bodyLimits.ts";
import { chatRoutes } from "./chat.ts";
import { compressedResponse } from "./compression.ts";
import { craftRunRoutes } from "./craftRuns.ts";
import { declaredRegistrar, preparedReply } from "./declared.ts";
import { devKeyRoutes } from "./devKeys.ts";
import { loadoutRoutes } from "./loadouts.ts";
import { logoutRoute } from "./logout.ts";
import { pilotDownloadRoutes } from "./pilotDownloads.ts";
import { pilotRelayRoutes } from "./pilotRelay.ts";
import { progressionRoutes, userPriceRoutes } from "./progression.ts";
import { progressShareRoutes } from "./progressShare.ts";
import { requestInfo } from "./requestInfo.ts";
import { requestAccount } from "./requestState.ts";
import { unexpectedError } from "./unexpectedError.ts";
import { userRoutes } from "./users.ts";
import { errorResponse, refuse } from "./validation.ts";
import { widgetRoutes } from "./widgets.ts";

export interface ApiDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  quests: QuestCacheService;
  iconFor: (uid: string) => string | null;
  /** An item's build image and 512 px image from the live source (spec §5 image choice). */
  picturesFor: (uid: string) => { build: string | null; large: string | null };
  log: Logger;
  /** Tells every instance that the data changed (after a manual price entry). */
  announce: () => Promise<void>;
  limits: RateLimits;
  mailer: Mailer;
  known: KnownIdsService;
  publicUrl: string | undefined;
  /** The subscription platform's OAuth client and webhook secret (login is off without them). */
  patreon: Config["patreon"];
  /** The pilot relay's sockets (events posted here reach the user's pages). */
  pilotHub: PilotHub;
  /** The site chat's sockets (a stored message reaches every open chat). */
  chatHub: ChatHub;
  /** The pilot's executables this server offers (PILOT_DOWNLOADS_DIR). */
  pilotDownloads: PilotDownloads;
  /** The /progression and calculator pages' data, loaded by the browser from an address naming its hash. */
  progressData: ProgressDataService;
  calculators: CalculatorService;
  /** The loadout builder's weapon data and saved loadouts' views. */
  loadouts: LoadoutService;
  /** The gear builder's data. */
  gear: GearService;
  /** Public API keys (the /dev/api key panel revokes them at once). */
  apiKeys: ApiKeyService;
  /** Who may read PVE figures (spec §4; decision 038). */
  pve: PveAccess;
  /** Trader restocks and price alerts (decision 065). */
  alerts: PriceAlertService;
  /** The web build served now (its manifest version), for pages to notice a new deploy. */
  buildVersion: () => Promise<string | null>;
  /** This instance's name (/admin/logs shows whose lines they are). */
  instance: string;
  /** The live source's address without credentials, or null when PRICE_SOURCE_URL is off. */
  liveSource: string | null;
}

/** What the /api/be/cache replies kept in memory may hold. */
const PAYLOAD_CACHE_BYTES = 24 * 1024 * 1024;
/** What the pages' data parts (progress, calculators, builders) kept compressed may hold. */
const PAGE_PARTS_BYTES = 64 * 1024 * 1024;

/**
 * The middleware a declared call's gate and limit ask for (packages/api/src/be): spec §5/§6
 * texts, checked on the server whatever the page shows; admin calls are 404 for everyone else.
 * A call that declares `x-pve` answers its PVE `mode` only to who may read PVE (decision 038): one
 * gate for every such call instead of a check in each.
 */
function gateOf(route: RouteConfig, limits: RateLimits, pve: PveAccess): { gates: MiddlewareHandler[]; limits: MiddlewareHandler[] } {
  const declared = route as RouteConfig & { "x-gate": be.Gate; "x-limit"?: be.Limit; "x-pve"?: be.PveGate };
  const gate: MiddlewareHandler = async (c, next) => {
    const wanted = declared["x-gate"];
    if (wanted === "login") needLogin(c);
    else if (wanted === "pro") needPro(c);
    else if (wanted === "proEdit") needPro(c, "needProToEdit");
    else if (wanted === "admin" && !requestInfo(c.req.raw).viewer.admin) refuse(c, 404, "notFound");
    await next();
  };
  const pveGate: MiddlewareHandler = async (c, next) => {
    // The asked mode before its own check (anything but "pve" is PVP or a 400 of the input check);
    // without one, the session's mode, PVE only for Pro (requestInfo).
    const mode = c.req.param("mode") ?? c.req.query("mode");
    if (mode === "pve") {
      const linkToken = declared["x-pve"] === "link" ? c.req.query(PVE_LINK_PARAM) : undefined;
      if (!(await pve.canRead(mode, { account: requestAccount(c.req.raw), linkToken }))) refuse(c, 403, "proRequired");
    }
    await next();
  };
  const limit: MiddlewareHandler = async (c, next) => {
    const account = requestAccount(c.req.raw);
    if (account) await spendWriteLimits(c, limits, account);
    await next();
  };
  return { gates: declared["x-pve"] ? [gate, pveGate] : [gate], limits: declared["x-limit"] === "write" ? [limit] : [] };
}

export function createApi(deps: ApiDeps): OpenAPIHono {
  const api = new OpenAPIHono();
  const register = declaredRegistrar(api, (route) => gateOf(route, deps.limits, deps.pve));
  /**
   * Compressed cache payloads, one per (locale, mode, items hash, quests hash) actually served,
   * bounded by bytes (issue 21, finding 12): a full payload with its compressed forms is 2–3 MB.
   */
  const payloadCache = deps.catalogue.caches.cache<CompressedBody>("cache-payloads", { bytes: (body) => body.bytes, maxBytes: PAYLOAD_CACHE_BYTES });

  // Every body within its limit before anything reads it (bodyLimits.ts).
  api.use(limitBodies);
  // CSRF: state-changing calls from another site are refused (see auth/csrf.ts).
  api.use(async (c, next) => {
    if (isCrossSiteWrite(c.req.raw, deps.publicUrl)) return errorResponse(c, 403, "crossSite");
    await next();
  });

  const accountDeps = { db: deps.db, limits: deps.limits, known: deps.known };
  emailAuthRoutes({ ...accountDeps, mailer: deps.mailer, log: deps.log, traderIds: async () => (await deps.known.get()).traders }, register);
  patreonRoutes({ db: deps.db, limits: deps.limits, log: deps.log, patreon: deps.patreon, publicUrl: deps.publicUrl }, register);
  userRoutes(accountDeps, register);
  progressionRoutes(accountDeps, register);
  progressShareRoutes(accountDeps, register);
  userPriceRoutes(accountDeps, register);
  alertRoutes({ db: deps.db, alerts: deps.alerts }, register);
  craftRunRoutes({ db: deps.db, calculators: deps.calculators }, register);
  pilotRelayRoutes({ db: deps.db, limits: deps.limits, hub: deps.pilotHub }, register);
  pilotDownloadRoutes({ downloads: deps.pilotDownloads }, register);
  logoutRoute(deps.db, register);
  devKeyRoutes({ db: deps.db, keys: deps.apiKeys }, register);
  loadoutRoutes({ db: deps.db, loadouts: deps.loadouts }, register);
  adminRoutes({ db: deps.db, announce: deps.announce, liveSource: deps.liveSource }, register);
  adminCatalogueRoutes({ db: deps.db, catalogue: deps.catalogue, iconFor: deps.iconFor, announce: deps.announce }, register);
  adminDataRoutes({ data: new AdminDataService(deps.db, deps.catalogue) }, register);
  adminUserRoutes({ db: deps.db }, register);
  chatRoutes({ db: deps.db, limits: deps.limits, hub: deps.chatHub }, register);
  widgetRoutes({ db: deps.db, catalogue: deps.catalogue, announce: deps.announce, pve: deps.pve }, register);
  adminOpsRoutes({ db: deps.db, mailer: deps.mailer, recentLogs: recentLogsOf(deps.log), instance: deps.instance, logLevel: deps.log.level }, register);

  register(be.itemByUrl, async (c) => {
    const info = requestInfo(c.req.raw);
    const item = (await deps.catalogue.get(info.locale, info.mode)).byUrl.get(c.req.valid("json").url);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    return c.json(itemReplyOf(item, deps.iconFor(item.uid), undefined, deps.picturesFor(item.uid)), 200);
  });

  register(be.tagByUrl, async (c) => {
    const info = requestInfo(c.req.raw);
    const cat = await deps.catalogue.get(info.locale, info.mode);
    const wanted = c.req.valid("json").tag;
    const tag = cat.tags.find((t) => t.slug === wanted);
    if (!tag) return errorResponse(c, 404, "tagNotFound");
    return c.json(tagReply(tag, cat), 200);
  });

  register(be.cache, async (c) => {
    const asked = c.req.valid("query");
    const info = requestInfo(c.req.raw);
    const mode = asked.mode ?? info.mode;
    const [cat, quests] = await Promise.all([deps.catalogue.get(info.locale, mode), deps.quests.get(info.locale, mode)]);
    const items = cachePart(cat.cache.fields, cat.cache.rows, cat.cache.hash, asked.itemsHash);
    const questPart = cachePart(quests.fields, quests.rows, quests.hash, asked.questsHash);
    const key = `${info.locale}|${mode}|${items.needRefresh ? items.hash : "-"}|${questPart.needRefresh ? questPart.hash : "-"}`;
    const body = await payloadCache.get(key, () => {
      const json = JSON.stringify({
        itemsData: { fields: items.fields, items: items.rows, hash: items.hash, needRefresh: items.needRefresh },
        questsData: { fields: questPart.fields, quests: questPart.rows, hash: questPart.hash, needRefresh: questPart.needRefresh },
      });
      return CompressedBody.prepare(Buffer.from(json), 9);
    });
    return preparedReply(
      be.cache,
      compressedResponse(body, c.req.raw, {
        // PVE figures are one Pro viewer's (decision 038): no shared cache keeps them.
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": mode === "pve" ? "private, no-cache" : "no-cache", vary: "Cookie" },
      }),
    );
  });

  /** Compressed page data parts (progress, calculators), one per (kind, locale, mode, part, hash). */
  const pageParts = deps.catalogue.caches.cache<CompressedBody>("page-parts", { bytes: (body) => body.bytes, maxBytes: PAGE_PARTS_BYTES });
  /**
   * A page's data from the address that names it (decision 024): kept by the browser until the data
   * changes; an old address gets today's data, checked again each time.
   */
  const hashedReply = async (c: Context, key: string, current: HashedPart<unknown>, asked: string) => {
    const body = await pageParts.get(`${key}|${current.hash}`, () => CompressedBody.prepare(current.json, 9));
    const cache = asked === current.hash ? "private, max-age=31536000, immutable" : "private, no-cache";
    return compressedResponse(body, c.req.raw, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": cache } });
  };
  register(be.progressData, async (c) => {
    // Spec §4: PVE is for Pro users, whatever address is asked (the declared x-pve gate).
    const { locale, mode, part, hash } = c.req.valid("param");
    return hashedReply(c, `progress|${locale}|${mode}|${part}`, await deps.progressData.part(locale, mode, part), hash);
  });
  register(be.calculatorData, async (c) => {
    const { locale, mode, page, hash } = c.req.valid("param");
    return hashedReply(c, `calculators|${locale}|${mode}|${page}`, await deps.calculators.part(locale, mode, page), hash);
  });

  register(be.builderData, async (c) => {
    const { locale, mode, weaponId, hash } = c.req.valid("param");
    const part = await deps.loadouts.builderPart(locale, mode, weaponId);
    if (!part) return errorResponse(c, 404, "weaponNotFound");
    return hashedReply(c, `loadouts|${locale}|${mode}|${weaponId}`, part, hash);
  });
  register(be.gearBuilderData, async (c) => {
    const { locale, mode, hash } = c.req.valid("param");
    return hashedReply(c, `gear|${locale}|${mode}`, await deps.gear.builderPart(locale, mode), hash);
  });

  register(be.itemHistory, async (c) => {
    const query = c.req.valid("query");
    const info = requestInfo(c.req.raw);
    const { range } = query;
    // Spec §6/§9: ranges beyond 7 days need Pro, checked here whatever the page shows.
    if (!FREE_CHART_RANGES.includes(range) && !info.viewer.pro) return errorResponse(c, 403, "proRequired");
    const mode = query.mode ?? info.mode;
    const uid = c.req.valid("param").uid;
    const item = (await deps.catalogue.get(info.locale, mode)).byUid.get(uid);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    // The free range of PVP is the same for everyone; a Pro range or PVE is for this viewer only (no shared cache).
    c.header("cache-control", FREE_CHART_RANGES.includes(range) && mode === "pvp" ? "public, max-age=60" : "private, max-age=60");
    return c.json(await historyReplyOf(deps.db, item, mode, range), 200);
  });

  // The items one objective accepts: a pool can list 3,493, so pages fetch it when it is opened.
  register(be.objectiveItems, async (c) => {
    const params = c.req.valid("param");
    const quest = await questRecord(deps.db, params.uid);
    const objective = (quest?.data?.objectives as { items?: unknown }[] | undefined)?.[params.index];
    if (!objective) return errorResponse(c, 404, "notFound");
    const uids = Array.isArray(objective.items) ? objective.items.filter((x): x is string => typeof x === "string") : [];
    c.header("cache-control", "public, max-age=3600");
    return c.json({ uids }, 200);
  });

  /** Manual price entry by admins (audit-logged, decision 031). Others get 404. */
  register(be.adminPrice, async (c) => {
    const { uid, mode, price, offers } = c.req.valid("json");
    // Only an item of the catalogue gets a price ("NaN", "Infinity" or any unknown id is refused).
    const item = (await deps.catalogue.get("en", mode)).byUid.get(uid);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    const { user } = accountOf(c);
    const now = Date.now();
    const result = await ingestSnapshot(deps.db, {
      source: "manual",
      mode,
      t: now,
      points: [{ uid, price, avg24h: null, low24h: null, high24h: null, offers: offers ?? null }],
      expiration: now + 24 * 3_600_000,
    });
    // Who entered which price, as every admin change (issue 30, finding 16): the price shown before it, then the entry.
    await recordAdminChange(deps.db, {
      adminUid: user.uid,
      adminEmail: user.email,
      action: "price.manual",
      target: uid,
      before: { mode, price: item.lastPrice },
      after: { mode, price, offers: offers ?? null },
    });
    await deps.announce();
    return c.json({ ok: true as const, points: result.points }, 200);
  });

  register(be.websiteAlert, async (c) => c.json((await readWebsiteAlert(deps.db)) ?? { text: "", html: false }, 200));

  register(be.version, async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ version: await deps.buildVersion() }, 200);
  });

  register(be.weather, async (c) => {
    const weather: WeatherReply = (await readWeather(deps.db)) ?? { type: null, temperature: null };
    return c.json(weather, 200);
  });

  api.all("*", (c) => errorResponse(c, 404, "notFound"));

  api.onError((err, c) => unexpectedError(c, err, deps.log, "api error"));

  return api;
}
