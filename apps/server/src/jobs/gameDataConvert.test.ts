import {
  buildQuestViews,
  type GameMode,
  goalGroups,
  goalProgress,
  isQuestVisible,
  lootContainerKind,
  type PackQuest,
  type QuestSource,
  questInMode,
  questStates,
} from "@raidkit/game";
import { packQuestSchema } from "@raidkit/game/pack";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  localize,
  packBarters,
  packCrafts,
  packMaps,
  packQuests,
  packStationList,
  packStations,
  packTasks,
  packTraders,
  TEST_MAP_POINTS,
} from "../../../../tests/fixtures/tarkovdev/gameRecords.ts";
import { bartersFromApi, craftsFromApi, mapPointsFromApi, questsFromTasks, stationsFromApi, tradersFromApi } from "./gameDataConvert.ts";
import {
  apiBarterSchema,
  apiCraftSchema,
  apiMapSchema,
  apiMapTextsSchema,
  apiStationSchema,
  apiTaskSchema,
  apiTaskTextsSchema,
  apiTraderSchema,
  readListPage,
} from "./gameDataSource.ts";

// The live source's game data converted into the pack's typed records, on the pack's own records
// served back in the API's shape (tests/fixtures/tarkovdev/gameRecords.ts: REAL records).

/** A list as the API would answer it in a language, read as the importer reads a page. */
function served<T>(list: unknown[], field: string, schema: z.ZodType<T>, locale = "en"): T[] {
  const missing = new Set<string>();
  const body = JSON.parse(JSON.stringify({ data: { [field]: localize(list, locale, missing) } }));
  return readListPage(body, field, schema, missing, field);
}

const tasks = (mode: "regular" | "pve") => served(packTasks(mode), "tasks", apiTaskSchema);
const live = questsFromTasks({ regular: tasks("regular"), pve: tasks("pve"), texts: [] });
const pack = new Map(packQuests().map((q) => [q.id, q]));

/** The live quests as the repositories hand them out: the pack's edition rules kept for the same ids. */
const liveSources: QuestSource[] = live.map((l) => ({
  uid: l.id,
  name: l.data.name,
  names: l.names,
  data: { ...l.data, editionRules: (pack.get(l.id) as unknown as PackQuest | undefined)?.editionRules ?? null },
}));

