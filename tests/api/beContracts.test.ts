import * as be from "@raidkit/api/be";
import { type DatabaseHandle, setUserFlags } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { M4A1, presetBuildOf } from "../helpers/builds.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * The declared /api/be calls (issue 15, item 1): every reply each declaration names, every status,
 * is produced here and parsed with the declared schema; a reply a declaration does not name fails.
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
/** Enough for one user's 10 keys, the 11th refused, and its revocations; another user then runs out. */
const WRITES = 16;

let database: DatabaseHandle;
let app: ServerApp;
let free: TestUser;
let pro: TestUser;
let admin: TestUser;
let quest = "";
beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(
    database,
    {},
    undefined,
    createRateLimits({ writeUser: { points: WRITES, duration: 60 }, writeIp: { points: 10_000, duration: 60 } }),
  );
  [free, pro, admin] = [await userWithRole(database.db, "free"), await userWithRole(database.db, "pro"), await userWithRole(database.db, "admin")];
  // A quest whose objectives list items (ids; reward items are objects).
  quest = (await database.db.selectFrom("quests").select("uid").where("data_json", "like", '%"items":["%').orderBy("uid").executeTakeFirstOrThrow()).uid;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Route = (typeof be.BE_ROUTES)[number];
const seen = new Set<string>();
const cookieOf = (user?: TestUser): Record<string, string> => (user?.cookie ? { cookie: user.cookie } : {});

async function call(route: Route, path: string, init: { body?: string; type?: string; user?: TestUser; crossSite?: boolean } = {}) {
  const headers: Record<string, string> = { "accept-language": "en", ...cookieOf(init.user) };
  if (init.body !== undefined) headers["content-type"] = init.type ?? "application/json";
  if (init.crossSite) headers["sec-fetch-site"] = "cross-site";
  const response = await app.fetch(
    new Request(`http://localhost/api/be${path}`, { method: route.method.toUpperCase(), headers, ...(init.body !== undefined ? { body: init.body } : {}) }),
  );
  const declared = (route.responses as Record<number, { content?: Record<string, { schema: { parse(x: unknown): unknown } }> }>)[response.status];
  expect(declared, `${route.operationId} declares ${response.status}`).toBeDefined();
  seen.add(`${route.operationId} ${response.status}`);
  const schema = declared?.content?.["application/json"]?.schema;
  return { status: response.status, body: schema ? schema.parse(await response.json()) : await response.arrayBuffer() };
}

const big = JSON.stringify({ url: "x".repeat(20_000) });

