import { createHash } from "node:crypto";
import type { PageServices, RequestInfo, UserReply } from "@raidkit/api";
import { localeCookie, pageCacheQuery, safeInternalPath, stripLocalePrefix } from "@raidkit/game";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RateLimits } from "../auth/rateLimits.ts";
import { readCookie, SESSION_COOKIE } from "../auth/sessions.ts";
import { CompressedBody } from "../compressedBody.ts";
import type { CacheRegistry } from "../services/cacheRegistry.ts";
import { compressedResponse } from "./compression.ts";
import { pageCache, USER_PAGE_CACHE_BYTES, VARIANT_PAGE_CACHE_BYTES } from "./pageCache.ts";
import { renderBudgetReply } from "./renderBudget.ts";
import { requestInfo } from "./requestInfo.ts";
import { clientAddress } from "./requestState.ts";
import { inlineScriptHashes, isFramablePage, pagePolicy } from "./securityHeaders.ts";

/** What the web app's entry.server exports for the server: the router context key it reads. */
export interface WebEntryExports {
  pageContext: Parameters<RouterContextProvider["set"]>[0];
}

export interface PageContextValue {
  services: PageServices;
  request: RequestInfo;
  /** The logged-in user (spec §3), or null. */
  user: UserReply | null;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script|application\/json)/;

/**
 * Serves pages: the locale-prefix redirect of spec §2, then the React Router handler, with rendered
 * pages cached until the data changes: visitors' pages shared, a logged-in user's kept for that
 * user's state (decision 024).
 */
