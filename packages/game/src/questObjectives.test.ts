import { describe, expect, it } from "vitest";
import {
  countKinds,
  killTargetWords,
  kindsFromParam,
  kindsToParam,
  OBJECTIVE_KINDS,
  type ObjectiveKind,
  objectiveKind,
  objectivesOnMap,
} from "./questObjectives.ts";
import { packFile, questNamed, realQuests, realQuestsIn } from "./testing/realPack.ts";

// Objective kinds, kill targets and the quest map's filter, on the real pack's quests (issue 31 item 3).
describe("objective kinds on the pack", () => {
  it("maps every objective type of the pack to a kind the site knows (none left as other)", () => {
    const types = new Set(packFile("quests").quests.flatMap((q) => q.objectives.map((o) => o.type)));
    expect(types.size).toBeGreaterThan(15);
    for (const type of types) expect(objectiveKind({ type, foundInRaid: false }), type).not.toBe("other");
    expect(objectiveKind({ type: "findItem", foundInRaid: true })).toBe("findInRaid");
    expect(objectiveKind({ type: "findItem", foundInRaid: false })).toBe("find");
    expect(objectiveKind({ type: "somethingNew" })).toBe("other");
  });

  it("counts the objectives of each kind over the pack (PvP)", () => {
    const counts = countKinds(realQuests("pvp"));
    // Objectives with words only (the view leaves out the few the data gives no text).
    expect(counts).toEqual({
      kill: 198,
      findInRaid: 118,
      find: 26,
      pickUp: 113,
      handOver: 414,
      place: 135,
      mark: 97,
      visit: 210,
      extract: 100,
      survive: 1,
      use: 8,
      build: 30,
      sell: 5,
      skill: 10,
      traderLevel: 10,
      traderStanding: 1,
      quest: 9,
    });
    expect(Object.keys(counts)).toEqual(OBJECTIVE_KINDS.filter((k) => k in counts));
  });

  it("types The Huntsman Path - Sadist's kill as Sanitar, in both languages", () => {
    const sadist = questNamed("pvp", "The Huntsman Path - Sadist");
    const kill = sadist.objectives.find((o) => o.kind === "kill");
    expect(kill?.targets).toEqual(["Sanitar"]);
    expect(kill?.maps).toEqual(["shoreline"]);
    const ru = realQuestsIn("pvp", "ru").find((q) => q.uid === sadist.uid);
    expect(ru?.objectives.find((o) => o.kind === "kill")?.targets).toEqual(["Санитар"]);
  });

  it("gives a visit objective of a Customs quest a Customs zone of its kind", () => {
    const customs = realQuests("pvp").filter((q) => q.objectives.some((o) => o.kind === "visit" && o.maps.includes("customs")));
    expect(customs.length).toBeGreaterThan(5);
    const withZone = customs.filter((q) => q.zones.some((z) => z.map === "customs" && z.kind === "visit"));
    expect(withZone.length).toBeGreaterThan(0);
    for (const q of withZone)
      for (const z of q.zones.filter((x) => x.kind === "visit")) expect(q.objectives.find((o) => o.index === z.objective)?.kind).toBe("visit");
  });

  it("places a quest item to pick up where the data says it may lie", () => {
    const pickUps = realQuests("pvp").flatMap((q) => q.zones.filter((z) => z.kind === "pickUp"));
    expect(pickUps.length).toBeGreaterThan(100);
  });

  it("words kill targets: PMCs, Scavs, a boss's guards, and many bosses as any boss", () => {
    expect(killTargetWords(["AnyPmc"], "en")).toEqual(["PMCs"]);
    expect(killTargetWords(["Savage"], "ru")).toEqual(["Дикие"]);
    expect(killTargetWords(["followerBully"], "en")).toEqual(["Reshala's guards"]);
    expect(killTargetWords(["followerGluharAssault", "followerGluharScout", "followerGluharSecurity", "followerGluharSnipe"], "ru")).toEqual([
      "охрана Глухаря",
    ]);
    expect(killTargetWords(["bossTagilla", "infectedTagilla"], "en")).toEqual(["Tagilla"]);
    expect(killTargetWords(["followerBigPipe", "followerBirdEye", "ExUsec", "bossKnight"], "en")).toEqual(["Rogues", "Knight", "Big Pipe", "Birdeye"]);
    // Every kill target of the pack has words: no objective naming a target shows none.
    const unnamed = packFile("quests")
      .quests.flatMap((q) => q.objectives)
      .filter((o) => o.type === "shoot" && (o.targetNames?.length ?? 0) > 0)
      .filter((o) => killTargetWords(o.targetNames ?? [], "en").length === 0);
    expect(unnamed).toEqual([]);
    const allBosses = packFile("quests")
      .quests.flatMap((q) => q.objectives)
      .find((o) => (o.targetNames?.length ?? 0) > 10 && o.targetNames?.includes("bossZryachiy"));
    expect(killTargetWords(allBosses?.targetNames ?? [], "en")).toEqual(["any boss", "Tagilla's helpers"]);
  });
});

describe("the quest map's kind filter", () => {
  it("keeps the chosen kinds in the address, in the filter's order, and reads back only known kinds", () => {
    expect(kindsToParam(new Set<ObjectiveKind>(["visit", "kill"]))).toBe("kill,visit");
    expect(kindsToParam(null)).toBeNull();
    expect(kindsToParam(new Set())).toBeNull();
    expect([...(kindsFromParam("kill,visit,nonsense") ?? [])]).toEqual(["kill", "visit"]);
    expect(kindsFromParam("nonsense")).toBeNull();
    expect(kindsFromParam(null)).toBeNull();
  });

  it("shows a quest's places of the chosen kinds and lists its objectives on the map without one", () => {
    // Every quest on Customs: the markers of visit only are exactly its visit zones there.
    const quests = realQuests("pvp").filter((q) => q.zones.some((z) => z.map === "customs") || q.objectives.some((o) => o.maps.includes("customs")));
    let unplacedSeen = 0;
    for (const q of quests) {
      const all = objectivesOnMap(q, "customs", null);
      expect(all.zones).toEqual(q.zones.filter((z) => z.map === "customs"));
      const visits = objectivesOnMap(q, "customs", new Set(["visit"]));
      expect(visits.zones).toEqual(q.zones.filter((z) => z.map === "customs" && z.kind === "visit"));
      for (const o of all.unplaced) {
        expect(o.maps).toContain("customs");
        expect(q.zones.some((z) => z.map === "customs" && z.objective === o.index)).toBe(false);
      }
      expect(visits.unplaced.every((o) => o.kind === "visit")).toBe(true);
      unplacedSeen += all.unplaced.length;
    }
    // Kills and extracts on Customs have no position: they are listed, not dropped.
    expect(unplacedSeen).toBe(44);
  });
});
