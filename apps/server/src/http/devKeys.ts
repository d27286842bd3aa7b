import * as be from "@raidkit/api/be";
import { createApiKey, type Database, deleteApiKey, listApiKeys } from "@raidkit/db";
import type { Kysely } from "kysely";
import { API_TIER_LIMITS } from "../auth/rateLimits.ts";
import { type ApiKeyService, apiKeyHash, newApiKey } from "../services/apiKeys.ts";
import type { Register } from "./declared.ts";
import { requestAccount } from "./requestState.ts";
import { errorResponse } from "./validation.ts";

/**
 * The key panel of /dev/api under /api/be/dev/keys (docs/decisions/025): Pro users make named keys
 * (shown once, stored as SHA-256) and list them with their calls per day; any logged-in user may
 * revoke a key of theirs (a lapsed Pro can still take one back). Gates and limits are the
 * declarations' (packages/api/src/be).
 */
export function devKeyRoutes(deps: { db: Kysely<Database>; keys: ApiKeyService }, register: Register): void {
  const { db } = deps;
  const uidOf = (request: Request) => requestAccount(request)?.user.uid as string;

  register(be.apiKeys, async (c) => {
    c.header("cache-control", "private, no-store");
    return c.json({ keys: await listApiKeys(db, uidOf(c.req.raw)), limits: API_TIER_LIMITS }, 200);
  });

  register(be.apiKeyCreate, async (c) => {
    const { name } = c.req.valid("json");
    const { id, key } = newApiKey();
    const now = Date.now();
    if (!(await createApiKey(db, { id, keyHash: apiKeyHash(key), userUid: uidOf(c.req.raw), name }, now))) return errorResponse(c, 409, "apiKeyLimit");
    c.header("cache-control", "no-store");
    return c.json({ id, key, name, createdAt: now, lastUsedAt: null, usage: [] }, 201);
  });

  register(be.apiKeyDelete, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteApiKey(db, uidOf(c.req.raw), id))) return errorResponse(c, 404, "apiKeyNotFound");
    deps.keys.forget();
    return c.json({ ok: true as const }, 200);
  });
}