export function createPageHandler(options: {
  /** The built app (production) or a loader of the current build (development, rebuilt on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  services: PageServices;
  /** The request's logged-in user, as GET /api/be/users/me answers it. */
  currentUser: (request: Request) => Promise<UserReply | null>;
  /** Origins besides https: that item images may come from (the CSP's img-src). */
  imageOrigins?: readonly string[];
  /** The render budget per address (`renderIp`); none without them. */
  limits?: RateLimits;
  /** The server's caches: the pages are kept there, and go with every new data version. */
  caches: CacheRegistry;
}) {
  const cache = pageCache(options.caches, "pages");
  // Logged-in users' pages in a budget of their own: many users never push visitors' pages out.
  const userCache = pageCache(options.caches, "user-pages", USER_PAGE_CACHE_BYTES);
  // Pages keyed by free text (a search, a page number, a build, React Router's manifest queries)
  // in a small budget of their own: any number of new values never pushes the shared pages out
  // (issue 30, finding 12).
  const variants = pageCache(options.caches, "page-variants", VARIANT_PAGE_CACHE_BYTES);
  const development = typeof options.build === "function";
  const getBuild = typeof options.build === "function" ? options.build : async () => options.build as ServerBuild;
  const handle = createRequestHandler(options.build, development ? "development" : "production");

  async function serve(request: Request): Promise<Response> {
    // Pages are read, never sent to (no route has an action): another method is 405 at once, not a
    // router error with its stack in the log (issue 30, finding 16).
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed: pages answer GET and HEAD only.\n", {
        status: 405,
        headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    const url = new URL(request.url);
    const prefixed = stripLocalePrefix(url.pathname);
    if (prefixed) {
      return new Response(null, {
        status: 302,
        // stripLocalePrefix keeps the path on our host; safeInternalPath checks it once more (finding 3 of issue 21).
        headers: { location: safeInternalPath(prefixed.path + url.search) ?? "/", "set-cookie": localeCookie(prefixed.locale), "cache-control": "no-store" },
      });
    }
    const info = requestInfo(request);
    const user = info.viewer.loggedIn ? await options.currentUser(request) : null;
    // Keyed by the parameters a page reads only: `/?r=1` is `/` (finding 11 of issue 21).
    // React Router's own endpoints (`/__manifest?p=…&version=…`, the routes of lazily discovered
    // paths) keep their whole query.
    const routerCall = url.pathname.startsWith("/__");
    const query = routerCall ? url.search : pageCacheQuery(url.search);
    const build = await getBuild();
    // A visitor's page is shared; a logged-in user's is kept for that user's state (finding 9 of
    // issue 21); a session cookie without a user (expired) is answered afresh. A page with free
    // text in its key is kept apart from both.
    const store = !user && hasSession(request) ? null : routerCall || !namesOnlyItself(query, build) ? variants : user ? userCache : cache;
    const cacheable = (request.method === "GET" || request.method === "HEAD") && !development && store !== null;
    const key = `${user ? `${userStateKey(user)}|` : ""}${info.locale}|${info.mode}|${url.pathname}${query}`;
    if (cacheable) {
      const hit = store.peek(key);
      if (hit) return compressedResponse(hit.body, request, { status: hit.status, headers: { ...hit.headers, "x-page-cache": "hit" } });
    }
    // Each address renders at most so many pages no cache held (React Router's manifest answers
    // are no renders): past it, a short page instead of a render (issue 30, finding 12). Taken
    // before the render, so requests at once cannot pass it; given back below when the page
    // becomes one every visitor shares.
    const budget = options.limits && !routerCall ? { limits: options.limits, address: clientAddress(request) } : null;
    if (budget) {
      const wait = await budget.limits.take("renderIp", budget.address);
      if (wait > 0) return renderBudgetReply(info.locale, wait);
    }
    const entry = build.entry.module as unknown as WebEntryExports;
    const context = new RouterContextProvider();
    context.set(entry.pageContext, { services: options.services, request: info, user } satisfies PageContextValue);
    const response = await handle(request.method === "HEAD" ? new Request(request.url, { headers: request.headers }) : request, context);
    const type = response.headers.get("content-type") ?? "";
    if (!CACHEABLE_TYPES.test(type) || response.body === null) return response;
    // The whole reply is read (rendering already waits for all of it): a page carries the policy of
    // its own inline scripts, and every page is compressed, a logged-in visitor's too.
    const raw = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding" && name !== "set-cookie") headers[name] = value;
    });
    if (!development && type.startsWith("text/html")) {
      headers["content-security-policy"] = pagePolicy(inlineScriptHashes(raw.toString("utf8")), {
        imageOrigins: options.imageOrigins ?? [],
        framing: isFramablePage(url.pathname) ? "anyone" : "none",
      });
    }
    // A page that says `no-store` (the status page) is built for each request.
    const kept = cacheable && response.status === 200 && !response.headers.has("set-cookie") && !/no-store/i.test(response.headers.get("cache-control") ?? "");
    if (!kept) {
      // A reply for one visitor: only the encoding asked for, on the thread pool at a fast setting, never kept.
      const body = await CompressedBody.prepareFor(raw, request);
      const reply = compressedResponse(body, request, { status: response.status, headers });
      for (const cookie of response.headers.getSetCookie()) reply.headers.append("set-cookie", cookie);
      return reply;
    }
    // A shared page is kept with both compressed forms, made on the thread pool: its size is known,
    // and no hit compresses. A user's page (built for one state of that user) and a page of free
    // text are seldom asked for again in another encoding: only the form asked for, at a faster
    // setting (issue 30, finding 17); another is made on first use.
    const body = store === cache ? await CompressedBody.prepare(raw, 5) : await CompressedBody.prepareFor(raw, request);
    headers["cache-control"] = user ? "private, no-cache" : "no-cache";
    store.set(key, { status: response.status, headers, body });
    if (budget && store === cache) await budget.limits.giveBack("renderIp", budget.address);
    return compressedResponse(body, request, { status: response.status, headers: { ...headers, "x-page-cache": "miss" } });
  }

  return {
    serve,
    cache,
    userCache,
    variants,
  };
}

/**
 * Whether a page's cache key names the page alone: no query but React Router's `_routes` naming
 * routes of the build (which loaders a client navigation asks for). Anything else (a search, a
 * sort, a page number, a build code) is free text any visitor can vary without end.
 */
function namesOnlyItself(query: string, build: ServerBuild): boolean {
  if (query === "") return true;
  const params = new URLSearchParams(query);
  const routes = params.get("_routes");
  if (routes === null || [...params.keys()].length !== 1) return false;
  return routes.split(",").every((id) => Object.hasOwn(build.routes, id));
}

/**
 * What a logged-in page depends on besides the data and the URL: the user as the page receives
 * it (role, settings, progress, selected character and its mode). Any change to the user makes a
 * new key, so a kept page is never older than the user's last change.
 */
function userStateKey(user: UserReply): string {
  return `u:${createHash("sha256").update(JSON.stringify(user)).digest("base64url")}`;
}

/** Session cookie of the accounts feature; pages for logged-in visitors are never shared. */
function hasSession(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== null;
}
