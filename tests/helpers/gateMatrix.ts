import { createApiKey, createChar, type DatabaseHandle } from "@raidkit/db";
import { describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { apiKeyHash, newApiKey } from "../../apps/server/src/services/apiKeys.ts";
import { type Role, type TestUser, userWithRole } from "./accounts.ts";
import { M4A1, presetBuildOf } from "./builds.ts";
import { browserRequest } from "./testApp.ts";

/**
 * The gate matrix (issue 4): every Pro-only, login-only and admin-only call and page, as a visitor,
 * a free user, a Pro user, a user whose Pro expired, and an admin (without Pro), with the exact
 * status and text the server answers. Run on SQLite (api suite) and on PostgreSQL (db suite).
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
export const ROLES: Role[] = ["visitor", "free", "pro", "expiredPro", "admin"];

type RoleUser = TestUser & { otherChar: string | null };
type Expect = [status: number, error?: string];
const OK: Expect = [200];
const LOGIN: Expect = [401, "Not logged in"];
const PRO: Expect = [403, "Pro status required"];
const PRO_EDIT: Expect = [403, "Need Pro status to edit"];
const NOT_FOUND: Expect = [404, "Page Not Found"];
const SHARE_NOT_VALID: Expect = [404, "share link not valid"];
const PUBLISH: Expect = [403, "Publishing loadouts needs Pro status"];
/** Past the admin gate: the account asked for does not exist. */
const USER_NOT_FOUND: Expect = [404, "User not found"];

interface Call {
  name: string;
  method: string;
  path: string;
  body?: (u: RoleUser, questUid: string) => unknown;
  expect: Record<Role, Expect>;
}

const proOnly = (e: Expect): Record<Role, Expect> => ({ visitor: LOGIN, free: e, pro: OK, expiredPro: e, admin: e });
const loginOnly: Record<Role, Expect> = { visitor: LOGIN, free: OK, pro: OK, expiredPro: OK, admin: OK };
const adminOnly: Record<Role, Expect> = { visitor: NOT_FOUND, free: NOT_FOUND, pro: NOT_FOUND, expiredPro: NOT_FOUND, admin: OK };
const proChart: Record<Role, Expect> = { visitor: PRO, free: PRO, pro: OK, expiredPro: PRO, admin: PRO };

export const CALLS: Call[] = [
  { name: "read the user", method: "GET", path: "/api/be/users/me", expect: loginOnly },
  { name: "set the username", method: "PUT", path: "/api/be/users/me", body: (u) => ({ username: `name_${u.role}` }), expect: loginOnly },
  { name: "link a chat-bot account", method: "PUT", path: "/api/be/users/me", body: (u) => ({ botAccount: `twitch:matrix_${u.role}` }), expect: loginOnly },
  { name: "change the level", method: "PUT", path: "/api/be/users/me", body: () => ({ level: 12 }), expect: proOnly(PRO_EDIT) },
  { name: "change a loyalty level", method: "PUT", path: "/api/be/users/me", body: () => ({ tradersLL: { Prapor: 3 } }), expect: proOnly(PRO_EDIT) },
  { name: "change a hideout setting", method: "PUT", path: "/api/be/users/me", body: () => ({ hideoutUseFee: false }), expect: proOnly(PRO_EDIT) },
  { name: "switch to PVE", method: "PUT", path: "/api/be/users/me", body: () => ({ gameMode: "pve" }), expect: proOnly(PRO_EDIT) },
  { name: "save a favourite", method: "PUT", path: "/api/be/users/me", body: () => ({ favList: { add: [SALEWA] } }), expect: proOnly(PRO) },
  {
    name: "select a PMC",
    method: "POST",
    path: "/api/be/users/me/char/select",
    body: (u) => ({ charUid: u.otherChar ?? crypto.randomUUID() }),
    expect: proOnly(PRO),
  },
  { name: "create a PMC", method: "POST", path: "/api/be/users/me/char/create", body: () => ({ fraction: "USEC", gameMode: "pve" }), expect: proOnly(PRO) },
  {
    name: "copy progress",
    method: "POST",
    path: "/api/be/users/me/char/copy-from",
    body: (u) => ({ charUid: u.otherChar ?? crypto.randomUUID() }),
    expect: proOnly(PRO),
  },
  { name: "update progress", method: "POST", path: "/api/be/progression/update", body: (_u, q) => ({ add: { questsDone: [q] } }), expect: proOnly(PRO) },
  { name: "share progress", method: "POST", path: "/api/be/progression/share", expect: proOnly(PRO) },
  { name: "list share links", method: "GET", path: "/api/be/progression/shares", expect: loginOnly },
  { name: "list pilot relay keys", method: "GET", path: "/api/be/pilot/keys", expect: proOnly(PRO) },
  { name: "make a pilot relay key", method: "POST", path: "/api/be/pilot/keys", expect: { ...proOnly(PRO), pro: [201] } },
  { name: "list API keys", method: "GET", path: "/api/be/dev/keys", expect: loginOnly },
  { name: "make an API key", method: "POST", path: "/api/be/dev/keys", body: () => ({ name: "matrix" }), expect: { ...proOnly(PRO), pro: [201] } },
  {
    name: "read progress not shared with the user",
    method: "GET",
    path: "/api/be/progression/shared/AAAAAAAAAAAAAAAA",
    expect: { visitor: LOGIN, free: SHARE_NOT_VALID, pro: SHARE_NOT_VALID, expiredPro: SHARE_NOT_VALID, admin: SHARE_NOT_VALID },
  },
  { name: "reset quests", method: "PUT", path: "/api/be/progression/reset/quests", expect: loginOnly },
  { name: "reset items", method: "PUT", path: "/api/be/progression/reset/items", expect: loginOnly },
  { name: "reset hideout", method: "PUT", path: "/api/be/progression/reset/hideout", expect: loginOnly },
  { name: "reset all", method: "PUT", path: "/api/be/progression/reset/all", expect: loginOnly },
  {
    name: "set a custom price",
    method: "POST",
    path: "/api/be/items/price/set",
    body: (u) => ({ userUid: u.uid ?? crypto.randomUUID(), itemUid: SALEWA, price: 5000 }),
    expect: proOnly(PRO_EDIT),
  },
  {
    name: "clear one custom price",
    method: "POST",
    path: "/api/be/items/price/remove",
    body: (u) => ({ userUid: u.uid ?? crypto.randomUUID(), itemUid: SALEWA }),
    expect: proOnly(PRO_EDIT),
  },
  { name: "list custom prices", method: "GET", path: "/api/be/items/price/list", expect: loginOnly },
  // Price alerts (issue 32 item 6): setting one is Pro; listing and removing one's own a login.
  {
    name: "set a price alert",
    method: "POST",
    path: "/api/be/alerts/set",
    body: () => ({ itemUid: SALEWA, direction: "below", value: 1000 }),
    expect: proOnly(PRO),
  },
  { name: "list price alerts", method: "GET", path: "/api/be/alerts", expect: loginOnly },
  { name: "list running crafts", method: "GET", path: "/api/be/crafts/runs", expect: proOnly(PRO) },
  {
    name: "cancel a craft",
    method: "POST",
    path: "/api/be/crafts/runs/00000000-0000-4000-8000-000000000000/finish",
    body: () => ({ state: "canceled" }),
    expect: { ...proOnly(PRO), pro: [404, "This craft is not running"] },
  },
  {
    name: "clear custom prices",
    method: "POST",
    path: "/api/be/items/price/clear",
    body: (u) => ({ userUid: u.uid ?? crypto.randomUUID() }),
    expect: loginOnly,
  },
  { name: "read a 1-month chart", method: "GET", path: `/api/be/items/${SALEWA}/history?range=1m`, expect: proChart },
  { name: "read a 6-month chart", method: "GET", path: `/api/be/items/${SALEWA}/history?range=6m`, expect: proChart },
  { name: "read a 1-year chart", method: "GET", path: `/api/be/items/${SALEWA}/history?range=1y`, expect: proChart },
  { name: "read the whole history", method: "GET", path: `/api/be/items/${SALEWA}/history?range=all`, expect: proChart },
  {
    name: "read the free 7-day chart",
    method: "GET",
    path: `/api/be/items/${SALEWA}/history?range=7d`,
    expect: { visitor: OK, free: OK, pro: OK, expiredPro: OK, admin: OK },
  },
  // Spec §4: PVE figures are Pro data on every call (issue 30, finding 10; decision 038).
  { name: "read the PVE catalogue", method: "GET", path: "/api/be/cache?mode=pve", expect: proChart },
  { name: "read a PVE chart", method: "GET", path: `/api/be/items/${SALEWA}/history?range=7d&mode=pve`, expect: proChart },
  { name: "read PVE widget prices", method: "GET", path: "/api/be/widgets/prices?items=salewa_first_aid_kit&mode=pve", expect: proChart },
  { name: "make a PVE widget or bot link", method: "GET", path: "/api/be/widgets/pve-link", expect: proOnly(PRO) },
  { name: "enter a price (admin)", method: "POST", path: "/api/be/admin/prices", body: () => ({ uid: SALEWA, mode: "pvp", price: 7100 }), expect: adminOnly },
  { name: "read the global settings (admin)", method: "GET", path: "/api/be/admin/settings", expect: adminOnly },
  { name: "change the global settings (admin)", method: "PUT", path: "/api/be/admin/settings", body: () => ({ tournamentEnabled: false }), expect: adminOnly },
  {
    name: "set the header's weather (admin)",
    method: "PUT",
    path: "/api/be/admin/weather",
    body: () => ({ type: null, temperature: null }),
    expect: adminOnly,
  },
  {
    name: "set the streamer challenge (admin)",
    method: "PUT",
    path: "/api/be/admin/streamer-challenge",
    body: () => ({ title: "Gate check", rules: "", startsAt: 1, endsAt: 2, participants: [] }),
    expect: adminOnly,
  },
  { name: "read the audit log (admin)", method: "GET", path: "/api/be/admin/audit", expect: adminOnly },
  { name: "read the website alert (admin)", method: "GET", path: "/api/be/admin/alert", expect: adminOnly },
  { name: "set the website alert (admin)", method: "PUT", path: "/api/be/admin/alert", body: () => ({ text: "" }), expect: adminOnly },
  { name: "an unknown admin call", method: "GET", path: "/api/be/admin/nothing-here", expect: { ...adminOnly, admin: NOT_FOUND } },
  { name: "list the catalogue (admin)", method: "GET", path: "/api/be/admin/items?filter=suspect", expect: adminOnly },
  { name: "read an item's overrides (admin)", method: "GET", path: `/api/be/admin/items/${SALEWA}`, expect: adminOnly },
  { name: "override an item (admin)", method: "PUT", path: `/api/be/admin/items/${SALEWA}`, body: () => ({ bannedOnFlea: null }), expect: adminOnly },
  { name: "list the tags (admin)", method: "GET", path: "/api/be/admin/tags", expect: adminOnly },
  { name: "change a tag (admin)", method: "PUT", path: "/api/be/admin/tags/5b47574386f77428ca22b33e", body: () => ({ hidden: null }), expect: adminOnly },
  { name: "list suspect prices (admin)", method: "GET", path: "/api/be/admin/price-quality?mode=pve", expect: adminOnly },
  {
    name: "set a price verdict (admin)",
    method: "PUT",
    path: `/api/be/admin/price-quality/${SALEWA}`,
    body: () => ({ mode: "pvp", verdict: null }),
    expect: adminOnly,
  },
  { name: "list missing images (admin)", method: "GET", path: "/api/be/admin/images?show=missingPricePve", expect: adminOnly },
  { name: "read the game data (admin)", method: "GET", path: "/api/be/admin/data/crafts?mode=pve", expect: adminOnly },
  { name: "compare the game data, pack vs live (admin)", method: "GET", path: "/api/be/admin/data/weapons/compare", expect: adminOnly },
  { name: "read the e-mail settings (admin)", method: "GET", path: "/api/be/admin/email", expect: adminOnly },
  { name: "send a test mail (admin)", method: "POST", path: "/api/be/admin/email/test", body: () => ({ to: "gate-check@example.test" }), expect: adminOnly },
  { name: "read the recent logs (admin)", method: "GET", path: "/api/be/admin/logs?level=warn", expect: adminOnly },
  { name: "find accounts (admin)", method: "GET", path: "/api/be/admin/users?q=example", expect: adminOnly },
  { name: "read an account (admin)", method: "GET", path: "/api/be/admin/users/nobody", expect: { ...adminOnly, admin: USER_NOT_FOUND } },
  {
    name: "change an account (admin)",
    method: "PATCH",
    path: "/api/be/admin/users/nobody",
    body: () => ({ featureMaps: true }),
    expect: { ...adminOnly, admin: USER_NOT_FOUND },
  },
  { name: "end an account's sessions (admin)", method: "DELETE", path: "/api/be/admin/users/nobody/sessions", expect: { ...adminOnly, admin: USER_NOT_FOUND } },
  {
    name: "end one session (admin)",
    method: "DELETE",
    path: "/api/be/admin/users/nobody/sessions/0123456789ab",
    expect: { ...adminOnly, admin: USER_NOT_FOUND },
  },
  {
    name: "send a chat message",
    method: "POST",
    path: "/api/be/chat/messages",
    body: (u) => ({ text: `test: gate matrix ${u.role}` }),
    expect: { ...proOnly(PRO), pro: [201] },
  },
  { name: "list the chat mutes (admin)", method: "GET", path: "/api/be/chat/mutes", expect: adminOnly },
  {
    name: "delete a chat message (admin)",
    method: "DELETE",
    path: "/api/be/chat/messages/987654321",
    expect: { ...adminOnly, admin: [404, "Chat message not found"] },
  },
  { name: "list my loadouts", method: "GET", path: "/api/be/loadouts/mine", expect: loginOnly },
  {
    name: "save a loadout",
    method: "POST",
    path: "/api/be/loadouts",
    body: (u) => ({ title: `matrix ${u.role}`, public: false, build: presetBuildOf(M4A1) }),
    expect: { visitor: LOGIN, free: [201], pro: [201], expiredPro: [201], admin: [201] },
  },
  {
    name: "publish a loadout",
    method: "POST",
    path: "/api/be/loadouts",
    body: (u) => ({ title: `matrix ${u.role}`, public: true, build: presetBuildOf(M4A1) }),
    expect: { visitor: LOGIN, free: PUBLISH, pro: [201], expiredPro: PUBLISH, admin: PUBLISH },
  },
  // Deleting last: the other PMC is gone afterwards.
  {
    name: "delete a PMC",
    method: "POST",
    path: "/api/be/users/me/char/delete",
    body: (u) => ({ charUid: u.otherChar ?? crypto.randomUUID() }),
    expect: proOnly(PRO),
  },
];

/**
 * Public API calls with each role's key (docs/decisions/025): a Pro user's key, the key an
 * expired Pro made while Pro (the free tier now), and no key for the others (only Pro users make keys).
 */
const KEY_NEEDED: Expect = [401, "This call needs an API key (make one on /dev/api)"];
const proKeyOnly: Record<Role, Expect> = { visitor: PRO, free: PRO, pro: OK, expiredPro: PRO, admin: PRO };
const proKeyCall: Record<Role, Expect> = { visitor: KEY_NEEDED, free: KEY_NEEDED, pro: OK, expiredPro: PRO, admin: KEY_NEEDED };
export const API_CALLS: Call[] = [
  { name: "read an item (PVP)", method: "GET", path: `/api/v1/items/${SALEWA}`, expect: { visitor: OK, free: OK, pro: OK, expiredPro: OK, admin: OK } },
  { name: "read an item (PVE)", method: "GET", path: `/api/v1/items/${SALEWA}?mode=pve`, expect: proKeyOnly },
  { name: "read PVE crafts", method: "GET", path: "/api/v1/crafts?mode=pve", expect: proKeyOnly },
  { name: "read a year of history", method: "GET", path: `/api/v1/items/${SALEWA}/history?range=1y`, expect: proKeyOnly },
  {
    name: "read the free history",
    method: "GET",
    path: `/api/v1/items/${SALEWA}/history`,
    expect: { visitor: OK, free: OK, pro: OK, expiredPro: OK, admin: OK },
  },
  { name: "read progress", method: "GET", path: "/api/v1/me/progress", expect: proKeyCall },
  { name: "change progress", method: "PATCH", path: "/api/v1/me/progress", body: () => ({}), expect: proKeyCall },
];

export const PAGES: { path: string; expect: Record<Role, number> }[] = [
  { path: "/admin", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/items", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/add-item", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/items-images", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/live-icons", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/tags", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/cut-edges", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: `/admin/item/${SALEWA}`, expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/item/ffffffffffffffffffffffff", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 404 } },
  { path: "/admin/users", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/email-settings", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/logs", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/upload-test", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/palete", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/global-settings", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/website-alert", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/crafts", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/crafts-compare", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/barters", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/barters-compare", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/quests", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/quests-compare", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/traders-prices", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/traders-prices-compare", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/guns-compare", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/account", expect: { visitor: 200, free: 200, pro: 200, expiredPro: 200, admin: 200 } },
  { path: "/user", expect: { visitor: 200, free: 200, pro: 200, expiredPro: 200, admin: 200 } },
  { path: "/patreon-about", expect: { visitor: 200, free: 200, pro: 200, expiredPro: 200, admin: 200 } },
];

/** How many checks one run of the matrix makes. */
export const MATRIX_SIZE = (CALLS.length + API_CALLS.length + PAGES.length) * ROLES.length;

function request(user: TestUser, method: string, path: string, body?: unknown, locale?: string): Request {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const req = browserRequest(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}), ...(locale ? { locale } : {}) });
  if (user.cookie) req.headers.set("cookie", [req.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return req;
}

/** Declares the matrix's tests; `setup` gives the app and database once the suite's beforeAll ran. */
export function gateMatrix(setup: () => { app: ServerApp; database: DatabaseHandle }) {
  const users = new Map<Role, RoleUser>();
  const keys = new Map<Role, string>();
  let questUid = "";
  const ready = async () => {
    if (users.size > 0) return;
    const { database } = setup();
    questUid = (await database.db.selectFrom("quests").select("uid").orderBy("uid").executeTakeFirstOrThrow()).uid;
    for (const role of ROLES) {
      const user = await userWithRole(database.db, role);
      const otherChar = user.uid ? (await createChar(database.db, user.uid, { fraction: "Bear", gameMode: "pve" })).uid : null;
      users.set(role, { ...user, otherChar });
      // Keys made while Pro (the panel's call makes them only for Pro users).
      if (role === "pro" || role === "expiredPro") {
        const made = newApiKey();
        await createApiKey(database.db, { id: made.id, keyHash: apiKeyHash(made.key), userUid: user.uid as string, name: "matrix" });
        keys.set(role, made.key);
      }
    }
  };
  // Each role from an address of its own, as real users are: the pages' render budget (issue 30,
  // finding 12) counts per address, and a role's ~30 refused pages stay within it.
  const fetchAs = async (role: Role, method: string, path: string, body?: unknown, locale?: string) => {
    await ready();
    return setup().app.fetch(request(users.get(role) as RoleUser, method, path, body, locale), { ip: `198.51.100.${ROLES.indexOf(role) + 1}` });
  };

  describe("gate matrix: calls", () => {
    for (const call of CALLS) {
      describe(call.name, () => {
        for (const role of ROLES) {
          const [status, error] = call.expect[role];
          it(`${role} → ${status}${error ? ` "${error}"` : ""}`, async () => {
            await ready();
            const response = await fetchAs(role, call.method, call.path, call.body?.(users.get(role) as RoleUser, questUid));
            const body = await response.json();
            expect({ status: response.status, error: body.error }).toEqual({ status, error });
          });
        }
      });
    }
  });

  describe("gate matrix: public API keys", () => {
    for (const call of API_CALLS) {
      describe(call.name, () => {
        for (const role of ROLES) {
          const [status, error] = call.expect[role];
          it(`${role}${role === "pro" || role === "expiredPro" ? " with its key" : " without a key"} → ${status}${error ? ` "${error}"` : ""}`, async () => {
            await ready();
            const key = keys.get(role);
            const body = call.body?.(users.get(role) as RoleUser, questUid);
            const response = await setup().app.fetch(
              new Request(`http://localhost${call.path}`, {
                method: call.method,
                headers: {
                  "accept-language": "en",
                  ...(key ? { authorization: `Bearer ${key}` } : {}),
                  ...(body ? { "content-type": "application/json" } : {}),
                },
                ...(body ? { body: JSON.stringify(body) } : {}),
              }),
              { ip: `198.51.100.${ROLES.indexOf(role) + 1}` },
            );
            const reply = await response.json();
            expect({ status: response.status, error: reply.error }).toEqual({ status, error });
            expect(response.headers.get("x-api-tier")).toBe(role === "pro" ? "pro" : "free");
          });
        }
      });
    }
  });

  describe("gate matrix: pages", () => {
    for (const page of PAGES) {
      for (const role of ROLES) {
        it(`${page.path} as ${role} → ${page.expect[role]}`, async () => {
          expect((await fetchAs(role, "GET", page.path)).status).toBe(page.expect[role]);
        });
      }
    }
  });

  describe("gate texts in Russian", () => {
    it("answers the Pro and login texts in the caller's language", async () => {
      await ready();
      const pro = await fetchAs("free", "POST", "/api/be/progression/update", { add: { questsDone: [questUid] } }, "ru");
      expect((await pro.json()).error).toBe("Требуется статус Pro");
      const edit = await fetchAs("free", "PUT", "/api/be/users/me", { level: 3 }, "ru");
      expect((await edit.json()).error).toBe("Для редактирования нужен статус Pro");
      const login = await fetchAs("visitor", "GET", "/api/be/users/me", undefined, "ru");
      expect((await login.json()).error).toBe("Вы не вошли в систему");
    });
  });

  describe("gates change nothing when they refuse", () => {
    it("leaves a free and an expired-Pro user's level, progress and prices as they were", async () => {
      for (const role of ["free", "expiredPro", "admin"] as const) {
        const me = await (await fetchAs(role, "GET", "/api/be/users/me")).json();
        expect(me.level).toBe(1);
        expect(me.questsDone).toEqual([]);
        expect(me.favList).toEqual([]);
        expect(me.userPricesMap).toEqual({});
        expect(me.chars).toHaveLength(2);
        expect(me.tradersLL.Prapor).toBe(1);
        expect(me.hideoutUseFee).toBe(true);
      }
    });
    it("a Pro user's changes did land", async () => {
      const me = await (await fetchAs("pro", "GET", "/api/be/users/me")).json();
      expect(me.username).toBe("name_pro");
      expect(me.favList).toEqual([SALEWA]);
      expect(me.hideoutUseFee).toBe(false);
      expect(me.chars).toHaveLength(2);
    });
  });
}
