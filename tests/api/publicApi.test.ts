import * as v1 from "@raidkit/api/v1";
import { type DatabaseHandle, setUserFlags } from "@raidkit/db";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * The public API (issue 15): every declared call's replies, each status, parse against the schema
 * its declaration names; keys (shown once, stored hashed, counted, revoked); tiers and limits; ETags.
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
/** Bottle of hydrogen peroxide: its newest PVP last price is under what Therapist pays (issue 34). */
const PEROXIDE = "59e361e886f774176c10a2a5";
const FREE_POINTS = 8;

let database: DatabaseHandle;
let app: ServerApp;
beforeAll(async () => {
  database = copyTemplateDb().open();
  // Low limits so the 429s can be reached; Pro keys get more than the free tier.
  app = await createTestApp(
    database,
    {},
    undefined,
    createRateLimits({
      apiFree: { points: FREE_POINTS, duration: 60 },
      apiPro: { points: 40, duration: 60 },
      writeUser: { points: 1000, duration: 60 },
      writeIp: { points: 1000, duration: 60 },
    }),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Each caller its own address, so one test's calls do not spend another's free tier. */
let address = 0;
const call = (path: string, init: RequestInit & { key?: string; ip?: string; locale?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  headers.set("accept-language", init.locale ?? "en");
  return app.fetch(new Request(`http://localhost/api/v1${path}`, { ...init, headers }), { ip: init.ip ?? `10.0.0.${++address % 250}` });
};

/** Which (call, status) pairs were seen parsed: every declared JSON reply must be. */
const seen = new Set<string>();
type Route = (typeof v1.V1_ROUTES)[number];
async function parsed(route: Route, response: Response): Promise<unknown> {
  const declared = (route.responses as Record<number, { content?: Record<string, { schema: unknown }> }>)[response.status];
  expect(declared, `${route.operationId} declares ${response.status}`).toBeDefined();
  seen.add(`${route.operationId} ${response.status}`);
  const schema = declared?.content?.["application/json"]?.schema as { parse(x: unknown): unknown } | undefined;
  if (!schema) return response.text();
  return schema.parse(await response.json());
}

async function proKey(name = "test"): Promise<{ key: string; id: string; cookie: string; uid: string }> {
  const user = await userWithRole(database.db, "pro");
  const r = await app.fetch(
    new Request("http://localhost/api/be/dev/keys", {
      method: "POST",
      headers: { cookie: user.cookie as string, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    }),
  );
  expect(r.status).toBe(201);
  const made = (await r.json()) as { key: string; id: string };
  return { ...made, cookie: user.cookie as string, uid: user.uid as string };
}

describe("public data", () => {
  it("lists every item with prices, one item, a search, a tag and ids, each parsed by its declaration (a doubted last price: Bottle of hydrogen peroxide)", async () => {
    const all = (await parsed(v1.listItems, await call("/items"))) as { items: v1.ApiItem[]; count: number };
    expect(all.count).toBeGreaterThan(4000);
    const salewa = all.items.find((i) => i.uid === SALEWA);
    expect(salewa?.prices.lastPrice).toBe(35000);

    const one = (await parsed(v1.getItem, await call(`/items/${SALEWA}`))) as v1.ApiItem;
    expect(one).toMatchObject({ uid: SALEWA, name: "Salewa first aid kit" });

    const search = (await parsed(v1.listItems, await call("/items?q=salewa"))) as { items: v1.ApiItem[] };
    expect(search.items.map((i) => i.uid)).toContain(SALEWA);
    expect(search.items.every((i) => /salewa/i.test(`${i.name} ${i.shortName}`))).toBe(true);

    const byIds = (await parsed(v1.listItems, await call(`/items?ids=5d1b36a186f7742523398433,${SALEWA},000000000000000000000000`))) as { items: v1.ApiItem[] };
    expect(byIds.items.map((i) => i.uid)).toEqual(["5d1b36a186f7742523398433", SALEWA]);

    const tag = salewa?.categories.at(-1) as string;
    const byTag = (await parsed(v1.listItems, await call(`/items?tag=${encodeURIComponent(tag)}`))) as { items: v1.ApiItem[] };
    expect(byTag.items.length).toBeGreaterThan(0);
    expect(byTag.items.every((i) => i.categories.includes(tag))).toBe(true);
    expect(byTag.items.map((i) => i.uid)).toContain(SALEWA);
    const noTag = (await parsed(v1.listItems, await call("/items?tag=no-such-tag"))) as { error: string };
    expect(noTag.error).toBe("Tag not found");
    await parsed(v1.sheetPrices, await call("/sheet/prices?tag=no-such-tag"));

    // The trusted price and the figure it is (issue 34): Salewa's newest PVP last price (₽35,000, 2 slots), trusted.
    expect(one.priceQuality).toMatchObject({ code: null, trustedPrice: 35_000, trustedFigure: "lastPrice" });
    expect(one.prices).toMatchObject({ lastPrice: 35_000, pricePerSlot: 17_500 });
    // A doubted last price: the Bottle of hydrogen peroxide's ₽7,500 is under what Therapist pays (₽7,665),
    // so its trusted price is its 24 h average (₽10,148, 1 slot).
    const peroxide = (await parsed(v1.getItem, await call(`/items/${PEROXIDE}`))) as v1.ApiItem;
    expect(peroxide).toMatchObject({ uid: PEROXIDE, name: "Bottle of hydrogen peroxide" });
    expect(peroxide.priceQuality).toMatchObject({ code: "too", trustedPrice: 10_148, trustedFigure: "avg24h" });
    expect(peroxide.prices).toMatchObject({ lastPrice: 7500, pricePerSlot: 10_148 });
    const ru = (await parsed(v1.getItem, await call(`/items/${SALEWA}?lang=ru`))) as v1.ApiItem;
    expect(ru.localName).not.toBe(ru.name);
  });

  it("answers traders, crafts, barters, quests, hideout and maps from the game data", async () => {
    const traders = (await parsed(v1.listTraders, await call("/traders"))) as { traders: { nickname: string }[] };
    expect(traders.traders.map((t) => t.nickname)).toContain("Prapor");
    const crafts = (await parsed(v1.listCrafts, await call("/crafts"))) as { crafts: v1.ApiCraft[] };
    expect(crafts.crafts.length).toBeGreaterThan(100);
    const barters = (await parsed(v1.listBarters, await call("/barters"))) as { barters: v1.ApiBarter[] };
    expect(barters.barters.length).toBeGreaterThan(100);
    const quests = (await parsed(v1.listQuests, await call("/quests"))) as { quests: v1.ApiQuest[] };
    expect(quests.quests.length).toBeGreaterThan(300);
    // The quest rules' data, as the progress pages read it: requirements with their statuses.
    expect(quests.quests.some((q) => q.requires.some((r) => r.status.includes("complete")))).toBe(true);
    // Rewards (issue 31): Gunsmith - Part 3 gives $250, two parts and +0.01 Mechanic, and unlocks the Glock 17 Tac 3 at Mechanic LL1.
    const gunsmith3 = quests.quests.find((q) => q.name === "Gunsmith - Part 3");
    expect(gunsmith3?.experience).toBe(2800);
    expect(gunsmith3?.rewards.standing).toEqual([{ trader: "Mechanic", traderName: "Mechanic", value: 0.01 }]);
    expect(gunsmith3?.rewards.items).toContainEqual({ item: "5696686a4bdc2da3298b456a", count: 250 });
    expect(gunsmith3?.rewards.offers).toEqual([{ item: "5a88ad7b86f77479aa7226af", trader: "Mechanic", traderName: "Mechanic", loyaltyLevel: 1 }]);
    expect(gunsmith3?.startRewards).toBeNull();
    // Objectives typed (issue 31 item 3): Gunsmith's is a weapon build; Sadist's kill names Sanitar on Shoreline.
    expect(gunsmith3?.objectives.map((o) => o.kind)).toContain("build");
    const sadist = quests.quests.find((q) => q.name === "The Huntsman Path - Sadist");
    expect(sadist?.objectives.find((o) => o.kind === "kill")).toMatchObject({ targets: ["Sanitar"], maps: ["shoreline"] });
    // A craft unlock names its station in the reply's language.
    const ruQuests = (await parsed(v1.listQuests, await call("/quests?lang=ru"))) as { quests: v1.ApiQuest[] };
    const shooter3 = ruQuests.quests.find((q) => q.id === quests.quests.find((x) => x.name === "The Tarkov Shooter - Part 3")?.id);
    expect(shooter3?.rewards.crafts).toEqual([
      { item: "5f0596629e22f464da6bbdd9", count: 60, stationId: "5d484fda654e7600681d9315", stationName: "Верстак", level: 1 },
    ]);
    const hideout = (await parsed(v1.listHideout, await call("/hideout"))) as { modules: v1.ApiModule[] };
    expect(hideout.modules.length).toBeGreaterThan(40);
    const maps = (await parsed(v1.listMaps, await call("/maps"))) as { maps: { slug: string; path: string }[] };
    expect(maps.maps).toContainEqual(expect.objectContaining({ slug: "customs", path: "/maps/customs" }));
  });

  it("answers the free 7-day history, and 404 for an unknown item", async () => {
    const history = (await parsed(v1.getItemHistory, await call(`/items/${SALEWA}/history`))) as { uid: string; range: string };
    expect(history).toMatchObject({ uid: SALEWA, range: "7d" });
    await parsed(v1.getItem, await call("/items/000000000000000000000000"));
    await parsed(v1.getItemHistory, await call("/items/000000000000000000000000/history"));
    expect(seen).toContain("getItem 404");
  });

  it("answers 304 to a current ETag and the data to an old one", async () => {
    const first = await call(`/items/${SALEWA}`);
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await call(`/items/${SALEWA}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    seen.add("getItem 304");
    expect((await call(`/items/${SALEWA}`, { headers: { "if-none-match": '"old"' } })).status).toBe(200);
    for (const [route, path] of [
      [v1.listItems, "/items"],
      [v1.getItemHistory, `/items/${SALEWA}/history`],
      [v1.listTraders, "/traders"],
      [v1.listCrafts, "/crafts"],
      [v1.listBarters, "/barters"],
      [v1.listQuests, "/quests"],
      [v1.listHideout, "/hideout"],
      [v1.listMaps, "/maps"],
    ] as const) {
      const tag = (await call(path)).headers.get("etag") as string;
      expect(tag, path).toBeTruthy();
      await parsed(route, await call(path, { headers: { "if-none-match": `W/${tag}` } }));
    }
  });

  it("refuses bad input with the reasons, in the caller's language", async () => {
    const en = (await parsed(v1.listItems, await call("/items?mode=arena"))) as { error: string; issues: { path: string }[] };
    expect(en.error).toMatch(/^Invalid request: mode/);
    const ru = (await parsed(v1.listItems, await call("/items?q=x", { locale: "ru" }))) as { error: string };
    expect(ru.error).toMatch(/^Неверный запрос: q/);
    await parsed(v1.getItem, await call("/items/not-an-id!"));
    await parsed(v1.getItemHistory, await call(`/items/${SALEWA}/history?range=2w`));
    await parsed(v1.listTraders, await call("/traders?lang=xx"));
    for (const route of [v1.listCrafts, v1.listBarters, v1.listQuests, v1.listHideout]) await parsed(route, await call(`${route.path}?mode=arena`));
    await parsed(v1.listMaps, await call("/maps?lang=xx"));
    await parsed(v1.sheetPrices, await call("/sheet/prices?format=xlsx"));
    expect((await call("/nothing")).status).toBe(404);
  });
});

describe("the reply's language (issue 34, item 9)", () => {
  /** A program's call: its own User-Agent, an Accept-Language or none. */
  const programCall = (path: string, userAgent: string, acceptLanguage?: string) => {
    const headers = new Headers({ "user-agent": userAgent });
    if (acceptLanguage) headers.set("accept-language", acceptLanguage);
    return app.fetch(new Request(`http://localhost/api/v1${path}`, { headers }), { ip: `10.1.0.${++address % 250}` });
  };
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  it("follows lang, then Accept-Language, never the search-bot rule (curl, python-requests)", async () => {
    for (const agent of ["curl/8.5.0", "python-requests/2.31.0"]) {
      // isbot calls both of these bots; the pages' rule would answer them in Russian.
      expect(await errorOf(await programCall("/items?mode=arena&lang=en", agent)), agent).toMatch(/^Invalid request: mode/);
      expect(await errorOf(await programCall("/items?mode=arena", agent, "en-US")), agent).toMatch(/^Invalid request: mode/);
      expect(await errorOf(await programCall("/items?mode=arena", agent)), agent).toMatch(/^Invalid request: mode/);
      expect(await errorOf(await programCall("/items?mode=arena&lang=ru", agent, "en-US")), agent).toMatch(/^Неверный запрос: mode/);
      expect(await errorOf(await programCall("/items?mode=arena", agent, "ru-RU,ru;q=0.9")), agent).toMatch(/^Неверный запрос: mode/);
      // A lang the API does not serve is itself bad input; its reply follows Accept-Language.
      expect(await errorOf(await programCall("/traders?lang=xx", agent, "en-US")), agent).toMatch(/^Invalid request: lang/);
    }
  });
});

describe("keys, tiers and limits", () => {
  it("a key is shown once, stored as its hash, listed by name with its calls per day, and stops when revoked", async () => {
    const made = await proKey("overlay");
    expect(made.key).toMatch(/^rk_[A-Za-z0-9_-]{40}$/);
    const stored = await database.db.selectFrom("api_keys").selectAll().where("id", "=", made.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(made.key);
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(3));

    for (let i = 0; i < 3; i++) expect((await call(`/items/${SALEWA}`, { key: made.key })).headers.get("x-api-tier")).toBe("pro");
    await app.close(); // writes the counted calls (as a server's stop does)
    app = await createTestApp(database);
    const list = (await (await app.fetch(new Request("http://localhost/api/be/dev/keys", { headers: { cookie: made.cookie } }))).json()) as {
      keys: { id: string; name: string; usage: { calls: number }[]; key?: string }[];
    };
    const listed = list.keys.find((k) => k.id === made.id);
    expect(listed).toMatchObject({ name: "overlay" });
    expect(listed?.usage[0]?.calls).toBe(3);
    expect(listed?.key).toBeUndefined();

    const revoke = await app.fetch(new Request(`http://localhost/api/be/dev/keys/${made.id}`, { method: "DELETE", headers: { cookie: made.cookie } }));
    expect(revoke.status).toBe(200);
    const after = await call(`/items/${SALEWA}`, { key: made.key });
    expect((await parsed(v1.getItem, after)) as { code: string }).toMatchObject({ code: "apiKeyInvalid" });
  });

  it("only Pro users make keys; a user has at most 10", async () => {
    const free = await userWithRole(database.db, "free");
    const post = (cookie: string | null, name = "k") =>
      app.fetch(
        new Request("http://localhost/api/be/dev/keys", {
          method: "POST",
          headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
          body: JSON.stringify({ name }),
        }),
      );
    expect((await post(free.cookie)).status).toBe(403);
    expect((await post(null)).status).toBe(401);
    const pro = await proKey();
    for (let i = 0; i < 9; i++) expect((await post(pro.cookie, `k${i}`)).status).toBe(201);
    const over = await post(pro.cookie);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: string }).error).toBe("You have 10 API keys: revoke one first");
    expect((await post(pro.cookie, "")).status).toBe(400);
  });

  it("PVE, long history and progress need a Pro user's key; a lapsed Pro's key keeps the free tier", async () => {
    const pro = await proKey();
    expect((await call(`/items/${SALEWA}?mode=pve`, { key: pro.key })).status).toBe(200);
    expect((await call(`/items/${SALEWA}/history?range=1y`, { key: pro.key })).status).toBe(200);
    const denied = (await parsed(v1.getItem, await call(`/items/${SALEWA}?mode=pve`))) as { error: string };
    expect(denied.error).toBe("Pro status required");
    await parsed(v1.getItemHistory, await call(`/items/${SALEWA}/history?range=1m`));
    await parsed(v1.listItems, await call("/items?mode=pve"));
    for (const route of [v1.listCrafts, v1.listBarters, v1.listQuests, v1.listHideout]) await parsed(route, await call(`${route.path}?mode=pve`));
    await parsed(v1.sheetPrices, await call("/sheet/prices?mode=pve"));
    const noKey = (await parsed(v1.getProgress, await call("/me/progress"))) as { code: string };
    expect(noKey.code).toBe("apiKeyRequired");
    await parsed(v1.changeProgress, await call("/me/progress", { method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" }));

    await setUserFlags(database.db, pro.uid, { pro: true, proUntil: Date.now() - 1000 });
    app = await reopen();
    const lapsed = await call(`/items/${SALEWA}`, { key: pro.key });
    expect(lapsed.headers.get("x-api-tier")).toBe("free");
    expect((await call(`/items/${SALEWA}?mode=pve`, { key: pro.key })).status).toBe(403);
    await parsed(v1.getProgress, await call("/me/progress", { key: pro.key }));
    await parsed(v1.changeProgress, await call("/me/progress", { key: pro.key, method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" }));
    expect(seen).toContain("getProgress 403");
  });

  it("reads and changes the key owner's progress: unknown ids and bodies that are not JSON change nothing", async () => {
    const pro = await proKey();
    const quest = (await database.db.selectFrom("quests").select("uid").orderBy("uid").executeTakeFirstOrThrow()).uid;
    const patch = (body: string, type = "application/json") => call("/me/progress", { key: pro.key, method: "PATCH", headers: { "content-type": type }, body });
    const changed = (await parsed(
      v1.changeProgress,
      await patch(JSON.stringify({ add: { questsDone: [quest] }, set: { itemsFound: { [SALEWA]: 2 } } })),
    )) as v1.ApiProgress;
    expect(changed.questsDone).toEqual([quest]);
    expect(changed.itemsFound).toEqual({ [SALEWA]: 2 });
    expect(changed.character).toMatchObject({ mode: "pvp", level: 1 });
    const unknown = (await parsed(v1.changeProgress, await patch(JSON.stringify({ add: { questsDone: ["000000000000000000000000"] } })))) as {
      issues: { path: string }[];
    };
    expect(unknown.issues[0]?.path).toBe("questsDone 000000000000000000000000");
    await parsed(v1.changeProgress, await patch("questsDone=1", "application/x-www-form-urlencoded"));
    await parsed(v1.changeProgress, await patch("{not json"));
    const read = (await parsed(v1.getProgress, await call("/me/progress", { key: pro.key }))) as v1.ApiProgress;
    expect(read.questsDone).toEqual([quest]);
    const etag = (await call("/me/progress", { key: pro.key })).headers.get("etag") as string;
    await parsed(v1.getProgress, await call("/me/progress", { key: pro.key, headers: { "if-none-match": etag } }));
  });

  it("counts all of a user's keys against one Pro limit", async () => {
    app = await reopen();
    const first = await proKey();
    const made = await app.fetch(
      new Request("http://localhost/api/be/dev/keys", {
        method: "POST",
        headers: { cookie: first.cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: "second" }),
      }),
    );
    const second = ((await made.json()) as { key: string }).key;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await call("/traders", { key: i % 2 ? second : first.key })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await call("/traders", { key: second })).status).toBe(429);
  });

  it("gives spreadsheets CSV or TSV by ids or tag, the key in the query", async () => {
    const pro = await proKey();
    const csv = await call(`/sheet/prices?ids=${SALEWA},5d1b36a186f7742523398433&key=${pro.key}`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("x-api-tier")).toBe("pro");
    const lines = String(await parsed(v1.sheetPrices, csv))
      .trim()
      .split("\n");
    expect(lines[0]).toBe(v1.SHEET_FIELDS.join(","));
    expect(lines[1]).toMatch(new RegExp(`^${SALEWA},Salewa first aid kit,Salewa,35000,`));
    expect(lines).toHaveLength(3);
    const tsv = await (await call(`/sheet/prices?ids=${SALEWA}&format=tsv&lang=ru`)).text();
    expect(tsv.split("\n")[1]?.split("\t")[0]).toBe(SALEWA);
    expect(await (await call(`/sheet/prices?ids=${SALEWA}&key=rk_wrong`)).status).toBe(401);
  });

  it("answers 429 with Retry-After past the tier's calls per minute, on every call; a wrong key is 401", async () => {
    for (const [n, route] of v1.V1_ROUTES.entries()) {
      const ip = `192.0.2.${n + 1}`;
      const init = route.method === "patch" ? { method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" } : {};
      let last: Response | undefined;
      for (let i = 0; i <= FREE_POINTS; i++) last = await call(route.path.replace("{id}", SALEWA), { ...init, ip });
      expect(last?.status, route.operationId).toBe(429);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
      await parsed(route, last as Response);
      await parsed(route, await call(route.path.replace("{id}", SALEWA), { ...init, key: `rk_${"A".repeat(40)}` }));
    }
  });

  it("every declared reply of every call was seen and parsed", () => {
    const declared = v1.V1_ROUTES.flatMap((route) => Object.keys(route.responses).map((status) => `${route.operationId} ${status}`));
    expect(declared.filter((pair) => !seen.has(pair))).toEqual([]);
  });
});

describe("issue 30: keyed replies stay private; keys that are not valid cost no look-ups past a limit", () => {
  it("finding 11: a keyed reply is private and every reply varies by the headers that carry a key", async () => {
    const pro = await proKey("cache");
    for (const path of [`/items/${SALEWA}`, "/items", `/items/${SALEWA}/history?range=7d`, "/traders", "/crafts", "/maps"]) {
      const keyed = await call(path, { key: pro.key });
      expect(keyed.status, path).toBe(200);
      expect(keyed.headers.get("cache-control"), path).toBe("private, max-age=60");
      expect(keyed.headers.get("vary"), path).toMatch(/Authorization/);
      expect(keyed.headers.get("vary"), path).toMatch(/X-Api-Key/);
      const byHeader = await call(path, { headers: { "x-api-key": pro.key } });
      expect(byHeader.headers.get("cache-control"), path).toBe("private, max-age=60");
      const etag = keyed.headers.get("etag") as string;
      const notModified = await call(path, { key: pro.key, headers: { "if-none-match": etag } });
      expect(notModified.status, path).toBe(304);
      expect(notModified.headers.get("cache-control"), path).toBe("private, max-age=60");
      // Without a key the same data is public, but still varies by the key headers: a shared cache never hands it to a keyed caller.
      const open = await call(path);
      expect(open.headers.get("cache-control"), path).toBe("public, max-age=60");
      expect(open.headers.get("vary"), path).toMatch(/Authorization/);
    }
  });

  it("finding 14: an address that sends keys that are not valid is limited, and past the limit nothing is looked up", async () => {
    // Counts the queries that read api_keys (the look-ups), on the app's own database.
    let lookups = 0;
    const counting = {
      transformQuery: (args: { node: unknown }) => {
        if (JSON.stringify(args.node).includes('"api_keys"')) lookups++;
        return args.node;
      },
      transformResult: async (args: { result: unknown }) => args.result,
    } as unknown as KyselyPlugin;
    const limited = await createTestApp(
      { ...database, db: database.db.withPlugin(counting) },
      {},
      undefined,
      createRateLimits({ apiKeyFailIp: { points: 5, duration: 300 }, apiFree: { points: 10_000, duration: 60 }, apiPro: { points: 10_000, duration: 60 } }),
    );
    try {
      const pro = await proKey("after-flood");
      const ask = (key: string, ip: string) =>
        limited.fetch(new Request(`http://localhost/api/v1/items/${SALEWA}`, { headers: { authorization: `Bearer ${key}` } }), { ip });
      const made = (n: number) => `rk_${n.toString().padStart(40, "Z")}`;
      // A key not of our form is never looked up.
      expect((await ask("rk_short", "198.51.100.40")).status).toBe(401);
      expect(lookups).toBe(0);
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await ask(made(i), "198.51.100.41")).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      // 5 look-ups, not 50: the limited address costs the database nothing more.
      expect(lookups).toBe(5);
      const refused = await ask(made(99), "198.51.100.41");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toBe("429 - Rate limit exceeded");
      // The same made-up key again is known unknown for a while: no second look-up from another address.
      expect((await ask(made(0), "198.51.100.42")).status).toBe(401);
      expect(lookups).toBe(5);
      // Other addresses and valid keys are not held back.
      expect((await ask(pro.key, "198.51.100.43")).status).toBe(200);
      expect((await ask(made(1000), "198.51.100.44")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

async function reopen(): Promise<ServerApp> {
  await app.close();
  return createTestApp(database, {}, undefined, createRateLimits({ apiFree: { points: FREE_POINTS, duration: 60 }, apiPro: { points: 40, duration: 60 } }));
}
