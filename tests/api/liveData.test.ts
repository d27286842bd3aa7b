import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { DataStatusService } from "../../apps/server/src/services/shell.ts";
import { loadBuild, startServer } from "../../apps/server/src/start.ts";
import { fixtureItems, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { BUILD_DIR } from "../helpers/paths.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";

describe("live data in the site (local source, real records)", () => {
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  let app: ServerApp;
  const page = async (path: string) => (await app.fetch(browserRequest(path))).text();

  beforeAll(async () => {
    database = copyTemplateDb().open();
    graphql = await startLocalGraphql(fixtureItems());
    graphql.setUpdated(Date.now() - 120_000);
    app = await createTestApp(database, { priceSourceUrl: graphql.url, priceSourceModes: ["pvp", "pve"], priceBackfillLimit: 0 });
  });
  afterAll(async () => {
    await app.close();
    await graphql.close();
    await database.close();
  });

  it("shows the pack's date before any live import (no clock in the server's HTML)", async () => {
    const text = await page("/");
    expect(text).toContain('data-state="pending"');
    expect(text).toContain("Prices of 22.08.26 20:18");
    const status = new DataStatusService(database.db, { source: true, everyMs: 300_000 });
    // The pack's PVE prices are its 2026 scans: their newest is the PVE data date.
    expect(await status.read("pve")).toEqual({ liveSource: true, liveUpdated: null, liveExpiration: null, dataDate: Date.parse("2026-08-22T20:18:03Z") });
  });

  it("imports on demand (never on its own in a test app) and shows icons, names and the live date", async () => {
    expect(app.prices).not.toBeNull();
    const results = await app.prices?.runOnce();
    expect(results?.map((r) => r.ok)).toEqual([true, true]);
    const texts = await app.prices?.runTextsOnce();
    expect(texts?.ok).toBe(true);
    await app.watcher.check();
    // The icon link reaches the cache, the market list and the item page.
    const cache = (await (await app.fetch(browserRequest("/api/be/cache?itemsHash=&questsHash="))).json()) as {
      itemsData: { fields: string[]; items: unknown[][] };
    };
    const fields = cache.itemsData.fields;
    const row = cache.itemsData.items.find((r) => r[fields.indexOf("uid")] === SALEWA) as unknown[];
    expect(row[fields.indexOf("icon")]).toBe(`${graphql.assets}/${SALEWA}-icon.webp`);
    const list = await page("/market?search=salewa");
    expect(list).toContain(`src="${graphql.assets}/${SALEWA}-icon.webp"`);
    const item = await page("/item/salewa_first_aid_kit");
    expect(item).toContain(`${graphql.assets}/${SALEWA}-icon.webp`);
    // Items the source has no link for keep the size-true placeholder tile.
    expect(await page("/market?search=ammo")).toContain('class="item-tile');
    // The footer: the live import's date until the browser words it ("Live, updated 2 minutes ago").
    const updated = new Date(Date.now() - 120_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const stamp = `${pad(updated.getUTCDate())}.${pad(updated.getUTCMonth() + 1)}.${pad(updated.getUTCFullYear() % 100)}`;
    expect(await page("/")).toContain(`Prices of ${stamp}`);
    const pve = await new DataStatusService(database.db, { source: true, everyMs: 300_000 }).read("pve");
    expect(pve.liveUpdated).toBeGreaterThan(Date.now() - 200_000);
    expect(pve.liveExpiration).toBeGreaterThan(Date.now());
  });
});

describe("start-up with live data on", () => {
  it("does not wait for a source that never answers, and stops promptly", async () => {
    const graphql = await startLocalGraphql(fixtureItems());
    graphql.setBehaviour({ kind: "hang" });
    const { dataDir } = copyTemplateDb();
    const config = {
      ...loadConfig({ PRICE_SOURCE_URL: graphql.url, PRICE_SOURCE_TIMEOUT: "60s", PILOT_BUILD: "off" }),
      buildDir: BUILD_DIR,
      dataDir,
      skipPackImport: true,
      port: 0,
      host: "127.0.0.1",
      dataPollMs: 0,
    };
    const { build, deployDate } = await loadBuild(BUILD_DIR);
    const started = performance.now();
    const running = await startServer(config, createLogger("silent"), build, deployDate);
    try {
      const request = browserRequest("/");
      const response = await fetch(`http://127.0.0.1:${running.port}/`, { headers: request.headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Prices of 22.08.26 20:18");
      // Served long before the source's 60 s timeout (a few seconds on a quiet machine, more under load).
      expect(performance.now() - started).toBeLessThan(30_000);
      // The first import is under way (the request hangs).
      await new Promise((r) => setTimeout(r, 200));
      expect(graphql.requests.length).toBeGreaterThanOrEqual(1);
    } finally {
      const closing = performance.now();
      await running.close();
      expect(performance.now() - closing).toBeLessThan(3000);
      await graphql.close();
    }
  }, 60_000);

  it("PRICE_SOURCE_URL=off: no importer, and `off` is never taken for a URL", async () => {
    const database = copyTemplateDb().open();
    const app = await createTestApp(database, { priceSourceUrl: loadConfig({ PRICE_SOURCE_URL: "off" }).priceSourceUrl });
    expect(app.prices).toBeNull();
    await app.close();
    await database.close();
  });
});
