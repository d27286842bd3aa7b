import { describe, expect, it } from "vitest";
import { searchQuests } from "./questSearch.ts";
import { realQuests, realQuestsIn } from "./testing/realPack.ts";

// The quest list's search on the real quests, as the Russian and English pages list them.

const names = (list: readonly { name: string }[]) => list.map((q) => q.name);

describe("searchQuests on the Russian pages", () => {
  const ru = realQuestsIn("pvp", "ru");

  it("lists the quests by their Russian names", () => {
    expect(ru.find((q) => q.nameEn === "Gunsmith - Part 1")?.name).toBe("Оружейник. Часть 1");
  });

  it("finds the English name: Gunsmith finds every Gunsmith part", () => {
    const found = searchQuests(ru, "Gunsmith");
    expect(found.length).toBeGreaterThanOrEqual(20);
    expect(found.every((q) => q.nameEn?.startsWith("Gunsmith"))).toBe(true);
    expect(names(found)).toContain("Оружейник. Часть 1");
  });

  it("still finds the Russian name, and English words mixed with case and spaces", () => {
    expect(names(searchQuests(ru, "оружейник часть 1"))).toContain("Оружейник. Часть 1");
    expect(names(searchQuests(ru, "  gunsmith   PART 1 "))).toContain("Оружейник. Часть 1");
  });

  it("reads the other keyboard layout and one typo, as the market search does", () => {
    // "gunsmith" typed on the Russian layout.
    expect(names(searchQuests(ru, "пгтыьшер"))).toContain("Оружейник. Часть 1");
    expect(names(searchQuests(ru, "Gunsmth"))).toContain("Оружейник. Часть 1");
  });

  it("finds nothing for a name no quest has, and everything for an empty query", () => {
    expect(searchQuests(ru, "zzzzqqq")).toEqual([]);
    expect(searchQuests(ru, "  ")).toHaveLength(ru.length);
  });
});

describe("searchQuests on the English pages", () => {
  it("finds by the English name (no second name there)", () => {
    const en = realQuests("pvp");
    expect(en.some((q) => q.nameEn !== undefined)).toBe(false);
    expect(names(searchQuests(en, "gunsmith part 1"))).toContain("Gunsmith - Part 1");
  });
});
