import { cacheQuery, describeIssues, type ErrorCode, errorText, itemByUrlRequest, tagByUrlRequest, type WeatherReply } from "@raidkit/api";
import { type Database, itemUidByUrl } from "@raidkit/db";
import { cachePart } from "@raidkit/game";
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Logger } from "../logger.ts";
import { type CatalogueService, itemReplyOf, tagReply } from "../services/catalogue.ts";
import type { QuestCacheService } from "../services/quests.ts";
import { readWeather, readWebsiteAlert } from "../services/shell.ts";
import { CompressedBody, compressedResponse } from "./compression.ts";
import { requestInfo } from "./requestInfo.ts";

export interface ApiDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  quests: QuestCacheService;
  iconFor: (uid: string) => string | null;
  log: Logger;
}

/** An error reply in the caller's language (spec §8 texts). */
export function errorResponse(c: Context, status: 400 | 401 | 403 | 404 | 429 | 500, code: ErrorCode, issues?: { path: string; message: string }[]) {
  const locale = requestInfo(c.req.raw).locale;
  const message = errorText(code, locale);
  return c.json(
    { code, error: issues?.length ? `${message}: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}` : message, ...(issues ? { issues } : {}) },
    status,
  );
}

/** Reads and validates a JSON body; answers 400 with the reasons when it is not what the call takes. */
async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: errorResponse(c, 400, "invalidInput", [{ path: "(body)", message: "must be a JSON object" }]) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: errorResponse(c, 400, "invalidInput", describeIssues(parsed.error)) };
  return { ok: true, value: parsed.data };
}

export function createApi(deps: ApiDeps): { api: Hono; invalidate: () => void } {
  const api = new Hono();
  /** Compressed cache payloads, one per (locale, mode, items hash, quests hash) actually served. */
  const payloadCache = new Map<string, Promise<CompressedBody>>();

  api.post("/item/by-url", async (c) => {
    const input = await jsonBody(c, itemByUrlRequest);
    if (!input.ok) return input.response;
    const info = requestInfo(c.req.raw);
    const uid = await itemUidByUrl(deps.db, input.value.url);
    const cat = await deps.catalogue.get(info.locale, info.mode);
    const item = uid ? cat.items.find((i) => i.uid === uid) : undefined;
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
    const parsed = cacheQuery.safeParse(c.req.query());
    if (!parsed.success) return errorResponse(c, 400, "invalidInput", describeIssues(parsed.error));
    const info = requestInfo(c.req.raw);
    const mode = parsed.data.mode ?? info.mode;
    const [cat, quests] = await Promise.all([deps.catalogue.get(info.locale, mode), deps.quests.get(info.locale)]);
    const items = cachePart(cat.cache.fields, cat.cache.rows, cat.cache.hash, parsed.data.itemsHash);
    const questPart = cachePart(quests.fields, quests.rows, quests.hash, parsed.data.questsHash);
    const key = `${info.locale}|${mode}|${items.needRefresh ? items.hash : "-"}|${questPart.needRefresh ? questPart.hash : "-"}`;
    let pending = payloadCache.get(key);
    if (!pending) {
      const json = JSON.stringify({
        itemsData: { fields: items.fields, items: items.rows, hash: items.hash, needRefresh: items.needRefresh },
        questsData: { fields: questPart.fields, quests: questPart.rows, hash: questPart.hash, needRefresh: questPart.needRefresh },
      });
      pending = CompressedBody.prepare(Buffer.from(json), 9);
      if (payloadCache.size > 64) payloadCache.clear();
      payloadCache.set(key, pending);
      pending.catch(() => payloadCache.delete(key));
    }
    return compressedResponse(await pending, c.req.raw, {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache", vary: "Cookie" },
    });
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

  return { api, invalidate: () => payloadCache.clear() };
}
