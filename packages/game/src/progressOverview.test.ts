import { describe, expect, it } from "vitest";
import { isValuable, type ProgressModuleData, type ProgressQuestData, progressOverview, questStatus, wipeResetDue } from "./progressOverview.ts";

// A small graph from the real data pack (quests_2025.json): Prapor's Shooting Cans opens Debut,
// Debut (hand over 2 MP-133) opens Luxurious Life (level 1) and Search Mission (level 5); Collector
// needs Search Mission here (in the pack it names 70 quests).
const base = { reqLL: [], requiredForKappa: false, fraction: null, reqGameEdition: [], reqGameMode: [], locations: [], needs: [] };
const after = (...uids: string[]) => uids.map((quest) => ({ quest, status: ["complete" as const] }));
const SHOOTING_CANS = "657315df034d76585f032e01";
const DEBUT = "5936d90786f7742b1420ba5b";
const LUXURIOUS_LIFE = "657315e1dccd301f1301416a";
const SEARCH_MISSION = "5fd9fad9c1ce6b1a3b486d00";
const COLLECTOR = "5c51aac186f77432ea65c552";
const MP133 = "54491c4f4bdc2db1078b4568";
const quests: ProgressQuestData[] = [
  { ...base, uid: SHOOTING_CANS, reqLevel: 1, require: [], requiredForKappa: true, locations: ["Customs"] },
  { ...base, uid: DEBUT, reqLevel: 1, require: after(SHOOTING_CANS), requiredForKappa: true, needs: [{ uids: [MP133], count: 2, foundInRaid: false }] },
  { ...base, uid: LUXURIOUS_LIFE, reqLevel: 1, require: after(DEBUT) },
  { ...base, uid: SEARCH_MISSION, reqLevel: 5, require: after(DEBUT), requiredForKappa: true },
  { ...base, uid: COLLECTOR, reqLevel: 45, require: after(SEARCH_MISSION), requiredForKappa: true },
  // A USEC-only quest for the visibility filter.
  { ...base, uid: "usec-only", reqLevel: 1, require: [], fraction: "USEC" },
];
// Workbench 1 → 2 from hideout_stations.json (shapes; item needs shortened).
const modules: ProgressModuleData[] = [
  { id: "wb-1", stationId: "wb", level: 1, requires: { stations: [], traders: [], skills: [], items: [{ uids: ["bolts"], count: 1, foundInRaid: false }] } },
  {
    id: "wb-2",
    stationId: "wb",
    level: 2,
    requires: { stations: [{ stationId: "gen", level: 1 }], traders: [{ trader: "Mechanic", level: 2 }], skills: [], items: [] },
  },
  { id: "gen-1", stationId: "gen", level: 1, requires: { stations: [], traders: [], skills: [], items: [{ uids: ["bolts"], count: 2, foundInRaid: true }] } },
];
const char = { fraction: "BEAR", gameEdition: "Standard", gameMode: "pvp" };
const run = (done: string[], extra: Partial<Parameters<typeof progressOverview>[0]> = {}) =>
  progressOverview({
    quests,
    modules,
    char,
    progress: { level: 1, tradersLL: {}, questsDone: new Set(done), useProgress: true },
    modulesBuilt: new Set(),
    itemsFound: {},
    ...extra,
  });

