import type { PageServices, RequestInfo, UserReply } from "@raidkit/api";
import { localeCookie, stripLocalePrefix } from "@raidkit/game";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { readCookie, SESSION_COOKIE } from "../auth/sessions.ts";
import { CompressedBody, compressedResponse } from "./compression.ts";
import { PageCache } from "./pageCache.ts";
import { requestInfo } from "./requestInfo.ts";

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
 * pages of anonymous visitors cached until the data changes.
 */
export function createPageHandler(options: {
  /** The built app (production) or a loader of the current build (development, rebuilt on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  services: PageServices;
  /** The request's logged-in user, as GET /api/be/users/me answers it. */
  currentUser: (request: Request) => Promise<UserReply | null>;
}) {
  const cache = new PageCache();
  const development = typeof options.build === "function";
  const getBuild = typeof options.build === "function" ? options.build : async () => options.build as ServerBuild;
  const handle = createRequestHandler(options.build, development ? "development" : "production");

  async function serve(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const prefixed = stripLocalePrefix(url.pathname);
    if (prefixed) {
      return new Response(null, {
        status: 302,
        headers: { location: prefixed.path + url.search, "set-cookie": localeCookie(prefixed.locale), "cache-control": "no-store" },
      });
    }
    const info = requestInfo(request);
    const cacheable = (request.method === "GET" || request.method === "HEAD") && !development && !hasSession(request);
    const key = `${info.locale}|${info.mode}|${url.pathname}${url.search}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return compressedResponse(hit.body, request, { status: hit.status, headers: { ...hit.headers, "x-page-cache": "hit" } });
    }
    const build = await getBuild();
    const entry = build.entry.module as unknown as WebEntryExports;
    const context = new RouterContextProvider();
    const user = info.viewer.loggedIn ? await options.currentUser(request) : null;
    context.set(entry.pageContext, { services: options.services, request: info, user } satisfies PageContextValue);
    const response = await handle(request.method === "HEAD" ? new Request(request.url, { headers: request.headers }) : request, context);
    const type = response.headers.get("content-type") ?? "";
    if (!cacheable || response.status !== 200 || response.headers.has("set-cookie") || !CACHEABLE_TYPES.test(type)) {
      return response;
    }
    const body = new CompressedBody(Buffer.from(await response.arrayBuffer()));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding") headers[name] = value;
    });
    headers["cache-control"] = "no-cache";
    cache.set(key, { status: response.status, headers, body });
    return compressedResponse(body, request, { status: response.status, headers: { ...headers, "x-page-cache": "miss" } });
  }

  return { serve, invalidate: () => cache.clear(), cache };
}

/** Session cookie of the accounts feature; pages for logged-in visitors are never shared. */
function hasSession(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== null;
}
