import {
  type DatabaseHandle,
  importPack,
  listBarters,
  listCrafts,
  liveJob,
  liveRecords,
  mapDetail,
  openPack,
  questRecords,
  stationRecords,
  traderRecords,
} from "@raidkit/db";
import { isQuestVisible, mapViewBounds, questStates } from "@raidkit/game";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createLocalBus } from "../../apps/server/src/bus.ts";
import { GameDataImporter } from "../../apps/server/src/jobs/gameDataImporter.ts";
import { GameDataSource } from "../../apps/server/src/jobs/gameDataSource.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { DataWatcher } from "../../apps/server/src/services/dataWatcher.ts";
import { ProgressDataService } from "../../apps/server/src/services/progressData.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { fixtureGame, fixtureItems, fixtureWeapons, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { PACK_DIR } from "../helpers/paths.ts";
import { browserRequest, createTestApp, progressPageData } from "../helpers/testApp.ts";
import { copyTemplateDb, PACK_IMPORT_TIMEOUT } from "../helpers/testDb.ts";

// Game data from a tarkov.dev-compatible source (decision 022), served locally from the recorded
// replies of tests/fixtures/tarkovdev (REAL pack records in the API's shape, plus a few TEST map
// points on Customs, labelled there). Nothing here reaches the internet.

const DEBUT = "5936d90786f7742b1420ba5b";
const COUNTERACTION = "6179b5eabca27a099552e052";
const HELL_ON_EARTH = "666314b0acf8442f8b0531a1";
const EASY_MONEY_PVE = "6834145ebc1f443d7603c8a7";
const POSTPONED_PVE = "6834287b7559f4e6d50bc0fa";
const EASY_MONEY_PVP = "66058cb22cee99303f1ba067";
const CUSTOMS = "56f40101d2720b2a4d8b45d6";
const WOODS = "5704e3c2d2720bac5b8b4567";

