import { describe, expect, it } from "vitest";
import { botName } from "./botNames.ts";
import { packFile } from "./testing/realPack.ts";

describe("bot names", () => {
  it("names every bot type a fail condition of the pack names, in English and Russian", () => {
    const targets = new Set(packFile("quests").quests.flatMap((q) => (q.failConditions ?? []).flatMap((f) => f.targetNames ?? [])));
    expect(targets.size).toBeGreaterThan(10);
    for (const id of targets) {
      expect(botName(id, "en"), id).toBeTruthy();
      expect(botName(id, "ru"), id).toMatch(/[А-Яа-яЁё]/);
    }
    expect([botName("bossSanitar", "en"), botName("bossSanitar", "ru"), botName("bossSanitar", "de")]).toEqual(["Sanitar", "Санитара", "Sanitar"]);
    expect(botName("notABot", "en")).toBeNull();
  });
});
