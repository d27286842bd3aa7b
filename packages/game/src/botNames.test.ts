import { describe, expect, it } from "vitest";
import { bossSpawnName, botName, MAP_BOSS_TYPES } from "./botNames.ts";
import { packFile } from "./testing/realPack.ts";

describe("bot names", () => {
  it("names every bot type a fail condition of the pack names, in English and Russian", () => {
    const targets = new Set(packFile("quests").quests.flatMap((q) => (q.failConditions ?? []).flatMap((f) => f.targetNames ?? [])));
    expect(targets.size).toBeGreaterThan(10);
    for (const id of targets) {
      expect(botName(id, "en"), id).toBeTruthy();
      expect(botName(id, "ru", "object"), id).toMatch(/[А-Яа-яЁё]/);
    }
    expect([botName("bossSanitar", "en", "object"), botName("bossSanitar", "ru", "object"), botName("bossSanitar", "de", "object")]).toEqual([
      "Sanitar",
      "Санитара",
      "Sanitar",
    ]);
    expect(botName("notABot", "en")).toBeNull();
  });

  it("names every boss the maps' game files spawn, as a subject, with the followers that spawn with Knight", () => {
    const spawned = new Set(packFile("mapExits").maps.flatMap((m) => m.bossSpawns.map((b) => b.BossName)));
    // PMCs and Tagilla's helpers spawn through the same files and are not bosses of the map.
    const types = [...spawned].filter((type) => MAP_BOSS_TYPES.has(type));
    expect(types.length).toBe(spawned.size - 3);
    expect([...spawned].filter((type) => !MAP_BOSS_TYPES.has(type)).sort()).toEqual(["pmcBEAR", "pmcUSEC", "tagillaHelperAgro"]);
    for (const type of types) {
      expect(bossSpawnName(type, "en"), type).toBeTruthy();
      expect(bossSpawnName(type, "ru"), type).toMatch(/[А-Яа-яЁё]/);
    }
    expect([botName("bossSanitar", "ru"), botName("bossSanitar", "ru", "object")]).toEqual(["Санитар", "Санитара"]);
    expect(bossSpawnName("bossKnight", "ru")).toBe("Рыцарь, Биг Пайп и Птичий Глаз");
    expect(bossSpawnName("bossKnight", "en")).toBe("Knight, Big Pipe and Birdeye");
  });
});
