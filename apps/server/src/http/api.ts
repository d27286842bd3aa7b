import {
  adminPriceRequest,
  cacheQuery,
  calculatorDataParams,
  historyParams,
  historyQuery,
  itemByUrlRequest,
  type ObjectiveItemsReply,
  objectiveItemsParams,
  progressDataParams,
  tagByUrlRequest,
  type WeatherReply,
} from "@raidkit/api";
import { type Database, ingestSnapshot, questRecord } from "@raidkit/db";
import { cachePart, FREE_CHART_RANGES } from "@raidkit/game";
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { isCrossSiteWrite } from "../auth/csrf.ts";
import type { Mailer } from "../auth/mailer.ts";
import type { RateLimits } from "../auth/rateLimits.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { ApiKeyService } from "../services/apiKeys.ts";
import type { CalculatorService } from "../services/calculators.ts";
import { type CatalogueService, itemReplyOf, tagReply } from "../services/catalogue.ts";
import type { HashedPart } from "../services/hashedPart.ts";
import { historyReplyOf } from "../services/historyReply.ts";
import { KeyedCache } from "../services/keyedCache.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import type { PilotHub } from "../services/pilotHub.ts";
import type { ProgressDataService } from "../services/progressData.ts";
import type { QuestCacheService } from "../services/quests.ts";
import { readWeather, readWebsiteAlert } from "../services/shell.ts";
import { emailAuthRoutes } from "./authEmail.ts";
import { patreonRoutes } from "./authPatreon.ts";
import { limitBodies } from "./bodyLimits.ts";
import { CompressedBody, compressedResponse } from "./compression.ts";
import { devKeyRoutes } from "./devKeys.ts";
import { logout } from "./logout.ts";
import { pilotRelayRoutes } from "./pilotRelay.ts";
import { progressionRoutes, userPriceRoutes } from "./progression.ts";
import { progressShareRoutes } from "./progressShare.ts";
import { requestInfo } from "./requestInfo.ts";
import { userRoutes } from "./users.ts";
import { errorResponse, jsonBody, validate } from "./validation.ts";

export interface ApiDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  quests: QuestCacheService;
  iconFor: (uid: string) => string | null;
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
  /** The /progression and calculator pages' data, loaded by the browser from an address naming its hash. */
  progressData: ProgressDataService;
  calculators: CalculatorService;
  /** Public API keys (the /dev/api key panel revokes them at once). */
  apiKeys: ApiKeyService;
}

/** What the /api/be/cache replies kept in memory may hold. */
const PAYLOAD_CACHE_BYTES = 24 * 1024 * 1024;

