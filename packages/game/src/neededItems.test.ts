import { describe, expect, it } from "vitest";
import { neededItems } from "./neededItems.ts";

// Shapes of the data pack's hand-overs (ids shortened): "Hand over 3 found in raid medicine items"
// accepts any of a pool; a module level asks for single items.
const MED_POOL = ["ai2", "salewa", "ifak"];

describe("neededItems", () => {
  it("sums a single item over quests and modules, splitting found in raid", () => {
    const items = neededItems(
      [
        { kind: "quest", id: "q1", needs: [{ uids: ["bolts"], count: 2, foundInRaid: true }] },
        { kind: "module", id: "workbench-2", needs: [{ uids: ["bolts"], count: 5, foundInRaid: false }] },
      ],
      { bolts: 3 },
    );
    expect(items).toEqual([
      {
        key: "bolts",
        uids: ["bolts"],
        need: 7,
        needFoundInRaid: 2,
        have: 3,
        sources: [
          { kind: "quest", id: "q1", count: 2 },
          { kind: "module", id: "workbench-2", count: 5 },
        ],
      },
    ]);
  });
  it("counts a pool once: 3 of any medicine is one entry of 3, its have the sum over the pool", () => {
    const items = neededItems([{ kind: "quest", id: "q2", needs: [{ uids: MED_POOL, count: 3, foundInRaid: true }] }], { salewa: 1, ifak: 1, bolts: 9 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ key: "pool:ai2,ifak,salewa", need: 3, needFoundInRaid: 3, have: 2 });
  });
  it("handles a pool of 3,000 items without one entry per item", () => {
    const pool = Array.from({ length: 3000 }, (_, i) => `item${i}`);
    const items = neededItems([{ kind: "quest", id: "big", needs: [{ uids: pool, count: 1, foundInRaid: false }] }], {});
    expect(items).toHaveLength(1);
  });
});
