import { createHash, randomBytes } from "node:crypto";
import { PILOT_KEY_LENGTH } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { createPilotKey, type Database, deletePilotKey, findUser, listPilotKeys, pilotKeyUser } from "@raidkit/db";
import { isProActive, normalisePairingCode, PILOT_EVENT_TYPES, type PilotEventMessage, parsePilotMessage, randomPairingCode } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { PILOT_EVENT_MAX_BYTES, type PilotHub } from "../services/pilotHub.ts";
import { accountOf, spendLimits } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { clientAddress } from "./requestState.ts";
import { errorResponse } from "./validation.ts";

const EVENT_TYPES = new Set<string>(PILOT_EVENT_TYPES);

/** Keys are found by their SHA-256 (as sessions are); the key is shown once. */
const keyHash = (key: string) => createHash("sha256").update(normalisePairingCode(key)).digest("hex");

/**
 * The pilot relay's calls under /api/be/pilot (docs/decisions/015): Pro users make and revoke
 * keys; the pilot posts events with `Authorization: Bearer <key>`; they reach only that user's
 * pages (PilotHub). Rate-limited per key and per address.
 */
export function pilotRelayRoutes(deps: { db: Kysely<Database>; limits: RateLimits; hub: PilotHub }, register: Register): void {
  const { db } = deps;

  register(be.pilotKeys, async (c) => c.json({ keys: await listPilotKeys(db, accountOf(c).user.uid) }, 200));

  register(be.pilotKeyCreate, async (c) => {
    const key = randomPairingCode(PILOT_KEY_LENGTH);
    const id = randomBytes(9).toString("base64url");
    const now = Date.now();
    await createPilotKey(db, { id, keyHash: keyHash(key), userUid: accountOf(c).user.uid }, now);
    return c.json({ id, key, createdAt: now, lastUsedAt: null }, 201);
  });

  // Revoking needs only a login: a user whose Pro ended can still take a key back.
  register(be.pilotKeyDelete, async (c) =>
    (await deletePilotKey(db, accountOf(c).user.uid, c.req.valid("param").id)) ? c.json({ ok: true as const }, 200) : errorResponse(c, 404, "pilotKeyNotFound"),
  );

  // The key is the gate here (no session), checked once the body is known to be a batch of events.
  register(be.pilotEvents, async (c) => {
    await spendLimits(c, deps.limits, [["pilotIp", clientAddress(c.req.raw)]]);
    const auth = c.req.header("authorization") ?? "";
    const key = /^Bearer\s+([A-Za-z0-9-]{8,80})$/.exec(auth)?.[1];
    const owner = key ? await pilotKeyUser(db, keyHash(key)) : null;
    if (!owner) return errorResponse(c, 401, "pilotKeyInvalid");
    await spendLimits(c, deps.limits, [["pilotKey", owner.id]]);
    // Pro is checked on every batch (a lapsed Pro stops the relay), without loading the whole account.
    const user = await findUser(db, { uid: owner.userUid });
    if (!user || !isProActive(user)) return errorResponse(c, 403, "proRequired");
    const events: PilotEventMessage[] = [];
    for (const [i, raw] of c.req.valid("json").events.entries()) {
      const parsed = parsePilotMessage(JSON.stringify(raw));
      if (!EVENT_TYPES.has(parsed.messageType)) return errorResponse(c, 400, "invalidInput", [{ path: `events.${i}`, message: "is not a pilot event" }]);
      // A page's socket takes messages of 4 KB at most (PilotHub): a larger event is refused here, not forwarded.
      const size = Buffer.byteLength(JSON.stringify(parsed));
      if (size > PILOT_EVENT_MAX_BYTES)
        return errorResponse(c, 413, "bodyTooLarge", [{ path: `events.${i}`, message: `is ${size} bytes, at most ${PILOT_EVENT_MAX_BYTES}` }]);
      events.push(parsed as PilotEventMessage);
    }
    await deps.hub.publish(owner.userUid, events);
    return c.json({ accepted: events.length }, 202);
  });
}
