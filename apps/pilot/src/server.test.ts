import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { checkHandshake, type PilotServer, startPilotServer } from "./server.ts";
import { connectPage } from "./testing.ts";

const ORIGINS = ["http://localhost:3000", "https://raidkit.example"];
const CODE = "ABCD2345";

describe("checkHandshake", () => {
  it("accepts an allowed origin with the code, however the player typed it", () => {
    expect(checkHandshake("http://localhost:3000", "/?code=ABCD2345", ORIGINS, CODE)).toEqual({ ok: true });
    expect(checkHandshake("https://RAIDKIT.example", "/?code=abcd-2345", ORIGINS, CODE)).toEqual({ ok: true });
    expect(checkHandshake("https://raidkit.example", "/?code=ab%20cd2345", ORIGINS, CODE)).toEqual({ ok: true });
  });
  it("refuses other or missing origins with 403, before looking at the code", () => {
    for (const origin of [undefined, "", "null", "https://evil.example", "http://localhost:3001", "https://raidkit.example.evil.example", "file://"]) {
      expect(checkHandshake(origin, "/?code=ABCD2345", ORIGINS, CODE), String(origin)).toMatchObject({ ok: false, status: 403 });
    }
  });
  it("refuses a missing or wrong code with 401", () => {
    for (const url of [undefined, "/", "/?code=", "/?code=ABCD2346", "/?code=ABCD23450", "/?other=ABCD2345"]) {
      expect(checkHandshake("http://localhost:3000", url, ORIGINS, CODE), String(url)).toMatchObject({ ok: false, status: 401 });
    }
  });
});

describe("startPilotServer", () => {
  let server: PilotServer | null = null;
  const received: string[] = [];
  afterEach(async () => {
    await server?.close();
    server = null;
    received.length = 0;
  });

  async function start(): Promise<PilotServer> {
    server = await startPilotServer({
      port: 0,
      origins: ORIGINS,
      code: CODE,
      log: () => {},
      onConnection: (socket) => socket.send(JSON.stringify({ messageType: "GAME_MODE", mode: "pve" })),
      onMessage: (_socket, text) => received.push(text),
    });
    return server;
  }

  it("listens on 127.0.0.1 only", async () => {
    const s = await start();
    expect((s.http.address() as AddressInfo).address).toBe("127.0.0.1");
    const external = Object.values(os.networkInterfaces())
      .flat()
      .filter((i) => i !== undefined && !i.internal)
      .map((i) => i!.address);
    // On a machine with a network address, the pilot must not answer on it.
    for (const address of external) {
      const host = address.includes(":") ? `[${address.split("%")[0]}]` : address;
      await expect(connectPage(s.port, { origin: ORIGINS[0], code: CODE, host }), address).rejects.toThrow();
    }
  });

  it("refuses a foreign origin (403) and a missing or wrong code (401)", async () => {
    const s = await start();
    await expect(connectPage(s.port, { origin: "https://evil.example", code: CODE })).rejects.toThrow("refused with 403");
    await expect(connectPage(s.port, { code: CODE })).rejects.toThrow("refused with 403");
    await expect(connectPage(s.port, { origin: ORIGINS[0], code: null })).rejects.toThrow("refused with 401");
    await expect(connectPage(s.port, { origin: ORIGINS[0], code: "ZZZZ9999" })).rejects.toThrow("refused with 401");
    expect(s.clients.size).toBe(0);
  });

  it("accepts the right origin and code, and passes text messages on", async () => {
    const s = await start();
    const page = await connectPage(s.port, { origin: "https://raidkit.example", code: "abcd-2345" });
    await page.next("GAME_MODE");
    page.socket.send("hello");
    await expect.poll(() => received).toEqual(["hello"]);
    s.broadcast({ messageType: "SEND_FILENAME", filename: "a.png" });
    await page.next("SEND_FILENAME");
    await page.close();
  });

  it("answers plain HTTP with 426 and closes pages with 1001 when it stops", async () => {
    const s = await start();
    const response = await fetch(`http://127.0.0.1:${s.port}/`);
    expect(response.status).toBe(426);
    const page = await connectPage(s.port, { origin: ORIGINS[0], code: CODE });
    await s.close();
    server = null;
    expect(await page.closed).toMatchObject({ code: 1001 });
    expect(page.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
