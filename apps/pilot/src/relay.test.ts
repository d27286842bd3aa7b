import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startPilot } from "./pilot.ts";
import { type Relay, relayEndpoint, startRelay } from "./relay.ts";
import { connectPage, logLine, makeTempGame, PAGE_ORIGIN, waitFor } from "./testing.ts";

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { events: { messageType: string }[] };
}

/** A stand-in for the site's relay endpoint; `answer` decides each request's status. */
async function fakeSite(answer: (n: number) => number = () => 204): Promise<{ url: string; received: Received[]; paths: string[]; server: Server }> {
  const received: Received[] = [];
  const paths: string[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    paths.push(`${request.method} ${request.url}`);
    const status = answer(received.length);
    received.push({ authorization: request.headers.authorization, contentType: request.headers["content-type"], body: JSON.parse(body) });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, paths, server };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(answer?: (n: number) => number) {
  const s = await fakeSite(answer);
  cleanups.push(() => new Promise((resolve) => s.server.close(resolve)));
  return s;
}

function relay(url: string, logs: string[]): Relay {
  const r = startRelay({ url, key: "key-123", batchMs: 30, retryMs: 50, log: (line) => logs.push(line) });
  cleanups.push(() => r.stop());
  return r;
}

describe("relayEndpoint", () => {
  it("adds the events path to an https site, or to http on this machine only", () => {
    expect(relayEndpoint("https://raidkit.example")).toBe("https://raidkit.example/api/be/pilot/events");
    expect(relayEndpoint("https://raidkit.example/")).toBe("https://raidkit.example/api/be/pilot/events");
    expect(relayEndpoint("https://example.org/raidkit/")).toBe("https://example.org/raidkit/api/be/pilot/events");
    expect(relayEndpoint("http://localhost:3000")).toBe("http://localhost:3000/api/be/pilot/events");
    expect(() => relayEndpoint("http://raidkit.example")).toThrow(/https/);
    expect(() => relayEndpoint("raidkit.example")).toThrow(/not a URL/);
  });
});

describe("startRelay", () => {
  it("posts the events of one batch together with the bearer key", async () => {
    const s = await site();
    const r = relay(s.url, []);
    r.send({ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" });
    r.send({ messageType: "GAME_MODE", mode: "pvp" });
    await waitFor(() => s.received.length === 1, "one request");
    expect(s.paths).toEqual(["POST /api/be/pilot/events"]);
    expect(s.received[0]).toEqual({
      authorization: "Bearer key-123",
      contentType: "application/json",
      body: {
        events: [
          { messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" },
          { messageType: "GAME_MODE", mode: "pvp" },
        ],
      },
    });
  });

  it("retries a failed batch once, then drops it", async () => {
    const s = await site(() => 503);
    const logs: string[] = [];
    const r = relay(s.url, logs);
    r.send({ messageType: "SEND_FILENAME", filename: "a.png" });
    await waitFor(() => logs.some((l) => l.includes("dropped")), "the batch to be dropped");
    expect(s.received.map((x) => x.body.events.length)).toEqual([1, 1]);
    expect(r.active).toBe(true);
    // The next batch is sent as usual.
    r.send({ messageType: "SEND_FILENAME", filename: "b.png" });
    await waitFor(() => s.received.length === 3, "a third request");
  });

  it("retries after a network failure, and the retry can succeed", async () => {
    const s = await site((n) => (n === 0 ? 500 : 204));
    const logs: string[] = [];
    const r = relay(s.url, logs);
    r.send({ messageType: "QUEST_UPDATE", questId: "q", status: 10 });
    await waitFor(() => s.received.length === 2, "the retry");
    expect(s.received[1]!.body.events).toEqual([{ messageType: "QUEST_UPDATE", questId: "q", status: 10 }]);
    expect(logs.some((l) => l.includes("retrying"))).toBe(true);
    expect(logs.some((l) => l.includes("dropped"))).toBe(false);

    const closed = await site();
    await new Promise((resolve) => closed.server.close(resolve));
    const down = relay(closed.url, logs);
    down.send({ messageType: "SEND_FILENAME", filename: "x.png" });
    await waitFor(() => logs.filter((l) => l.includes("dropped")).length === 1, "a dropped batch after a refused connection");
  });

  it("sends at most 50 events a post (the site's limit) and drops a batch the site refuses with 400 without retrying", async () => {
    const s = await site((n) => (n === 0 ? 400 : 204));
    const logs: string[] = [];
    const r = relay(s.url, logs);
    for (let i = 0; i < 120; i++) r.send({ messageType: "SEND_FILENAME", filename: `${i}.png` });
    await waitFor(() => s.received.length === 3, "three posts");
    expect(s.received.map((x) => x.body.events.length).sort()).toEqual([20, 50, 50]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(s.received).toHaveLength(3);
    expect(logs.some((l) => l.includes("refused 50 event(s) (400), dropped"))).toBe(true);
    expect(r.active).toBe(true);
  });

  it("stops relaying when the site answers 401 or 403", async () => {
    for (const status of [401, 403]) {
      const s = await site(() => status);
      const logs: string[] = [];
      const r = relay(s.url, logs);
      r.send({ messageType: "GAME_MODE", mode: "pve" });
      await waitFor(() => !r.active, "relaying to stop");
      expect(logs.join("\n")).toContain(`refused the relay key (${status})`);
      r.send({ messageType: "GAME_MODE", mode: "pvp" });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(s.received).toHaveLength(1);
    }
  });
});

describe("the pilot with a relay", () => {
  it("relays game events, not its configuration, and stops on 401", async () => {
    const s = await site((n) => (n === 0 ? 204 : 401));
    const game = makeTempGame();
    cleanups.push(() => game.cleanup());
    const logs: string[] = [];
    const pilot = await startPilot({
      configPath: game.configPath,
      overrides: { gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder, port: 0, relayUrl: s.url, relayKey: "relay-key-1" },
      defaults: { gameFolderCandidates: [], screenshotsFolder: path.join(game.root, "none") },
      logPollMs: 20,
      sessionCheckMs: 50,
      screenshotPollMs: 20,
      statusDebounceMs: 20,
      relayBatchMs: 50,
      relayRetryMs: 50,
      log: (line) => logs.push(line),
    });
    cleanups.push(() => pilot.stop());
    const page = await connectPage(pilot.port, { origin: PAGE_ORIGIN, code: pilot.code });
    cleanups.push(() => page.close());

    game.append("application", logLine("application", "scene preset path:maps/woods_preset.bundle", "Debug"));
    game.append("backend", logLine("backend", "---> Request HTTPS, id [1]: URL: https://gw-pvp.escapefromtarkov.com/client/game/profile/list, crc: ."));
    await page.next("MAP_CHANGE");
    await page.next("GAME_MODE");
    await waitFor(() => s.received.flatMap((r) => r.body.events).length === 2, "both events at the site");
    expect(s.received[0]!.authorization).toBe("Bearer relay-key-1");
    expect(
      s.received
        .flatMap((r) => r.body.events)
        .map((e) => e.messageType)
        .sort(),
    ).toEqual(["GAME_MODE", "MAP_CHANGE"]);

    game.append("application", logLine("application", "scene preset path:maps/city_preset.bundle", "Debug"));
    await page.next("MAP_CHANGE", (m) => m.map === "streets");
    await waitFor(() => pilot.relay?.active === false, "relaying to stop after 401");
    expect(logs.some((l) => l.includes("refused the relay key (401)"))).toBe(true);
    // Pages still get events.
    game.append("application", logLine("application", "scene preset path:maps/lighthouse_preset.bundle", "Debug"));
    await page.next("MAP_CHANGE", (m) => m.map === "lighthouse");
    const requests = s.received.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(s.received).toHaveLength(requests);
  });
});