describe("game data from the live source", () => {
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  let app: ServerApp;
  const game = () => {
    const importer = app.prices?.gameData;
    if (!importer) throw new Error("no game-data importer");
    return importer;
  };
  const page = async (path: string, locale = "en", cookie?: string | null) => {
    const request = browserRequest(path, { locale });
    if (cookie) request.headers.set("cookie", `${request.headers.get("cookie")}; ${cookie}`);
    const response = await app.fetch(request);
    expect(response.status).toBe(200);
    return response.text();
  };
  const progress = () => new ProgressDataService(database.db, new CatalogueService(database.db, () => null), () => null);

  beforeAll(async () => {
    database = copyTemplateDb().open();
    graphql = await startLocalGraphql(fixtureItems());
    app = await createTestApp(database, { priceSourceUrl: graphql.url, priceBackfillLimit: 0 });
  });
  afterAll(async () => {
    await app.close();
    await graphql.close();
    await database.close();
  });
  beforeEach(() => {
    graphql.setBehaviour({ kind: "ok" });
    graphql.setBehaviourScope(null);
  });

  it("before any import the pack's records stand: a PvE-only quest shows as its normalized name", async () => {
    expect(await liveRecords(database.db, "quest", "any")).toEqual([]);
    const { quests } = await progress().quests("en", "pve");
    expect(quests.find((q) => q.uid === POSTPONED_PVE)?.name).toBe("postponed-reward-pve-zone");
    expect(quests.length).toBeGreaterThan(400);
  });

  it("imports every kind of both game modes in one run, each as the pack's typed records", async () => {
    const results = await game().runOnce();
    expect(results.map((r) => [r.job, r.ok, r.error])).toEqual(
      [
        "game:traders",
        "game:quests",
        "game:weapons",
        "game:hideout:pvp",
        "game:hideout:pve",
        "game:crafts:pvp",
        "game:crafts:pve",
        "game:barters:pvp",
        "game:barters:pve",
        "game:maps:pvp",
        "game:maps:pve",
      ].map((job) => [job, true, undefined]),
    );
    const fixtures = fixtureGame();
    expect(results.find((r) => r.job === "game:quests")?.records).toBe(
      new Set([...fixtures.tasks.regular, ...fixtures.tasks.pve].map((t) => (t as { id: string }).id)).size,
    );
    expect(results.find((r) => r.job === "game:traders")?.records).toBe(11);
    // The hideout: every station the pack knows (the stand-in's replies are made of the 2025 files, whose sub-area
    // of type 25 the pack's 2026 hideout no longer has: it is skipped); crafts and barters of both modes.
    const replied = (fixtures.hideoutStations.regular as { id: string }[]).map((s) => s.id);
    for (const mode of ["pvp", "pve"] as const) {
      const stored = (await stationRecords(database.db, mode)).map((s) => s.id);
      expect(stored).toHaveLength(replied.length - 1);
      expect(replied.filter((id) => !stored.includes(id))).toEqual(["640b2d867f4185aa520d08ba"]);
      expect((await listCrafts(database.db, mode)).map((c) => c.id).sort()).toEqual((fixtures.crafts.regular as { id: string }[]).map((c) => c.id).sort());
      expect((await listBarters(database.db, mode)).length).toBe(fixtures.barters.regular.length);
    }
    // The live import of a kind replaced the pack's records of that kind.
    expect((await questRecords(database.db)).length).toBe(results.find((r) => r.job === "game:quests")?.records);
    await app.watcher.check();
  });

  it("builds each mode's quest from the two lists: Counteraction gives 22,000 in PvP and 11,000 in PvE", async () => {
    const pvp = (await progress().quests("en", "pvp")).quests;
    const pve = (await progress().quests("en", "pve")).quests;
    expect(pvp.find((q) => q.uid === COUNTERACTION)?.experience).toBe(22000);
    expect(pve.find((q) => q.uid === COUNTERACTION)?.experience).toBe(11000);
    // Each mode has its own quests: the [PVP ZONE] one in PvP, the [PVE ZONE] ones in PvE.
    expect(pvp.some((q) => q.uid === EASY_MONEY_PVP)).toBe(true);
    expect(pve.some((q) => q.uid === EASY_MONEY_PVP)).toBe(false);
    expect(pve.some((q) => q.uid === EASY_MONEY_PVE)).toBe(true);
    // Edition rules are not in the API: the pack's are kept for the same quest id.
    const hell = pvp.find((q) => q.uid === HELL_ON_EARTH);
    expect(hell?.reqGameEdition).toEqual(["Edge of Darkness", "EOD + The Unheard"]);
    expect(isQuestVisible(hell as NonNullable<typeof hell>, { fraction: "Bear", gameEdition: "Standard", gameMode: "pvp" })).toBe(false);
    // And the rules still read them: Debut opens for a new player once Shooting Cans is done.
    const states = questStates(pvp, { level: 1, tradersLL: {}, questsDone: new Set(["657315df034d76585f032e01"]), useProgress: false });
    expect(states.get(DEBUT)).toBe("available");
  });

  it("shows PvE-only quests by their real names, and a quest the source names in no language by its normalized name", async () => {
    const pve = (await progress().quests("en", "pve")).quests;
    expect(pve.find((q) => q.uid === EASY_MONEY_PVE)?.name).toBe("Easy Money - Part 1 [PVE ZONE]");
    expect(pve.find((q) => q.uid === POSTPONED_PVE)?.name).toBe("postponed-reward-pve-zone");
  });

  it("shows quest names and objectives in Russian (English where the source has no Russian)", async () => {
    const ru = (await progress().quests("ru", "pvp")).quests;
    const debut = ru.find((q) => q.uid === DEBUT);
    expect(debut?.name).toBe("Проба пера");
    expect(debut?.objectives.map((o) => o.text)).toEqual(["Убить Диких на любой локации", "Раздобыть и передать ружья MP-133"]);
    const en = (await progress().quests("en", "pvp")).quests.find((q) => q.uid === DEBUT);
    expect(en?.objectives.map((o) => o.text)).toEqual(["Eliminate Scavs on any location", "Hand over the item: MP-133 12ga shotgun"]);
    // The page's data, in Russian, as the browser loads it.
    const ruPage = (await progressPageData(app, "/progression/quests", { locale: "ru" })).quests.find((q) => q.uid === DEBUT);
    expect(ruPage?.name).toBe("Проба пера");
    expect(ruPage?.objectives.map((o) => o.text)).toContain("Убить Диких на любой локации");
    // Trader and map names of the live import, in Russian.
    expect((await traderRecords(database.db)).find((t) => t.name === "Prapor")?.names.ru).toBe("Прапор");
  });

  it("fills the keys, miscellaneous and loot layers and every extract kind, for Pro viewers only", async () => {
    const customs = await mapDetail(database.db, CUSTOMS, "pvp");
    const subs = new Set(customs?.data.points.map((p) => `${p.category}/${p.sub}`));
    for (const layer of [
      "extractions/pmc",
      "extractions/paid",
      "extractions/transit",
      "spawns/pmc",
      "spawns/boss",
      "keys/unlock",
      "miscellaneous/switch",
      "miscellaneous/hazard",
      "miscellaneous/cache",
      "miscellaneous/stationaryWeapon",
      "loot/weaponBox",
      "loot/ammoBox",
    ]) {
      expect(subs.has(layer), layer).toBe(true);
    }
    expect(customs?.data.unplacedExits).toEqual([]);
    const free = await userWithRole(database.db, "free");
    for (const cookie of [null, free.cookie]) {
      // The map's layers come from /maps/{map}/layers (the page carries only its frame).
      const layers = await page("/maps/customs/layers", "en", cookie);
      expect(layers).toContain("Dorms V-Ex");
      for (const proOnly of ["Wooden ammo box", "Dorm room 314 marked key", "Hermetic door switch", "AGS-30", "Reshala"]) expect(layers).not.toContain(proOnly);
      expect((JSON.parse(layers) as { withheld: { category: string; sub: string }[] }).withheld).toContainEqual(
        expect.objectContaining({ category: "keys", sub: "unlock" }),
      );
    }
    const pro = await userWithRole(database.db, "pro");
    const full = await page("/maps/customs/layers", "en", pro.cookie);
    // A door is named by its key, an extract's price by its item; names never internal ids.
    for (const shown of ["Wooden ammo box", "Dorm room 314 marked key", "Hermetic door switch", "AGS-30", "Roubles", "Reshala"]) expect(full).toContain(shown);
    const ru = await page("/maps/customs/layers", "ru", pro.cookie);
    for (const shown of ["Патронный ящик", "Питание гермозатвора"]) expect(ru).toContain(shown);
    expect(await page("/maps/customs", "ru", pro.cookie)).toContain("Таможня");
  });

  it("a key's item page links the doors it opens on the maps (issue 31 item 8), for every viewer", async () => {
    const itemPage = async (uid: string, locale = "en") => {
      const moved = await app.fetch(browserRequest(`/item/${uid}`, { locale }));
      expect(moved.status).toBe(301);
      const html = (await page(moved.headers.get("location") ?? "", locale)).replaceAll("<!-- -->", "");
      return html.match(/<ul class="uses-list small" data-uses="doors">[\s\S]*?<\/ul>/)?.[0] ?? null;
    };
    // The Dorm room 314 marked key's door and a key whose door needs power (the recorded Customs locks).
    const dorm = await itemPage("5780cf7f2459777de4559322");
    expect(dorm).toMatch(/<a href="\/maps\/customs\?focus=k-0"[^>]*>Customs<\/a>/);
    const powered = await itemPage("5448ba0b4bdc2d02308b456c", "ru");
    expect(powered).toMatch(/<a href="\/maps\/customs\?focus=k-1"[^>]*>Таможня<\/a>/);
    expect(powered).toContain("нужно питание");
    // An item that opens nothing has no such list.
    expect(await itemPage("544fb45d4bdc2dee738b4568")).toBeNull();
  });

  it("keeps the Woods extract past the picture's edge inside the map's view", async () => {
    const woods = await mapDetail(database.db, WOODS, "pvp");
    const bridge = woods?.data.points.find((p) => p.name === "Railway Bridge to Tarkov");
    expect(bridge).toMatchObject({ category: "extractions", x: -730.43, z: 129.32 });
    const svg = woods?.data.svg;
    if (!svg || !bridge) throw new Error("no Woods picture or bridge");
    const [[s, w], [n, e]] = mapViewBounds(svg, woods.data.points);
    // Rotated by 180°: latitude −z, longitude −x.
    expect(-bridge.z).toBeGreaterThan(s);
    expect(-bridge.z).toBeLessThan(n);
    expect(-bridge.x).toBeGreaterThan(w);
    expect(-bridge.x).toBeLessThan(e);
    expect(await page("/maps/woods/layers")).toContain("Railway Bridge to Tarkov");
  });

  it("refuses a reply missing a field, a GraphQL error or a partial reply, and keeps the previous records", async () => {
    const before = (await liveRecords(database.db, "quest", "any")).length;
    graphql.setBehaviourScope(["tasks"]);
    graphql.setBehaviour({ kind: "missingField", field: "normalizedName" });
    let [result] = await game().runOnce(["game:quests"]);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/partial or malformed tasks \(pvp\).*normalizedName/) });
    graphql.setBehaviour({ kind: "wrongType", field: "experience" });
    [result] = await game().runOnce(["game:quests"]);
    expect(result?.error).toMatch(/experience/);
    graphql.setBehaviour({ kind: "graphqlErrors" });
    [result] = await game().runOnce(["game:quests"]);
    expect(result?.error).toMatch(/GraphQL error: Rate limited/);
    // A valid reply with under half the quests of the last good one is partial.
    graphql.setBehaviour({ kind: "truncate", items: 2 });
    [result] = await game().runOnce(["game:quests"]);
    expect(result?.error).toMatch(/partial reply: \d+ records, the last good one had \d+/);
    expect((await liveRecords(database.db, "quest", "any")).length).toBe(before);
    expect((await liveJob(database.db, "game:quests"))?.failures).toBe(4);
    // Another kind is not held up by the failing one.
    [result] = await game().runOnce(["game:traders"]);
    expect(result?.ok).toBe(true);
    graphql.setBehaviour({ kind: "ok" });
    [result] = await game().runOnce(["game:quests"]);
    expect(result?.ok).toBe(true);
    expect((await liveJob(database.db, "game:quests"))?.failures).toBe(0);
  });

  it("the loadout builder reads the live weapons once imported: their figures, the pack's presets", async () => {
    const GRACH = "576a581d2459771e7b1bc4f1";
    const builder = async () =>
      (await (await app.fetch(browserRequest(`/api/be/loadouts/builder/en/pvp/${GRACH}/x`))).json()) as {
        weapon: { ergonomics: number; effectiveDistance: number | null };
        presets: { id: string }[];
        parts: Record<string, unknown>;
      };
    const before = await builder();
    // GENERATED change for the test (labelled): the source now gives the Grach 7 more ergonomics.
    const changed = fixtureWeapons().map((i) => {
      const item = i as unknown as { id: string; properties: { ergonomics?: number } };
      return item.id === GRACH ? { ...item, properties: { ...item.properties, ergonomics: (item.properties.ergonomics ?? 0) + 7 } } : item;
    });
    graphql.setWeapons(changed);
    const [result] = await game().runOnce(["game:weapons"]);
    expect(result).toMatchObject({ ok: true, records: 1 });
    await app.watcher.check();
    const live = await builder();
    expect(live.weapon.ergonomics).toBe(before.weapon.ergonomics + 7);
    expect(live.presets.map((p) => p.id)).toEqual(before.presets.map((p) => p.id));
    // A partial weapons reply (under half the last good one) keeps the imported records.
    graphql.setBehaviourScope(["items"]);
    graphql.setBehaviour({ kind: "truncate", items: 5 });
    const [partial] = await game().runOnce(["game:weapons"]);
    expect(partial?.error).toMatch(/partial reply|no weapons/);
    graphql.setBehaviour({ kind: "ok" });
    await app.watcher.check();
    expect((await builder()).weapon.ergonomics).toBe(before.weapon.ergonomics + 7);
    graphql.setWeapons(fixtureWeapons());
    await game().runOnce(["game:weapons"]);
    await app.watcher.check();
    expect((await builder()).weapon.ergonomics).toBe(before.weapon.ergonomics);
  });

  it("refuses an empty list and a map reply without points", async () => {
    graphql.setGameData("barters", "pve", []);
    const [barters] = await game().runOnce(["game:barters:pve"]);
    expect(barters).toMatchObject({ ok: false, error: "no records in the barters (pve) reply" });
    expect((await listBarters(database.db, "pve")).length).toBe(fixtureGame().barters.pve.length);
  });

  it("keeps each game mode's own records (a PvE list without one barter)", async () => {
    // GENERATED difference for the test: the PvE list lacks the first barter of the recorded reply.
    const list = fixtureGame().barters.pve.slice(1);
    graphql.setGameData("barters", "pve", list);
    const [result] = await game().runOnce(["game:barters:pve"]);
    expect(result?.ok).toBe(true);
    expect((await listBarters(database.db, "pve")).length).toBe(list.length);
    expect((await listBarters(database.db, "pvp")).length).toBe(list.length + 1);
  });

  it(
    "a pack import does not wipe the live records: they stand over the re-imported pack",
    async () => {
      const quests = (await questRecords(database.db)).length;
      await importPack(database.db, openPack(PACK_DIR), { force: true });
      expect((await questRecords(database.db)).length).toBe(quests);
      expect((await mapDetail(database.db, CUSTOMS, "pvp"))?.data.points.some((p) => p.category === "loot")).toBe(true);
      // The pack's own tables were refilled: they stand again once the live records are gone.
      expect(
        Number(
          (
            await database.db
              .selectFrom("quests")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBeGreaterThan(400);
    },
    PACK_IMPORT_TIMEOUT,
  );

  it("retries a failing kind with a growing back-off, one log line per failure", async () => {
    const lines: { job?: string; error?: string; retryInS?: number; msg?: string }[] = [];
    const capture = createLogger("warn");
    capture.warn = ((obj: { job?: string; error?: string; retryInS?: number }, msg?: string) => {
      lines.push({ ...obj, msg });
    }) as typeof capture.warn;
    graphql.setBehaviour({ kind: "http500" });
    const importer = new GameDataImporter({
      db: database.db,
      source: new GameDataSource({ url: graphql.url, timeoutMs: 1000 }),
      everyMs: 3_600_000,
      log: capture,
      watcher: new DataWatcher(database.db, createLocalBus(), createLogger("silent")),
      holder: "test-backoff",
      backoff: { baseMs: 100, maxMs: 400 },
    });
    await app.prices?.stop();
    graphql.requests.length = 0;
    importer.start();
    await new Promise((r) => setTimeout(r, 900));
    await importer.stop();
    // Ten jobs fail at once, then each again after 100, 200, 400 ms…: never a tight loop. One line
    // per failed request (a request cut short by stop() may or may not have reached the source).
    expect(Math.abs(lines.length - graphql.requests.length)).toBeLessThanOrEqual(1);
    expect(lines.length).toBeGreaterThanOrEqual(20);
    expect(lines.length).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatchObject({ job: "game:traders", error: "HTTP 500", msg: "game data import failed; previous data kept" });
  });
});
