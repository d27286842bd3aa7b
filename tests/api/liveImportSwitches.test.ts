import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalBus } from "../../apps/server/src/bus.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { GAME_QUERIES } from "../../apps/server/src/jobs/gameQueries.ts";
import { createLiveImporter } from "../../apps/server/src/jobs/liveData.ts";
import { createLogger, recentLogsOf } from "../../apps/server/src/logger.ts";
import { DataWatcher } from "../../apps/server/src/services/dataWatcher.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { fixtureItems, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 19: the live import switches of /admin/global-settings. The scheduled imports of a real
 * importer (against a local GraphQL server) ask the stored switches before each run.
 */
let database: DatabaseHandle;
let graphql: LocalGraphql;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;

beforeAll(async () => {
  database = copyTemplateDb().open();
  graphql = await startLocalGraphql(fixtureItems());
  app = await createTestApp(database, { priceSourceUrl: graphql.url });
  admin = await userWithRole(database.db, "admin");
});
afterAll(async () => {
  await app.close();
  await graphql.close();
  await database.close();
});

const put = (body: unknown) => {
  const request = browserRequest("/api/be/admin/settings", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  request.headers.set("cookie", admin.cookie as string);
  return app.fetch(request);
};

/** A live importer as the server makes it, started on its schedule; the test stops it. */
function startImporter() {
  const log = createLogger("info", { write: () => {} });
  const config = { ...loadConfig({ PRICE_SOURCE_URL: graphql.url }), priceBackfillLimit: 0 };
  const importer = createLiveImporter({ config, db: database.db, log, watcher: new DataWatcher(database.db, createLocalBus(), log), holder: "switch-test" });
  if (!importer) throw new Error("no importer for a local source");
  importer.start();
  return { importer, log };
}

// The game-data job's queries (the price job's restocks query asks `traders` too, for their reset times).
const GAME = Object.values(GAME_QUERIES).map((q) => /query (\w+)/.exec(q)?.[1] as string);
const gameQuery = (q: string) => GAME.includes(/query (\w+)/.exec(q)?.[1] ?? "");

describe("live import switches", () => {
  it("are on by default and shown with the source and the last imports", async () => {
    const get = browserRequest("/api/be/admin/settings");
    get.headers.set("cookie", admin.cookie as string);
    const reply = (await (await app.fetch(get)).json()) as { settings: { liveImports: unknown }; live: { source: string } };
    expect(reply.settings.liveImports).toEqual({ prices: true, items: true, gameData: true });
    expect(reply.live.source).toBe(`${new URL(graphql.url).protocol}//${new URL(graphql.url).host}${new URL(graphql.url).pathname}`);
  });

  it("switched off, the schedule asks the source nothing and says why; game data off alone leaves prices running", async () => {
    expect((await put({ liveImports: { prices: false, items: false, gameData: false } })).status).toBe(200);
    const before = graphql.requests.length;
    const off = startImporter();
    await new Promise((r) => setTimeout(r, 800));
    await off.importer.stop();
    expect(graphql.requests.length).toBe(before);
    const paused = recentLogsOf(off.log)
      .query({ text: "paused by an admin", limit: 10 })
      .map((e) => e.fields.job)
      .sort();
    expect(paused).toEqual(["gameData", "items", "prices"]);

    const reply = await put({ liveImports: { prices: true, items: true } });
    expect(((await reply.json()) as { settings: { liveImports: unknown } }).settings.liveImports).toEqual({ prices: true, items: true, gameData: false });
    const on = startImporter();
    await expect.poll(() => graphql.requests.length > before, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => (await database.db.selectFrom("price_imports").select("id").where("status", "=", "ok").execute()).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await on.importer.stop();
    expect(graphql.requests.slice(before).some((r) => gameQuery(r.query))).toBe(false);
    await put({ liveImports: { gameData: true } });
  });
});
