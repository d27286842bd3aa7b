import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  bossesByZone,
  buildMapPoints,
  classifySpawn,
  exitRequirement,
  localizeMapPoint,
  localizeUnplacedExit,
  type MapPackFiles,
  type MapPoint,
  sortMapPoints,
  visibleMapLayers,
} from "./mapLayers.ts";
import { MAPS } from "./maps.ts";
import { PACK_LOCALE_SCHEMA, parsePackJson } from "./pack/index.ts";
import { packFile } from "./testing/realPack.ts";

const RU = parsePackJson(
  "locales/ru.json",
  PACK_LOCALE_SCHEMA,
  JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../data/locales/ru.json"), "utf8")),
);

/** One map's pack files as the import reads them (packRecords.mapRows). */
function realMap(mapId: string): MapPackFiles {
  const extracts = packFile("mapExtracts").maps.find((m) => m.mapId === mapId);
  const exits = packFile("mapExits").maps.find((m) => m.mapId === mapId);
  return {
    spawns: packFile("mapSpawns").spawns.filter((s) => s.mapId === mapId),
    extracts: extracts?.extracts ?? [],
    transits: extracts?.transits ?? [],
    exits: exits?.exits ?? [],
    transitRules: exits?.transits ?? [],
    bossSpawns: exits?.bossSpawns ?? [],
    mapNames: (id) => {
      const name = RU.maps[id]?.name;
      return name ? { ru: name } : undefined;
    },
    exitNames: (name) => {
      const ru = RU.exits?.[name];
      return ru ? { ru } : undefined;
    },
  };
}

describe("the pack's maps, every layer the data has (real data)", () => {
  const customs = buildMapPoints(realMap("56f40101d2720b2a4d8b45d6"));
  const byName = new Map(customs.points.map((p) => [p.name, p]));

  it("Customs: a paid extract asks its price in roubles, with its chance and time; extracts say their faction", () => {
    expect(byName.get("Dorms V-Ex")).toMatchObject({
      sub: "paid",
      faction: "pmc",
      item: { uid: "5449016a4bdc2d6f028b456f", count: 5000 },
      exit: { chance: 50, seconds: 60, requirement: "pay" },
    });
    expect(byName.get("Crossroads")).toBeUndefined();
    // "ZB-013" (tarkov.dev) is the game's "EXFIL_ZB013", opened by a world event (its switch).
    expect(byName.get("ZB-013")).toMatchObject({ sub: "pmc", exit: { requirement: "worldEvent" } });
    expect(customs.unplaced.map((u) => u.name)).not.toContain("EXFIL_ZB013");
  });

  it("an exit carries the game's names of it (its rule's Name in the locale), and a Russian visitor reads them", () => {
    expect(byName.get("Dorms V-Ex")?.names).toEqual({ ru: "А-Выход у общаги" });
    const dorms = byName.get("Dorms V-Ex");
    if (!dorms) throw new Error("no Dorms V-Ex");
    expect(localizeMapPoint(dorms, "ru").name).toBe("А-Выход у общаги");
    expect(localizeMapPoint(dorms, "en").name).toBe("Dorms V-Ex");
    // An exit without a position is named the same way.
    const shoreline = buildMapPoints(realMap("5704e554d2720bac5b8b456e"));
    const rock = shoreline.unplaced.find((u) => u.name === "Rock Passage");
    expect(rock && localizeUnplacedExit(rock, "ru").name).toBe("Проход через скалы");
    expect(rock && localizeUnplacedExit(rock, "fr").name).toBe("Rock Passage");
  });

  it("Customs: transits name their destination in Russian and say when they open", () => {
    expect(byName.get("Transit to Factory")).toMatchObject({
      sub: "transit",
      detail: "Factory",
      details: { ru: "Завод" },
      exit: { seconds: 20, opensAfter: 60 },
    });
    expect(localizeMapPoint(byName.get("Transit to Factory") as MapPoint, "ru").detail).toBe("Завод");
  });

  it("Customs: the exits without a position are listed with their requirement, not dropped", () => {
    expect(customs.unplaced).toContainEqual({
      sub: "coop",
      name: "Custom_scav_pmc",
      names: { ru: "Подвал котельной (Совм.)" },
      exit: { chance: 100, seconds: 8, requirement: "coop" },
    });
    const positioned = customs.points.filter((p) => p.category === "extractions" && p.sub !== "transit").length;
    expect(positioned + customs.unplaced.length).toBeGreaterThanOrEqual(
      packFile("mapExits").maps.find((m) => m.mapId === "56f40101d2720b2a4d8b45d6")?.exits.length ?? 99,
    );
  });

  it("Customs: the bosses with their chances; Partisan has no zone, so no point, but is listed", () => {
    expect(customs.bosses).toEqual([
      { type: "bossBully", chance: 30, placed: true },
      { type: "bossKnight", chance: 20, placed: true },
      { type: "sectantPriest", chance: 20, placed: true },
      { type: "bossPartisan", chance: 15, placed: false },
      { type: "arenaFighterEvent", chance: 5, placed: true },
    ]);
  });

  it("every map: each requirement of the game files is understood", () => {
    for (const m of packFile("mapExits").maps) {
      for (const e of m.exits) {
        if (e.PassageRequirement && !["None", "TransferItem"].includes(e.PassageRequirement)) {
          expect(exitRequirement(e).requirement, `${m.mapId} ${e.Name}`).toBeDefined();
        }
      }
    }
  });

  it("every map of the site: points and bosses come from its data", () => {
    for (const info of MAPS) {
      const built = buildMapPoints(realMap(info.packId));
      if (info.slug === "labyrinth") continue;
      expect(built.points.filter((p) => p.category === "extractions").length, info.slug).toBeGreaterThan(0);
    }
  });
});

