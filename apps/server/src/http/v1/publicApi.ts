import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import * as v1 from "@raidkit/api/v1";
import type { Database } from "@raidkit/db";
import { FREE_CHART_RANGES } from "@raidkit/game";
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { Kysely } from "kysely";
import type { RateLimits } from "../../auth/rateLimits.ts";
import type { Logger } from "../../logger.ts";
import { loadAccount, progressOf } from "../../services/account.ts";
import type { ApiCaller, ApiKeyService } from "../../services/apiKeys.ts";
import { historyReplyOf } from "../../services/historyReply.ts";
import type { KnownIdsService } from "../../services/knownIds.ts";
import { applyProgressChange } from "../../services/progressChange.ts";
import type { PublicDataService } from "../../services/publicData.ts";
import type { PveAccess } from "../../services/pveAccess.ts";
import { limitBodies } from "../bodyLimits.ts";
import { declaredRegistrar } from "../declared.ts";
import { clientAddress } from "../requestState.ts";
import { mergeVary } from "../securityHeaders.ts";
import { unexpectedError } from "../unexpectedError.ts";
import { errorResponse } from "../validation.ts";
import { sendJson, sendReply } from "./replies.ts";
import { sheetReply } from "./sheet.ts";

export interface PublicApiDeps {
  db: Kysely<Database>;
  data: PublicDataService;
  keys: ApiKeyService;
  limits: RateLimits;
  known: KnownIdsService;
  log: Logger;
  /** Who may read PVE figures (spec §4; decision 038): here, a Pro user's key. */
  pve: PveAccess;
}

type Env = { Variables: { caller: ApiCaller | null } };

/** The OpenAPI document's head; its paths and schemas come from the declarations. */
const DOCUMENT_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "Raidkit API",
    version: "1.0.0",
    description:
      "Escape from Tarkov prices, price history, traders, crafts, barters, quests, hideout and maps, and your own progress. Free tier: public PVP data, 60 calls a minute per address. A Pro user's key: PVE, all history ranges, your progress, 1,200 calls a minute.",
  },
  servers: [{ url: "/api/v1" }],
};

/** The document /api/v1/openapi.json serves (the /dev/api page renders it). */
export function publicApiDocument(app: OpenAPIHono<Env>) {
  return app.getOpenAPI31Document(DOCUMENT_CONFIG);
}
type Declared = RouteConfig & { "x-access": v1.Access };

/** Public data changes with an import (at most every few minutes): a minute in any cache. */
const PUBLIC_CACHE = "public, max-age=60";
/**
 * A reply to a keyed call is the key owner's (its tier, PVE, long ranges): a minute in the caller's
 * own cache only (issue 30, finding 11). Every reply also varies by the headers that carry a key.
 */
const KEYED_CACHE = "private, max-age=60";
const KEY_HEADERS = ["Authorization", "X-Api-Key"];
const dataCache = (c: Context<Env>) => (c.get("caller") ? KEYED_CACHE : PUBLIC_CACHE);

/** The key of a call: `Authorization: Bearer`, `X-Api-Key`, or (spreadsheets only) `?key=`. */
function keyOf(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return bearer ?? c.req.header("x-api-key") ?? (c.req.path.endsWith("/sheet/prices") ? c.req.query("key") : undefined);
}

/**
 * The public REST API under /api/v1 (issue 15, docs/decisions/025): the calls of packages/api/v1,
 * registered with @hono/zod-openapi, which validates their input and writes /api/v1/openapi.json.
 * Keys, tiers and limits are middleware; every GET answers with an ETag.
 */
