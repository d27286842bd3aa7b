import type { Hono } from "hono";
import type { RateLimits } from "../auth/rateLimits.ts";
import type { CatalogueService } from "../services/catalogue.ts";
import { BOT_PRICE_PATH, priceCheck, priceCheckLocale } from "../services/priceCheck.ts";
import { clientAddress } from "./requestState.ts";

/**
 * The chat bots' price check: `GET /api/bot/price?q=<item name>&l=<en|ru>&m=<pvp|pve>` answers one
 * line of text/plain (services/priceCheck.ts). It lives beside /api/be, not in it: /api/be holds the
 * site's declared JSON calls (their error bodies, CSRF check and declared statuses), while a chat
 * bot pastes the body of whatever it gets into the chat. So every answer a chat can use — a price,
 * "no item found", a missing or too long name — is 200 text/plain (StreamElements shows only the
 * body of a 200 reply; Fossabot ignores the status); only the rate limit answers 429 (with a line
 * and Retry-After). No CORS: the site's own try-it box calls it from the same origin.
 */

/** Shared caches and the bots may keep a line this long (prices are imported every few minutes). */
const MAX_AGE_S = 60;

const RATE_LIMITED = {
  en: (s: number) => `Too many price checks, try again in ${s} s.`,
  ru: (s: number) => `Слишком много запросов цены, попробуйте через ${s} с.`,
};

export function chatBotRoutes(app: Hono, deps: { catalogue: CatalogueService; limits: RateLimits; publicUrl: string | undefined }): void {
  app.get(BOT_PRICE_PATH, async (c) => {
    const url = new URL(c.req.url);
    const ask = { q: url.searchParams.get("q"), l: url.searchParams.get("l"), m: url.searchParams.get("m") };
    const wait = await deps.limits.take("botIp", clientAddress(c.req.raw));
    if (wait > 0) {
      return c.text(RATE_LIMITED[priceCheckLocale(ask.l)](wait), 429, {
        "retry-after": String(wait),
        "cache-control": "no-store",
        "content-type": "text/plain; charset=utf-8",
      });
    }
    const reply = await priceCheck(deps.catalogue, ask, deps.publicUrl ?? url.origin);
    return c.text(reply.text, 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": `public, max-age=${MAX_AGE_S}`,
    });
  });
  // Only GET (and the HEAD Hono answers with it): anything else is not a price check.
  app.all(BOT_PRICE_PATH, (c) => c.text("Method not allowed", 405, { allow: "GET, HEAD" }));
}
