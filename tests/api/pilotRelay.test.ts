import { connect } from "node:net";
import { beUrl } from "@raidkit/api/be";
import { setUserFlags } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { RELAY_PATH } from "../../apps/pilot/src/relay.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { loadBuild, startServer } from "../../apps/server/src/start.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { listen } from "../helpers/listen.ts";
import { BUILD_DIR } from "../helpers/paths.ts";
import { appOnTemplateCopy } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** The pilot relay (issue 7): keys, posted events, and the page's socket on the site. */
const env = appOnTemplateCopy();
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  http = await listen(env.app);
});
afterAll(async () => {
  await http?.close();
});

// The pilot is built on its own (it does not depend on @raidkit/api), so its copy of the address is held to the declaration here.
it("the pilot posts to the declared relay call", () => {
  expect(RELAY_PATH).toBe(beUrl("pilotEvents"));
});

const call = (path: string, init: RequestInit & { cookie?: string | null; locale?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.locale) headers.set("accept-language", init.locale);
  return env.app.fetch(new Request(`http://localhost/api/be/pilot${path}`, { ...init, headers }));
};
const post = (key: string | null, body: unknown) =>
  call("/events", {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function newKey(cookie: string | null): Promise<{ id: string; key: string }> {
  const r = await call("/keys", { method: "POST", cookie });
  expect(r.status).toBe(201);
  return (await r.json()) as { id: string; key: string };
}

/** Opens the page's relay socket as a browser page of the site would (its Origin, the session cookie). */
function pageSocket(cookie: string | null, origin = `http://${http.base}`): Promise<{ ws: WebSocket; messages: unknown[] } | { refused: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${http.base}/api/be/pilot/socket`, { headers: { origin, ...(cookie ? { cookie } : {}) } });
    const messages: unknown[] = [];
    ws.on("message", (data) => messages.push(JSON.parse(String(data))));
    ws.on("open", () => resolve({ ws, messages }));
    ws.on("unexpected-response", (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    ws.on("error", () => resolve({ refused: -1 }));
  });
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("relay keys", () => {
  it("a Pro user makes a key of 32 unambiguous characters, sees it listed without the key, and revokes it", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const { id, key } = await newKey(pro.cookie);
    expect(key).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{32}$/);
    const list = (await (await call("/keys", { cookie: pro.cookie })).json()) as { keys: { id: string }[] };
    expect(list.keys.map((k) => k.id)).toEqual([id]);
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await call(`/keys/${id}`, { method: "DELETE", cookie: pro.cookie })).status).toBe(200);
    expect((await post(key, { events: [{ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" }] })).status).toBe(401);
  });

  it("free users and visitors cannot make keys (Pro status required / Not logged in, in both languages)", async () => {
    const free = await userWithRole(env.database.db, "free");
    const refused = await call("/keys", { method: "POST", cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("Pro status required");
    const ru = await call("/keys", { method: "POST", cookie: free.cookie, locale: "ru" });
    expect(((await ru.json()) as { error: string }).error).toBe("Требуется статус Pro");
    expect((await call("/keys", { method: "POST" })).status).toBe(401);
  });

  it("nobody revokes another user's key", async () => {
    const owner = await userWithRole(env.database.db, "pro");
    const other = await userWithRole(env.database.db, "pro");
    const { id, key } = await newKey(owner.cookie);
    const r = await call(`/keys/${id}`, { method: "DELETE", cookie: other.cookie });
    expect(r.status).toBe(404);
    expect(((await r.json()) as { error: string }).error).toBe("Pilot key not found");
    expect((await post(key, { events: [{ messageType: "GAME_MODE", mode: "pve" }] })).status).toBe(202);
  });
});

describe("POST /api/be/pilot/events", () => {
  it("refuses a missing, malformed or unknown key with 'Pilot key not valid'", async () => {
    for (const key of [null, "short", "2".repeat(32)]) {
      const r = await post(key, { events: [{ messageType: "GAME_MODE", mode: "pvp" }] });
      expect(r.status).toBe(401);
      expect(((await r.json()) as { error: string }).error).toBe("Pilot key not valid");
    }
  });

  it("answers 400 to bad bodies and non-events, never 500", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const { key } = await newKey(pro.cookie);
    const bad: unknown[] = [
      "not json",
      "null",
      [],
      {},
      { events: [] },
      { events: "x" },
      { events: [1] },
      { events: [{ messageType: "SETTINGS_RESET" }] },
      { events: [{ messageType: "CONFIGURATION", version: "1", gameFolder: "C:\\Games", screenshotsFolder: null }] },
      { events: [{ messageType: "POSITION_UPDATE", x: "a", y: 1, z: 2 }] },
      { events: Array.from({ length: 51 }, () => ({ messageType: "GAME_MODE", mode: "pvp" })) },
      { events: [{ messageType: "GAME_MODE", mode: "pvp" }], extra: 1 },
    ];
    for (const body of bad) {
      const r = await post(key, typeof body === "string" ? body : body);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it("refuses an event over the 4 KB a page takes (413) and a batch over its limit, and forwards none of it", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const { key } = await newKey(pro.cookie);
    const page = await pageSocket(pro.cookie);
    if (!("ws" in page)) throw new Error("no page socket");
    try {
      const huge = { messageType: "MAP_CHANGE", map: "customs", raw: "x".repeat(5000) };
      const one = await post(key, { events: [{ messageType: "GAME_MODE", mode: "pvp" }, huge] });
      expect(one.status).toBe(413);
      expect(((await one.json()) as { error: string }).error).toMatch(/^Request too large: events\.1 is \d+ bytes, at most 4096$/);
      // A batch body past 50 events of 4 KB is refused before it is read.
      const batch = await post(key, `{"events":[{"messageType":"GAME_MODE","mode":"pvp"}]${" ".repeat(300 * 1024)}}`);
      expect(batch.status).toBe(413);
      await new Promise((r) => setTimeout(r, 100));
      expect(page.messages).toEqual([]);
    } finally {
      page.ws.close();
    }
  });

  it("a key of a user whose Pro ended is refused with 'Pro status required'", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const { key } = await newKey(pro.cookie);
    await setUserFlags(env.database.db, pro.uid as string, { pro: false, proUntil: null });
    const r = await post(key, { events: [{ messageType: "GAME_MODE", mode: "pvp" }] });
    expect(r.status).toBe(403);
  });
});

describe("the page's relay socket", () => {
  it("delivers a user's posted events to that user's pages only", async () => {
    const alice = await userWithRole(env.database.db, "pro");
    const bob = await userWithRole(env.database.db, "pro");
    const a = await pageSocket(alice.cookie);
    const b = await pageSocket(bob.cookie);
    if (!("ws" in a) || !("ws" in b)) throw new Error("sockets refused");
    const { key } = await newKey(alice.cookie);
    const events = [
      { messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" },
      { messageType: "POSITION_UPDATE", x: 175.3, y: 1.37, z: 150.68, yaw: 191.7, filename: "2025-03-30[21-04]_175.30, 1.37, 150.68_0, 0, 0, 1_9.53 (0).png" },
      { messageType: "QUEST_UPDATE", questId: "5936d90786f7742b1420ba5b", status: 12 },
    ];
    const r = await post(key, { events });
    expect(r.status).toBe(202);
    expect(await r.json()).toEqual({ accepted: 3 });
    await until(() => a.messages.length === 3);
    expect(a.messages).toEqual(events);
    await new Promise((res) => setTimeout(res, 100));
    expect(b.messages).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it("is refused to visitors (401), free users (403) and pages of other sites (403)", async () => {
    const free = await userWithRole(env.database.db, "free");
    const pro = await userWithRole(env.database.db, "pro");
    expect(await pageSocket(null)).toEqual({ refused: 401 });
    expect(await pageSocket(free.cookie)).toEqual({ refused: 403 });
    expect(await pageSocket(pro.cookie, "https://evil.example")).toEqual({ refused: 403 });
  });
});

describe("the relay socket's robustness", () => {
  it("keeps at most 10 pages of one user open: 30 opened at once leave the 10 newest, the others closed with 1008", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const closes: { code: number; reason: string }[] = [];
    const sockets = Array.from({ length: 30 }, () => {
      const ws = new WebSocket(`ws://${http.base}/api/be/pilot/socket`, { headers: { origin: `http://${http.base}`, cookie: pro.cookie ?? "" } });
      ws.on("close", (code, reason) => closes.push({ code, reason: String(reason) }));
      ws.on("error", () => undefined);
      return ws;
    });
    try {
      await until(() => closes.length >= 20 && sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length === 10, 5000);
      // Give any late close a moment: the count must stay at 10.
      await new Promise((r) => setTimeout(r, 200));
      const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN);
      expect(open.length).toBe(10);
      expect(closes.length).toBe(20);
      expect(closes.every((c) => c.code === 1008 && c.reason === "Too many pages")).toBe(true);
      // The pages still open get the user's events.
      const { key } = await newKey(pro.cookie);
      const got: unknown[] = [];
      for (const ws of open) ws.on("message", (m) => got.push(String(m)));
      expect((await post(key, { events: [{ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" }] })).status).toBe(202);
      await until(() => got.length === 10);
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  });

  it("a client resetting its upgrade while it is being checked does not take the server down", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const [host, port] = http.base.split(":") as [string, string];
    // Reset at different moments: before, during and after the session lookup.
    for (let i = 0; i < 24; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), host, () => {
          const cookie = i % 2 === 0 ? pro.cookie : "rk_session=not-a-session";
          socket.write(
            `GET /api/be/pilot/socket HTTP/1.1\r\nHost: ${http.base}\r\nOrigin: http://${http.base}\r\nCookie: ${cookie}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
          );
          setTimeout(() => {
            socket.resetAndDestroy();
            resolve();
          }, i % 6);
        });
        socket.on("error", () => resolve());
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    // Still serving: a page opens its socket as usual.
    const page = await pageSocket(pro.cookie);
    expect("ws" in page).toBe(true);
    if ("ws" in page) page.ws.close();
  });

  it("the server stops promptly while a page listens on the relay", async () => {
    const { dataDir } = copyTemplateDb();
    const config = {
      ...loadConfig({ PRICE_SOURCE_URL: "off", PILOT_BUILD: "off" }),
      buildDir: BUILD_DIR,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      skipPackImport: true,
      port: 0,
      host: "127.0.0.1",
      dataPollMs: 0,
    };
    const { build, deployDate } = await loadBuild(BUILD_DIR);
    const running = await startServer(config, createLogger("silent"), build, deployDate);
    const pro = await userWithRole(running.database.db, "pro");
    const base = `127.0.0.1:${running.port}`;
    const ws = new WebSocket(`ws://${base}/api/be/pilot/socket`, { headers: { origin: `http://${base}`, cookie: pro.cookie ?? "" } });
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
