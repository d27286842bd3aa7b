import { createChar, type DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type Role, type TestUser, userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * The gate matrix (issue 4): every Pro-only, login-only and admin-only call, as a visitor, a free
 * user, a Pro user, a user whose Pro expired, and an admin (without Pro), with the exact status
 * and text the server answers.
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
const ROLES: Role[] = ["visitor", "free", "pro", "expiredPro", "admin"];

let database: DatabaseHandle;
let app: ServerApp;
const users = new Map<Role, TestUser & { otherChar: string | null }>();
let questUid: string;

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
  questUid = (await database.db.selectFrom("quests").select("uid").orderBy("uid").executeTakeFirstOrThrow()).uid;
  for (const role of ROLES) {
    const user = await userWithRole(database.db, role);
    const otherChar = user.uid ? (await createChar(database.db, user.uid, { fraction: "Bear", gameMode: "pve" })).uid : null;
    users.set(role, { ...user, otherChar });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Expect = [status: number, error?: string];
const OK: Expect = [200];
const LOGIN: Expect = [401, "Not logged in"];
const PRO: Expect = [403, "Pro status required"];
const PRO_EDIT: Expect = [403, "Need Pro status to edit"];
const NOT_FOUND: Expect = [404, "Page Not Found"];

interface Call {
  name: string;
  method: string;
  path: string;
  body?: (u: TestUser & { otherChar: string | null }) => unknown;
  expect: Record<Role, Expect>;
}

const proOnly = (e: Expect): Record<Role, Expect> => ({ visitor: LOGIN, free: e, pro: OK, expiredPro: e, admin: e });
const loginOnly: Record<Role, Expect> = { visitor: LOGIN, free: OK, pro: OK, expiredPro: OK, admin: OK };
const adminOnly: Record<Role, Expect> = { visitor: NOT_FOUND, free: NOT_FOUND, pro: NOT_FOUND, expiredPro: NOT_FOUND, admin: OK };

const CALLS: Call[] = [
  { name: "read the user", method: "GET", path: "/api/be/users/me", expect: loginOnly },
  { name: "set the username", method: "PUT", path: "/api/be/users/me", body: (u) => ({ username: `name_${u.role}` }), expect: loginOnly },
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
  { name: "update progress", method: "POST", path: "/api/be/progression/update", body: () => ({ add: { questsDone: [questUid] } }), expect: proOnly(PRO) },
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
    name: "clear custom prices",
    method: "POST",
    path: "/api/be/items/price/clear",
    body: (u) => ({ userUid: u.uid ?? crypto.randomUUID() }),
    expect: loginOnly,
  },
  {
    name: "read a 1-month chart",
    method: "GET",
    path: `/api/be/items/${SALEWA}/history?range=1m`,
    expect: { visitor: PRO, free: PRO, pro: OK, expiredPro: PRO, admin: PRO },
  },
  {
    name: "read a 1-year chart",
    method: "GET",
    path: `/api/be/items/${SALEWA}/history?range=1y`,
    expect: { visitor: PRO, free: PRO, pro: OK, expiredPro: PRO, admin: PRO },
  },
  {
    name: "read the free 7-day chart",
    method: "GET",
    path: `/api/be/items/${SALEWA}/history?range=7d`,
    expect: { visitor: OK, free: OK, pro: OK, expiredPro: OK, admin: OK },
  },
  { name: "enter a price (admin)", method: "POST", path: "/api/be/admin/prices", body: () => ({ uid: SALEWA, mode: "pvp", price: 7100 }), expect: adminOnly },
  // Deleting last: the other PMC is gone afterwards.
  {
    name: "delete a PMC",
    method: "POST",
    path: "/api/be/users/me/char/delete",
    body: (u) => ({ charUid: u.otherChar ?? crypto.randomUUID() }),
    expect: proOnly(PRO),
  },
];

const PAGES: { path: string; expect: Record<Role, number> }[] = [
  { path: "/admin", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 200 } },
  { path: "/admin/users", expect: { visitor: 404, free: 404, pro: 404, expiredPro: 404, admin: 404 } },
  { path: "/account", expect: { visitor: 200, free: 200, pro: 200, expiredPro: 200, admin: 200 } },
  { path: "/user", expect: { visitor: 200, free: 200, pro: 200, expiredPro: 200, admin: 200 } },
];

function request(user: TestUser, method: string, path: string, body?: unknown, locale?: string): Request {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const req = browserRequest(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}), ...(locale ? { locale } : {}) });
  if (user.cookie) req.headers.set("cookie", [req.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return req;
}

const results: string[] = [];

describe("gate matrix: calls", () => {
  for (const call of CALLS) {
    describe(call.name, () => {
      for (const role of ROLES) {
        const [status, error] = call.expect[role];
        it(`${role} → ${status}${error ? ` "${error}"` : ""}`, async () => {
          const user = users.get(role) as TestUser & { otherChar: string | null };
          const response = await app.fetch(request(user, call.method, call.path, call.body?.(user)));
          const body = await response.json();
          expect({ status: response.status, error: body.error }).toEqual({ status, error });
          results.push(`${call.name} / ${role}: ${response.status}`);
        });
      }
    });
  }
});

describe("gate matrix: pages", () => {
  for (const page of PAGES) {
    for (const role of ROLES) {
      it(`${page.path} as ${role} → ${page.expect[role]}`, async () => {
        const response = await app.fetch(request(users.get(role) as TestUser, "GET", page.path));
        expect(response.status).toBe(page.expect[role]);
      });
    }
  }
});

describe("gate texts in Russian", () => {
  it("answers the Pro and login texts in the caller's language", async () => {
    const free = users.get("free") as TestUser;
    const visitor = users.get("visitor") as TestUser;
    const pro = await app.fetch(request(free, "POST", "/api/be/progression/update", { add: { questsDone: [questUid] } }, "ru"));
    expect((await pro.json()).error).toBe("Требуется статус Pro");
    const edit = await app.fetch(request(free, "PUT", "/api/be/users/me", { level: 3 }, "ru"));
    expect((await edit.json()).error).toBe("Для редактирования нужен статус Pro");
    const login = await app.fetch(request(visitor, "GET", "/api/be/users/me", undefined, "ru"));
    expect((await login.json()).error).toBe("Вы не вошли в систему");
  });
});

describe("gates change nothing when they refuse", () => {
  it("leaves a free user's level, progress and prices as they were", async () => {
    const free = users.get("free") as TestUser;
    const me = await (await app.fetch(request(free, "GET", "/api/be/users/me"))).json();
    expect(me.level).toBe(1);
    expect(me.questsDone).toEqual([]);
    expect(me.favList).toEqual([]);
    expect(me.userPricesMap).toEqual({});
    expect(me.chars).toHaveLength(2);
    expect(me.tradersLL.Prapor).toBe(1);
    expect(me.hideoutUseFee).toBe(true);
  });
  it("a Pro user's changes did land", async () => {
    const pro = users.get("pro") as TestUser;
    const me = await (await app.fetch(request(pro, "GET", "/api/be/users/me"))).json();
    expect(me.username).toBe("name_pro");
    expect(me.favList).toEqual([SALEWA]);
    expect(me.hideoutUseFee).toBe(false);
  });
});
