import { createHash } from "node:crypto";
import { createServer } from "node:net";
import type { DatabaseHandle } from "@raidkit/db";
import { listAdminChanges } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { mailSettingsOf } from "../../apps/server/src/auth/mailer.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 19: /admin/email-settings (a test mail through a real SMTP server started here),
 * /admin/logs (the app's own log lines, at debug level) and /admin/upload-test.
 */
let database: DatabaseHandle;
let app: ServerApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = copyTemplateDb().open();
  // A logger that writes nowhere but keeps its recent lines, at debug so every request is a line.
  const log = createLogger("debug", { write: () => {} });
  app = await createTestApp(database, { smtpUrl: smtp.url, mailFrom: "Raidkit test <ops@example.test>" }, undefined, undefined, log);
  admin = await userWithRole(database.db, "admin");
});
afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

function call(user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, target = app) {
  return target.fetch(requestAs(user, method, path, body, headers));
}
const json = async <T = Record<string, unknown>>(r: Response | Promise<Response>) => (await (await r).json()) as T;

describe("admin operations pages: admins only", () => {
  it("answers 404 to everyone else, in pages and calls, and sends no mail for them", async () => {
    for (const role of ["visitor", "free", "pro", "expiredPro"] as const) {
      const user = await userWithRole(database.db, role);
      for (const page of ["/admin/email-settings", "/admin/logs", "/admin/upload-test", "/admin/palete"]) {
        expect((await call(user, "GET", page)).status, `${role} ${page}`).toBe(404);
      }
      expect((await call(user, "GET", "/api/be/admin/email")).status).toBe(404);
      expect((await call(user, "POST", "/api/be/admin/email/test", { to: "x@example.test" })).status).toBe(404);
      expect((await call(user, "GET", "/api/be/admin/logs")).status).toBe(404);
      expect((await call(user, "POST", "/api/be/admin/upload-test", new Uint8Array([1, 2, 3]))).status).toBe(404);
    }
    expect(smtp.mails).toHaveLength(0);
    for (const page of ["/admin/email-settings", "/admin/logs", "/admin/upload-test", "/admin/palete"]) {
      expect((await call(admin, "GET", page)).status, page).toBe(200);
    }
  });
});

