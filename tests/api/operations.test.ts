import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Config, loadConfig } from "../../apps/server/src/config.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { parseProxyTrust } from "../../apps/server/src/proxyTrust.ts";
import { loadBuild, type RunningServer, startServer } from "../../apps/server/src/start.ts";
import { BUILD_DIR } from "../helpers/paths.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 30 on one instance: health endpoints (finding 7), the client address behind a proxy
 * (finding 4), WebSockets per address (finding 9) and the drain on SIGTERM (finding 6). The same
 * through nginx with three instances and faults: tests/multi/faults.test.ts.
 */

describe("health endpoints", () => {
  const env = appOnTemplateCopy();

  it("/healthz answers while the process lives, never cached", async () => {
    const reply = await env.app.fetch(new Request("http://localhost/healthz"));
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe("ok");
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect((await env.app.fetch(new Request("http://localhost/healthz", { method: "HEAD" }))).status).toBe(200);
  });

  it("/readyz says the database answers and data is loaded, and turns 503 once the instance drains", async () => {
    const ready = await env.app.fetch(new Request("http://localhost/readyz"));
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    // No REDIS_URL here: redis is not part of this instance (null).
    expect(await ready.json()).toEqual({ ready: true, database: true, redis: null, data: true, draining: false });
    await env.app.drain();
    const draining = await env.app.fetch(new Request("http://localhost/readyz"));
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ ready: false, draining: true });
    // Liveness is not readiness: the process still lives.
    expect((await env.app.fetch(new Request("http://localhost/healthz"))).status).toBe(200);
  });
});

describe("the client address behind a proxy (TRUST_PROXY)", () => {
  const behindOneProxy = appOnTemplateCopy({ trustProxy: parseProxyTrust("1") });
  const noProxy = appOnTemplateCopy();
  const sendCode = (app: typeof behindOneProxy.app, forwardedFor: string, i: number) =>
    app.fetch(
      browserRequest("/api/be/auth/email/send-code", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ email: `proxy-${i}-${Date.now()}@example.test` }),
      }),
      { ip: "127.0.0.1" },
    );

  it("counts the address the proxy saw (the right-most entry), so a forged left-most entry does not reset a limit", async () => {
    // Login codes: 10 per address. nginx appends what it saw to whatever the client sent.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await sendCode(behindOneProxy.app, `203.0.113.${i}, 198.51.100.7`, i)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another player behind the same proxy has limits of their own.
    expect((await sendCode(behindOneProxy.app, "198.51.100.8", 99)).status).toBe(200);
  });

  it("without TRUST_PROXY ignores X-Forwarded-For: the socket's address counts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await sendCode(noProxy.app, `198.51.100.${i}`, 100 + i)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("a listening instance: WebSockets per address and the drain", () => {
  let running: RunningServer;
  let base: string;
  beforeAll(async () => {
    const { dataDir } = copyTemplateDb();
    const config: Config = {
      ...loadConfig({ PRICE_SOURCE_URL: "off", PILOT_BUILD: "off" }),
      buildDir: BUILD_DIR,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      skipPackImport: true,
      port: 0,
      host: "0.0.0.0",
      dataPollMs: 0,
      socketsPerAddress: 3,
    };
    const { build, deployDate } = await loadBuild(BUILD_DIR);
    running = await startServer(config, createLogger("silent"), build, deployDate);
    base = `127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await running?.close();
  });

  /** A chat page's socket from `localAddress` (each loopback address is a client of its own). */
  const chatSocket = (localAddress: string): Promise<{ ws: WebSocket; closed: Promise<number> } | { refused: number }> =>
    new Promise((resolve) => {
      const ws = new WebSocket(`ws://${base}/api/be/chat/socket`, { origin: `http://${base}`, localAddress });
      const closed = new Promise<number>((done) => ws.once("close", (code) => done(code)));
      ws.once("open", () => resolve({ ws, closed }));
      ws.once("unexpected-response", (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
      ws.once("error", () => resolve({ refused: -1 }));
    });

  it("refuses a client's sockets past SOCKETS_PER_ADDRESS with 503, while others connect and pages answer", async () => {
    const mine = await Promise.all([1, 2, 3].map(() => chatSocket("127.0.8.1")));
    expect(mine.every((s) => "ws" in s)).toBe(true);
    expect(await chatSocket("127.0.8.1")).toEqual({ refused: 503 });
    const other = await chatSocket("127.0.8.2");
    expect("ws" in other).toBe(true);
    const page = await fetch(`http://${base}/healthz`);
    expect(page.status).toBe(200);
    // A closed socket gives its place back.
    const first = mine[0] as { ws: WebSocket; closed: Promise<number> };
    first.ws.close();
    await first.closed;
    const opened: WebSocket[] = [];
    await expect
      .poll(
        async () => {
          const again = await chatSocket("127.0.8.1");
          if ("ws" in again) opened.push(again.ws);
          return "ws" in again;
        },
        { timeout: 3000 },
      )
      .toBe(true);
    for (const s of [...mine, other]) if ("ws" in s) s.ws.terminate();
    for (const ws of opened) ws.terminate();
  });

  it("on stop, tells open pages to reconnect (1001), takes no new connection, finishes a reply on a kept-alive connection and closes it", async () => {
    const page = await chatSocket("127.0.9.1");
    if (!("ws" in page)) throw new Error("the chat socket did not open");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: running.port, path, agent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on("error", reject);
      });
    expect(await get("/healthz")).toEqual({ status: 200, connection: "keep-alive" });
    const stopping = running.stop(5_000);
    expect(await page.closed).toBe(1001);
    // No new connection is taken (the proxy sends it to another instance).
    expect(await chatSocket("127.0.9.2")).toEqual({ refused: -1 });
    // The kept-alive connection still gets its answer, with "Connection: close".
    expect(await get("/readyz")).toEqual({ status: 503, connection: "close" });
    const ended = await stopping;
    expect(ended.clean).toBe(true);
    expect(ended.ms).toBeLessThan(5_000);
    agent.destroy();
  });
});
