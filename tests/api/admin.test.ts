import { DATA_VERSION_KEY, listAdminChanges, readMeta } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readGlobalSettings } from "../../apps/server/src/services/shell.ts";
import { ADMIN_PAGES, adminHref } from "../../apps/web/app/features/admin/adminPages.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, createTestApp, requestAs } from "../helpers/testApp.ts";

/** Issue 19: the global settings on /admin/global-settings and the audit log, admins only. */
const env = appOnTemplateCopy();
let admin: TestUser;
let pro: TestUser;

beforeAll(async () => {
  admin = await userWithRole(env.database.db, "admin");
  pro = await userWithRole(env.database.db, "pro");
});

function call(user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return env.app.fetch(requestAs(user, method, path, body, headers));
}

const settings = async () => ((await (await call(admin, "GET", "/api/be/admin/settings")).json()) as { settings: Record<string, unknown> }).settings;
const auditCount = async () => (await listAdminChanges(env.database.db, { limit: 500 })).length;

describe("the admin pages (one route tree, gated once: issue 33, item 4)", () => {
  const paths = [...ADMIN_PAGES.map((p) => adminHref(p.key, { uid: "544fb45d4bdc2dee738b4568" })), "/admin/no-such-page"];
  // Some hundred renders from one address: this app has no render budget (renderIp).
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const unlimited = { take: async () => 0, waitFor: async () => 0, giveBack: async () => {} };
  beforeAll(async () => {
    app = await createTestApp(env.database, {}, undefined, unlimited);
  });
  afterAll(async () => {
    await app.close();
  });
  const call = (user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.fetch(requestAs(user, method, path, body, headers));

  it("are not-found for visitors and Pro users, as documents and as client-side data requests", async () => {
    for (const role of ["visitor", "pro"] as const) {
      const user = role === "pro" ? pro : await userWithRole(env.database.db, role);
      for (const path of paths) {
        expect((await call(user, "GET", path)).status, `${role} ${path}`).toBe(404);
        const data = await call(user, "GET", `${path}.data`);
        expect(data.status, `${role} ${path}.data`).toBe(404);
        expect(await data.text(), `${role} ${path}.data`).not.toContain("adminEmail");
      }
    }
  });

  it("open for an admin, each with its title in the admin's language; other paths under /admin stay not-found", async () => {
    for (const path of paths.slice(0, -1)) expect((await call(admin, "GET", path)).status, path).toBe(200);
    expect((await call(admin, "GET", "/admin/no-such-page")).status).toBe(404);
    const ru = await call(admin, "GET", "/admin/users", undefined, { cookie: "tm_locale=ru" });
    expect(await ru.text()).toContain("<title>Пользователи · Админка · Raidkit</title>");
    const en = await call(admin, "GET", "/admin/traders-prices-compare");
    expect(await en.text()).toContain("<title>Trader prices: pack vs live · Admin · Raidkit</title>");
  });
});

describe("the global settings (admins only)", () => {
  it("are 404 for visitors, free and Pro users, in pages and calls", async () => {
    for (const role of ["visitor", "free", "pro", "expiredPro"] as const) {
      const user = role === "pro" ? pro : await userWithRole(env.database.db, role);
      expect((await call(user, "GET", "/api/be/admin/settings")).status, role).toBe(404);
      expect((await call(user, "PUT", "/api/be/admin/settings", { fuelBase: 3 })).status, role).toBe(404);
      expect((await call(user, "GET", "/api/be/admin/audit")).status, role).toBe(404);
      expect((await call(user, "GET", "/admin/global-settings")).status, role).toBe(404);
    }
    expect((await call(admin, "GET", "/admin/global-settings")).status).toBe(200);
  });

  it("an admin changes them: stored, answered, in the audit log with who, before and after, and the data version moves on", async () => {
    const version = await readMeta(env.database.db, DATA_VERSION_KEY);
    const before = await settings();
    const reply = await call(admin, "PUT", "/api/be/admin/settings", {
      fuelBase: 2.5,
      tournamentEnabled: true,
      tarkov_pilot_version: "1.0.3",
      wipeDate: "2026-12-18",
    });
    expect(reply.status).toBe(200);
    const after = { ...before, fuelBase: 2.5, tournamentEnabled: true, tarkov_pilot_version: "1.0.3", wipeDate: "2026-12-18" };
    expect(((await reply.json()) as { settings: unknown }).settings).toEqual(after);
    expect(await settings()).toEqual(after);
    // Stored as the rest of the site reads it: the wipe at 00:00 UTC of that day.
    expect(await readGlobalSettings(env.database.db)).toMatchObject({
      fuelBase: 2.5,
      tournamentEnabled: true,
      tarkov_pilot_version: "1.0.3",
      wipeDate: Date.UTC(2026, 11, 18),
    });
    expect(await readMeta(env.database.db, DATA_VERSION_KEY)).not.toBe(version);

    const audit = (await (await call(admin, "GET", "/api/be/admin/audit")).json()) as { changes: Record<string, unknown>[] };
    expect(audit.changes[0]).toMatchObject({
      action: "globalSettings.update",
      target: "global_settings",
      adminEmail: expect.stringMatching(/^admin-.*@example\.test$/),
      before: {
        fuelBase: before.fuelBase,
        tournamentEnabled: before.tournamentEnabled,
        tarkov_pilot_version: before.tarkov_pilot_version,
        wipeDate: before.wipeDate,
      },
      after: { fuelBase: 2.5, tournamentEnabled: true, tarkov_pilot_version: "1.0.3", wipeDate: "2026-12-18" },
    });
    expect(audit.changes[0]).not.toHaveProperty("adminUid");

    // Clearing: null takes fuelBase, the version and the wipe date off; only what changed is logged.
    const count = await auditCount();
    const cleared = await call(admin, "PUT", "/api/be/admin/settings", { fuelBase: null, wipeDate: null, tournamentEnabled: true });
    expect(((await cleared.json()) as { settings: unknown }).settings).toMatchObject({ fuelBase: null, wipeDate: null, tournamentEnabled: true });
    const [last] = await listAdminChanges(env.database.db, { limit: 1 });
    expect(last).toMatchObject({ before: { fuelBase: 2.5, wipeDate: "2026-12-18" }, after: { fuelBase: null, wipeDate: null } });
    expect(await auditCount()).toBe(count + 1);
    // A save that changes nothing logs nothing.
    await call(admin, "PUT", "/api/be/admin/settings", { tournamentEnabled: true });
    expect(await auditCount()).toBe(count + 1);
  });

  it("sets a mode's flea tax rates: every fee follows at once (Salewa at its pack price ₽35,000: ₽1,948 at 3%/3%, ₽3,247 at 5%/5%); null goes back to the game data's", async () => {
    const fee = async () => (await (await call(admin, "GET", "/fee?item=salewa_first_aid_kit")).text()).match(/data-testid="fee">(₽[\d,]+)/)?.[1];
    expect(await fee()).toBe("₽1,948");
    const reply = await call(admin, "PUT", "/api/be/admin/settings", { fleaTax: { pvp: { ti: 0.05, tr: 0.05 } } });
    expect(((await reply.json()) as { settings: { fleaTax: unknown } }).settings.fleaTax).toEqual({ pvp: { ti: 0.05, tr: 0.05 } });
    expect(await fee()).toBe("₽3,247");
    const [last] = await listAdminChanges(env.database.db, { limit: 1 });
    expect(last).toMatchObject({ before: { fleaTax: {} }, after: { fleaTax: { pvp: { ti: 0.05, tr: 0.05 } } } });
    await call(admin, "PUT", "/api/be/admin/settings", { fleaTax: { pvp: null } });
    expect((await settings()).fleaTax).toEqual({});
    expect(await fee()).toBe("₽1,948");
  });

  it("refuses bad values with the field and the reason, and changes nothing", async () => {
    const before = await settings();
    const count = await auditCount();
    for (const [body, path] of [
      [{ fuelBase: -1 }, "fuelBase"],
      [{ fuelBase: 1000 }, "fuelBase"],
      [{ fuelBase: "2" }, "fuelBase"],
      [{ wipeDate: "2025-02-30" }, "wipeDate"],
      [{ wipeDate: "18.12.2026" }, "wipeDate"],
      [{ tarkov_pilot_version: "v1" }, "tarkov_pilot_version"],
      [{ tournamentEnabled: "yes" }, "tournamentEnabled"],
      [{ fleaTax: { pvp: { ti: 1, tr: 0.03 } } }, "fleaTax.pvp.ti"],
      [{ fleaTax: { arena: { ti: 0.03, tr: 0.03 } } }, ""],
      [{ liveImports: { prices: "off" } }, "liveImports.prices"],
      [{ admin: true }, ""],
    ] as const) {
      const reply = await call(admin, "PUT", "/api/be/admin/settings", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      const json = (await reply.json()) as { error: string; issues?: { path: string }[] };
      if (path)
        expect(
          json.issues?.map((i) => i.path),
          JSON.stringify(body),
        ).toContain(path);
    }
    const ru = await call(admin, "PUT", "/api/be/admin/settings", { fuelBase: -1 }, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect(((await ru.json()) as { error: string }).error).toMatch(/[а-я]/i);
    expect(await settings()).toEqual(before);
    expect(await auditCount()).toBe(count);
    expect((await call(admin, "GET", "/api/be/admin/audit?before=soon")).status).toBe(400);
  });

  it("refuses a change from another site (403), a body over the limit (413) and one not sent as JSON (415)", async () => {
    const before = await settings();
    expect((await call(admin, "PUT", "/api/be/admin/settings", { fuelBase: 9 }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "PUT", "/api/be/admin/settings", { tournamentEnabled: false, pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "PUT", "/api/be/admin/settings", JSON.stringify({ fuelBase: 9 }), { "content-type": "text/plain" })).status).toBe(415);
    expect(await settings()).toEqual(before);
  });
});

describe("the website alert (admins set it, every page shows it)", () => {
  it("is 404 for everyone but admins", async () => {
    for (const role of ["visitor", "free", "pro"] as const) {
      const user = role === "pro" ? pro : await userWithRole(env.database.db, role);
      expect((await call(user, "GET", "/api/be/admin/alert")).status, role).toBe(404);
      expect((await call(user, "PUT", "/api/be/admin/alert", { text: "hi" })).status, role).toBe(404);
      expect((await call(user, "GET", "/admin/website-alert")).status, role).toBe(404);
    }
    expect((await call(admin, "GET", "/admin/website-alert")).status).toBe(200);
  });

  it("an admin publishes it: sanitised for everyone, in the pages at once, audit-logged; empty takes it down", async () => {
    const html = '<b>Wipe</b> on Friday <a href="https://example.org/notes">notes</a><script>alert(1)</script><img src=x onerror=alert(2)>';
    const reply = await call(admin, "PUT", "/api/be/admin/alert", { text: html });
    expect(reply.status).toBe(200);
    const shown = '<b>Wipe</b> on Friday <a href="https://example.org/notes" rel="noopener noreferrer" target="_blank">notes</a>';
    expect(await reply.json()).toEqual({ text: html, shown: { text: shown, html: true } });
    // What every visitor gets, from the call and inside a page (cached pages were dropped).
    const visitor = await userWithRole(env.database.db, "visitor");
    expect(await (await call(visitor, "GET", "/api/be/website-alert")).json()).toEqual({ text: shown, html: true });
    const page = await (await call(visitor, "GET", "/crafts")).text();
    expect(page).toContain("Wipe</b> on Friday");
    expect(page).not.toContain("onerror=alert(2)");
    const [last] = await listAdminChanges(env.database.db, { limit: 1 });
    expect(last).toMatchObject({ action: "websiteAlert.update", before: "", after: html });

    const down = await call(admin, "PUT", "/api/be/admin/alert", { text: "" });
    expect(await down.json()).toEqual({ text: "", shown: null });
    expect(await (await call(visitor, "GET", "/api/be/website-alert")).json()).toEqual({ text: "", html: false });
    expect(await (await call(visitor, "GET", "/crafts")).text()).not.toContain("Wipe</b> on Friday");
  });

  it("refuses an alert over 2,000 characters or of another type, and keeps the one shown", async () => {
    await call(admin, "PUT", "/api/be/admin/alert", { text: "Servers restart at 12:00 UTC" });
    const count = await auditCount();
    for (const body of [{ text: "a".repeat(2001) }, { text: 5 }, {}, { text: "x", html: true }]) {
      expect((await call(admin, "PUT", "/api/be/admin/alert", body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(((await (await call(admin, "GET", "/api/be/admin/alert")).json()) as { text: string }).text).toBe("Servers restart at 12:00 UTC");
    expect(await auditCount()).toBe(count);
    expect((await call(admin, "PUT", "/api/be/admin/alert", { text: "x" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "PUT", "/api/be/admin/alert", { text: "a".repeat(20_000) })).status).toBe(413);
    expect((await call(admin, "PUT", "/api/be/admin/alert", JSON.stringify({ text: "x" }), { "content-type": "text/plain" })).status).toBe(415);
    await call(admin, "PUT", "/api/be/admin/alert", { text: "" });
  });
});

describe("the header's weather (admins set it, every page shows it)", () => {
  it("is 404 for everyone but admins; an admin sets one of the 13 types: the call and the pages show it at once, audit-logged; null clears", async () => {
    for (const role of ["visitor", "free", "pro"] as const) {
      const user = role === "pro" ? pro : await userWithRole(env.database.db, role);
      expect((await call(user, "PUT", "/api/be/admin/weather", { type: "Rain", temperature: 12 })).status, role).toBe(404);
    }
    const visitor = await userWithRole(env.database.db, "visitor");
    expect(await (await call(visitor, "GET", "/api/be/weather")).json()).toEqual({ type: null, temperature: null });
    const reply = await call(admin, "PUT", "/api/be/admin/weather", { type: "ThunderCloud", temperature: -3 });
    expect(await reply.json()).toEqual({ type: "ThunderCloud", temperature: -3 });
    expect(await (await call(visitor, "GET", "/api/be/weather")).json()).toEqual({ type: "ThunderCloud", temperature: -3 });
    expect(await (await call(visitor, "GET", "/crafts")).text()).toContain("Weather in Tarkov: thunderstorm");
    const [last] = await listAdminChanges(env.database.db, { limit: 1 });
    expect(last).toMatchObject({ action: "weather.update", before: { type: null, temperature: null }, after: { type: "ThunderCloud", temperature: -3 } });
    await call(admin, "PUT", "/api/be/admin/weather", { type: null, temperature: null });
    expect(await (await call(visitor, "GET", "/api/be/weather")).json()).toEqual({ type: null, temperature: null });
  });

  it("refuses a type outside the 13, a temperature that is not a whole °C in range, another site, a big body or not JSON", async () => {
    const count = await auditCount();
    for (const body of [{ type: "Snow", temperature: 1 }, { type: "Rain", temperature: 61 }, { type: "Rain", temperature: 1.5 }, { type: "Rain" }]) {
      const reply = await call(admin, "PUT", "/api/be/admin/weather", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const ru = await call(admin, "PUT", "/api/be/admin/weather", { type: "Snow", temperature: 1 }, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect(((await ru.json()) as { error: string }).error).toMatch(/[а-я]/i);
    expect((await call(admin, "PUT", "/api/be/admin/weather", { type: "Rain", temperature: 1 }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "PUT", "/api/be/admin/weather", { type: "Rain", temperature: 1, pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "PUT", "/api/be/admin/weather", JSON.stringify({ type: "Rain", temperature: 1 }), { "content-type": "text/plain" })).status).toBe(
      415,
    );
    expect(await auditCount()).toBe(count);
  });
});