describe("quests from the API's tasks of both modes", () => {
  it("has every quest of the pack, in the modes the pack has it in", () => {
    expect(live.length).toBe(pack.size);
    for (const l of live) expect(l.data.gameModes.sort(), l.id).toEqual([...(pack.get(l.id)?.gameModes ?? [])].sort());
  });

  it("gives each mode the values the pack gives it (regularMode and differsFromPve built from the two lists)", () => {
    let compared = 0;
    for (const l of live) {
      const p = pack.get(l.id) as unknown as PackQuest;
      for (const mode of ["pvp", "pve"] as GameMode[]) {
        const a = questInMode(l.data, mode);
        const b = questInMode(p, mode);
        for (const field of ["minPlayerLevel", "kappaRequired", "lightkeeperRequired", "factionName", "trader", "map"] as const) {
          expect(a[field], `${l.id} ${mode} ${field}`).toEqual(b[field]);
        }
        // The API's experience is an Int!: a quest the pack gives none is 0.
        expect(a.experience, `${l.id} ${mode} experience`).toBe(b.experience ?? 0);
        const sorted = (r: PackQuest["taskRequirements"]) => r.map((x) => `${x.task}:${[...x.status].sort()}`).sort();
        expect(sorted(a.taskRequirements), `${l.id} ${mode} requirements`).toEqual(sorted(b.taskRequirements));
        compared++;
      }
    }
    expect(compared).toBe(2 * pack.size);
    // Counteraction: 22,000 experience in PvP, 11,000 in PvE.
    const counteraction = live.find((q) => q.data.name === "Counteraction");
    expect(counteraction?.data.regularMode?.differsFromPve).toContain("experience");
    expect([questInMode(counteraction?.data as PackQuest, "pvp").experience, questInMode(counteraction?.data as PackQuest, "pve").experience]).toEqual([
      22000, 11000,
    ]);
  });

  it("keeps objectives with their items, counts and zones, and the fail conditions with their ids", () => {
    const bigCustomer = live.find((q) => q.data.name === "Big Customer")?.data as PackQuest;
    expect(bigCustomer.objectives.map((o) => o.zones?.length ?? 0)).toEqual([2, 2]);
    const shortage = live.find((q) => q.data.name === "Shortage")?.data as PackQuest;
    expect(shortage.objectives.find((o) => o.type === "giveItem")).toMatchObject({ count: 3, foundInRaid: true, items: ["544fb45d4bdc2dee738b4568"] });
    const shooter = live.find((q) => q.data.name === "The Tarkov Shooter - Part 8")?.data as PackQuest;
    expect(shooter.failConditions?.every((f) => typeof f.id === "string")).toBe(true);
  });

  it("types every objective as the pack does: kind, kill targets, maps and places (quest items' too), in both modes (issue 31 item 3)", () => {
    const ctx = { locale: "en" as const, traders: new Map(), mapNames: new Map() };
    const packSources = packQuests().map((q) => ({ uid: q.id, name: q.name, names: {}, data: packQuestSchema.parse(q) }));
    for (const mode of ["pvp", "pve"] as const) {
      const typed = (list: QuestSource[]) =>
        new Map(
          buildQuestViews(list, ctx, mode).map((q) => [
            q.uid,
            { objectives: q.objectives.map(({ index, kind, targets, maps }) => ({ index, kind, targets, maps })), zones: q.zones },
          ]),
        );
      const fromPack = typed(packSources);
      const fromLive = typed(liveSources);
      expect(fromLive.size).toBe(fromPack.size);
      for (const [uid, view] of fromPack) expect(fromLive.get(uid), uid).toEqual(view);
    }
    const sadist = live.find((q) => q.data.name === "The Huntsman Path - Sadist")?.data as PackQuest;
    expect(sadist.objectives.find((o) => o.type === "shoot")).toMatchObject({ targetNames: ["bossSanitar"], shotType: "kill" });
  });

  it("keeps every quest's rewards as the pack has them, in each mode (Killer Argument: 41 rounds in PvP, 51 in PvE)", () => {
    const ctx = { locale: "en" as const, traders: new Map(), mapNames: new Map() };
    // The pack's records as the import parses them.
    const packSources: QuestSource[] = packQuests().map((q) => ({ uid: q.id, name: q.name, names: {}, data: packQuestSchema.parse(q) }));
    for (const mode of ["pvp", "pve"] as GameMode[]) {
      const expected = new Map(buildQuestViews(packSources, ctx, mode).map((v) => [v.uid, v]));
      const views = buildQuestViews(liveSources, ctx, mode);
      expect(views.length).toBe(expected.size);
      for (const v of views) {
        expect(v.rewards, `${v.uid} ${mode}`).toEqual(expected.get(v.uid)?.rewards);
        expect(v.startRewards, `${v.uid} ${mode} start`).toEqual(expected.get(v.uid)?.startRewards);
      }
      const killer = views.find((v) => v.name === "Killer Argument");
      expect(killer?.rewards.items.find((i) => i.uid === "6529302b8c26af6326029fb7")?.count).toBe(mode === "pvp" ? 41 : 51);
    }
    // A craft unlock reads its station, level and product.
    const shooter3 = live.find((q) => q.data.name === "The Tarkov Shooter - Part 3")?.data as PackQuest;
    expect(shooter3.finishRewards?.craftUnlock).toEqual([{ station: "5d484fda654e7600681d9315", level: 1, item: "5f0596629e22f464da6bbdd9", count: 60 }]);
  });

  it("reads a task without rewards (a source that does not answer them) as a quest that gives nothing", () => {
    const bare = tasks("pve").map(({ startRewards: _s, finishRewards: _f, ...t }) => t);
    const [record] = questsFromTasks({ regular: [], pve: bare.slice(0, 1), texts: [] });
    expect(record?.data.finishRewards).toBeNull();
    const [view] = buildQuestViews(
      [{ uid: record?.id ?? "", name: record?.data.name ?? null, names: {}, data: record?.data as PackQuest }],
      {
        locale: "en",
        traders: new Map(),
        mapNames: new Map(),
      },
      "pve",
    );
    expect(view?.rewards).toEqual({ standing: [], items: [], offers: [], crafts: [], skills: [], traders: [] });
    expect(view?.startRewards).toBeNull();
  });

  it("reads a name the API has in no language as none (the locale key is never a name)", () => {
    const unnamed = live.find((q) => q.id === "6834287b7559f4e6d50bc0fa");
    expect(unnamed?.data.name).toBeNull();
    expect(unnamed?.data.normalizedName).toBe("postponed-reward-pve-zone");
  });

  it("refuses a task with a requirement status the rules cannot read", () => {
    const list = tasks("pve");
    const bad = structuredClone(list);
    const withReq = bad.find((t) => t.taskRequirements.length > 0);
    if (!withReq?.taskRequirements[0]) throw new Error("no requirement");
    withReq.taskRequirements[0].status = ["locked"];
    expect(() => questsFromTasks({ regular: tasks("regular"), pve: bad, texts: [] })).toThrow(/unknown status "locked"/);
  });

  it("takes names and objective texts of other languages, and leaves out strings equal to English", () => {
    const debut = packTasks("pve", {
      ids: ["5936d90786f7742b1420ba5b"],
      objectiveTexts: { ru: { "5967379186f77463860dadd6": "Убить Диких на любой локации" } },
    });
    const ru = served(debut, "tasks", apiTaskTextsSchema, "ru");
    const de = served(debut, "tasks", apiTaskTextsSchema, "de");
    const [record] = questsFromTasks({
      regular: [],
      pve: served(debut, "tasks", apiTaskSchema),
      texts: [
        { mode: "pve", locale: "ru", list: ru },
        { mode: "pve", locale: "de", list: de },
      ],
    });
    expect(record?.names.ru).toBe("Проба пера");
    expect(record?.texts?.ru).toEqual({ "5967379186f77463860dadd6": "Убить Диких на любой локации" });
    // German has no objective text in the fixture: the API answers English, which is not stored.
    expect(record?.texts?.de).toBeUndefined();
  });
});