describe("declared /api/be calls", () => {
  it("item and tag by page address", async () => {
    const tagSlug = ((await (await app.fetch(new Request(`http://localhost/api/v1/items/${SALEWA}`))).json()) as { categories: string[] }).categories.at(
      -1,
    ) as string;
    for (const [route, field, good] of [
      [be.itemByUrl, "url", "salewa_first_aid_kit"],
      [be.tagByUrl, "tag", tagSlug],
    ] as const) {
      expect((await call(route, route.path, { body: JSON.stringify({ [field]: good }) })).status).toBe(200);
      expect((await call(route, route.path, { body: JSON.stringify({ [field]: "no-such-thing" }) })).status).toBe(404);
      expect((await call(route, route.path, { body: JSON.stringify({ [field]: 1 }) })).status).toBe(400);
      expect((await call(route, route.path, { body: `${field}=x`, type: "application/x-www-form-urlencoded" })).status).toBe(415);
      expect((await call(route, route.path, { body: big })).status).toBe(413);
      expect((await call(route, route.path, { body: JSON.stringify({ [field]: good }), crossSite: true })).status).toBe(403);
    }
  });

  it("the cache payload, page data parts, history and objective items", async () => {
    expect((await call(be.cache, "/cache")).status).toBe(200);
    expect((await call(be.cache, "/cache?mode=arena")).status).toBe(400);
    // PVE figures are Pro data (issue 30, finding 10).
    expect((await call(be.cache, "/cache?mode=pve", { user: free })).status).toBe(403);
    for (const [route, part] of [
      [be.progressData, "progression/data/en/pvp/base"],
      [be.calculatorData, "calculators/data/en/pvp/crafts"],
    ] as const) {
      expect((await call(route, `/${part}/anyhash`)).status).toBe(200);
      expect((await call(route, `/${part.replace("/en/", "/xx/")}/anyhash`)).status).toBe(400);
      expect((await call(route, `/${part.replace("/pvp/", "/pve/")}/anyhash`, { user: free })).status).toBe(403);
    }
    expect((await call(be.itemHistory, `/items/${SALEWA}/history`)).status).toBe(200);
    expect((await call(be.itemHistory, `/items/${SALEWA}/history?range=1y`)).status).toBe(403);
    expect((await call(be.itemHistory, `/items/${SALEWA}/history?range=2w`)).status).toBe(400);
    expect((await call(be.itemHistory, "/items/000000000000000000000000/history")).status).toBe(404);
    expect((await call(be.objectiveItems, `/quests/${quest}/objectives/0/items`)).status).toBe(200);
    expect((await call(be.objectiveItems, `/quests/${quest}/objectives/99/items`)).status).toBe(404);
    expect((await call(be.objectiveItems, "/quests/nope/objectives/0/items")).status).toBe(400);
    expect((await call(be.websiteAlert, "/website-alert")).status).toBe(200);
    expect((await call(be.weather, "/weather")).status).toBe(200);
    // The build the server serves: what pages compare with their own to offer a reload (spec §4).
    expect((await call(be.version, "/version")).body).toEqual({ version: expect.stringMatching(/^[0-9a-f]{8}$/) });
  });

  it("manual prices: admins only, everyone else 404", async () => {
    const price = JSON.stringify({ uid: SALEWA, mode: "pvp", price: 7100 });
    expect((await call(be.adminPrice, "/admin/prices", { body: price, user: admin })).body).toMatchObject({ ok: true });
    expect((await call(be.adminPrice, "/admin/prices", { body: price, user: pro })).status).toBe(404);
    expect((await call(be.adminPrice, "/admin/prices", { body: JSON.stringify({ uid: SALEWA, mode: "pvp", price: -1 }), user: admin })).status).toBe(400);
    expect((await call(be.adminPrice, "/admin/prices", { body: "price=1", type: "text/plain", user: admin })).status).toBe(415);
    expect((await call(be.adminPrice, "/admin/prices", { body: big, user: admin })).status).toBe(413);
    expect((await call(be.adminPrice, "/admin/prices", { body: price, user: admin, crossSite: true })).status).toBe(403);
  });

  it("API keys: listed by a logged-in user, made by Pro users (10 at most), revoked, within the write limits", async () => {
    expect((await call(be.apiKeys, "/dev/keys")).status).toBe(401);
    expect((await call(be.apiKeys, "/dev/keys", { user: free })).status).toBe(200);
    const make = (user?: TestUser, name = "k") => call(be.apiKeyCreate, "/dev/keys", { body: JSON.stringify({ name }), ...(user ? { user } : {}) });
    expect((await make()).status).toBe(401);
    expect((await make(free)).status).toBe(403);
    expect((await make(pro, "")).status).toBe(400);
    expect((await call(be.apiKeyCreate, "/dev/keys", { body: "name=k", type: "text/plain", user: pro })).status).toBe(415);
    expect((await call(be.apiKeyCreate, "/dev/keys", { body: JSON.stringify({ name: "x".repeat(20_000) }), user: pro })).status).toBe(413);
    const made = await make(pro);
    expect(made.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 1; i < 10; i++) statuses.push((await make(pro)).status);
    expect(statuses).toEqual(Array(9).fill(201));
    expect((await make(pro)).status).toBe(409);
    const id = (made.body as { id: string }).id;
    expect((await call(be.apiKeyDelete, `/dev/keys/${id}`)).status).toBe(401);
    expect((await call(be.apiKeyDelete, "/dev/keys/!", { user: pro })).status).toBe(400);
    expect((await call(be.apiKeyDelete, `/dev/keys/${id}`, { user: pro, crossSite: true })).status).toBe(403);
    expect((await call(be.apiKeyDelete, `/dev/keys/${id}`, { user: pro })).status).toBe(200);
    expect((await call(be.apiKeyDelete, `/dev/keys/${id}`, { user: pro })).status).toBe(404);
    // The write limit: another Pro user spends WRITES points, then 429 on making and on revoking.
    const other = await userWithRole(database.db, "pro");
    await setUserFlags(database.db, other.uid as string, { pro: true, proUntil: Date.now() + 86_400_000 });
    let last = 0;
    for (let i = 0; i <= WRITES && last !== 429; i++) last = (await make(other, `o${i}`)).status;
    expect(last).toBe(429);
    expect((await call(be.apiKeyDelete, `/dev/keys/${id}`, { user: other })).status).toBe(429);
  });

  it("every declared reply of the data calls was produced and parsed here", () => {
    const declared = be.DATA_ROUTES.flatMap((route) => Object.keys(route.responses).map((status) => `${route.operationId} ${status}`));
    expect(declared.filter((pair) => !seen.has(pair))).toEqual([]);
  });
});

/**
 * The replies every call shares through its middleware, call by call: a body that is not JSON (415)
 * or too large (413), a write from another site (403), bad path or query input (400), and the
 * limits (429). The other replies of the account, login and pilot calls are produced by their own
 * suites; every reply any suite meets is parsed with its declaration (helpers/declaredReplies.ts),
 * and `npm test` fails when a declared reply was never met (scripts/declaredCoverage.ts).
 */
