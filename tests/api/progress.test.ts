import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** The quest progress page on the real data pack (issue 6). */
const env = appOnTemplateCopy();
/** Building Foundations: "Sell any items to Ragman" lists 3,493 items (quests_2025.json). */
const BUILDING_FOUNDATIONS = "673f629c5b555b53460cf827";

describe("/progression/quests", () => {
  it("lists the data pack's quests with their trader, in English and Russian", async () => {
    const en = await env.app.fetch(browserRequest("/progression/quests"));
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain("<title>Quests · Raidkit</title>");
    expect(html).toMatch(/data-quest="657315df034d76585f032e01"/);
    // A visitor's first Prapor quest is open; Debut waits for it.
    expect(html).toMatch(
      /data-quest="657315df034d76585f032e01"[^>]*><label[^>]*><input[^>]*\/><\/label><div class="quest-main"><div class="quest-head"><span class="status-badge free">Available/,
    );
    const ru = await (await env.app.fetch(browserRequest("/progression/quests", { locale: "ru" }))).text();
    expect(ru).toContain("<title>Квесты · Raidkit</title>");
    expect(ru).toContain("Прапор");
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
    const html = await (await env.app.fetch(browserRequest("/progression/hideout"))).text();
    // Bitcoin Farm level 1 needs Intelligence Center level 2 (hideout_stations.json).
    expect(html).toContain("Bitcoin Farm");
    expect(html).toMatch(/Intelligence Center(<!-- -->| )*Level 2/);
    expect(html).not.toContain('data-station="640b2d867f4185aa520d08ba"');
    // A visitor has built nothing: Bitcoin Farm is Locked, Vents level 1 (no requirements) is Ready.
    expect(html).toMatch(/Ready to build(<!-- -->)? \(\d+\)/);
  });

  it("the items lists start with what open quests and modules need, found in raid marked", async () => {
    const html = await (await env.app.fetch(browserRequest("/progression/items-to-keep"))).text();
    // MP-133 for Prapor's Debut (hand over 2).
    expect(html).toContain('data-need="54491c4f4bdc2db1078b4568"');
    expect(html).toMatch(/still missing/);
  });

  it("answers the items an objective accepts, 3,493 for Building Foundations' Ragman objective; bad ids are 400, unknown 404", async () => {
    const pages = await env.app.fetch(browserRequest("/progression/quests"));
    expect(await pages.text()).toContain("items it accepts (3493)");
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
