import type { Database } from "@raidkit/db";
import type { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import type { Bus } from "../bus.ts";
import { within } from "../within.ts";

/** The longest a readiness check waits for the database or Redis. */
const CHECK_MS = 1_000;
const NO_STORE = { "cache-control": "no-store" };

/**
 * Health for proxies and supervisors (issue 30, finding 7), cheap and never cached, answered before
 * the session lookup:
 * - `GET /healthz` (liveness): the process answers. 200 "ok", nothing else is looked at: a supervisor
 *   restarts an instance only when this fails.
 * - `GET /readyz` (readiness): 200 when this instance should get traffic: the database answers a query,
 *   Redis answers a ping (when REDIS_URL is set), data is loaded, and the instance is not stopping;
 *   else 503. The JSON body says which part failed.
 */
export function healthRoutes(app: Hono, deps: { db: Kysely<Database>; bus: Bus; ready: () => { data: boolean; draining: boolean } }): void {
  app.on(["GET", "HEAD"], "/healthz", (c) => c.text("ok", 200, NO_STORE));
  app.on(["GET", "HEAD"], "/readyz", async (c) => {
    const [database, redis] = await Promise.all([
      within(
        sql`select 1`.execute(deps.db).then(() => true),
        CHECK_MS,
        false,
      ),
      deps.bus.kind === "redis" ? deps.bus.ping(CHECK_MS) : Promise.resolve(null),
    ]);
    const { data, draining } = deps.ready();
    const ready = database && redis !== false && data && !draining;
    return c.json({ ready, database, redis, data, draining }, ready ? 200 : 503, NO_STORE);
  });
}