describe("the replies every declared call shares", () => {
  type Any = {
    operationId: string;
    method: string;
    path: string;
    request?: { body?: unknown };
    responses: Record<string, unknown>;
    "x-gate": string;
    "x-limit"?: string;
  };
  const routes = be.BE_ROUTES as unknown as Any[];
  const path = (r: Any) => r.path.replace("{kind}", "quests").replace(/\{\w+\}/g, "AAAAAAAAAAAAAAAA");
  const send = (a: ServerApp, r: Any, init: { body?: string; type?: string; user?: TestUser; headers?: Record<string, string>; query?: string }) =>
    a.fetch(
      new Request(`http://localhost/api/be${path(r)}${init.query ?? ""}`, {
        method: r.method.toUpperCase(),
        headers: {
          "accept-language": "en",
          ...cookieOf(init.user),
          ...(init.body !== undefined ? { "content-type": init.type ?? "application/json" } : {}),
          ...init.headers,
        },
        ...(init.body !== undefined ? { body: init.body } : {}),
      }),
    );

  it("415 for a body that is not JSON, 413 for one over its limit, 403 for a write from another site", async () => {
    for (const r of routes) {
      const user = r["x-gate"] === "admin" ? admin : pro;
      if (r.request?.body && r.responses["415"]) expect((await send(app, r, { body: "x=1", type: "text/plain", user })).status, r.operationId).toBe(415);
      // The upload check takes 10 MB (its own test sends more: tests/api/adminOps.test.ts).
      if (r.request?.body && r.responses["413"] && r.operationId !== "adminUploadTest")
        expect((await send(app, r, { body: JSON.stringify({ x: "x".repeat(300_000) }), user })).status, r.operationId).toBe(413);
      if (r.method !== "get" && r.responses["403"])
        expect((await send(app, r, { body: "{}", user, headers: { "sec-fetch-site": "cross-site" } })).status, r.operationId).toBe(403);
    }
    expect((await send(app, be.patreonStart as unknown as Any, { query: `?returnTo=${"a".repeat(2100)}` })).status).toBe(400);
    expect((await send(app, be.patreonCallback as unknown as Any, { query: `?code=${"a".repeat(2100)}` })).status).toBe(400);
    expect((await send(app, be.pilotKeyDelete as unknown as Any, {})).status).toBe(401);
    // The webhook's body is read raw (no declared schema); its limit holds all the same.
    expect((await send(app, be.patreonWebhook as unknown as Any, { body: "x".repeat(70_000) })).status).toBe(413);
    const badId = await app.fetch(new Request("http://localhost/api/be/pilot/keys/!", { method: "DELETE", headers: cookieOf(pro) }));
    expect(badId.status).toBe(400);
  });

  it("429 once a call's limit is spent", async () => {
    const limited = await createTestApp(
      database,
      {},
      undefined,
      createRateLimits({
        writeUser: { points: 1, duration: 60 },
        writeIp: { points: 10_000, duration: 60 },
        verifyIp: { points: 1, duration: 60 },
        pilotIp: { points: 1, duration: 60 },
      }),
    );
    try {
      const bodies: Record<string, (u: TestUser) => unknown> = {
        updateMe: () => ({ username: `n${Date.now()}` }),
        charSelect: () => ({ charUid: crypto.randomUUID() }),
        charCreate: () => ({ fraction: "USEC", gameMode: "pve" }),
        charCopyFrom: () => ({ charUid: crypto.randomUUID() }),
        charDelete: () => ({ charUid: crypto.randomUUID() }),
        progressionUpdate: () => ({}),
        priceSet: (u) => ({ userUid: u.uid, itemUid: SALEWA, price: 1000 }),
        priceClear: (u) => ({ userUid: u.uid }),
        priceRemove: (u) => ({ userUid: u.uid, itemUid: SALEWA }),
        alertSet: () => ({ itemUid: SALEWA, direction: "above", value: 1000 }),
        alertRemove: () => ({ id: crypto.randomUUID() }),
        craftRunStart: () => ({ kind: "craft", recipeId: "x", seconds: 60 }),
        craftRunFinish: () => ({ state: "canceled" }),
        shareAccept: () => ({ token: "A".repeat(43) }),
        apiKeyCreate: () => ({ name: "k" }),
        loadoutCreate: () => ({ title: "limit", public: false, build: presetBuildOf(M4A1) }),
        loadoutUpdate: () => ({ title: "limit", public: false, build: presetBuildOf(M4A1) }),
        loadoutLike: () => ({ liked: true }),
      };
      for (const r of routes.filter((x) => x["x-limit"] === "write" && x.responses["429"])) {
        const user = await userWithRole(database.db, "pro");
        const body = bodies[r.operationId]?.(user);
        const init = { user, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
        await send(limited, r, init);
        expect((await send(limited, r, init)).status, r.operationId).toBe(429);
      }
      const verify = be.verifyCode as unknown as Any;
      const code = { body: JSON.stringify({ email: "limit@example.test", code: "000000" }), headers: {} };
      await send(limited, verify, code);
      expect((await send(limited, verify, code)).status).toBe(429);
      const events = be.pilotEvents as unknown as Any;
      const batch = { body: JSON.stringify({ events: [{ messageType: "map" }] }) };
      await send(limited, events, batch);
      expect((await send(limited, events, batch)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
