import { Writable } from "node:stream";
import { type DatabaseHandle, listAdminChanges } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 30, finding 16 (the low ones the attack probe found): a manual admin price wrote no audit
 * row; /ITEM/SALEWA_FIRST_AID_KIT answered 301 to itself; /widgets/* could not be framed by stream
 * overlays; a POST to a page path printed a router stack trace; without SMTP_URL an admin read
 * every user's login code on /admin/logs. (Discord's malformed interactions: tests/api/discord.test.ts.)
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let database: DatabaseHandle;
let app: ServerApp;
let admin: TestUser;
beforeAll(async () => {
  database = copyTemplateDb().open();
  // No SMTP_URL (the default): login e-mails go to the server's own log.
  app = await createTestApp(database, {}, undefined, undefined, createLogger("debug", sink));
  admin = await userWithRole(database.db, "admin");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.fetch(requestAs(user, method, path, body, headers));

describe("a manual admin price is audit-logged", () => {
  it("records who entered which price for which item and mode, with the price shown before", async () => {
    const before = await listAdminChanges(database.db, { limit: 500 });
    const reply = await call(admin, "POST", "/api/be/admin/prices", { uid: SALEWA, mode: "pvp", price: 12_345, offers: 7 });
    expect(reply.status).toBe(200);
    const after = await listAdminChanges(database.db, { limit: 500 });
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({
      adminUid: admin.uid,
      action: "price.manual",
      target: SALEWA,
      before: { mode: "pvp", price: 35000 },
      after: { mode: "pvp", price: 12_345, offers: 7 },
    });
    // A refused entry (no such item) records nothing.
    expect((await call(admin, "POST", "/api/be/admin/prices", { uid: "000000000000000000000000", mode: "pvp", price: 1 })).status).toBe(404);
    expect((await listAdminChanges(database.db, { limit: 500 })).length).toBe(after.length);
  });
});

describe("an address in upper case redirects to its canonical page once, never to itself", () => {
  it("/ITEM/SALEWA_FIRST_AID_KIT goes to /item/salewa_first_aid_kit in one step, and that page answers 200", async () => {
    for (const asked of ["/ITEM/SALEWA_FIRST_AID_KIT", "/Item/Salewa_First_Aid_Kit", "/ITEM/544fb45d4bdc2dee738b4568", "/item/SALEWA_FIRST_AID_KIT?range=1m"]) {
      const moved = await app.fetch(browserRequest(asked));
      expect(moved.status, asked).toBe(301);
      const location = moved.headers.get("location") as string;
      expect(location.split("?")[0], asked).toBe("/item/salewa_first_aid_kit");
      expect(location, asked).not.toBe(asked);
      expect((await app.fetch(browserRequest(location))).status, asked).toBe(200);
    }
    expect((await app.fetch(browserRequest("/item/SALEWA_FIRST_AID_KIT?range=1m"))).headers.get("location")).toBe("/item/salewa_first_aid_kit?range=1m");
    expect((await app.fetch(browserRequest("/ITEM/NO_SUCH_ITEM"))).status).toBe(404);
  });
});

describe("the widgets may be framed by streaming overlays; nothing else may", () => {
  it("sends frame-ancestors * and no X-Frame-Options on /widgets/*, DENY and frame-ancestors 'none' elsewhere", async () => {
    for (const path of ["/widgets/scroll-text?items=salewa_first_aid_kit", "/widgets/streamer-challenge"]) {
      for (const round of ["rendered", "from the page cache"]) {
        const page = await app.fetch(browserRequest(path));
        expect(page.status, `${path} ${round}`).toBeLessThan(500);
        expect(page.headers.get("x-frame-options"), `${path} ${round}`).toBeNull();
        expect(page.headers.get("content-security-policy"), `${path} ${round}`).toContain("frame-ancestors *");
        expect(page.headers.get("content-security-policy"), path).not.toContain("frame-ancestors 'none'");
      }
    }
    for (const path of ["/", "/streamers", "/item/salewa_first_aid_kit", "/api/be/widgets/prices?tag=ammo", "/favicon.svg", "/widgets-elsewhere"]) {
      const reply = await app.fetch(browserRequest(path));
      expect(reply.headers.get("x-frame-options"), path).toBe("DENY");
      expect(reply.headers.get("content-security-policy") ?? "", path).toContain("frame-ancestors 'none'");
    }
  });
});

describe("a write to a page path", () => {
  it("answers 405 with Allow: GET, HEAD and a short body, logging no error or stack trace", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const from = lines.length;
      for (const [method, path] of [
        ["POST", "/market"],
        ["PUT", "/item/salewa_first_aid_kit"],
        ["DELETE", "/no/such/page"],
        ["PATCH", "/widgets/scroll-text"],
        ["POST", "/"],
      ] as const) {
        const reply = await app.fetch(browserRequest(path, { method, body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }));
        expect(reply.status, `${method} ${path}`).toBe(405);
        expect(reply.headers.get("allow"), path).toBe("GET, HEAD");
        const text = await reply.text();
        expect(text, path).toBe("Method Not Allowed: pages answer GET and HEAD only.\n");
      }
      expect(errors).not.toHaveBeenCalled();
      const logged = lines.slice(from).filter((l) => Number(l.level) >= 50 || JSON.stringify(l).includes("stack"));
      expect(logged).toEqual([]);
      // Reading still works, HEAD included.
      expect((await app.fetch(browserRequest("/market", { method: "HEAD" }))).status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("login codes written to the log (no SMTP_URL) are redacted on /admin/logs", () => {
  it("keeps the code in the server's own output, never in what an admin reads or searches", async () => {
    const email = "code-owner@example.test";
    const sent = await app.fetch(
      new Request("http://localhost/api/be/auth/email/send-code", {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "redact-probe" },
        body: JSON.stringify({ email }),
      }),
    );
    expect(sent.status).toBe(200);
    // The server's own output has the mail, for a site run locally without a mail server.
    const own = lines.find((l) => l.reqId === "redact-probe" && String(l.msg).includes("SMTP_URL is not set"));
    const code = /code: (\d{6})/.exec(JSON.stringify(own))?.[1];
    expect(code, "the code is in the server's own log").toMatch(/^\d{6}$/);
    // The admin page's call shows the line, the code redacted; searching for the code finds nothing.
    type Logs = { entries: { reqId: string | null; msg: string; fields: Record<string, unknown> }[] };
    const logs = (await (await call(admin, "GET", "/api/be/admin/logs?reqId=redact-probe")).json()) as Logs;
    const entry = logs.entries.find((e) => e.msg.includes("SMTP_URL is not set"));
    expect(entry).toBeDefined();
    expect(entry?.fields).toMatchObject({ to: email, localOnly: "[redacted: in the server's own log only]" });
    expect(JSON.stringify(logs)).not.toContain(code as string);
    const searched = (await (await call(admin, "GET", `/api/be/admin/logs?q=${code}`)).json()) as Logs;
    expect(searched.entries.filter((e) => e.reqId === "redact-probe")).toEqual([]);
    // The code still logs the user in (nothing else changed).
    const verified = await app.fetch(
      new Request("http://localhost/api/be/auth/email/verify", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, code }),
      }),
    );
    expect(verified.status).toBe(200);
  });
});
