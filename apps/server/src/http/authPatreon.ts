import { timingSafeEqual } from "node:crypto";
import * as be from "@raidkit/api/be";
import { beUrl } from "@raidkit/api/be";
import { createUser, type Database, findUser, setUserFlags, type UserRecord } from "@raidkit/db";
import { newCharFaction } from "@raidkit/game";
import { generateState, OAuth2Client, OAuth2RequestError, UnexpectedResponseError } from "arctic";
import type { Kysely } from "kysely";
import {
  type Membership,
  membershipOf,
  PATREON_SCOPES,
  PatreonReplyError,
  patreonEndpoints,
  safeReturnTo,
  verifyWebhookSignature,
  webhookMembershipOf,
} from "../auth/patreon.ts";
import type { RateLimits } from "../auth/rateLimits.ts";
import { isSecureRequest, readCookie, sessionCookie, startSession } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { spendLimits } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { clientAddress, requestAccount } from "./requestState.ts";
import { errorResponse, refuseControlCharacters } from "./validation.ts";

export const STATE_COOKIE = "rk_oauth_state";
const STATE_COOKIE_PATH = beUrl("patreonStart");
const STATE_TTL_SECONDS = 600;
/** Each call to the provider (token, identity) gets this long. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Webhook bodies are small JSON:API documents; anything larger is refused unread. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export const LOGIN_FAILED_PATH = "/user?login=failed";
export const LINK_TAKEN_PATH = "/account?link=taken";

export interface PatreonAuthDeps {
  db: Kysely<Database>;
  limits: RateLimits;
  log: Logger;
  patreon: Config["patreon"];
  publicUrl: string | undefined;
}

/** A provider failure: logged by kind and status only (never tokens or codes), the player sent back to log in. */
class ProviderError extends Error {}

