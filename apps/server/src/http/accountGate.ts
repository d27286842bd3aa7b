import type { Context } from "hono";
import type { RateLimitName, RateLimits } from "../auth/rateLimits.ts";
import type { Account } from "../services/account.ts";
import { clientAddress, requestAccount } from "./requestState.ts";
import { errorResponse, refusal, refuse } from "./validation.ts";

/** Spec §8 "Not logged in" (401) unless the request has a live session. */
export function needLogin(c: Context): Account {
  return requestAccount(c.req.raw) ?? refuse(c, 401, "notLoggedIn");
}

/**
 * Spec §5/§6: Pro-only calls answer 403 with "Pro status required" (or "Need Pro status to edit"
 * for settings and custom prices), checked here on the server whatever the page shows.
 */
export function needPro(c: Context, code: "proRequired" | "needProToEdit" = "proRequired"): Account {
  const account = needLogin(c);
  return account.pro ? account : refuse(c, 403, code);
}

/** The account of a call whose declared gate let it through (login, Pro): there is one. */
export function accountOf(c: Context): Account {
  const account = requestAccount(c.req.raw);
  if (!account) throw new Error("a gated call ran without an account");
  return account;
}

/** Takes a point of each limit; 429 "Rate limit exceeded" with Retry-After when `key` has none left in limit `name`. */
export async function spendLimits(c: Context, limits: RateLimits, checks: [RateLimitName, string][]): Promise<void> {
  for (const [name, key] of checks) {
    const wait = await limits.take(name, key);
    if (wait > 0) {
      const response = errorResponse(c, 429, "rateLimit");
      response.headers.set("retry-after", String(wait));
      throw refusal(response);
    }
  }
}

/** Per-user and per-IP limits of the state-changing user calls. */
export function spendWriteLimits(c: Context, limits: RateLimits, account: Account): Promise<void> {
  return spendLimits(c, limits, [
    ["writeIp", clientAddress(c.req.raw)],
    ["writeUser", account.user.uid],
  ]);
}