describe("progressOverview", () => {
  it("gives each visible quest its status and leaves out other factions' quests", () => {
    const o = run([SHOOTING_CANS]);
    expect(o.visible.map((q) => q.uid)).not.toContain("usec-only");
    expect(o.status.get(SHOOTING_CANS)).toBe("Completed");
    expect(o.status.get(DEBUT)).toBe("Available");
    expect(o.status.get(LUXURIOUS_LIFE)).toBe("Locked");
    expect(o.counts).toEqual({ Completed: 1, Failed: 0, Current: 0, Available: 1, Locked: 3 });
  });

  it("lists what completing an open quest would open, leaving out quests the level still blocks", () => {
    const o = run([SHOOTING_CANS]);
    // Search Mission needs level 5 with tracking on: Debut opens only Luxurious Life now.
    expect(o.nextUnlocks).toEqual([{ uid: DEBUT, unlocks: [LUXURIOUS_LIFE] }]);
    const tracked = run([SHOOTING_CANS], { progress: { level: 5, tradersLL: {}, questsDone: new Set([SHOOTING_CANS]), useProgress: true } });
    expect(tracked.nextUnlocks[0]?.unlocks.sort()).toEqual([LUXURIOUS_LIFE, SEARCH_MISSION].sort());
  });

  it("opens Collector on its own requirements and counts Kappa", () => {
    const level45 = (done: string[]) => run(done, { progress: { level: 45, tradersLL: {}, questsDone: new Set(done), useProgress: true } });
    expect(level45([SHOOTING_CANS, DEBUT]).status.get(COLLECTOR)).toBe("Locked");
    expect(level45([SHOOTING_CANS, DEBUT, SEARCH_MISSION]).status.get(COLLECTOR)).toBe("Available");
    expect(level45([SHOOTING_CANS, DEBUT, SEARCH_MISSION]).kappa).toEqual({ done: 3, total: 4, lost: 0 });
  });

  it("shows quests failed by hand as Failed, with what they open locked", () => {
    const o = run([SHOOTING_CANS], {
      progress: { level: 5, tradersLL: {}, questsDone: new Set([SHOOTING_CANS]), questsFailed: new Set([DEBUT]), useProgress: true },
    });
    expect(o.status.get(DEBUT)).toBe("Failed");
    expect(o.status.get(SEARCH_MISSION)).toBe("Locked");
    expect(o.counts.Failed).toBe(1);
    expect(o.kappa).toMatchObject({ lost: 1 });
    // A failed quest's hand-over is no longer needed (Debut's two MP-133).
    expect(o.needed.find((n) => n.key === MP133)).toBeUndefined();
  });

  it("marks selected open quests Current, never done or failed ones", () => {
    const o = run([SHOOTING_CANS], { selected: new Set([DEBUT, SHOOTING_CANS]) });
    expect(o.status.get(DEBUT)).toBe("Current");
    expect(o.status.get(SHOOTING_CANS)).toBe("Completed");
    expect(questStatus("locked", false)).toBe("Locked");
    expect(questStatus("failed", true)).toBe("Failed");
  });

  it("needs items for open quests and unbuilt modules only", () => {
    const o = run([], { itemsFound: { bolts: 1 } });
    expect(o.needed.find((n) => n.key === MP133)?.need).toBe(2);
    expect(o.needed.find((n) => n.key === "bolts")).toMatchObject({ need: 3, needFoundInRaid: 2, have: 1 });
    const later = run([SHOOTING_CANS, DEBUT], { modulesBuilt: new Set(["wb-1"]) });
    expect(later.needed.find((n) => n.key === MP133)).toBeUndefined();
    expect(later.needed.find((n) => n.key === "bolts")).toMatchObject({ need: 2 });
  });

  it("counts built modules and the ones ready to build", () => {
    const o = run([], {
      modulesBuilt: new Set(["wb-1", "gen-1"]),
      progress: { level: 1, tradersLL: { Mechanic: 2 }, questsDone: new Set(), useProgress: true },
    });
    expect(o.modules).toMatchObject({ built: 2, total: 3, ready: ["wb-2"] });
    const untracked = { level: 1, tradersLL: {}, questsDone: new Set<string>(), useProgress: false };
    expect(run([], { progress: untracked }).modules.ready.sort()).toEqual(["gen-1", "wb-1"]);
    // With tracking on, the items a level takes must have been found.
    expect(run([]).modules.ready).toEqual([]);
    expect(run([], { itemsFound: { bolts: 2 } }).modules.ready.sort()).toEqual(["gen-1", "wb-1"]);
  });

  it("counts the edition's levels as built and never asks for their items", () => {
    const o = run([], { editionModules: { "Edge of Darkness": ["gen-1"] }, char: { ...char, gameEdition: "Edge of Darkness" } });
    expect(o.modules).toMatchObject({ built: 1, total: 3 });
    expect(o.modules.ready).not.toContain("gen-1");
    expect(o.needed.find((n) => n.key === "bolts")).toMatchObject({ need: 1 });
    expect(run([], { editionModules: { "Edge of Darkness": ["gen-1"] } }).modules).toMatchObject({ built: 0 });
  });
});

describe("isValuable (spec §9: above 10k per slot)", () => {
  it("is strictly above the threshold", () => {
    expect(isValuable(10_000)).toBe(false);
    expect(isValuable(10_001)).toBe(true);
    expect(isValuable(null)).toBe(false);
  });
});

describe("wipeResetDue (spec §4 automatic reset after a wipe)", () => {
  const wipe = Date.UTC(2026, 11, 1);
  it("resets PVP progress kept since before a wipe that has come", () => {
    expect(wipeResetDue(wipe - 1, wipe, "pvp", wipe)).toBe(true);
    expect(wipeResetDue(wipe - 1, wipe, "PVP", wipe + 5)).toBe(true);
  });
  it("leaves progress made after the wipe, a future wipe, no wipe date and PVE alone", () => {
    expect(wipeResetDue(wipe, wipe, "pvp", wipe + 1)).toBe(false);
    expect(wipeResetDue(wipe - 1, wipe, "pvp", wipe - 1)).toBe(false);
    expect(wipeResetDue(0, null, "pvp", wipe)).toBe(false);
    expect(wipeResetDue(wipe - 1, wipe, "pve", wipe + 1)).toBe(false);
  });
});
