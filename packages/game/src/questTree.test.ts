import { describe, expect, it } from "vitest";
import { isQuestVisible } from "./questAvailability.ts";
import { type QuestTreeData, questTree } from "./questTree.ts";
import { questNamed, realQuests } from "./testing/realPack.ts";

// The trader trees of issue 31 (item 6) on the real quests of the data pack (quests_2025.json, PvP).

const quests = realQuests("pvp").filter((q) => isQuestVisible(q, { fraction: "Bear", gameEdition: "Standard", gameMode: "pvp" }));
const uidOf = (name: string) => questNamed("pvp", name).uid;
const traders = [...new Set(quests.map((q) => q.trader))];

/** Every quest reachable backwards from `uid` through the tree's edges. */
function ancestors(tree: ReturnType<typeof questTree>, uid: string): Set<string> {
  const found = new Set<string>();
  const walk = (to: string) => {
    for (const e of tree.edges) {
      if (e.to === to && !found.has(e.from)) {
        found.add(e.from);
        walk(e.from);
      }
    }
  };
  walk(uid);
  return found;
}

describe("a trader's quest tree", () => {
  const prapor = questTree(quests, "Prapor");
  const depthOf = (uid: string) => prapor.nodes.find((n) => n.uid === uid)?.depth;

  it("holds each of the trader's quests once, and other traders' quests only as entry nodes", () => {
    for (const trader of traders) {
      const tree = questTree(quests, trader);
      const own = tree.nodes.filter((n) => !n.outside).map((n) => n.uid);
      expect(own.sort()).toEqual(
        quests
          .filter((q) => q.trader === trader)
          .map((q) => q.uid)
          .sort(),
      );
      expect(new Set(tree.nodes.map((n) => n.uid)).size).toBe(tree.nodes.length);
      for (const n of tree.nodes.filter((x) => x.outside)) expect(quests.find((q) => q.uid === n.uid)?.trader).not.toBe(trader);
    }
  });

  it("draws Prapor's first quests in order: Shooting Cans → Debut, and Debut above Background Check", () => {
    expect(prapor.edges).toContainEqual({ from: uidOf("Shooting Cans"), to: uidOf("Debut"), status: ["complete", "failed"] });
    expect(depthOf(uidOf("Shooting Cans"))).toBe(0);
    expect(depthOf(uidOf("Debut"))).toBe(1);
    expect(depthOf(uidOf("Debut")) as number).toBeLessThan(depthOf(uidOf("Background Check")) as number);
    expect(prapor.nodes[0]?.uid).toBe(uidOf("Shooting Cans"));
  });

  it("shows another trader's quest a Prapor quest needs as an entry node (Big Customer needs Skier's Chemical - Part 4 started)", () => {
    expect(prapor.nodes).toContainEqual({ uid: uidOf("Chemical - Part 4"), outside: true, depth: 0 });
    expect(prapor.edges).toContainEqual({ from: uidOf("Chemical - Part 4"), to: uidOf("Big Customer"), status: ["active"] });
  });

  it("keeps every requirement as a path: each required quest is an ancestor, and each edge goes one layer down or more", () => {
    for (const trader of traders) {
      const tree = questTree(quests, trader);
      const depth = new Map(tree.nodes.map((n) => [n.uid, n.depth]));
      for (const q of quests.filter((x) => x.trader === trader)) {
        const above = ancestors(tree, q.uid);
        for (const r of q.require) if (depth.has(r.quest) || quests.some((x) => x.uid === r.quest)) expect(above.has(r.quest)).toBe(true);
      }
      for (const e of tree.edges) expect(depth.get(e.from) as number).toBeLessThan(depth.get(e.to) as number);
    }
  });

  it("leaves out a completion edge a longer path implies, and keeps one that asks for more (BTR Driver's tree)", () => {
    const btr = questTree(quests, "BTR Driver");
    const requirements = quests.filter((q) => q.trader === "BTR Driver").reduce((n, q) => n + q.require.length, 0);
    expect(btr.edges.length).toBe(requirements - 1);
    // Made-up quests (not the pack's): C needs A and B, B needs A; A → C goes unless it asks for A failed.
    const mk = (uid: string, require: QuestTreeData["require"]): QuestTreeData => ({ uid, trader: "Prapor", require });
    const a = mk("a", []);
    const b = mk("b", [{ quest: "a", status: ["complete"] }]);
    expect(
      questTree(
        [
          a,
          b,
          mk("c", [
            { quest: "a", status: ["complete"] },
            { quest: "b", status: ["complete"] },
          ]),
        ],
        "Prapor",
      ).edges.map((e) => `${e.from}>${e.to}`),
    ).toEqual(["a>b", "b>c"]);
    expect(
      questTree(
        [
          a,
          b,
          mk("c", [
            { quest: "a", status: ["failed"] },
            { quest: "b", status: ["complete"] },
          ]),
        ],
        "Prapor",
      ).edges,
    ).toHaveLength(3);
  });

  it("ignores requirements on quests the character cannot see (another faction's)", () => {
    const usecOnly = realQuests("pvp")
      .filter((q) => q.fraction === "USEC")
      .map((q) => q.uid);
    expect(usecOnly.length).toBeGreaterThan(0);
    for (const trader of traders) {
      const tree = questTree(quests, trader);
      for (const n of tree.nodes) expect(usecOnly).not.toContain(n.uid);
    }
  });
});