export function createPublicApi(deps: PublicApiDeps): OpenAPIHono<Env> {
  const app = new OpenAPIHono<Env>();

  // Tools in a browser (stream overlays) call it from their own pages: keys, never cookies.
  app.use(
    "*",
    cors({ origin: "*", allowHeaders: ["Authorization", "X-Api-Key", "Content-Type", "If-None-Match"], exposeHeaders: ["ETag", "Retry-After", "X-Api-Tier"] }),
  );
  app.use("*", limitBodies);

  // Who calls, within which limits: a key's tier (Pro, or free for a key whose user is not Pro), else the free tier per address.
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith("/openapi.json")) return next();
    const key = keyOf(c);
    const address = clientAddress(c.req.raw);
    let caller = key === undefined ? null : deps.keys.peek(key);
    if (key !== undefined && caller === undefined) {
      // Only a look-up can tell: an address that sent too many keys that are not valid waits first (finding 14).
      const refused = await deps.limits.waitFor("apiKeyFailIp", address);
      if (refused > 0) {
        const response = errorResponse(c, 429, "rateLimit");
        response.headers.set("retry-after", String(refused));
        return response;
      }
      caller = await deps.keys.resolve(key);
    }
    if (key !== undefined && !caller) {
      await deps.limits.take("apiKeyFailIp", address);
      return errorResponse(c, 401, "apiKeyInvalid");
    }
    // A user's keys share the user's limit (ten keys are not ten times the calls).
    const wait = caller ? await deps.limits.take(caller.pro ? "apiPro" : "apiFree", caller.userUid) : await deps.limits.take("apiFree", address);
    if (wait > 0) {
      const response = errorResponse(c, 429, "rateLimit");
      response.headers.set("retry-after", String(wait));
      return response;
    }
    if (caller) deps.keys.count(caller.keyId);
    c.set("caller", caller ?? null);
    await next();
    c.res.headers.set("x-api-tier", caller?.pro ? "pro" : "free");
    c.res.headers.set("vary", mergeVary(c.res.headers.get("vary"), ...KEY_HEADERS));
  });

  /** Declared calls: "pro" calls need a Pro user's key (declared.ts adds the JSON and input checks). */
  const register = declaredRegistrar(app, (route) => ({ gates: (route as Declared)["x-access"] === "pro" ? [needProKey] : [] }));

  const needProKey: MiddlewareHandler<Env> = async (c, next) => {
    const caller = c.get("caller");
    if (!caller) return errorResponse(c, 401, "apiKeyRequired");
    if (!caller.pro) return errorResponse(c, 403, "proRequired");
    await next();
  };
  /** Spec §6: ranges beyond 7 days are for Pro users. */
  const proOnly = (c: Context<Env>, needed: boolean) => (needed && !c.get("caller")?.pro ? errorResponse(c, 403, "proRequired") : null);
  /** Spec §4: PVE figures for a Pro user's key (the site's one rule, services/pveAccess.ts). */
  const pveOnly = async (c: Context<Env>, mode: string) =>
    (await deps.pve.canRead(mode, { apiCaller: c.get("caller") })) ? null : errorResponse(c, 403, "proRequired");

  register(v1.listItems, async (c) => {
    const { mode, lang, ids, q, tag } = c.req.valid("query");
    const denied = await pveOnly(c, mode);
    if (denied) return denied;
    const reply = await deps.data.items(lang, mode, { ids: ids?.split(","), q, tag });
    return reply ? sendReply(c, reply, dataCache(c)) : errorResponse(c, 404, "tagNotFound");
  });

  register(v1.getItem, async (c) => {
    const { mode, lang } = c.req.valid("query");
    const denied = await pveOnly(c, mode);
    if (denied) return denied;
    const item = await deps.data.oneItem(lang, mode, c.req.valid("param").id);
    return item ? sendJson(c, item, dataCache(c)) : errorResponse(c, 404, "itemNotFound");
  });

  register(v1.getItemHistory, async (c) => {
    const { mode, range } = c.req.valid("query");
    const denied = proOnly(c, !FREE_CHART_RANGES.includes(range)) ?? (await pveOnly(c, mode));
    if (denied) return denied;
    const item = await deps.data.oneItem("en", mode, c.req.valid("param").id);
    if (!item) return errorResponse(c, 404, "itemNotFound");
    return sendJson(c, await historyReplyOf(deps.db, { uid: item.uid, updated: item.prices.updated }, mode, range), dataCache(c));
  });

  register(v1.listTraders, async (c) => sendReply(c, await deps.data.traders(c.req.valid("query").lang), dataCache(c)));
  register(v1.listMaps, async (c) => sendReply(c, await deps.data.maps(c.req.valid("query").lang), dataCache(c)));
  for (const [route, read] of [
    [v1.listCrafts, deps.data.crafts],
    [v1.listBarters, deps.data.barters],
    [v1.listQuests, deps.data.quests],
    [v1.listHideout, deps.data.hideout],
  ] as const) {
    register(route, async (c) => {
      const { mode, lang } = c.req.valid("query");
      return (await pveOnly(c, mode)) ?? sendReply(c, await read.call(deps.data, lang, mode), dataCache(c));
    });
  }

  /** The key owner's selected PMC and its progress (the wipe reset of spec §4 applies first). */
  const progressReply = async (caller: ApiCaller) => {
    const account = await loadAccount(deps.db, caller.userUid);
    if (!account) return null;
    const { tradersLL: _ll, ...progress } = await progressOf(deps.db, account.char.uid);
    const { char } = account;
    return {
      account,
      reply: {
        ...progress,
        character: {
          name: char.charName,
          faction: char.fraction,
          level: char.level,
          mode: char.gameMode === "pve" ? ("pve" as const) : ("pvp" as const),
          edition: char.gameEdition,
        },
      },
    };
  };

  register(v1.getProgress, async (c) => {
    const found = await progressReply(c.get("caller") as ApiCaller);
    return found ? sendJson(c, found.reply, "private, no-cache") : errorResponse(c, 401, "apiKeyInvalid");
  });

  register(v1.changeProgress, async (c) => {
    const caller = c.get("caller") as ApiCaller;
    const found = await progressReply(caller);
    if (!found) return errorResponse(c, 401, "apiKeyInvalid");
    const applied = await applyProgressChange(deps.db, await deps.known.get(), found.account.char.uid, c.req.valid("json"));
    if (!applied.ok) return errorResponse(c, 400, "invalidInput", applied.unknown);
    const after = await progressReply(caller);
    if (!after) return errorResponse(c, 401, "apiKeyInvalid");
    return c.json(after.reply, 200, { "cache-control": "no-store" });
  });

  register(v1.sheetPrices, async (c) => {
    const { mode, lang, ids, tag, format } = c.req.valid("query");
    const denied = await pveOnly(c, mode);
    if (denied) return denied;
    const items = await deps.data.itemList(lang, mode, { ids: ids?.split(","), tag });
    return items ? sheetReply(c, items, format) : errorResponse(c, 404, "tagNotFound");
  });

  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "A key made on /dev/api, as `Authorization: Bearer rk_…` (or `X-Api-Key`). Without a key: the free tier, per address.",
  });
  app.doc31("/openapi.json", DOCUMENT_CONFIG);

  app.notFound((c) => errorResponse(c, 404, "notFound"));
  app.onError((err, c) => unexpectedError(c, err, deps.log, "public api error"));
  return app;
}
