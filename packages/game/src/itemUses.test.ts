import { describe, expect, it } from "vitest";
import { itemUses, wikiUrl } from "./itemUses.ts";

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
    expect(itemUses("nothing", from)).toEqual({ quests: [], hideout: [], craftsIn: [], craftsOut: [], bartersIn: [], bartersOut: [] });
  });
  it("links the wiki page the way the wiki titles it", () => {
    expect(wikiUrl("Graphics card")).toBe("https://escapefromtarkov.fandom.com/wiki/Graphics_card");
    expect(wikiUrl('AK-74 "Saiga 545" 5.45x39 10-round magazine')).toBe(
      "https://escapefromtarkov.fandom.com/wiki/AK-74_%22Saiga_545%22_5.45x39_10-round_magazine",
    );
  });
});
