import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type Bus, createLocalBus, createRedisBus } from "../../apps/server/src/bus.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { listen } from "../helpers/listen.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * The pilot relay across instances (issue 7): the pilot's post lands on one instance, the player's
 * page listens on another; Redis carries the events between them. The control pair without Redis
 * shows the delivery really comes from the bus.
 */
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) throw new Error("The multi-instance suite needs Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379).");

type Served = { app: ServerApp; http: Awaited<ReturnType<typeof listen>> };

describe("pilot relay on two instances", () => {
  const handles: DatabaseHandle[] = [];
  const buses: Bus[] = [];
  const shared: Served[] = [];
  const apart: Served[] = [];

  beforeAll(async () => {
    const { dataDir } = copyTemplateDb();
    for (let i = 0; i < 4; i++) {
      const handle = openDatabase({ dataDir });
      const bus = i < 2 ? await createRedisBus(REDIS_URL, createLogger("silent")) : createLocalBus();
      handles.push(handle);
      buses.push(bus);
      const app = await createTestApp(handle, { dataPollMs: 0 }, bus);
      (i < 2 ? shared : apart).push({ app, http: await listen(app) });
    }
  });
  afterAll(async () => {
    for (const s of [...shared, ...apart]) {
      await s.http.close();
      await s.app.close();
    }
    for (const bus of buses) await bus.close();
    for (const handle of handles) await handle.close();
  });

  async function scenario([a, b]: Served[]): Promise<unknown[]> {
    const db = (handles[0] as DatabaseHandle).db;
    const pro = await userWithRole(db, "pro");
    const made = await (a as Served).app.fetch(new Request("http://localhost/api/be/pilot/keys", { method: "POST", headers: { cookie: pro.cookie ?? "" } }));
    const { key } = (await made.json()) as { key: string };
    // The page listens on instance B.
    const messages: unknown[] = [];
    const ws = new WebSocket(`ws://${(b as Served).http.base}/api/be/pilot/socket`, {
      headers: { origin: `http://${(b as Served).http.base}`, cookie: pro.cookie ?? "" },
    });
    ws.on("message", (d) => messages.push(JSON.parse(String(d))));
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    // The pilot posts to instance A.
    const posted = await (a as Served).app.fetch(
      new Request("http://localhost/api/be/pilot/events", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ events: [{ messageType: "MAP_CHANGE", map: "reserve", raw: "rezervbase" }] }),
      }),
    );
    expect(posted.status).toBe(202);
    await new Promise((r) => setTimeout(r, 500));
    ws.close();
    return messages;
  }

  it("a page on one instance hears the events posted to the other", async () => {
    expect(await scenario(shared)).toEqual([{ messageType: "MAP_CHANGE", map: "reserve", raw: "rezervbase" }]);
  });

  it("control: without Redis the other instance never hears them", async () => {
    expect(await scenario(apart)).toEqual([]);
  });
});