// Taken from the data pack (maps/spawns.json, maps/extract_positions_tarkovdev.json, maps/exits_and_bosses.json), Customs.
const BOSSES = [
  { BossName: "bossKnight", BossChance: 20, BossZone: "ZoneScavBase" },
  { BossName: "bossBully", BossChance: 30, BossZone: "ZoneDormitory,ZoneGasStation,ZoneScavBase" },
  { BossName: "pmcBot", BossChance: 40, BossZone: "ZoneCustoms" },
  { BossName: "bossPartisan", BossChance: 15, BossZone: "" },
];
const at = { x: 73.59, y: 1.12, z: -63.47 };

describe("classifySpawn", () => {
  const zones = bossesByZone(BOSSES);

  it("a boss zone names every boss that may spawn there, each with its chance", () => {
    expect(zones.get("ZoneScavBase")?.map((b) => b.botType)).toEqual(["bossKnight", "bossBully"]);
    expect(classifySpawn({ id: "1", position: at, categories: ["Bot", "Boss"], sides: ["Savage"], botZoneName: "ZoneDormitory" }, zones)).toEqual({
      sub: "boss",
      name: "Reshala",
      detail: "30%",
      bosses: [{ type: "bossBully", chance: 30 }],
    });
    const scavBase = classifySpawn({ id: "2", position: at, categories: ["Bot", "Boss"], sides: ["Savage"], botZoneName: "ZoneScavBase" }, zones);
    expect(scavBase?.name).toBe("Knight, Big Pipe and Birdeye, Reshala");
    expect(scavBase?.detail).toBe("20%, 30%");
    expect(scavBase?.bosses).toEqual([
      { type: "bossKnight", chance: 20 },
      { type: "bossBully", chance: 30 },
    ]);
  });

  it("raiders, rogues and cultists are their own subcategories", () => {
    expect(classifySpawn({ id: "3", position: at, categories: ["Boss"], botZoneName: "ZoneCustoms" }, zones)?.sub).toBe("raider");
    const more = bossesByZone([
      { BossName: "exUsec", BossZone: "ZoneBlockPost" },
      { BossName: "sectantPriest", BossZone: "ZoneWade" },
    ]);
    expect(classifySpawn({ id: "4", position: at, categories: ["Boss"], botZoneName: "ZoneBlockPost" }, more)?.sub).toBe("rogue");
    expect(classifySpawn({ id: "5", position: at, categories: ["Boss"], botZoneName: "ZoneWade" }, more)?.sub).toBe("cultist");
  });

  it("player spawns are PMC spawns unless only scavs use them; bot zones are scav or sniper zones", () => {
    expect(classifySpawn({ id: "6", position: at, categories: ["Player"], sides: ["Pmc"] }, zones)?.sub).toBe("pmc");
    expect(classifySpawn({ id: "7", position: at, categories: ["Player"], sides: ["All"] }, zones)?.sub).toBe("pmc");
    expect(classifySpawn({ id: "8", position: at, categories: ["Player"], sides: ["Savage"] }, zones)?.sub).toBe("scav");
    // The zone's name is an internal id: never shown as the point's name (the page names the subcategory).
    expect(classifySpawn({ id: "9", position: at, categories: ["Bot"], sides: ["Savage"], botZoneName: "ZoneTankSquare" }, zones)).toEqual({
      sub: "scav",
      name: "",
    });
    expect(classifySpawn({ id: "10", position: at, categories: ["Bot"], sides: ["Savage"], botZoneName: "ZoneSnipeTower" }, zones)?.sub).toBe("sniperScav");
  });

  it("co-op spawn points are not a spec subcategory and are left out", () => {
    expect(classifySpawn({ id: "11", position: at, categories: ["Coop", "Group"], sides: ["All"] }, zones)).toBeNull();
  });
});