export function createApi(deps: ApiDeps): { api: Hono; invalidate: () => void } {
  const api = new Hono();
  /** Compressed cache payloads, one per (locale, mode, items hash, quests hash) actually served. */
  const payloadCache = new Map<string, Promise<CompressedBody>>();
  let payloadBytes = 0;

  // Every body within its limit before anything reads it (bodyLimits.ts).
  api.use(limitBodies);
  // CSRF: state-changing calls from another site are refused (see auth/csrf.ts).
  api.use(async (c, next) => {
    if (isCrossSiteWrite(c.req.raw, deps.publicUrl)) return errorResponse(c, 403, "crossSite");
    await next();
  });

  const accountDeps = { db: deps.db, limits: deps.limits, known: deps.known };
  api.route("/auth/email", emailAuthRoutes({ ...accountDeps, mailer: deps.mailer, log: deps.log, traderIds: async () => (await deps.known.get()).traders }));
  api.route("/auth/patreon", patreonRoutes({ db: deps.db, limits: deps.limits, log: deps.log, patreon: deps.patreon, publicUrl: deps.publicUrl }));
  api.route("/users/me", userRoutes(accountDeps));
  api.route("/progression", progressionRoutes(accountDeps));
  api.route("/progression", progressShareRoutes(accountDeps));
  api.route("/items/price", userPriceRoutes(accountDeps));
  api.route("/pilot", pilotRelayRoutes({ db: deps.db, limits: deps.limits, hub: deps.pilotHub }));
  api.get("/logout", (c) => logout(c, deps.db));
  api.route("/dev/keys", devKeyRoutes({ db: deps.db, limits: deps.limits, keys: deps.apiKeys }));

  api.post("/item/by-url", async (c) => {
    const input = await jsonBody(c, itemByUrlRequest);
    if (!input.ok) return input.response;
    const info = requestInfo(c.req.raw);
    const item = (await deps.catalogue.get(info.locale, info.mode)).byUrl.get(input.value.url);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    return c.json(itemReplyOf(item, deps.iconFor(item.uid)));
  });

  api.post("/tag/by-url", async (c) => {
    const input = await jsonBody(c, tagByUrlRequest);
    if (!input.ok) return input.response;
    const info = requestInfo(c.req.raw);
    const cat = await deps.catalogue.get(info.locale, info.mode);
    const tag = cat.tags.find((t) => t.slug === input.value.tag);
    if (!tag) return errorResponse(c, 404, "tagNotFound");
    return c.json(tagReply(tag, cat));
  });

  api.get("/cache", async (c) => {
    const parsed = validate(c, cacheQuery, c.req.query());
    if (!parsed.ok) return parsed.response;
    const info = requestInfo(c.req.raw);
    const mode = parsed.value.mode ?? info.mode;
    const [cat, quests] = await Promise.all([deps.catalogue.get(info.locale, mode), deps.quests.get(info.locale, mode)]);
    const items = cachePart(cat.cache.fields, cat.cache.rows, cat.cache.hash, parsed.value.itemsHash);
    const questPart = cachePart(quests.fields, quests.rows, quests.hash, parsed.value.questsHash);
    const key = `${info.locale}|${mode}|${items.needRefresh ? items.hash : "-"}|${questPart.needRefresh ? questPart.hash : "-"}`;
    let pending = payloadCache.get(key);
    if (!pending) {
      const json = JSON.stringify({
        itemsData: { fields: items.fields, items: items.rows, hash: items.hash, needRefresh: items.needRefresh },
        questsData: { fields: questPart.fields, quests: questPart.rows, hash: questPart.hash, needRefresh: questPart.needRefresh },
      });
      pending = CompressedBody.prepare(Buffer.from(json), 9);
      // Bounded by bytes (issue 21, finding 12): a full payload with its compressed forms is 2–3 MB.
      if (payloadBytes > PAYLOAD_CACHE_BYTES) {
        payloadCache.clear();
        payloadBytes = 0;
      }
      payloadCache.set(key, pending);
      pending.then(
        (body) => {
          payloadBytes += body.bytes;
        },
        () => payloadCache.delete(key),
      );
    }
    return compressedResponse(await pending, c.req.raw, {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache", vary: "Cookie" },
    });
  });

  /** Compressed page data parts (progress, calculators), one per (kind, locale, mode, part, hash). */
  const pageParts = new KeyedCache<CompressedBody>();
  /**
   * A page's data from the address that names it (decision 024): kept by the browser until the data
   * changes; an old address gets today's data, checked again each time.
   */
  const hashedReply = async (c: Context, key: string, current: HashedPart<unknown>, asked: string) => {
    const body = await pageParts.get(`${key}|${current.hash}`, () => CompressedBody.prepare(current.json, 9));
    const cache = asked === current.hash ? "private, max-age=31536000, immutable" : "private, no-cache";
    return compressedResponse(body, c.req.raw, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": cache } });
  };
  api.get("/progression/data/:locale/:mode/:part/:hash", async (c) => {
    const params = validate(c, progressDataParams, c.req.param());
    if (!params.ok) return params.response;
    const { locale, mode, part, hash } = params.value;
    // Spec §4: PVE is for Pro users, whatever address is asked.
    if (mode === "pve" && !requestInfo(c.req.raw).viewer.pro) return errorResponse(c, 403, "proRequired");
    return hashedReply(c, `progress|${locale}|${mode}|${part}`, await deps.progressData.part(locale, mode, part), hash);
  });
  api.get("/calculators/data/:locale/:mode/:page/:hash", async (c) => {
    const params = validate(c, calculatorDataParams, c.req.param());
    if (!params.ok) return params.response;
    const { locale, mode, page, hash } = params.value;
    if (mode === "pve" && !requestInfo(c.req.raw).viewer.pro) return errorResponse(c, 403, "proRequired");
    return hashedReply(c, `calculators|${locale}|${mode}|${page}`, await deps.calculators.part(locale, mode, page), hash);
  });

  api.get("/items/:uid/history", async (c) => {
    const params = validate(c, historyParams, c.req.param());
    if (!params.ok) return params.response;
    const query = validate(c, historyQuery, c.req.query());
    if (!query.ok) return query.response;
    const info = requestInfo(c.req.raw);
    const { range } = query.value;
    // Spec §6/§9: ranges beyond 7 days need Pro, checked here whatever the page shows.
    if (!FREE_CHART_RANGES.includes(range) && !info.viewer.pro) return errorResponse(c, 403, "proRequired");
    const mode = query.value.mode ?? info.mode;
    const uid = params.value.uid;
    const item = (await deps.catalogue.get(info.locale, mode)).byUid.get(uid);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    // The free range is the same for everyone; a Pro range is for this viewer only (no shared cache).
    c.header("cache-control", FREE_CHART_RANGES.includes(range) ? "public, max-age=60" : "private, max-age=60");
    return c.json(await historyReplyOf(deps.db, item, mode, range));
  });

  // The items one objective accepts: a pool can list 3,493, so pages fetch it when it is opened.
  api.get("/quests/:uid/objectives/:index/items", async (c) => {
    const params = validate(c, objectiveItemsParams, c.req.param());
    if (!params.ok) return params.response;
    const quest = await questRecord(deps.db, params.value.uid);
    const objective = (quest?.data?.objectives as { items?: unknown }[] | undefined)?.[params.value.index];
    if (!objective) return errorResponse(c, 404, "notFound");
    const uids = Array.isArray(objective.items) ? objective.items.filter((x): x is string => typeof x === "string") : [];
    c.header("cache-control", "public, max-age=3600");
    return c.json({ uids } satisfies ObjectiveItemsReply);
  });

  /** Manual price entry by admins (spec: admin pages come later; the call exists now). Others get 404. */
  api.post("/admin/prices", async (c) => {
    if (!requestInfo(c.req.raw).viewer.admin) return errorResponse(c, 404, "notFound");
    const input = await jsonBody(c, adminPriceRequest);
    if (!input.ok) return input.response;
    const { uid, mode, price, offers } = input.value;
    // Only an item of the catalogue gets a price ("NaN", "Infinity" or any unknown id is refused).
    if (!(await deps.catalogue.get("en", mode)).byUid.has(uid)) return errorResponse(c, 404, "itemNotFound");
    const now = Date.now();
    const result = await ingestSnapshot(deps.db, {
      source: "manual",
      mode,
      t: now,
      points: [{ uid, price, avg24h: null, low24h: null, high24h: null, offers: offers ?? null }],
      expiration: now + 24 * 3_600_000,
    });
    await deps.announce();
    return c.json({ ok: true, points: result.points });
  });

  api.get("/website-alert", async (c) => c.json((await readWebsiteAlert(deps.db)) ?? { text: "", html: false }));

  api.get("/weather", async (c) => {
    const weather: WeatherReply = (await readWeather(deps.db)) ?? { type: null, temperature: null };
    return c.json(weather);
  });

  api.all("*", (c) => errorResponse(c, 404, "notFound"));

  api.onError((err, c) => {
    deps.log.error({ err: err.message, stack: err.stack, path: c.req.path }, "api error");
    return errorResponse(c, 500, "serverError");
  });

  return {
    api,
    invalidate: () => {
      payloadCache.clear();
      payloadBytes = 0;
      pageParts.clear();
    },
  };
}