describe("/admin/email-settings", () => {
  it("shows where mail goes, never the password", async () => {
    expect(await json(call(admin, "GET", "/api/be/admin/email"))).toEqual({
      configured: true,
      host: "127.0.0.1",
      port: Number(new URL(smtp.url).port),
      secure: false,
      user: null,
      from: "Raidkit test <ops@example.test>",
    });
    // The parts of an SMTP_URL with credentials: the user is shown, the password is not.
    const withSecret = mailSettingsOf("smtps://mailer%40example.test:s3cret-pass@mail.example.test", "x");
    expect(withSecret).toEqual({ configured: true, host: "mail.example.test", port: 465, secure: true, user: "mailer@example.test", from: "x" });
    expect(JSON.stringify(withSecret)).not.toContain("s3cret");
    expect(mailSettingsOf(undefined, "x")).toMatchObject({ configured: false, host: null });
  });

  it("sends a test mail the SMTP server receives, and writes it in the audit log", async () => {
    const reply = await call(admin, "POST", "/api/be/admin/email/test", { to: "ops-check@example.test" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ to: "ops-check@example.test", delivered: true, ms: expect.any(Number) });
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(["ops-check@example.test"]);
    expect(mail?.subject).toBe("Raidkit: test mail");
    expect(mail?.text).toContain("/admin/email-settings");
    const [last] = await listAdminChanges(database.db, { limit: 1 });
    expect(last).toMatchObject({ action: "email.test", target: "ops-check@example.test" });
  });

  it("says the mail could not be sent (502, both languages) when the SMTP server is down", async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const downDb = copyTemplateDb().open();
    const down = await createTestApp(downDb, { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const downAdmin = await userWithRole(downDb.db, "admin");
      const reply = await call(downAdmin, "POST", "/api/be/admin/email/test", { to: "ops@example.test" }, {}, down);
      expect(reply.status).toBe(502);
      const body = await json<{ error: string; issues: { path: string }[] }>(reply);
      expect(body.error).toMatch(/^Error sending to the specified email: smtp /);
      expect(body.issues[0]?.path).toBe("smtp");
      const ru = await call(downAdmin, "POST", "/api/be/admin/email/test", { to: "ops@example.test" }, { cookie: `tm_locale=ru; ${downAdmin.cookie}` }, down);
      expect((await json<{ error: string }>(ru)).error).toMatch(/^Ошибка отправки на указанный email/);
      expect(await listAdminChanges(downDb.db, { limit: 5 })).toHaveLength(0);
    } finally {
      await down.close();
      await downDb.close();
    }
  });

  it("refuses a bad address (en and ru), another site, a big body and not-JSON; sends nothing", async () => {
    const count = smtp.mails.length;
    const bad = await call(admin, "POST", "/api/be/admin/email/test", { to: "not-an-address" });
    expect(bad.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(bad)).issues.map((i) => i.path)).toContain("to");
    const ru = await call(admin, "POST", "/api/be/admin/email/test", { to: 5 }, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect((await json<{ error: string }>(ru)).error).toMatch(/[а-я]/i);
    expect((await call(admin, "POST", "/api/be/admin/email/test", { to: "a@example.test" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "POST", "/api/be/admin/email/test", { to: "a@example.test", pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "POST", "/api/be/admin/email/test", JSON.stringify({ to: "a@example.test" }), { "content-type": "text/plain" })).status).toBe(
      415,
    );
    expect(smtp.mails.length).toBe(count);
  });
});

describe("/admin/logs", () => {
  it("shows this instance's recent lines newest first, by request id, level and text", async () => {
    await call(admin, "GET", "/api/be/version", undefined, { "x-request-id": "ops-log-probe-1" });
    await call(admin, "GET", "/api/be/version", undefined, { "x-request-id": "ops-log-probe-2" });
    type Logs = {
      instance: string;
      capacity: number;
      level: string;
      entries: { reqId: string | null; level: string; msg: string; fields: Record<string, unknown> }[];
    };
    const one = await json<Logs>(call(admin, "GET", "/api/be/admin/logs?reqId=ops-log-probe-1"));
    expect(one.entries).toHaveLength(1);
    expect(one.entries[0]).toMatchObject({
      reqId: "ops-log-probe-1",
      level: "debug",
      msg: "request",
      fields: { method: "GET", path: "/api/be/version", status: 200 },
    });
    expect(one).toMatchObject({ capacity: 2000, level: "debug", instance: expect.any(String) });
    const both = await json<Logs>(call(admin, "GET", "/api/be/admin/logs?q=ops-log-probe"));
    expect(both.entries.map((e) => e.reqId)).toEqual(["ops-log-probe-2", "ops-log-probe-1"]);
    const errors = await json<Logs>(call(admin, "GET", "/api/be/admin/logs?level=error"));
    expect(errors.entries.every((e) => e.level === "error" || e.level === "fatal")).toBe(true);
    const limited = await json<Logs>(call(admin, "GET", "/api/be/admin/logs?limit=1"));
    expect(limited.entries).toHaveLength(1);
  });

  it("lists the price imports with their errors", async () => {
    const now = Date.now();
    // Generated test rows: one import that failed, one that worked.
    await database.db
      .insertInto("price_imports")
      .values([
        {
          id: "test-failed",
          source: "test-feed",
          mode: "pvp",
          started_at: now - 5000,
          finished_at: now - 4000,
          status: "failed",
          items: 0,
          error: "HTTP 503 from the feed",
          updated: null,
          expiration: null,
        },
        {
          id: "test-ok",
          source: "test-feed",
          mode: "pve",
          started_at: now - 3000,
          finished_at: now - 1000,
          status: "ok",
          items: 4321,
          error: null,
          updated: now,
          expiration: null,
        },
      ])
      .execute();
    const { imports } = await json<{ imports: { id: string; status: string; error: string | null; items: number }[] }>(
      call(admin, "GET", "/api/be/admin/logs"),
    );
    expect(imports.slice(0, 2)).toMatchObject([
      { id: "test-ok", status: "ok", items: 4321, error: null },
      { id: "test-failed", status: "failed", error: "HTTP 503 from the feed" },
    ]);
  });

  it("refuses a level or limit it does not know (400)", async () => {
    expect((await call(admin, "GET", "/api/be/admin/logs?level=loud")).status).toBe(400);
    expect((await call(admin, "GET", "/api/be/admin/logs?limit=9999")).status).toBe(400);
  });
});

describe("/admin/upload-test", () => {
  it("answers what arrived: size, SHA-256 and the kind the bytes say, whatever the declared type", async () => {
    const png = new Uint8Array(70_000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (let i = 8; i < png.length; i++) png[i] = (i * 31) % 251;
    const reply = await call(admin, "POST", "/api/be/admin/upload-test", png, { "content-type": "application/octet-stream" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      bytes: 70_000,
      sha256: createHash("sha256").update(png).digest("hex"),
      kind: "png",
      contentType: "application/octet-stream",
      limit: 10 * 1024 * 1024,
      limits: expect.arrayContaining([{ path: "/api/be/*", bytes: 16 * 1024 }]),
    });
    const text = await json(call(admin, "POST", "/api/be/admin/upload-test", '{"a":1}', { "content-type": "image/png" }));
    expect(text).toMatchObject({ bytes: 7, kind: "json-text", contentType: "image/png" });
  });

  it("refuses a body over its limit (413), and an upload from another site (403)", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const reply = await call(admin, "POST", "/api/be/admin/upload-test", big, { "content-type": "application/octet-stream" });
    expect(reply.status).toBe(413);
    expect((await json<{ limit: number }>(reply)).limit).toBe(10 * 1024 * 1024);
    expect((await call(admin, "POST", "/api/be/admin/upload-test", new Uint8Array([1]), { origin: "https://evil.example" })).status).toBe(403);
  });
});
