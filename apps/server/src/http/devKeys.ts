import { type ApiKeyCreateReply, type ApiKeysReply, apiKeyCreateRequest, apiKeyParams } from "@raidkit/api";
import { createApiKey, type Database, deleteApiKey, listApiKeys } from "@raidkit/db";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { API_TIER_LIMITS, type RateLimits } from "../auth/rateLimits.ts";
import { type ApiKeyService, apiKeyHash, newApiKey } from "../services/apiKeys.ts";
import { needLogin, needPro, writeLimits } from "./accountGate.ts";
import { errorResponse, jsonBody, validate } from "./validation.ts";

/**
 * The key panel of /dev/api under /api/be/dev/keys (docs/decisions/025): Pro users make named keys
 * (shown once, stored as SHA-256) and list them with their calls per day; any logged-in user may
 * revoke a key of theirs (a lapsed Pro can still take one back).
 */
export function devKeyRoutes(deps: { db: Kysely<Database>; limits: RateLimits; keys: ApiKeyService }): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get("/", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    c.header("cache-control", "private, no-store");
    return c.json({ keys: await listApiKeys(db, gate.account.user.uid), limits: API_TIER_LIMITS } satisfies ApiKeysReply);
  });

  app.post("/", async (c) => {
    const gate = needPro(c);
    if (!gate.ok) return gate.response;
    const input = await jsonBody(c, apiKeyCreateRequest);
    if (!input.ok) return input.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const { id, key } = newApiKey();
    const now = Date.now();
    if (!(await createApiKey(db, { id, keyHash: apiKeyHash(key), userUid: gate.account.user.uid, name: input.value.name }, now)))
      return errorResponse(c, 409, "apiKeyLimit");
    c.header("cache-control", "no-store");
    return c.json({ id, key, name: input.value.name, createdAt: now, lastUsedAt: null, usage: [] } satisfies ApiKeyCreateReply, 201);
  });

  app.delete("/:id", async (c) => {
    const params = validate(c, apiKeyParams, c.req.param());
    if (!params.ok) return params.response;
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    if (!(await deleteApiKey(db, gate.account.user.uid, params.value.id))) return errorResponse(c, 404, "apiKeyNotFound");
    deps.keys.forget(params.value.id);
    return c.json({ ok: true });
  });

  return app;
}
