import type { MapLayersData } from "@raidkit/api";
import { OBJECTIVE_KINDS } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/**
 * The interactive map pages (issue 7, issue 31): the page carries the map's frame; its layers come
 * from `/maps/{map}/layers`, the free map or the full (Pro) map, decided on the server.
 */
const env = appOnTemplateCopy();

function request(path: string, cookie: string | null, locale: string): Request {
  const r = browserRequest(path, { locale });
  if (cookie) r.headers.set("cookie", `${r.headers.get("cookie")}; ${cookie}`);
  return r;
}

async function mapHtml(slug: string, cookie: string | null, locale = "en"): Promise<string> {
  const response = await env.app.fetch(request(`/maps/${slug}`, cookie, locale));
  expect(response.status).toBe(200);
  return response.text();
}

async function mapLayers(slug: string, cookie: string | null, locale = "en"): Promise<MapLayersData> {
  const response = await env.app.fetch(request(`/maps/${slug}/layers`, cookie, locale));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as MapLayersData;
}

describe("/maps/{map}", () => {
  it("the page carries no layer points (they come after it shows), its layers' address does", async () => {
    const html = await mapHtml("customs", null);
    expect(html).toContain("/maps/customs/layers");
    expect(html).not.toContain("Dorms V-Ex");
  });

  it("sends visitors and free users no Pro points (boss spawns, quest places, bosses), only their counts", async () => {
    const free = await userWithRole(env.database.db, "free");
    for (const cookie of [null, free.cookie]) {
      const layers = await mapLayers("customs", cookie);
      const text = JSON.stringify(layers);
      // Reshala's zones (exits_and_bosses.json, bossBully) and a Customs quest place stay on the server.
      expect(text).not.toContain("Reshala");
      expect(text).not.toContain('"questUid"');
      expect(layers.bosses).toEqual([]);
      expect(layers.withheld.map((w) => `${w.category}/${w.sub}`)).toContain("spawns/boss");
      // Extractions are free: Dorms V-Ex (extract_positions_tarkovdev.json), with its price and rules.
      expect(layers.points.find((p) => p.name === "Dorms V-Ex")).toMatchObject({
        sub: "paid",
        faction: "pmc",
        item: { uid: "5449016a4bdc2d6f028b456f", count: 5000, name: "Roubles" },
        exit: { chance: 50, requirement: "pay" },
      });
    }
  });

  it("sends Pro users every layer the data has, with the bosses' chances", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const layers = await mapLayers("customs", pro.cookie);
    expect(JSON.stringify(layers)).toContain("Reshala");
    expect(layers.points.some((p) => p.questUid)).toBe(true);
    expect(layers.withheld).toEqual([]);
    expect(layers.bosses).toContainEqual({ type: "bossBully", chance: 30, placed: true });
    expect(layers.bosses).toContainEqual({ type: "bossPartisan", chance: 15, placed: false });
    const subs = new Set(layers.points.map((p) => `${p.category}/${p.sub}`));
    // Quest places carry their objective's kind (the legend toggles each kind): Customs has visits and hand-overs' finds.
    const questKinds = new Set(layers.points.filter((p) => p.category === "quests").map((p) => p.sub));
    expect([...questKinds].every((k) => (OBJECTIVE_KINDS as readonly string[]).includes(k))).toBe(true);
    expect(questKinds.has("visit")).toBe(true);
    for (const sub of ["extractions/transit", "extractions/pmc", "extractions/paid", "spawns/pmc", "spawns/scav", "spawns/sniperScav", "spawns/boss"]) {
      expect(subs.has(sub), sub).toBe(true);
    }
    // What tarkov.dev's 2026 maps reply adds (maps/map_positions_tarkovdev_2026.json.gz): scav and co-op extracts,
    // locked doors with their keys, switches, stationary weapons, hazards, caches and loot containers.
    const perCategory: Record<string, number> = {};
    for (const p of layers.points) perCategory[p.category] = (perCategory[p.category] ?? 0) + 1;
    expect(perCategory).toMatchObject({ extractions: 31, spawns: 257, keys: 34, miscellaneous: 75, loot: 486 });
    const perSub = (sub: string) => layers.points.filter((p) => `${p.category}/${p.sub}` === sub).length;
    expect(
      Object.fromEntries(
        ["extractions/scav", "extractions/coop", "miscellaneous/switch", "miscellaneous/stationaryWeapon", "miscellaneous/hazard", "miscellaneous/cache"].map(
          (s) => [s, perSub(s)],
        ),
      ),
    ).toEqual({
      "extractions/scav": 16,
      "extractions/coop": 1,
      "miscellaneous/switch": 1,
      "miscellaneous/stationaryWeapon": 4,
      "miscellaneous/hazard": 5,
      "miscellaneous/cache": 65,
    });
    // A door is named by its key (USEC stash key); the switch, the weapon and a container by the reply's English texts.
    expect(layers.points.find((p) => p.category === "keys" && p.item?.uid === "5da743f586f7744014504f72")?.item?.name).toBe("USEC stash key");
    const names = new Set(layers.points.map((p) => p.name));
    for (const name of ["ZB-013 Power Switch", "NSV Utyos 12.7x108 heavy machine gun", "Duffle bag", "Military Base CP"])
      expect(names.has(name), name).toBe(true);
    // The co-op extract is placed with its rule (the game's exit name matched the SPT rule).
    expect(layers.points.find((p) => p.name === "Boiler Room Basement (Co-op)")).toMatchObject({ sub: "coop", exit: { requirement: "coop" } });
  });

  it("an expired Pro user gets the free map again", async () => {
    const expired = await userWithRole(env.database.db, "expiredPro");
    expect(JSON.stringify(await mapLayers("customs", expired.cookie))).not.toContain("Reshala");
  });

  it("in Russian: the page's labels, an exit's name as the game gives it, a transit's destination and the price's item", async () => {
    const html = await mapHtml("customs", null, "ru");
    expect(html).toContain("Таможня");
    expect(html).toContain("Где я? Вставьте имя файла скриншота");
    // The map's description as the game's Russian locale gives it; English pages keep the pack's.
    expect(html).toContain("Большой участок околозаводской территории");
    expect(await mapHtml("customs", null)).toContain("A large area of industrial park land");
    const layers = await mapLayers("customs", null, "ru");
    expect(layers.points.find((p) => p.name === "Transit to Factory")?.detail).toBe("Завод");
    // The game's Russian name of the exit (SPT's locale, keyed by the exit's Name in the game files).
    expect(layers.points.some((p) => p.name === "Dorms V-Ex")).toBe(false);
    expect(layers.points.find((p) => p.name === "А-Выход у общаги")?.item?.name).toBe("Рубли");
    // Every exit rule of Customs has a position now (tarkov.dev's 2026 maps reply); a key's door is named in Russian.
    expect(layers.unplacedExits).toEqual([]);
    const pro = await userWithRole(env.database.db, "pro");
    const proLayers = await mapLayers("customs", pro.cookie, "ru");
    const usecDoor = proLayers.points.find((p) => p.category === "keys" && p.item?.uid === "5da743f586f7744014504f72");
    expect(usecDoor?.item?.name).toBe("Ключ от склада USEC");
    // ...with what the key costs: the price its item page heads with.
    expect(usecDoor?.item?.price).toBeGreaterThan(0);
    // Shoreline still has exits the data has no position for: sent with their rules (listed under the map).
    const shoreline = await mapLayers("shoreline", null, "ru");
    expect(shoreline.unplacedExits.length).toBeGreaterThan(0);
    expect(shoreline.unplacedExits.map((u) => u.name)).toContain("Проход через скалы");
    expect((await mapLayers("shoreline", null, "en")).unplacedExits.map((u) => u.name)).toContain("Rock Passage");
  });

  it("gives each map its floors from the pack's SVG (Factory: basement, main, two floors above; Streets up to level 6, each once)", async () => {
    const html = await mapHtml("factory", null);
    for (const label of ["Basement", "Main", "Level 2", "Level 3"]) expect(html).toContain(`>${label}</button>`);
    const streets = await mapHtml("streets", null);
    expect(streets.match(/>Level 5<\/button>/g)).toHaveLength(1);
    expect(streets).toContain(">Level 6</button>");
  });

  it("answers 404 for the layers of an unknown map, not a page", async () => {
    const response = await env.app.fetch(request("/maps/tarkov-city/layers", null, "en"));
    expect(response.status).toBe(404);
  });
});
