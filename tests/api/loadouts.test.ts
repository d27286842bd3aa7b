import * as be from "@raidkit/api/be";
import type { DatabaseHandle } from "@raidkit/db";
import { encodeBuildParts } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { AK74, M4A1, presetBuildOf, withConflict, withoutCharge } from "../helpers/builds.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Weapon loadouts (issue 16): the builder's data, saves checked against the game's slots, publishing
 * by Pro users only, an identical published loadout refused with the spec's text, likes one per
 * user, the search with its filters. Every reply is parsed with its declaration (helpers/declaredReplies.ts).
 */
let database: DatabaseHandle;
let app: ServerApp;
let free: TestUser;
let pro: TestUser;
let pro2: TestUser;
beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
  [free, pro, pro2] = [await userWithRole(database.db, "free"), await userWithRole(database.db, "pro"), await userWithRole(database.db, "pro")];
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (path: string, init: { method?: string; body?: unknown; user?: TestUser; locale?: string } = {}) =>
  app.fetch(
    new Request(`http://localhost/api/be${path}`, {
      method: init.method ?? "GET",
      headers: {
        "accept-language": init.locale ?? "en",
        ...(init.user?.cookie ? { cookie: init.user.cookie } : {}),
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    }),
  );

const save = (user: TestUser, body: unknown) => call("/loadouts", { method: "POST", body, user });
const m4 = presetBuildOf(M4A1);

describe("the builder's data", () => {
  it("a weapon's parts, rounds and presets, at an address naming its hash; unknown weapons 404; PVE for Pro only", async () => {
    const stale = await call(`/loadouts/builder/en/pvp/${M4A1}/x`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("private, no-cache");
    const data = (await stale.json()) as {
      weapon: { id: string; name: string };
      parts: Record<string, { prices: unknown }>;
      presets: unknown[];
      ammo: { caliber: string }[];
    };
    expect(data.weapon).toMatchObject({ id: M4A1, name: "Colt M4A1 5.56x45 assault rifle" });
    for (const id of Object.values(m4.parts)) expect(data.parts[id], id).toBeDefined();
    expect(data.presets.length).toBeGreaterThan(1);
    expect(data.ammo.every((a) => a.caliber === "Caliber556x45NATO")).toBe(true);
    const ru = (await (await call(`/loadouts/builder/ru/pvp/${M4A1}/x`)).json()) as { weapon: { name: string } };
    expect(ru.weapon.name).not.toBe(data.weapon.name);
    expect((await call("/loadouts/builder/en/pvp/000000000000000000000000/x")).status).toBe(404);
    expect((await call(`/loadouts/builder/xx/pvp/${M4A1}/x`)).status).toBe(400);
    const pve = await call(`/loadouts/builder/en/pve/${M4A1}/x`, { user: free });
    expect([pve.status, ((await pve.json()) as { error: string }).error]).toEqual([403, "Pro status required"]);
    expect((await call(`/loadouts/builder/en/pve/${M4A1}/x`, { user: pro })).status).toBe(200);
  });
});

describe("pages", () => {
  it("a weapon's item page links to its builder; other items do not; the builder page renders the weapon", async () => {
    const moved = await app.fetch(browserRequest(`/item/${M4A1}`));
    expect(moved.status).toBe(301);
    const itemPath = moved.headers.get("location") as string;
    const html = await (await app.fetch(browserRequest(itemPath))).text();
    const slug = itemPath.replace("/item/", "");
    expect(html).toContain(`href="/loadouts/weapon/${slug}"`);
    const salewa = await (await app.fetch(browserRequest("/item/salewa_first_aid_kit"))).text();
    expect(salewa).not.toContain('href="/loadouts/weapon/');
    const builder = await app.fetch(browserRequest(`/loadouts/weapon/${slug}`));
    expect(builder.status).toBe(200);
    expect(await builder.text()).toContain("AR-15 Colt M4 Carbine Length handguard");
    expect((await app.fetch(browserRequest("/loadouts/weapon/no_such_gun"))).status).toBe(404);
    // A build in the address is its own page (the page cache keys on it): no other build's HTML.
    const bare = encodeBuildParts(withoutCharge(m4));
    const withHandle = await (await app.fetch(browserRequest(`/loadouts/weapon/${M4A1}?b=${encodeBuildParts(m4)}`))).text();
    const withoutHandle = await (await app.fetch(browserRequest(`/loadouts/weapon/${M4A1}?b=${bare}`))).text();
    expect(withHandle).toContain('data-slot="mod_charge">AR-15 Colt charging handle');
    expect(withoutHandle).not.toContain('data-slot="mod_charge">AR-15 Colt charging handle');
    expect((await app.fetch(browserRequest("/loadouts/search"))).status).toBe(200);
    expect((await app.fetch(browserRequest("/loadouts/my"))).status).toBe(200);
  });
});

describe("saving and publishing", () => {
  it("a logged-in user saves a private loadout; the server computes its figures", async () => {
    expect((await save({ role: "visitor", uid: null, cookie: null }, { title: "x", public: false, build: m4 })).status).toBe(401);
    const made = await save(free, { title: "  Stock M4  ", public: false, build: m4 });
    expect(made.status).toBe(201);
    const { loadout } = (await made.json()) as {
      loadout: { id: string; title: string; public: boolean; stats: { ergonomics: number; recoilVertical: number }; price: number | null; mine: boolean };
    };
    expect(loadout).toMatchObject({ title: "Stock M4", public: false, mine: true, stats: { ergonomics: 52, recoilVertical: 84 } });
    expect(loadout.price).toBeGreaterThan(0);
    const mine = (await (await call("/loadouts/mine", { user: free })).json()) as { loadouts: { id: string }[] };
    expect(mine.loadouts.map((l) => l.id)).toContain(loadout.id);
    expect((await call("/loadouts/mine")).status).toBe(401);
    // Private: others do not see it.
    expect((await call(`/loadouts/${loadout.id}`)).status).toBe(404);
    expect((await call(`/loadouts/${loadout.id}`, { user: free })).status).toBe(200);
  });

  it("a free user cannot publish (403, both languages); a Pro user can", async () => {
    const refused = await save(free, { title: "Mine", public: true, build: m4 });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([403, "Publishing loadouts needs Pro status"]);
    const ru = await call("/loadouts", { method: "POST", body: { title: "Mine", public: true, build: m4 }, user: free, locale: "ru" });
    expect(((await ru.json()) as { error: string }).error).toBe("Для публикации сборок нужен статус Pro");
    const published = await save(pro, { title: "Published M4", public: true, build: m4 });
    expect(published.status).toBe(201);
  });

  it("a build with conflicting parts is saved privately but never published, with a clear message in both languages (issue 32)", async () => {
    const conflicted = withConflict(m4);
    const refused = await save(pro, { title: "Conflicted", public: true, build: conflicted });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      400,
      "A loadout with conflicting parts cannot be published: fix the conflicts first, or save it without publishing.",
    ]);
    const ru = await call("/loadouts", { method: "POST", body: { title: "Конфликт", public: true, build: conflicted }, user: pro, locale: "ru" });
    expect(((await ru.json()) as { error: string }).error).toBe(
      "Сборку с несовместимыми модулями нельзя опубликовать: сначала устраните конфликты или сохраните её без публикации.",
    );
    const kept = await save(pro, { title: "Conflicted", public: false, build: conflicted });
    expect(kept.status).toBe(201);
    const { loadout } = (await kept.json()) as { loadout: { id: string; conflicts: number } };
    expect(loadout.conflicts).toBeGreaterThan(0);
    // Nor published by a later change of the saved one.
    const put = await call(`/loadouts/${loadout.id}`, { method: "PUT", body: { title: "Conflicted", public: true, build: conflicted }, user: pro });
    expect(put.status).toBe(400);
    expect((await call(`/loadouts/${loadout.id}`)).status).toBe(404);
  });

  it("an identical published loadout is refused with the spec's text and hint; a changed one goes", async () => {
    const twin = await save(pro2, { title: "Copy", public: true, build: { ...m4, parts: Object.fromEntries(Object.entries(m4.parts).reverse()) } });
    expect(twin.status).toBe(409);
    expect(((await twin.json()) as { error: string }).error).toBe("Exact same loadout already published. Change some attachments to publish yours.");
    // Saving it privately is fine; publishing a changed build too.
    expect((await save(pro2, { title: "Copy", public: false, build: m4 })).status).toBe(201);
    expect((await save(pro2, { title: "Changed", public: true, build: withoutCharge(m4) })).status).toBe(201);
  });

  it("refuses builds that do not fit: unknown parts, a part in a slot that does not take it, too long titles; nothing is saved", async () => {
    const before = ((await (await call("/loadouts/mine", { user: free })).json()) as { loadouts: unknown[] }).loadouts.length;
    const wrongSlot = await save(free, {
      title: "Bad",
      public: false,
      build: { ...m4, parts: { ...m4.parts, mod_pistol_grip: presetBuildOf(AK74).parts.mod_pistol_grip } },
    });
    expect(wrongSlot.status).toBe(400);
    expect(((await wrongSlot.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: "build.parts.mod_pistol_grip", message: "does not go in this slot" },
    ]);
    const unknown = await save(free, { title: "Bad", public: false, build: { ...m4, parts: { ...m4.parts, mod_stock: "000000000000000000000000" } } });
    expect(unknown.status).toBe(400);
    const ru = await call("/loadouts", { method: "POST", body: { title: "Bad", public: false, build: { ...m4, weaponId: "abc" } }, user: free, locale: "ru" });
    expect(((await ru.json()) as { error: string }).error).toBe("Эта сборка не подходит к оружию: build.weaponId — неизвестное оружие");
    expect((await save(free, { title: "x".repeat(81), public: false, build: m4 })).status).toBe(400);
    expect((await save(free, { title: "Bad", public: false, build: { ...m4, parts: { "mod stock": M4A1 } } })).status).toBe(400);
    expect((await save(free, { title: "Bad", public: false, build: { ...m4, ammo: Array(7).fill("") } })).status).toBe(400);
    expect((await save(free, { title: "", public: false, build: m4, extra: 1 })).status).toBe(400);
    const after = ((await (await call("/loadouts/mine", { user: free })).json()) as { loadouts: unknown[] }).loadouts.length;
    expect(after).toBe(before);
  });

  it("changes and deletes only one's own loadouts", async () => {
    const { loadout } = (await (await save(free, { title: "Edit me", public: false, build: m4 })).json()) as { loadout: { id: string } };
    const put = (user: TestUser, body: unknown, id = loadout.id) => call(`/loadouts/${id}`, { method: "PUT", body, user });
    expect((await put(pro, { title: "Stolen", public: false, build: m4 })).status).toBe(404);
    expect((await put(free, { title: "Edited", public: true, build: m4 })).status).toBe(403);
    expect((await put(free, { title: "Edited", public: false, build: { ...m4, weaponId: "nope" } })).status).toBe(400);
    const edited = await put(free, { title: "Edited", public: false, build: withoutCharge(m4) });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { loadout: { title: string } }).loadout.title).toBe("Edited");
    expect((await put(free, { title: "x", public: false, build: m4 }, "!")).status).toBe(400);
    expect((await call(`/loadouts/${loadout.id}`, { method: "DELETE", user: pro })).status).toBe(404);
    expect((await call(`/loadouts/${loadout.id}`, { method: "DELETE", user: free })).status).toBe(200);
    expect((await call(`/loadouts/${loadout.id}`, { method: "DELETE", user: free })).status).toBe(404);
    expect((await call("/loadouts/!", { method: "DELETE", user: free })).status).toBe(400);
    // Without a session: 401 for a change or a delete, whatever the loadout.
    expect((await call(`/loadouts/${loadout.id}`, { method: "PUT", body: { title: "x", public: false, build: m4 } })).status).toBe(401);
    expect((await call(`/loadouts/${loadout.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call("/loadouts/!")).status).toBe(400);
  });

  it("a Pro user's published loadout cannot be edited into a twin of another published one", async () => {
    const { loadout } = (await (await save(pro, { title: "Other", public: true, build: presetBuildOf(AK74) })).json()) as { loadout: { id: string } };
    const twin = await call(`/loadouts/${loadout.id}`, { method: "PUT", body: { title: "Other", public: true, build: m4 }, user: pro });
    expect(twin.status).toBe(409);
  });
});

describe("likes and search", () => {
  it("one like per user; counts go up and down; private loadouts cannot be liked", async () => {
    const search = (await (await call(`/loadouts/search?weapon=${M4A1}&sort=newest`)).json()) as { loadouts: { id: string; title: string; likes: number }[] };
    const target = search.loadouts.find((l) => l.title === "Published M4");
    expect(target).toBeDefined();
    const like = (user: TestUser, liked: boolean, id = target?.id) => call(`/loadouts/${id}/like`, { method: "POST", body: { liked }, user });
    expect((await (await like(free, true)).json()) as unknown).toEqual({ likes: 1, liked: true });
    expect((await (await like(free, true)).json()) as unknown).toEqual({ likes: 1, liked: true });
    expect((await (await like(pro2, true)).json()) as unknown).toEqual({ likes: 2, liked: true });
    expect((await (await like(free, false)).json()) as unknown).toEqual({ likes: 1, liked: false });
    expect((await like({ role: "visitor", uid: null, cookie: null }, true)).status).toBe(401);
    const mine = (await (await call("/loadouts/mine", { user: free })).json()) as { loadouts: { id: string; public: boolean }[] };
    const priv = mine.loadouts.find((l) => !l.public);
    expect((await like(pro, true, priv?.id)).status).toBe(404);
    expect((await call(`/loadouts/${target?.id}/like`, { method: "POST", body: { liked: "yes" }, user: free })).status).toBe(400);
    const seen = (await (await call(`/loadouts/${target?.id}`, { user: pro2 })).json()) as { loadout: { liked: boolean; likes: number; mine: boolean } };
    expect(seen.loadout).toMatchObject({ liked: true, likes: 1, mine: false });
  });

  it("filters by weapon, category, caliber and price; sorts by likes, newest, ergonomics and recoil; pages", async () => {
    type Found = {
      loadouts: {
        title: string;
        weaponId: string;
        likes: number;
        stats: { ergonomics: number; recoilVertical: number };
        price: number | null;
        public: boolean;
      }[];
      total: number;
    };
    const find = async (q: string) => (await (await call(`/loadouts/search?${q}`)).json()) as Found;
    const all = await find("");
    expect(all.loadouts.every((l) => l.public)).toBe(true);
    expect(all.total).toBe(3);
    expect((await find(`weapon=${AK74}`)).loadouts.map((l) => l.weaponId)).toEqual([AK74]);
    expect((await find("category=assaultRifle")).total).toBe(3);
    expect((await find("category=pistol")).total).toBe(0);
    expect((await find("caliber=Caliber545x39")).loadouts.map((l) => l.weaponId)).toEqual([AK74]);
    expect((await find("sort=likes")).loadouts[0]?.title).toBe("Published M4");
    const ergo = (await find("sort=ergonomics")).loadouts.map((l) => l.stats.ergonomics);
    expect(ergo).toEqual([...ergo].sort((a, b) => b - a));
    const recoil = (await find("sort=recoil")).loadouts.map((l) => l.stats.recoilVertical);
    expect(recoil).toEqual([...recoil].sort((a, b) => a - b));
    const prices = all.loadouts.map((l) => l.price as number).sort((a, b) => a - b);
    const cheap = await find(`maxPrice=${prices[0]}`);
    expect(cheap.loadouts.every((l) => (l.price as number) <= (prices[0] as number))).toBe(true);
    expect((await find(`minPrice=${(prices[2] as number) + 1}`)).total).toBe(0);
    expect((await find("page=2")).loadouts).toEqual([]);
    expect((await call("/loadouts/search?sort=cheapest")).status).toBe(400);
    expect((await call("/loadouts/search?caliber=9mm")).status).toBe(400);
  });

  it("the declarations name these calls", () => {
    expect(be.LOADOUT_ROUTES.map((r) => r.operationId)).toContain("loadoutSearch");
  });
});
