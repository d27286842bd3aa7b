import { describe, expect, it } from "vitest";
import { itemUses, wikiUrl } from "./itemUses.ts";
import { questNamed, realQuests } from "./testing/realPack.ts";

// Made-up game data for the test only.
const from = {
  quests: [
    { uid: "q1", name: "Gunsmith", trader: "Mechanic", traderName: "Mechanic", needs: [{ uids: ["gpu"], count: 2, foundInRaid: true }] },
    { uid: "q2", name: "Pool", trader: "Therapist", traderName: "Therapist", needs: [{ uids: ["a", "gpu", "b"], count: 1, foundInRaid: false }] },
  ],
  modules: [{ id: "farm-1", stationName: "Bitcoin farm", level: 1, requires: { items: [{ uids: ["gpu"], count: 1, foundInRaid: false }] } }],
  crafts: [
    {
      id: "c1",
      stationName: "Workbench",
      level: 2,
      inputs: [
        { uid: "gpu", count: 1 },
        { uid: "gpu", count: 1 },
        { uid: "wire", count: 3 },
      ],
      output: { uid: "btc", count: 1 },
    },
    { id: "c2", stationName: "Intelligence center", level: 3, inputs: [{ uid: "wire", count: 5 }], output: { uid: "gpu", count: 1 } },
  ],
  barters: [{ id: "b1", traderName: "Mechanic", loyaltyLevel: 3, inputs: [{ uid: "gpu", count: 2 }], output: { uid: "gun", count: 1 } }],
};

describe("where an item is used and where it comes from", () => {
  it("finds quests (with pools), hideout levels, crafts and barters that take it, and those that make it", () => {
    const uses = itemUses("gpu", from);
    expect(uses.quests).toEqual([
      { uid: "q1", name: "Gunsmith", traderName: "Mechanic", count: 2, foundInRaid: true, pool: 1 },
      { uid: "q2", name: "Pool", traderName: "Therapist", count: 1, foundInRaid: false, pool: 3 },
    ]);
    expect(uses.hideout).toEqual([{ id: "farm-1", stationName: "Bitcoin farm", level: 1, count: 1, foundInRaid: false }]);
    // Two input lines of the same item count together.
    expect(uses.craftsIn).toEqual([{ id: "c1", stationName: "Workbench", level: 2, count: 2, output: { uid: "btc", count: 1 } }]);
    expect(uses.craftsOut.map((c) => c.id)).toEqual(["c2"]);
    expect(uses.bartersIn).toEqual([{ id: "b1", traderName: "Mechanic", loyaltyLevel: 3, count: 2, output: { uid: "gun", count: 1 } }]);
    expect(uses.bartersOut).toEqual([]);
    expect(itemUses("nothing", from)).toEqual({
      quests: [],
      hideout: [],
      craftsIn: [],
      craftsOut: [],
      bartersIn: [],
      bartersOut: [],
      questRewards: [],
      questUnlocks: [],
    });
  });
  it("links the wiki page the way the wiki titles it", () => {
    expect(wikiUrl("Graphics card")).toBe("https://escapefromtarkov.fandom.com/wiki/Graphics_card");
    expect(wikiUrl('AK-74 "Saiga 545" 5.45x39 10-round magazine')).toBe(
      "https://escapefromtarkov.fandom.com/wiki/AK-74_%22Saiga_545%22_5.45x39_10-round_magazine",
    );
  });
});

// The real pack's quests (quests_2025.json): which quests give an item and which unlock it.
describe("quests that give or unlock an item, on the pack", () => {
  const uses = (uid: string) => itemUses(uid, { quests: realQuests("pvp"), modules: [], crafts: [], barters: [] });
  it("the Trijicon REAP-IR is unlocked by Gunsmith - Part 22: Mechanic's offer at LL4 and the Workbench level 3 craft", () => {
    const gunsmith22 = questNamed("pvp", "Gunsmith - Part 22");
    expect(uses("5a1eaa87fcdbcb001865f75e").questUnlocks).toEqual([
      { uid: gunsmith22.uid, name: "Gunsmith - Part 22", traderName: "Mechanic", onStart: false, kind: "offer", by: "Mechanic", level: 4 },
      { uid: gunsmith22.uid, name: "Gunsmith - Part 22", traderName: "Mechanic", onStart: false, kind: "craft", by: "Workbench", level: 3, count: 1 },
    ]);
  });
  it("the Glock 17 Tac 3 is bought from Mechanic once Gunsmith - Part 3 is done, and is no quest's reward", () => {
    const found = uses("5a88ad7b86f77479aa7226af");
    expect(found.questUnlocks.map((u) => [u.name, u.kind, u.by, u.level])).toEqual([["Gunsmith - Part 3", "offer", "Mechanic", 1]]);
    expect(found.questRewards).toEqual([]);
  });
  it("lists every quest giving an item with its count, and money given on taking a quest as such", () => {
    const trihawk = uses("626bb8532c923541184624b4").questRewards;
    expect(trihawk).toContainEqual({
      uid: questNamed("pvp", "Gunsmith - Part 3").uid,
      name: "Gunsmith - Part 3",
      traderName: "Mechanic",
      count: 2,
      onStart: false,
    });
    // Burning Rubber hands 20,000 roubles over when taken (startRewards), and more when completed.
    const roubles = uses("5449016a4bdc2d6f028b456f").questRewards.filter((r) => r.name === "Burning Rubber");
    expect(roubles.find((r) => r.onStart)?.count).toBe(20000);
    expect(roubles.some((r) => !r.onStart)).toBe(true);
  });
});
