import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { PilotClient, type PilotHooks, type PilotNotice } from "./pilotClient.ts";

/**
 * The page's pilot link (spec §4) against a real WebSocket server on 127.0.0.1 (Node's own
 * browser-compatible WebSocket on the page side). Timers are recorded instead of waited for, so
 * each rule's delay is checked exactly: the test fires them by hand.
 */

interface Pending {
  fn: () => void;
  ms: number;
  cleared: boolean;
}

function recordedTimers() {
  const pending: Pending[] = [];
  return {
    pending,
    timers: {
      set: (fn: () => void, ms: number) => {
        const p = { fn, ms, cleared: false };
        pending.push(p);
        return p;
      },
      clear: (h: unknown) => {
        (h as Pending).cleared = true;
      },
    },
    /** Live timers of a delay. */
    live: (ms: number) => pending.filter((p) => !p.cleared && p.ms === ms),
    fire(ms: number) {
      const p = pending.find((x) => !x.cleared && x.ms === ms);
      if (!p) throw new Error(`no live ${ms} ms timer`);
      p.cleared = true;
      p.fn();
    },
  };
}

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(() => r(null)));
});

async function pilotServer() {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  servers.push(wss);
  await new Promise((r) => wss.once("listening", r));
  const received: string[] = [];
  const urls: string[] = [];
  wss.on("connection", (ws, req) => {
    urls.push(req.url ?? "");
    ws.on("message", (d) => received.push(String(d)));
  });
  return {
    wss,
    port: (wss.address() as AddressInfo).port,
    received,
    urls,
    send: (text: string) => {
      for (const c of wss.clients) c.send(text);
    },
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

function client(hooks: PilotHooks = {}, now: () => number = () => 1_000) {
  const t = recordedTimers();
  const storage = memoryStorage();
  const c = new PilotClient({ timers: t.timers, storage, hooks, now });
  return { c, t, storage };
}

describe("PilotClient", () => {
  it("goes disconnected → connecting → connected, sends the code, and clears the logs on connect", async () => {
    const s = await pilotServer();
    const { c } = client();
    c.handle("a line before connecting");
    expect(c.getState().logs).toEqual(["a line before connecting"]);
    expect(c.getState().status).toBe("disconnected");
    c.connect("local", "ABCDEFGH", s.port);
    expect(c.getState().status).toBe("connecting");
    await until(() => c.getState().status === "connected", "connected");
    expect(c.getState().logs).toEqual([]);
    expect(s.urls).toEqual(["/?code=ABCDEFGH"]);
    c.disconnect();
  });

  it("gives up a connect attempt after 3 s and retries 10 s later", async () => {
    const { c, t } = client();
    // Nothing listens on port 9: the attempt fails; the 3 s guard is set first.
    c.connect("local", "ABCDEFGH", 9);
    expect(t.live(3000)).toHaveLength(1);
    await until(() => c.getState().status === "disconnected", "disconnected");
    expect(c.getState().unreachable).toBe(true);
    expect(t.live(10_000)).toHaveLength(1);
    t.fire(10_000);
    expect(c.getState().status).toBe("connecting");
    c.disconnect();
  });

  it("the 3 s guard closes a socket that never opens", () => {
    const { c, t } = client();
    const never = { close() {}, send() {} } as unknown as WebSocket;
    const c2 = new PilotClient({ timers: t.timers, openSocket: () => never });
    c2.connect("local", "ABCDEFGH");
    expect(c2.getState().status).toBe("connecting");
    t.fire(3000);
    expect(c2.getState().status).toBe("disconnected");
    expect(c2.getState().logs[0]).toBe("Connection timed out");
    expect(t.live(10_000)).toHaveLength(1);
    expect(c.getState().status).toBe("disconnected");
  });

  it("an unintended close retries after 10 s; an intended one does not", async () => {
    const s = await pilotServer();
    const { c, t } = client();
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    for (const ws of s.wss.clients) ws.close();
    await until(() => c.getState().status === "disconnected", "disconnected");
    expect(t.live(10_000)).toHaveLength(1);
    t.fire(10_000);
    await until(() => c.getState().status === "connected", "reconnected");
    c.disconnect();
    expect(c.getState().status).toBe("disconnected");
    expect(t.live(10_000)).toHaveLength(0);
  });

  it("Update sends UPDATE, closes and reconnects after 3 s", async () => {
    const s = await pilotServer();
    const { c, t } = client();
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    c.update();
    expect(c.getState().status).toBe("disconnected");
    await until(() => s.received.length === 1, "UPDATE");
    expect(JSON.parse(s.received[0] as string)).toEqual({ messageType: "UPDATE" });
    expect(t.live(10_000)).toHaveLength(0);
    t.fire(3000);
    await until(() => c.getState().status === "connected", "reconnected");
    c.disconnect();
  });

  it("sends SETTINGS_UPDATE 500 ms after the last folder change, and SETTINGS_RESET", async () => {
    const s = await pilotServer();
    const { c, t } = client();
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    c.sendFolders({ gameFolder: "C:\\Games\\EF", screenshotsFolder: "" });
    c.sendFolders({ gameFolder: "C:\\Games\\EFT", screenshotsFolder: "" });
    expect(t.live(500)).toHaveLength(1);
    t.fire(500);
    c.resetFolders();
    await until(() => s.received.length === 2, "two messages");
    expect(s.received.map((m) => JSON.parse(m))).toEqual([
      { messageType: "SETTINGS_UPDATE", gameFolder: "C:\\Games\\EFT", screenshotsFolder: "" },
      { messageType: "SETTINGS_RESET" },
    ]);
    c.disconnect();
  });

  it("SEND_FILENAME: a screenshot name with coordinates moves the marker as POSITION_UPDATE does; another name is a log line", async () => {
    const s = await pilotServer();
    const { c } = client();
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    const name = "2025-03-30[21-04]_175.3, 1.37, 150.68_0.0, 0.7071068, 0.0, 0.7071068_12.34 (0).png";
    s.send(JSON.stringify({ messageType: "SEND_FILENAME", filename: `C:\\Users\\me\\Documents\\Escape from Tarkov\\Screenshots\\${name}` }));
    await until(() => c.getState().position !== null, "a position");
    expect(c.getState().position).toMatchObject({ x: 175.3, y: 1.37, z: 150.68, filename: name });
    expect(c.getState().position?.yaw).toBeCloseTo(90, 3);
    expect(c.getState().settings.actionsLog.map((a) => [a.action, a.details])).toEqual([["positionUpdate", "175.3, 1.4, 150.7"]]);
    s.send(JSON.stringify({ messageType: "SEND_FILENAME", filename: "2025-03-30[21-04]_1 (0).png" }));
    await until(() => c.getState().logs.length === 1, "a log line");
    expect(c.getState().logs).toEqual(["Screenshot: 2025-03-30[21-04]_1 (0).png"]);
    expect(c.getState().position).toMatchObject({ x: 175.3 });
    c.disconnect();
  });

  it("handles each incoming message: configuration, map change, position, other text and malformed JSON as log lines", async () => {
    const s = await pilotServer();
    const maps: string[] = [];
    let clock = 1_000;
    const page = { path: "/maps/customs", playerNavigatedAt: null as number | null };
    const { c, storage } = client({ onMapChange: (slug) => maps.push(slug), page: () => page }, () => clock);
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    // As the link opens the pilot reports the current map: the page knows it, stays and logs no action.
    s.send(JSON.stringify({ messageType: "CONFIGURATION", version: "1.0.0", gameFolder: "C:\\EFT", screenshotsFolder: "C:\\Shots" }));
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" }));
    s.send(JSON.stringify({ messageType: "POSITION_UPDATE", x: 1, y: 2, z: 3, yaw: 90, filename: "f.png" }));
    s.send("hello from the pilot");
    s.send('{"messageType": "MAP_CHANGE", "map": ');
    await until(() => c.getState().logs.length === 2, "two log lines");
    const st = c.getState();
    expect([st.version, st.gameFolder, st.screenshotsFolder, st.port]).toEqual(["1.0.0", "C:\\EFT", "C:\\Shots", s.port]);
    expect(st.map).toBe("customs");
    expect(st.position).toEqual({ x: 1, y: 2, z: 3, yaw: 90, filename: "f.png" });
    expect(maps).toEqual([]);
    expect(st.logs).toEqual(['{"messageType": "MAP_CHANGE", "map": ', "hello from the pilot"]);
    expect(st.settings.actionsLog.map((a) => a.action)).toEqual(["positionUpdate"]);
    expect(JSON.parse(storage.data.get("pilot_settings") as string).actionsLog).toHaveLength(1);

    // The game changes map during the visit: the page goes there and logs it.
    clock += 2_000;
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "woods", raw: "woods" }));
    await until(() => c.getState().map === "woods", "woods");
    expect(maps).toEqual(["woods"]);
    expect(c.getState().position).toBeNull();
    expect(c.getState().settings.actionsLog.map((a) => a.action)).toEqual(["mapChange", "positionUpdate"]);

    // The same map again: nothing.
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "woods", raw: "woods" }));
    s.send("after the repeat");
    await until(() => c.getState().logs[0] === "after the repeat", "the repeat handled");
    expect(maps).toEqual(["woods"]);
    expect(c.getState().settings.actionsLog).toHaveLength(2);

    // A page the player opened a second ago, or /pilot, stays (the change is still logged).
    page.playerNavigatedAt = clock - 1_000;
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "reserve", raw: "RezervBase" }));
    await until(() => c.getState().map === "reserve", "reserve");
    page.playerNavigatedAt = null;
    page.path = "/pilot";
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "lab", raw: "laboratory" }));
    await until(() => c.getState().map === "lab", "lab");
    expect(maps).toEqual(["woods"]);
    expect(
      c
        .getState()
        .settings.actionsLog.map((a) => a.details)
        .slice(0, 2),
    ).toEqual(["lab", "reserve"]);

    // With map change off, no navigation.
    page.path = "/maps/lab";
    c.setSetting("mapChangeEnabled", false);
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "shoreline", raw: "shoreline" }));
    await until(() => c.getState().map === "shoreline", "shoreline");
    expect(maps).toEqual(["woods"]);

    // A reconnect reports the map the game is on now: known, not followed.
    c.setSetting("mapChangeEnabled", true);
    c.connect("local");
    await until(() => c.getState().status === "connected", "reconnected");
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "interchange", raw: "Interchange" }));
    await until(() => c.getState().map === "interchange", "interchange");
    expect(maps).toEqual(["woods"]);
    c.disconnect();
  });

  it("connects without a code to a pilot that pairs with none, and reads spec §7's exact messages", async () => {
    const s = await pilotServer();
    let clock = 1_000;
    const maps: string[] = [];
    const { c } = client({ onMapChange: (slug) => maps.push(slug), page: () => ({ path: "/", playerNavigatedAt: null }) }, () => clock);
    c.connect("local", "", s.port);
    await until(() => c.getState().status === "connected", "connected");
    expect(s.urls).toEqual(["/"]);
    clock += 5_000;
    s.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "Streets of Tarkov" }));
    s.send(JSON.stringify({ messageType: "POSITION_UPDATE", x: -12.5, y: 3, z: 140.25 }));
    await until(() => c.getState().position !== null, "position");
    expect(c.getState()).toMatchObject({ map: "streets", position: { x: -12.5, y: 3, z: 140.25, yaw: null, filename: "" } });
    expect(maps).toEqual(["streets"]);
    c.disconnect();
  });

  it("asks the page about quest updates, names them in the action log and logs 'Quest not found' for an unknown one", async () => {
    const s = await pilotServer();
    const asked: [string, number][] = [];
    const DEBUT = "5936d90786f7742b1420ba5b";
    const { c } = client({
      onQuestUpdate: async (id, status) => {
        asked.push([id, status]);
        if (id !== DEBUT) return { result: status === 12 ? "notFound" : "ignored", name: null };
        return { result: status === 12 ? "completed" : "ignored", name: "Debut" };
      },
    });
    c.connect("local", "ABCDEFGH", s.port);
    await until(() => c.getState().status === "connected", "connected");
    s.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: DEBUT, status: 10 }));
    s.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: DEBUT, status: 11 }));
    s.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: DEBUT, status: 12 }));
    s.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: "0123456789abcdef01234567", status: 12 }));
    await until(() => c.getState().logs.includes("Quest not found"), "Quest not found");
    expect(asked).toEqual([
      [DEBUT, 10],
      [DEBUT, 11],
      [DEBUT, 12],
      ["0123456789abcdef01234567", 12],
    ]);
    expect(c.getState().settings.actionsLog.map((a) => [a.action, a.details])).toEqual([
      ["questCompleted", "Debut"],
      ["questFailed", "Debut"],
      ["questStarted", "Debut"],
    ]);
    c.disconnect();
  });

  it("follows the raid, logs its steps and a flea sale by name, and hands notices to the page", async () => {
    const notices: PilotNotice[] = [];
    const { c } = client({
      itemName: async (uid) => (uid === "5d403f9186f7743cac3f229b" ? "Salewa first aid kit" : null),
      onNotice: (n) => notices.push(n),
    });
    const raid = (m: object) => c.handle(JSON.stringify({ messageType: "RAID", at: 1_000, ...m }));
    raid({ event: "queueStarted", mode: "pve" });
    raid({ event: "matchingCompleted", queueSeconds: 64.28 });
    raid({ event: "raidStarted", at: 5_000, map: "Customs", raidId: "AB12CD" });
    // The same raid reported as a page connects: no second action or notice.
    raid({ event: "raidStarted", at: 5_000, map: "customs", raidId: "AB12CD", current: true });
    expect(c.getState().raid).toMatchObject({ phase: "raid", map: "customs", mode: "pve", startedAt: 5_000 });
    expect(c.getState().gameMode).toBe("pve");
    c.handle(JSON.stringify({ messageType: "FLEA_SALE", at: 6_000, buyer: "Buyer", soldItem: "5d403f9186f7743cac3f229b", count: 3, roubles: 120000 }));
    await until(() => c.getState().settings.actionsLog[0]?.action === "fleaSale", "the sale logged");
    raid({ event: "raidEnded", at: 9_000, result: "survived" });
    raid({ event: "queueStarted" });
    raid({ event: "queueCancelled" });
    expect(c.getState().raid.phase).toBe("idle");
    expect(
      c
        .getState()
        .settings.actionsLog.map((a) => [a.action, a.details])
        .reverse(),
    ).toEqual([
      ["raidQueue", "PVE"],
      ["raidFound", "64 s"],
      ["raidStarted", "customs · PVE"],
      ["fleaSale", "Salewa first aid kit ×3 · Buyer · 120 000 ₽"],
      ["raidEndedSurvived", "customs · PVE"],
      ["raidQueue", ""],
      ["raidQueueCancelled", ""],
    ]);
    expect(notices).toEqual([
      { kind: "raidFound", queueSeconds: 64.28 },
      { kind: "raidStarted", map: "customs", mode: "pve" },
      { kind: "fleaSale", item: "Salewa first aid kit ×3", roubles: 120000 },
      { kind: "raidEnded", map: "customs", result: "survived" },
    ]);
  });

  it("keeps 30 log lines and 20 actions", () => {
    const { c } = client();
    for (let i = 0; i < 40; i++) c.handle(`line ${i}`);
    for (let i = 0; i < 25; i++) c.handle(JSON.stringify({ messageType: "POSITION_UPDATE", x: i, y: 0, z: 0, yaw: 0, filename: "" }));
    expect(c.getState().logs).toHaveLength(30);
    expect(c.getState().logs[0]).toBe("line 39");
    expect(c.getState().settings.actionsLog).toHaveLength(20);
  });
});