describe("the quest rules hold on live-shaped quests (decision 018)", () => {
  const char = (gameEdition: string, fraction: string, gameMode: GameMode) => ({ fraction, gameEdition, gameMode });
  for (const mode of ["pvp", "pve"] as const) {
    it(`an honest ${mode} player opens Collector and reaches Kappa`, () => {
      const quests = buildQuestViews(liveSources, { locale: "en", traders: new Map(), mapNames: new Map() }, mode).filter((q) =>
        isQuestVisible(q, char("Standard", "Bear", mode)),
      );
      const collector = quests.find((q) => q.name === "Collector");
      if (!collector) throw new Error("no Collector");
      const done = new Set<string>();
      let opened: Set<string> | null = null;
      for (;;) {
        const states = questStates(quests, { level: 79, tradersLL: {}, questsDone: done, useProgress: false });
        if (!opened && states.get(collector.uid) === "available") opened = new Set(done);
        const next = quests.find((q) => states.get(q.uid) === "available");
        if (!next) {
          expect(done.has(collector.uid)).toBe(true);
          for (const r of collector.require) expect(opened?.has(r.quest)).toBe(true);
          const kappa = goalProgress(
            goalGroups(quests, (q) => q.requiredForKappa),
            states,
          );
          expect(kappa.done).toBe(kappa.total);
          expect(kappa.total).toBe(252);
          return;
        }
        done.add(next.uid);
      }
    });
  }
});

