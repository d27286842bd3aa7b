import { buildMapPoints, localizeMapPoint, type MapPoint } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "../../i18n/translate.ts";
import en from "../../locales/en.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };
import { bossName, findPoint, pointText, searchEntries, withheldLines } from "./mapText.ts";

const tEn = createTranslator("en", en as Messages);
const tRu = createTranslator("ru", ru as Messages);

// Customs as the pack has it (data/maps: extract_positions_tarkovdev.json, exits_and_bosses.json, spawns.json).
const customs = buildMapPoints({
  spawns: [
    { id: "b", position: { x: 73.59, y: 1.12, z: -63.47 }, categories: ["Bot", "Boss"], sides: ["Savage"], botZoneName: "ZoneScavBase" },
    { id: "p", position: { x: 1, y: 1, z: 1 }, categories: ["Player"], sides: ["Pmc"] },
  ],
  extracts: [{ id: "d", name: "Dorms V-Ex", faction: "pmc", position: { x: 181.08, y: -0.71, z: 213.25 } }],
  transits: [
    {
      id: "10",
      name: "Transit to Factory",
      destinationMapId: "55f2d3fd4bdc2d5f408b4567",
      destinationMapName: "Factory",
      position: { x: 354.31, y: 2.31, z: -190.1 },
    },
  ],
  exits: [{ Name: "Dorms V-Ex", PassageRequirement: "TransferItem", Chance: 50, ExfiltrationTime: 60, Count: 5000, Id: "5449016a4bdc2d6f028b456f" }],
  transitRules: [{ id: 10, time: 20, activateAfterSec: 60 }],
  bossSpawns: [
    { BossName: "bossKnight", BossChance: 20, BossZone: "ZoneScavBase" },
    { BossName: "bossBully", BossChance: 30, BossZone: "ZoneDormitory,ZoneGasStation,ZoneScavBase" },
  ],
  mapNames: (id) => (id === "55f2d3fd4bdc2d5f408b4567" ? { ru: "Завод" } : undefined),
}).points;
const inRu = customs.map((p) => localizeMapPoint(p, "ru", (uid) => (uid === "5449016a4bdc2d6f028b456f" ? "Рубли" : null)));
const named = (name: string) => inRu.find((p) => p.name === name) as MapPoint;

describe("pointText (a point's card in the visitor's language)", () => {
  it("a paid extract says its kind, faction, price, chance and time in Russian", () => {
    expect(pointText(named("Dorms V-Ex"), tRu, "ru")).toEqual({
      title: "Dorms V-Ex",
      lines: ["Платный", "Для: ЧВК", "Цена: 5,000 × Рубли", "Шанс, что открыт: 50%", "Выход 60 с"],
      named: true,
    });
  });

  it("a transit is named by its destination in the visitor's language and says when it opens", () => {
    expect(pointText(named("Transit to Factory"), tRu, "ru").title).toBe("Переход: Завод");
    expect(pointText(named("Transit to Factory"), tRu, "ru").lines).toContain("Открывается через 60 с после начала рейда");
    const english = customs.find((p) => p.sub === "transit") as MapPoint;
    expect(pointText(localizeMapPoint(english, "en"), tEn, "en").title).toBe("Transit to Factory");
  });

  it("a boss zone names its bosses in the visitor's language, each with its chance", () => {
    const zone = inRu.find((p) => p.bosses) as MapPoint;
    expect(pointText(zone, tRu, "ru")).toMatchObject({
      title: "Рыцарь, Биг Пайп и Птичий Глаз, Решала",
      lines: ["Боссы", "Рыцарь, Биг Пайп и Птичий Глаз: 20% · Решала: 30%"],
    });
    expect(bossName("en", "bossBully")).toBe("Reshala");
    expect(bossName("ru", "unknownBot")).toBe("unknownBot");
  });
});

describe("the search on the map", () => {
  const entries = searchEntries(inRu, tRu, "ru");

  it("finds named points only (a spawn point has no name of its own)", () => {
    expect(entries.map((e) => e.title)).toEqual(["Dorms V-Ex", "Переход: Завод", "Рыцарь, Биг Пайп и Птичий Глаз, Решала"]);
  });

  it("finds by a whole list label, by the start of a title, inside a title, and by the data's English name on a Russian page", () => {
    expect(findPoint(entries, "Dorms V-Ex (Платный)")?.point.name).toBe("Dorms V-Ex");
    expect(findPoint(entries, "перех")?.title).toBe("Переход: Завод");
    expect(findPoint(entries, "решала")?.point.bosses?.length).toBe(2);
    expect(findPoint(entries, "Transit to Factory")?.title).toBe("Переход: Завод");
    expect(findPoint(entries, "Reshala")?.point.bosses?.[1]?.type).toBe("bossBully");
    expect(findPoint(entries, "Killa")).toBeNull();
    expect(findPoint(entries, "  ")).toBeNull();
  });
});

describe("withheldLines (what Pro adds, for a free viewer)", () => {
  const withheld = [
    { category: "spawns" as const, sub: "boss", count: 25 },
    { category: "quests" as const, sub: "visit", count: 40 },
    { category: "quests" as const, sub: "kill", count: 19 },
  ];
  it("counts the quest places of every objective kind as one line named by the category", () => {
    expect(withheldLines(tEn, withheld).map((w) => `${w.label} ${w.count}`)).toEqual(["Boss 25", "Quests 59"]);
    expect(withheldLines(tRu, withheld).map((w) => `${w.label} ${w.count}`)).toEqual(["Боссы 25", "Квесты 59"]);
  });
  it("names a quest place's kind on its card (Pro's legend has one toggle per kind)", () => {
    const place: MapPoint = { id: "q", category: "quests", sub: "kill", name: "Debut", x: 0, y: 0, z: 0 };
    expect(pointText(place, tEn, "en").title).toContain("Debut");
    expect(tEn("maps.sub.quests.kill")).toBe("Kill");
    expect(tRu("maps.sub.quests.visit")).toBe("Посетить");
  });
});

describe("a locked door's card", () => {
  const lock: MapPoint = {
    id: "k-0",
    category: "keys",
    sub: "unlock",
    name: "",
    x: 0,
    y: 0,
    z: 0,
    item: { uid: "5780cf7f2459777de4559322", count: 1, name: "Dorm room 314 marked key", price: 1_250_000 },
  };
  it("names the key and what it costs, in the visitor's language", () => {
    expect(pointText(lock, tEn, "en").lines).toEqual(["Key: Dorm room 314 marked key", "Key price: ₽1,250,000"]);
    expect(pointText({ ...lock, item: { ...lock.item, name: "Ключ от комнаты 314" } as MapPoint["item"] }, tRu, "ru").lines[1]).toMatch(
      /^Цена ключа: ₽1\s250\s000$/,
    );
  });
  it("says nothing of a price the site does not know", () => {
    expect(pointText({ ...lock, item: { uid: "x", count: 1, name: "Key" } }, tEn, "en").lines).toEqual(["Key: Key"]);
  });
});
