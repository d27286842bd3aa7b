import type { ProgressData } from "@raidkit/api";
import { searchQuests } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest, progressDataUrlOf, progressPageData } from "../helpers/testApp.ts";

/** The quest progress page on the real data pack (issue 6). */
const env = appOnTemplateCopy();
/** Building Foundations: "Sell any items to Ragman" lists 3,493 items (quests_2025.json). */
const BUILDING_FOUNDATIONS = "673f629c5b555b53460cf827";

describe("/progression/quests", () => {
  it("names its data, which lists the data pack's quests with their trader and objectives, in English and Russian", async () => {
    const en = await env.app.fetch(browserRequest("/progression/quests"));
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain("<title>Quests · Raidkit</title>");
    // The data is asked for in the head, not carried in the page (issue 21, finding 10).
    expect(html).toMatch(/<link rel="preload" href="\/api\/be\/progression\/data\/en\/pvp\/quests\/[A-Za-z0-9_-]+" as="fetch" crossorigin=""/);
    const data = await progressPageData(env.app, "/progression/quests");
    const first = data.quests.find((q) => q.uid === "657315df034d76585f032e01");
    expect(first?.traderName).toBe("Prapor");
    expect(first?.objectives.length).toBeGreaterThan(0);
    expect(data.quests.some((q) => q.zones.length > 0)).toBe(false);
    const ru = await (await env.app.fetch(browserRequest("/progression/quests", { locale: "ru" }))).text();
    expect(ru).toContain("<title>Квесты · Raidkit</title>");
    const ruData = await progressPageData(env.app, "/progression/quests", { locale: "ru" });
    expect(ruData.quests.find((q) => q.uid === first?.uid)?.traderName).toBe("Прапор");
    // The Russian data keeps the English names where they differ: the search finds "Gunsmith" there (issue 31 item 6).
    const gunsmith = searchQuests(ruData.quests, "Gunsmith");
    expect(gunsmith.map((q) => q.name)).toContain("Оружейник. Часть 1");
    expect(gunsmith.every((q) => q.nameEn?.startsWith("Gunsmith"))).toBe(true);
    expect(data.quests.some((q) => "nameEn" in q)).toBe(false);
  });

  it("answers its data from an address the browser keeps until the data changes; other parts, old addresses and bad ones", async () => {
    const url = progressDataUrlOf(await (await env.app.fetch(browserRequest("/progression/dashboard"))).text());
    expect(url).toMatch(/\/en\/pvp\/base\//);
    const reply = await env.app.fetch(new Request(`http://localhost${url}`, { headers: { "accept-encoding": "br" } }));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(reply.headers.get("content-encoding")).toBe("br");
    const base = (await (await env.app.fetch(new Request(`http://localhost${url}`))).json()) as ProgressData;
    // The dashboard's part leaves objective texts and places out; the quest map's has the places.
    expect(base.quests.every((q) => q.objectives.length === 0 && q.zones.length === 0)).toBe(true);
    expect(base.modules.length).toBeGreaterThan(0);
    const map = await progressPageData(env.app, "/progression/quests-interactive");
    expect(map.quests.some((q) => q.zones.length > 0)).toBe(true);
    // An address of older data gets today's, checked again next time.
    const old = await env.app.fetch(new Request(`http://localhost${url.replace(/[^/]+$/, "olderdata")}`));
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await old.json()) as ProgressData).quests.length).toBe(base.quests.length);
    for (const bad of ["/xx/pvp/base/abc", "/en/arena/base/abc", "/en/pvp/all/abc", "/en/pvp/base/a%20b"]) {
      const r = await env.app.fetch(new Request(`http://localhost/api/be/progression/data${bad}`));
      expect(r.status, bad).toBe(400);
    }
    // PVE is Pro's (spec §4), whatever address is asked.
    const pve = url.replace("/pvp/", "/pve/");
    expect((await env.app.fetch(new Request(`http://localhost${pve}`))).status).toBe(403);
    const pro = await userWithRole(env.database.db, "pro");
    expect((await env.app.fetch(new Request(`http://localhost${pve}`, { headers: { cookie: pro.cookie as string } }))).status).toBe(200);
  });
});