function stateCookie(value: string, request: Request, maxAge = STATE_TTL_SECONDS): string {
  const parts = [`${STATE_COOKIE}=${encodeURIComponent(value)}`, `Path=${STATE_COOKIE_PATH}`, "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What to log of a failure: its kind and status, not its data (which may hold a token). */
function failureOf(err: unknown): Record<string, unknown> {
  if (err instanceof OAuth2RequestError) return { kind: "oauth", code: err.code };
  if (err instanceof UnexpectedResponseError) return { kind: "http", status: err.status };
  if (err instanceof ProviderError || err instanceof PatreonReplyError) return { kind: "provider", reason: err.message };
  return { kind: (err as Error)?.name ?? "error", reason: (err as Error)?.message };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/**
 * Login with the subscription platform (Patreon, OAuth 2 authorization code) and its membership
 * webhook (spec §4: Pro comes from the pledge and is resynced by logging in again).
 */
export function patreonRoutes(deps: PatreonAuthDeps, register: Register): void {
  const endpoints = patreonEndpoints(deps.patreon.baseUrl);
  const configured = () => Boolean(deps.patreon.clientId && deps.patreon.clientSecret);
  const client = (request: Request) => {
    const origin = deps.publicUrl ?? new URL(request.url).origin;
    return new OAuth2Client(deps.patreon.clientId as string, deps.patreon.clientSecret as string, origin + beUrl("patreonCallback"));
  };

  register(be.patreonStart, async (c) => {
    if (!configured()) return errorResponse(c, 404, "notFound");
    await spendLimits(c, deps.limits, [["oauthIp", clientAddress(c.req.raw)]]);
    const state = generateState();
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    const url = client(c.req.raw).createAuthorizationURL(endpoints.authorize, state, PATREON_SCOPES);
    return redirect(url.toString(), [stateCookie(`${state}|${returnTo}`, c.req.raw)]);
  });

  register(be.patreonCallback, async (c) => {
    if (!configured()) return errorResponse(c, 404, "notFound");
    const request = c.req.raw;
    const cleared = stateCookie("", request, 0);
    const failed = () => redirect(LOGIN_FAILED_PATH, [cleared]);
    const stored = readCookie(request, STATE_COOKIE);
    const bar = stored?.indexOf("|") ?? -1;
    const code = c.req.query("code");
    const state = c.req.query("state");
    if (!stored || bar < 1 || !code || !state || !sameState(stored.slice(0, bar), state)) {
      deps.log.info({ error: c.req.query("error") ?? null, hasCookie: stored !== null }, "patreon login refused: no code or state mismatch");
      return failed();
    }
    const returnTo = safeReturnTo(stored.slice(bar + 1));

    let membership: Membership;
    try {
      membership = await readMembership(client(request), code);
    } catch (err) {
      deps.log.warn(failureOf(err), "patreon login failed at the provider");
      return failed();
    }

    const now = Date.now();
    const flags = { pro: membership.pro, proUntil: membership.proUntil };
    const current = requestAccount(request);
    if (current) {
      // Logged in already: link the provider account to this user (and take its Pro status).
      const owner = await findUser(deps.db, { patreonId: membership.patreonId });
      if (owner && owner.uid !== current.user.uid) return redirect(LINK_TAKEN_PATH, [cleared]);
      try {
        await setUserFlags(deps.db, current.user.uid, { patreonId: membership.patreonId, ...flags });
      } catch (err) {
        if (isUniqueViolation(err)) return redirect(LINK_TAKEN_PATH, [cleared]);
        throw err;
      }
      return redirect(returnTo, [cleared]);
    }

    const user = await userFor(membership, requestInfo(request).locale, now);
    if (!user) return failed();
    await setUserFlags(deps.db, user.uid, flags);
    const token = await startSession(deps.db, user.uid, now);
    return redirect(returnTo, [cleared, sessionCookie(token, request)]);
  });

  /** Code → tokens → identity with memberships; every step bounded and checked. */
  async function readMembership(oauth: OAuth2Client, code: string): Promise<Membership> {
    const tokens = await withTimeout(oauth.validateAuthorizationCode(endpoints.token, code, null), PROVIDER_TIMEOUT_MS, "token request");
    const response = await fetch(endpoints.identity, {
      headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/json", "user-agent": "Raidkit" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`identity answered ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ProviderError("identity reply is not JSON");
    }
    return membershipOf(body, deps.patreon.campaignId);
  }

  /**
   * The user to log in: the one linked to this provider account; else the one with the provider's
   * verified e-mail (linked now); else a new user. Null when that e-mail's user is linked to
   * another provider account (one account per e-mail: the player logs in by e-mail instead).
   */
  async function userFor(membership: Membership, locale: string, now: number): Promise<UserRecord | null> {
    const { patreonId, email } = membership;
    const linked = await findUser(deps.db, { patreonId });
    if (linked) return linked;
    if (email) {
      const byEmail = await findUser(deps.db, { email });
      if (byEmail) {
        if (byEmail.patreonId !== null) {
          deps.log.info({ uid: byEmail.uid }, "patreon login refused: the e-mail's account is linked to another patreon account");
          return null;
        }
        await setUserFlags(deps.db, byEmail.uid, { patreonId });
        return byEmail;
      }
    }
    try {
      return await createUser(deps.db, { ...(email ? { email } : {}), patreonId, fraction: newCharFaction(locale), now });
    } catch (err) {
      // Two callbacks of the same new player at once: the other one created the user.
      if (isUniqueViolation(err)) return findUser(deps.db, { patreonId });
      throw err;
    }
  }

  register(be.patreonWebhook, async (c) => {
    const secret = deps.patreon.webhookSecret;
    if (!secret) return errorResponse(c, 404, "notFound");
    const length = Number(c.req.header("content-length") ?? 0);
    if (length > WEBHOOK_MAX_BYTES) return errorResponse(c, 400, "invalidInput");
    const raw = await c.req.text();
    if (!verifyWebhookSignature(raw, c.req.header("x-patreon-signature"), secret)) return errorResponse(c, 403, "badSignature");
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return errorResponse(c, 400, "invalidInput", [{ path: "(body)", message: "not JSON" }]);
    }
    // The body is read raw (for its signature), so the boundary rule is applied here (validation.ts).
    refuseControlCharacters(c, payload);
    let change: ReturnType<typeof webhookMembershipOf>;
    try {
      change = webhookMembershipOf(payload, c.req.header("x-patreon-event"));
    } catch (err) {
      if (err instanceof PatreonReplyError) return errorResponse(c, 400, "invalidInput", [{ path: "(body)", message: err.message }]);
      throw err;
    }
    if (!deps.patreon.campaignId || change.campaignId !== deps.patreon.campaignId) return c.json({ ok: true as const, matched: false }, 200);
    const user = await findUser(deps.db, { patreonId: change.patreonId });
    if (!user) return c.json({ ok: true as const, matched: false }, 200);
    await setUserFlags(deps.db, user.uid, { pro: change.pro, proUntil: change.proUntil });
    deps.log.info({ uid: user.uid, pro: change.pro, event: c.req.header("x-patreon-event") ?? null }, "patreon webhook: pro status updated");
    return c.json({ ok: true as const, matched: true }, 200);
  });
}
