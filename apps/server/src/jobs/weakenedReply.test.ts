import { packFile } from "@raidkit/game/testing";
import { describe, expect, it } from "vitest";
import { describeDrops, weakenedBy } from "./weakenedReply.ts";

// GENERATED records (the rule's arithmetic is the point): barters with a number of required items each.
const barters = (counts: number[], offset = 0) =>
  counts.map((n, i) => ({ id: `b${i + offset}`, data: { requiredItems: Array.from({ length: n }, () => ({})), questUnlock: null, buyRestrictionMax: null } }));

describe("the weakened-reply rule (decision 041)", () => {
  it("refuses a drop over 20 % of a sub-record kind, or to none, and lets a drop of 20 % pass", () => {
    expect(weakenedBy("barter", barters([5, 5]), barters([4, 4]))).toEqual([]);
    expect(weakenedBy("barter", barters([5, 5]), barters([4, 3]))).toEqual([{ what: "required items", before: 10, after: 7 }]);
    expect(describeDrops(weakenedBy("barter", barters([1]), barters([0])))).toBe("required items 1 -> 0");
  });

  it("compares only the records both have: new and removed records are not a drop", () => {
    expect(weakenedBy("barter", barters([5, 5]), barters([5], 0).concat(barters([0], 7)))).toEqual([]);
  });

  it("compares the weapons record weapon by weapon: a reply of fewer weapons is not a drop, lost slots are", () => {
    const weapon = (id: string, slots: number) => ({ id, slots: Array.from({ length: slots }, () => ({})) });
    const all = (ws: { id: string; slots: unknown[] }[]) => [{ id: "all", data: { weapons: ws, parts: [], ammo: [] } }];
    expect(weakenedBy("weapons", all([weapon("a", 3), weapon("b", 4)]), all([weapon("a", 3)]))).toEqual([]);
    expect(weakenedBy("weapons", all([weapon("a", 3), weapon("b", 4)]), all([weapon("a", 0), weapon("b", 0)]))).toEqual([
      { what: "slots", before: 7, after: 0 },
    ]);
  });

  it("refuses a quest reply that lost its kill targets or its quest items' places (issue 31 item 3), on the pack's Sadist and Saving the Mole", () => {
    const quests = packFile("quests").quests.filter((q) => q.name === "The Huntsman Path - Sadist" || q.name === "Saving the Mole");
    expect(quests).toHaveLength(2);
    const before = quests.map((q) => ({ id: q.id, data: q }));
    const after = quests.map((q) => ({
      id: q.id,
      data: { ...q, objectives: q.objectives.map(({ targetNames: _t, possibleLocations: _p, ...o }) => o) },
    }));
    const drops = weakenedBy("quest", before, after);
    expect(drops.map((d) => d.what)).toEqual(["kill targets", "quest item places"]);
    expect(drops.every((d) => d.before > 0 && d.after === 0)).toBe(true);
  });

  it("refuses a quest reply that lost its rewards (issue 31) against the pack's Gunsmith - Part 3", () => {
    const gunsmith3 = packFile("quests").quests.find((q) => q.name === "Gunsmith - Part 3");
    if (!gunsmith3) throw new Error("no Gunsmith - Part 3");
    const before = [{ id: gunsmith3.id, data: gunsmith3 }];
    const after = [{ id: gunsmith3.id, data: { ...gunsmith3, startRewards: null, finishRewards: null } }];
    expect(weakenedBy("quest", before, after)).toEqual([
      { what: "reward items", before: 3, after: 0 },
      { what: "offer and craft unlocks", before: 1, after: 0 },
    ]);
  });
});