describe("the /progression pages (issue 6)", () => {
  const PAGES: [string, string, string][] = [
    ["dashboard", "Progress dashboard", "Сводка прогресса"],
    ["quests-interactive", "Quests map", "Карта квестов"],
    ["hideout", "Hideout progress", "Прогресс убежища"],
    ["items-to-keep", "Items to keep", "Что не продавать"],
    ["items-tracker", "Items tracker", "Учёт предметов"],
    ["items-interactive", "Items board", "Доска предметов"],
  ];
  it.each(PAGES)("/progression/%s answers its page in English and Russian", async (path, en, ru) => {
    const english = await env.app.fetch(browserRequest(`/progression/${path}`));
    expect(english.status).toBe(200);
    expect(await english.text()).toContain(`<title>${en} · Raidkit</title>`);
    const russian = await (await env.app.fetch(browserRequest(`/progression/${path}`, { locale: "ru" }))).text();
    expect(russian).toContain(`<title>${ru} · Raidkit</title>`);
  });

  it("lists hideout modules with the data pack's requirements, leaving out the nameless sub-area", async () => {
    const { modules } = await progressPageData(env.app, "/progression/hideout");
    // Bitcoin Farm level 1 needs Intelligence Center level 2 (hideout_stations.json).
    const farm = modules.find((m) => m.stationName === "Bitcoin Farm" && m.level === 1);
    const intelligence = modules.find((m) => m.stationName === "Intelligence Center");
    expect(farm?.requires.stations).toContainEqual({ stationId: intelligence?.stationId, level: 2 });
    expect(modules.some((m) => m.stationId === "640b2d867f4185aa520d08ba")).toBe(false);
    // Vents level 1 has no requirements: ready to build for a visitor who has built nothing.
    const vents = modules.find((m) => m.stationName === "Vents" && m.level === 1);
    expect(vents?.requires.stations).toEqual([]);
  });

  it("the items lists read what quests and modules need, found in raid marked, with the items named", async () => {
    const data = await progressPageData(env.app, "/progression/items-to-keep");
    // MP-133 for Prapor's Debut (hand over 2).
    const debut = data.quests.find((q) => q.needs.some((n) => n.uids.includes("54491c4f4bdc2db1078b4568")));
    expect(debut?.needs.find((n) => n.uids.includes("54491c4f4bdc2db1078b4568"))?.count).toBe(2);
    expect(data.items["54491c4f4bdc2db1078b4568"]?.name).toContain("MP-133");
  });

  it("answers the items an objective accepts, 3,493 for Building Foundations' Ragman objective; bad ids are 400, unknown 404", async () => {
    const { quests } = await progressPageData(env.app, "/progression/quests");
    expect(quests.find((q) => q.uid === BUILDING_FOUNDATIONS)?.objectives.map((o) => o.items)).toContain(3493);
    const found: number[] = [];
    for (let index = 0; index < 6; index++) {
      const r = await env.app.fetch(new Request(`http://localhost/api/be/quests/${BUILDING_FOUNDATIONS}/objectives/${index}/items`));
      if (r.status === 200) found.push(((await r.json()) as { uids: string[] }).uids.length);
    }
    expect(found).toContain(3493);
    expect((await env.app.fetch(new Request("http://localhost/api/be/quests/not-a-quest/objectives/0/items"))).status).toBe(400);
    expect((await env.app.fetch(new Request(`http://localhost/api/be/quests/${BUILDING_FOUNDATIONS}/objectives/x/items`))).status).toBe(400);
    expect((await env.app.fetch(new Request(`http://localhost/api/be/quests/${BUILDING_FOUNDATIONS}/objectives/99/items`))).status).toBe(404);
    expect((await env.app.fetch(new Request("http://localhost/api/be/quests/000000000000000000000000/objectives/0/items"))).status).toBe(404);
  });
});

describe("header map dropdown counts (spec §2)", () => {
  const page = async (cookie: string | null) => {
    const request = browserRequest("/market");
    if (cookie) request.headers.set("cookie", cookie);
    return (await env.app.fetch(request)).text();
  };
  const counts = (html: string) => [...html.matchAll(/<span class="quest-count"> \(<!-- -->(\d+)<!-- -->\)<\/span>/g)].map((m) => Number(m[1]));

  it("shows active quests per map for a Pro user with progress tracking on, and nothing otherwise", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const free = await userWithRole(env.database.db, "free");
    expect(counts(await page(pro.cookie))).toEqual([]);
    const on = await env.app.fetch(
      new Request("http://localhost/api/be/users/me", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: pro.cookie ?? "" },
        body: JSON.stringify({ hideoutUseProgress: true }),
      }),
    );
    expect(on.status).toBe(200);
    const shown = counts(await page(pro.cookie));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((n) => n > 0)).toBe(true);
    expect(counts(await page(free.cookie))).toEqual([]);
    expect(counts(await page(null))).toEqual([]);
  });
});