describe("buildMapPoints", () => {
  const files = {
    spawns: [{ id: "a", position: { x: 1.234, y: 2.345, z: 3.456 }, categories: ["Player"], sides: ["Pmc"] }],
    extracts: [
      { id: "e1", name: "Smugglers' Boat", faction: "pmc", position: { x: 10, y: 0, z: 10 } },
      { id: "e2", name: "Smugglers' Bunker (ZB-1012)", faction: "pmc", position: { x: 20, y: 0, z: 20 } },
      { id: "e3", name: "Dorms V-Ex", faction: "pmc", position: { x: 181.08, y: -0.71, z: 213.25 } },
    ],
    transits: [{ id: "10", name: "Transit to Factory", destinationMapName: "Factory", position: { x: 354.31, y: 2.31, z: -190.1 } }],
    exits: [
      { Name: "Smuggler's Boat", PassageRequirement: "None" },
      { Name: "ZB-1012", PassageRequirement: "None" },
      { Name: "Dorms V-Ex", PassageRequirement: "TransferItem", RequirementTip: "EXFIL_Cargo" },
      { Name: "Crossroads", PassageRequirement: "None" },
      { Name: "Custom_scav_pmc", PassageRequirement: "ScavCooperation" },
    ],
    bossSpawns: [],
  };
  const { points, unplaced } = buildMapPoints(files);

  it("matches extracts to the exit rules across spellings and takes the subcategory from the requirement", () => {
    const byName = new Map(points.map((p) => [p.name, p]));
    expect(byName.get("Smugglers' Boat")?.sub).toBe("pmc");
    expect(byName.get("Dorms V-Ex")).toMatchObject({ sub: "paid", x: 181.08, z: 213.25 });
    // The rule's RequirementTip is a locale key, not a text: not shown.
    expect(byName.get("Dorms V-Ex")?.detail).toBeUndefined();
    expect(byName.get("Transit to Factory")).toMatchObject({ category: "extractions", sub: "transit", detail: "Factory" });
  });

  it("lists the exits it could not place instead of guessing a position", () => {
    expect(unplaced).toEqual([
      { sub: "pmc", name: "Crossroads" },
      { sub: "coop", name: "Custom_scav_pmc", exit: { requirement: "coop" } },
    ]);
  });

  it("rounds positions to centimetres", () => {
    expect(points.find((p) => p.category === "spawns")).toMatchObject({ x: 1.23, y: 2.35, z: 3.46 });
  });

  it("sorts by the spec's category order (extractions 10 before spawns 20), then subcategory", () => {
    const sorted = sortMapPoints([...points].reverse());
    expect(sorted.map((p) => `${p.category}/${p.sub}`)).toEqual([
      "extractions/transit",
      "extractions/pmc",
      "extractions/pmc",
      "extractions/paid",
      "spawns/pmc",
    ]);
  });
});

