import * as be from "@raidkit/api/be";
import type { Database } from "@raidkit/db";
import { isLocale, localeCookie, safeInternalPath } from "@raidkit/game";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { clearedSessionCookie, endSession } from "../auth/sessions.ts";
import type { Register } from "./declared.ts";

/** Where to go back to: the referring page's path on this site, else the home page. */
function backPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.host !== new URL(request.url).host && url.host !== request.headers.get("host")) return "/";
    // Account pages need a session; after logging out the login page is the place to be.
    if (url.pathname.startsWith("/account")) return "/user";
    // Only a path on our own host: `//attacker.example/x` (a path of the referring URL) is another host to a browser.
    return safeInternalPath(url.pathname + url.search) ?? "/";
  } catch {
    return "/";
  }
}

/**
 * GET /api/be/logout?lang= (spec §2/§7): ends the session and goes back to the page in that
 * language. A cross-site navigation here (a link on another site) does not log anyone out.
 */
export function logoutRoute(db: Kysely<Database>, register: Register): void {
  register(be.logout, (c) => logout(c, db));
}

async function logout(c: Context, db: Kysely<Database>): Promise<Response> {
  const lang = c.req.query("lang");
  const crossSite = c.req.header("sec-fetch-site") === "cross-site";
  const headers = new Headers({ location: backPath(c.req.raw), "cache-control": "no-store" });
  if (!crossSite) {
    await endSession(db, c.req.raw);
    headers.append("set-cookie", clearedSessionCookie(c.req.raw));
  }
  if (lang && isLocale(lang)) headers.append("set-cookie", localeCookie(lang));
  return new Response(null, { status: 302, headers });
}
