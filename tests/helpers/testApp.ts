import type { ProgressData } from "@raidkit/api";
import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll } from "vitest";
import { createServerApp, type ServerApp } from "../../apps/server/src/app.ts";
import type { RateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { type Bus, createLocalBus } from "../../apps/server/src/bus.ts";
import { type Config, loadConfig } from "../../apps/server/src/config.ts";
import { createLogger, type Logger } from "../../apps/server/src/logger.ts";
import { loadBuild } from "../../apps/server/src/start.ts";
import { checkDeclaredReply } from "./declaredReplies.ts";
import { BUILD_DIR } from "./paths.ts";
import { copyTemplateDb } from "./testDb.ts";

/**
 * The real HTTP application (API, pages through the real web build, static files) on a given
 * database, answering Fetch requests directly. The web build must exist (`npm test` builds it).
 */
export async function createTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  bus: Bus = createLocalBus(),
  limits?: RateLimits,
  log: Logger = createLogger("silent"),
): Promise<ServerApp & { config: Config }> {
  process.env.NODE_ENV = "production";
  // No live source in tests (the default is the public API): a test that wants one passes a local URL.
  const config = { ...loadConfig({ PRICE_SOURCE_URL: "off", PILOT_BUILD: "off" }), buildDir: BUILD_DIR, dataPollMs: 0, ...overrides };
  const { build, deployDate } = await loadBuild(config.buildDir);
  const built = await createServerApp({ config, log, db: database.db, bus, build, deployDate, ...(limits ? { limits } : {}) });
  // Every reply of a declared call is held to its declaration (declaredReplies.ts).
  const fetch: ServerApp["fetch"] = async (request, env) => {
    const probe = request.clone();
    const response = await built.fetch(request, env);
    await checkDeclaredReply(probe, response.clone());
    return response;
  };
  return { ...built, fetch, config };
}

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** A request as a browser would send it (not a bot, English unless told). */
export function browserRequest(path: string, init: RequestInit & { locale?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
  if (!headers.has("accept-language")) headers.set("accept-language", "en-US,en;q=0.9");
  if (init.locale) headers.set("cookie", `tm_locale=${init.locale}`);
  return new Request(`http://localhost${path}`, { ...init, headers });
}

/**
 * A browser's request as `user` (their session cookie beside any cookie given): a JSON body for an
 * object, a string or bytes sent as they are (the content type then is the caller's to give).
 */
export function requestAs(user: { cookie: string | null }, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  const raw = typeof body === "string" || body instanceof Uint8Array;
  const request = browserRequest(path, {
    method,
    headers: { ...(body !== undefined && !raw ? { "content-type": "application/json" } : {}), ...headers },
    ...(body !== undefined ? { body: raw ? (body as BodyInit) : JSON.stringify(body) } : {}),
  });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return request;
}

/**
 * The real app on a private copy of the imported template database, for one test file: opened
 * before its tests, closed after them. Read `.app` and `.database` inside the tests.
 */
export function appOnTemplateCopy(overrides: Partial<Config> = {}): { readonly app: ServerApp; readonly database: DatabaseHandle } {
  const state: { app?: ServerApp; database?: DatabaseHandle } = {};
  beforeAll(async () => {
    state.database = copyTemplateDb().open();
    state.app = await createTestApp(state.database, overrides);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });
  return {
    get app() {
      if (!state.app) throw new Error("the test app is not open yet (use it inside a test)");
      return state.app;
    },
    get database() {
      if (!state.database) throw new Error("the test database is not open yet (use it inside a test)");
      return state.database;
    },
  };
}

/** The address a /progression page names for its data (its loader's `dataUrl`, preloaded in the head). */
export function progressDataUrlOf(html: string): string {
  const url = /\/api\/be\/progression\/data\/[a-z]+\/(?:pvp|pve)\/[a-z]+\/[A-Za-z0-9_-]+/.exec(html)?.[0];
  if (!url) throw new Error("the page names no progress data");
  return url;
}

/** A /progression page's data as the browser loads it: the page, then the address it names. */
export async function progressPageData(app: ServerApp, path: string, init: Parameters<typeof browserRequest>[1] = {}): Promise<ProgressData> {
  const page = await app.fetch(browserRequest(path, init));
  const url = progressDataUrlOf(await page.text());
  const headers = new Headers(init.headers);
  if (init.locale) headers.set("cookie", `tm_locale=${init.locale}`);
  const reply = await app.fetch(new Request(`http://localhost${url}`, { headers }));
  if (reply.status !== 200) throw new Error(`${url}: ${reply.status}`);
  return (await reply.json()) as ProgressData;
}
