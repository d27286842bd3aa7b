import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type Bus, createRedisBus } from "../../apps/server/src/bus.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Two server instances share one database and talk over Redis. A data change announced by one
 * must drop the other's caches (pages and the catalogue) at once, without waiting for a poll.
 */
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) throw new Error("The multi-instance suite needs Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379).");

const SALEWA = "544fb45d4bdc2dee738b4568";

describe("two instances on one database with a Redis bus", () => {
  const handles: DatabaseHandle[] = [];
  const buses: Bus[] = [];
  const apps: ServerApp[] = [];

  beforeAll(async () => {
    const { dataDir } = copyTemplateDb();
    for (let i = 0; i < 2; i++) {
      const handle = openDatabase({ dataDir });
      const bus = await createRedisBus(REDIS_URL, createLogger("silent"));
      handles.push(handle);
      buses.push(bus);
      // Polling is off: only the bus can tell an instance that the data changed.
      apps.push(await createTestApp(handle, { dataPollMs: 0 }, bus));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    for (const handle of handles) await handle.close();
  });

  const salewaPage = (app: ServerApp) => app.fetch(browserRequest("/item/salewa_first_aid_kit"));

  it("drops the other instance's cached pages when one announces new data", async () => {
    const [a, b] = apps as [ServerApp, ServerApp];
    await salewaPage(b);
    const cached = await salewaPage(b);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).toContain("₽35,000");

    // Instance A records a new price (as a price import would) and announces it.
    const db = (handles[0] as DatabaseHandle).db;
    await db.updateTable("price_stats").set({ last_price: 12345 }).where("item_uid", "=", SALEWA).where("mode", "=", "pvp").execute();
    await db
      .updateTable("meta")
      .set({ value: `test-${Date.now()}` })
      .where("key", "=", "data_version")
      .execute();
    await a.watcher.announce();

    await expect.poll(async () => (await salewaPage(b)).headers.get("x-page-cache"), { timeout: 5000 }).toBe("miss");
    const fresh = await (await salewaPage(b)).text();
    expect(fresh).toContain("₽12,345");
    expect(fresh).not.toContain("₽35,000</span></span>");
  });

  it("serves the new figures from the other instance's cache payload too", async () => {
    const b = apps[1] as ServerApp;
    const payload = await (await b.fetch(browserRequest("/api/be/cache"))).json();
    const index = payload.itemsData.fields.indexOf("lastPrice");
    const row = payload.itemsData.items.find((r: unknown[]) => r[0] === SALEWA);
    expect(row[index]).toBe(12345);
  });

  it("/test names each instance and its connected Redis bus", async () => {
    const pages = await Promise.all(apps.map(async (app) => (await (await app.fetch(browserRequest("/test"))).text()).replace(/<!-- -->/g, "")));
    for (const page of pages) expect(page).toMatch(/Redis · connected/);
    const instanceOf = (page: string) => /data-testid="instance">([^<]+)</.exec(page)?.[1];
    expect(instanceOf(pages[0] as string)).toBeTruthy();
    expect(instanceOf(pages[0] as string)).not.toBe(instanceOf(pages[1] as string));
  });
});