describe("traders, hideout, crafts and barters from the API", () => {
  it("reads traders as the pack's (nickname, currency, loyalty levels) with their Russian names", () => {
    const en = served(packTraders(), "traders", apiTraderSchema);
    const ru = served(packTraders(), "traders", apiTraderSchema, "ru");
    const { records, skipped } = tradersFromApi(en, [{ locale: "ru", list: ru }]);
    expect(skipped).toBe(0);
    const prapor = records.find((r) => r.data.nickname === "Prapor");
    expect(prapor?.names).toEqual({ ru: "Прапор" });
    expect(prapor?.data.loyaltyLevels[1]).toEqual({ level: 2, minPlayerLevel: 15, minSalesSum: 750000, minStanding: 0.2 });
    expect(records.find((r) => r.data.nickname === "Peacekeeper")?.data.currency).toBe("USD");
  });

  it("keeps a trader's and a station's http(s) picture link from the reply, and no other (decision 067)", () => {
    const en = served(packTraders(), "traders", apiTraderSchema).map((t, i) => ({
      ...t,
      imageLink: i === 0 ? "https://assets.example/t.webp" : "javascript:alert(1)",
    }));
    const { records } = tradersFromApi(en, []);
    expect(records[0]?.data.imageLink).toBe("https://assets.example/t.webp");
    expect(records.slice(1).every((r) => r.data.imageLink === undefined)).toBe(true);
    const stations = served(packStations(), "hideoutStations", apiStationSchema).map((s) => ({ ...s, imageLink: "https://assets.example/s.webp" }));
    const facts = new Map(packStationList().map((s) => [s.id, { type: s.type, needsFuel: false, parentArea: null }]));
    expect(stationsFromApi(stations, [], facts).records.every((r) => r.data.imageLink === "https://assets.example/s.webp")).toBe(true);
  });

  it("reads stations with the pack's area type, fuel and requirements (found in raid from the attribute)", () => {
    const list = served(packStations(), "hideoutStations", apiStationSchema);
    const facts = new Map(packStationList().map((s) => [s.id, { type: s.type, needsFuel: false, parentArea: null }]));
    const { records } = stationsFromApi(list, [], facts);
    const byId = new Map(packStationList().map((s) => [s.id, s]));
    for (const r of records) {
      const p = byId.get(r.id);
      expect(r.data.type).toBe(p?.type);
      for (const [i, level] of r.data.levels.entries()) {
        const sort = (x: unknown[]) => x.map((y) => JSON.stringify(y)).sort();
        const packLevel = p?.levels[i];
        expect(sort(level.requirements), `${r.id} ${level.level}`).toEqual(
          sort(
            (packLevel?.requirements ?? []).map((q) =>
              q.type === "item"
                ? { type: "item", itemId: q.itemId, count: q.count, foundInRaid: q.foundInRaid }
                : q.type === "station"
                  ? { type: "station", stationType: q.stationType, level: q.level }
                  : q.type === "traderLoyalty"
                    ? { type: "traderLoyalty", traderId: q.traderId, level: q.level }
                    : q,
            ),
          ),
        );
      }
    }
    // A station the pack does not know has no type: skipped and counted.
    const unknown = { ...list[0], id: "0000000000000000000000ff" } as (typeof list)[number];
    expect(stationsFromApi([unknown], [], facts).skipped).toBe(1);
  });

  it("reads crafts (tools apart, the quest, the pack's storage limit) and leaves tarkov.dev's derived ones out", () => {
    const list = served(packCrafts(), "crafts", apiCraftSchema);
    const types = new Map(packStationList().map((s) => [s.id, s.type]));
    const { records, skipped } = craftsFromApi(list, types, new Map([["5d5c205bd582a50d042a3c0e", 3]]));
    expect(skipped).toBe(0);
    expect(records).toHaveLength(list.length);
    const thermal = records.find((r) => r.id === "63a2327c151bfb591645c104")?.data;
    expect(thermal?.tools.map((t) => t.itemId)).toEqual(["590c2e1186f77425357b6124", "6389c8fb46b54c634724d847", "6389c92d52123d5dd17f8876"]);
    expect(thermal?.inputs).toHaveLength(4);
    expect(thermal?.otherRequirements).toEqual([{ type: "questComplete", questId: "6396701b9113f06a7c3b2379" }]);
    expect(records.find((r) => r.id === "5d5c205bd582a50d042a3c0e")?.data.productionLimitCount).toBe(3);
    const derived = { ...list[0], id: `${list[0]?.id}-replica` } as (typeof list)[number];
    expect(craftsFromApi([derived], types, new Map()).skipped).toBe(1);
  });

  it("reads barters with the dogtag's level and the unlocking quest", () => {
    const { records } = bartersFromApi(served(packBarters(), "barters", apiBarterSchema));
    expect(records).toHaveLength(packBarters().length);
    const dogtags = records.find((r) => r.data.requiredItems.some((i) => i.dogtagLevel !== undefined));
    expect(dogtags).toBeDefined();
    expect(records.find((r) => r.id === "67877f75ecc0f80789060317")?.data.questUnlock).toMatchObject({
      questId: "59675d6c86f7740a842fc482",
      questName: "Ice Cream Cones",
    });
  });
});

