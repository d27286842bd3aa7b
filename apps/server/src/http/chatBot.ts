import { PVE_LINK_PARAM } from "@raidkit/game";
import type { Hono } from "hono";
import type { RateLimits } from "../auth/rateLimits.ts";
import type { CatalogueService } from "../services/catalogue.ts";
import { BOT_PRICE_PATH, priceCheck, priceCheckLocale, priceCheckMode, pveRefusalLine } from "../services/priceCheck.ts";
import type { PveAccess } from "../services/pveAccess.ts";
import { requestInfo } from "./requestInfo.ts";
import { clientAddress, requestAccount } from "./requestState.ts";

/**
 * The chat bots' price check: `GET /api/bot/price?q=<item name>&l=<en|ru>&m=<pvp|pve>` answers one
 * line of text/plain (services/priceCheck.ts). It lives beside /api/be, not in it: /api/be holds the
 * site's declared JSON calls (their error bodies, CSRF check and declared statuses), while a chat
 * bot pastes the body of whatever it gets into the chat. So every answer a chat can use — a price,
 * "no item found", a missing or too long name — is 200 text/plain (StreamElements shows only the
 * body of a 200 reply; Fossabot ignores the status); only the rate limit answers 429 (with a line
 * and Retry-After). No CORS: the site's own try-it box calls it from the same origin.
 *
 * PVE (`m=pve`) is Pro data (spec §4, decision 038): answered for a command a Pro account made on
 * /streamers (its `t=` token) or a Pro session (the try-it box); anyone else gets the one line that
 * says "Pro status required" and where to make the command, still 200 so the chat shows it.
 */

/** Shared caches and the bots may keep a line this long (prices are imported every few minutes). */
const MAX_AGE_S = 60;

const RATE_LIMITED = {
  en: (s: number) => `Too many price checks, try again in ${s} s.`,
  ru: (s: number) => `Слишком много запросов цены, попробуйте через ${s} с.`,
};

export function chatBotRoutes(app: Hono, deps: { catalogue: CatalogueService; limits: RateLimits; publicUrl: string | undefined; pve: PveAccess }): void {
  app.get(BOT_PRICE_PATH, async (c) => {
    const url = new URL(c.req.url);
    // The language: `l` (or `lang`), else Accept-Language; never the search-bot rule (requestInfo, apiLocale).
    const ask = { q: url.searchParams.get("q"), l: requestInfo(c.req.raw).locale, m: url.searchParams.get("m") };
    const wait = await deps.limits.take("botIp", clientAddress(c.req.raw));
    if (wait > 0) {
      return c.text(RATE_LIMITED[priceCheckLocale(ask.l)](wait), 429, {
        "retry-after": String(wait),
        "cache-control": "no-store",
        "content-type": "text/plain; charset=utf-8",
      });
    }
    const origin = deps.publicUrl ?? url.origin;
    const mode = priceCheckMode(ask.m);
    if (!(await deps.pve.canRead(mode, { account: requestAccount(c.req.raw), linkToken: url.searchParams.get(PVE_LINK_PARAM) }))) {
      return c.text(pveRefusalLine(priceCheckLocale(ask.l), origin), 200, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "private, no-cache",
      });
    }
    const reply = await priceCheck(deps.catalogue, ask, origin);
    return c.text(reply.text, 200, {
      "content-type": "text/plain; charset=utf-8",
      // PVE lines are a Pro account's: no shared cache keeps them.
      "cache-control": `${mode === "pve" ? "private" : "public"}, max-age=${MAX_AGE_S}`,
    });
  });
  // Only GET (and the HEAD Hono answers with it): anything else is not a price check.
  app.all(BOT_PRICE_PATH, (c) => c.text("Method not allowed", 405, { allow: "GET, HEAD" }));
}