describe("visibleMapLayers (free map vs full map)", () => {
  const points = [
    { id: "1", category: "extractions" as const, sub: "pmc", name: "A", x: 0, y: 0, z: 0 },
    { id: "2", category: "spawns" as const, sub: "pmc", name: "", x: 0, y: 0, z: 0 },
    { id: "3", category: "spawns" as const, sub: "boss", name: "Reshala", x: 0, y: 0, z: 0 },
    { id: "4", category: "spawns" as const, sub: "boss", name: "Killa", x: 0, y: 0, z: 0 },
    { id: "5", category: "quests" as const, sub: "kill", name: "Debut", x: 0, y: 0, z: 0 },
  ];

  it("free users get extractions and PMC spawns, and counts of the rest", () => {
    const free = visibleMapLayers(points, false);
    expect(free.points.map((p) => p.id)).toEqual(["1", "2"]);
    expect(free.withheld).toEqual([
      { category: "spawns", sub: "boss", count: 2 },
      { category: "quests", sub: "kill", count: 1 },
    ]);
  });

  it("Pro users get everything", () => {
    expect(visibleMapLayers(points, true)).toEqual({ points, withheld: [] });
  });

  it("locked doors, the miscellaneous layer and loot containers are Pro's; every extraction kind is free", () => {
    const more: MapPoint[] = [
      { id: "k", category: "keys", sub: "unlock", name: "", x: 0, y: 0, z: 0, item: { uid: "5780cf7f2459777de4559322", count: 1 } },
      { id: "m", category: "miscellaneous", sub: "hazard", name: "Landmine", x: 0, y: 0, z: 0 },
      { id: "l", category: "loot", sub: "weaponBox", name: "Weapon box", x: 0, y: 0, z: 0 },
      ...["pmc", "scav", "coop", "paid", "transit"].map((sub) => ({ id: sub, category: "extractions" as const, sub, name: sub, x: 0, y: 0, z: 0 })),
    ];
    const free = visibleMapLayers(more, false);
    expect(free.points.map((p) => p.id)).toEqual(["pmc", "scav", "coop", "paid", "transit"]);
    expect(free.withheld.map((w) => `${w.category}/${w.sub}`)).toEqual(["keys/unlock", "miscellaneous/hazard", "loot/weaponBox"]);
  });
});

describe("localizeMapPoint", () => {
  const door: MapPoint = {
    id: "x-1",
    category: "extractions",
    sub: "pmc",
    name: "ZB-1011",
    names: { ru: "ЗБ-1011" },
    requires: [{ name: "Hermetic door switch", names: { ru: "Питание гермозатвора" } }],
    item: { uid: "5449016a4bdc2d6f028b456f", count: 5000 },
    x: 1,
    y: 2,
    z: 3,
  };
  const itemName = (uid: string) => (uid === "5449016a4bdc2d6f028b456f" ? "Рубли" : null);

  it("names the point, its switches and its item in the visitor's language, and sends no other language", () => {
    expect(localizeMapPoint(door, "ru", itemName)).toEqual({
      id: "x-1",
      category: "extractions",
      sub: "pmc",
      name: "ЗБ-1011",
      requires: [{ name: "Питание гермозатвора" }],
      item: { uid: "5449016a4bdc2d6f028b456f", count: 5000, name: "Рубли" },
      x: 1,
      y: 2,
      z: 3,
    });
  });

  it("gives a locked door's key its price, and an extract's price item none (its count is the price)", () => {
    const price = () => 1_250_000;
    const lock: MapPoint = { id: "k-0", category: "keys", sub: "unlock", name: "", x: 0, y: 0, z: 0, item: { uid: "5780cf7f2459777de4559322", count: 1 } };
    expect(localizeMapPoint(lock, "en", () => "Dorm room 314 marked key", price).item).toEqual({
      uid: "5780cf7f2459777de4559322",
      count: 1,
      name: "Dorm room 314 marked key",
      price: 1_250_000,
    });
    expect(
      localizeMapPoint(
        lock,
        "en",
        () => null,
        () => null,
      ).item,
    ).toEqual({ uid: "5780cf7f2459777de4559322", count: 1 });
    expect(localizeMapPoint(door, "ru", itemName, price).item).toEqual({ uid: "5449016a4bdc2d6f028b456f", count: 5000, name: "Рубли" });
  });

  it("falls back to English where the data has no string in the language", () => {
    const de = localizeMapPoint(door, "de", () => null);
    expect(de.name).toBe("ZB-1011");
    expect(de.requires).toEqual([{ name: "Hermetic door switch" }]);
    expect(de.item).toEqual({ uid: "5449016a4bdc2d6f028b456f", count: 5000 });
  });
});