describe("map points from the API", () => {
  const customsId = "56f40101d2720b2a4d8b45d6";
  const withTest = packMaps([customsId]).map((m) => {
    const { mapId: _id, ...test } = TEST_MAP_POINTS;
    return { ...m, ...structuredClone(test) };
  });
  const [customs] = served(withTest, "maps", apiMapSchema);
  const ru = served(withTest, "maps", apiMapTextsSchema, "ru");
  const { names, points } = mapPointsFromApi(customs as typeof customs & object, [{ locale: "ru", list: ru }]);
  const of = (category: string, sub?: string) => points.filter((p) => p.category === category && (sub === undefined || p.sub === sub));

  it("fills every layer: extractions (paid with its price), spawns, locked doors with their key, miscellaneous and loot", () => {
    expect(names.ru).toBe("Таможня");
    expect(of("extractions", "pmc").length).toBeGreaterThan(5);
    expect(of("extractions", "transit").length).toBeGreaterThan(0);
    expect(of("extractions", "paid").find((p) => p.name === "Dorms V-Ex")?.item).toEqual({ uid: "5449016a4bdc2d6f028b456f", count: 5000 });
    expect(of("spawns", "pmc").length).toBeGreaterThan(0);
    expect(of("spawns", "boss").some((p) => p.name.includes("Reshala"))).toBe(true);
    expect(of("keys", "unlock").map((p) => [p.item?.uid, p.needsPower ?? false])).toEqual([
      ["5780cf7f2459777de4559322", false],
      ["5448ba0b4bdc2d02308b456c", true],
    ]);
    expect(
      of("miscellaneous")
        .map((p) => p.sub)
        .sort(),
    ).toEqual(["cache", "hazard", "hazard", "stationaryWeapon", "switch"]);
    expect(
      of("loot")
        .map((p) => p.sub)
        .sort(),
    ).toEqual(["ammoBox", "medcase", "weaponBox"]);
  });

  it("names points as the game does, in Russian too, and never by an internal id", () => {
    const box = of("loot", "weaponBox")[0];
    expect(box?.name).toBe("Weapon box");
    expect(box?.names).toEqual({ ru: "Оружейный ящик" });
    for (const p of points) {
      // Zone ids (ZoneDormitory), locale keys (EXFIL_…) and template ids never stand for a name.
      expect(p.name, p.id).not.toMatch(/^(Zone|BotZone|EXFIL_)|^[0-9a-f]{24}$/);
    }
    expect(of("spawns", "scav").every((p) => p.name === "")).toBe(true);
  });

  it("sorts loot containers into the spec's kinds, caches into miscellaneous", () => {
    expect(lootContainerKind("buried-barrel-cache")).toEqual({ category: "miscellaneous", sub: "cache" });
    expect(lootContainerKind("ground-cache")).toEqual({ category: "miscellaneous", sub: "cache" });
    expect(lootContainerKind("wooden-ammo-box")).toEqual({ category: "loot", sub: "ammoBox" });
    expect(lootContainerKind("medbag-smu06")).toEqual({ category: "loot", sub: "medbag" });
    expect(lootContainerKind("dead-scav")).toEqual({ category: "loot", sub: "deadBody" });
    expect(lootContainerKind("duffle-bag")).toEqual({ category: "loot", sub: "sportsBag" });
    expect(lootContainerKind("airdrop-common-supply-crate")).toEqual({ category: "loot", sub: "container" });
  });
});
