import { describe, expect, it } from "vitest";
import {
  activeQuestsPerMap,
  isQuestAvailable,
  isQuestVisible,
  type QuestProgress,
  type QuestRuleData,
  questSortWeight,
  toggleQuestSelection,
} from "./questAvailability.ts";

// A small graph in the shape of the data pack's first Prapor quests (ids shortened for the test).
const quest = (uid: string, p: Partial<QuestRuleData> = {}): QuestRuleData => ({
  uid,
  reqLevel: 1,
  reqLL: [],
  require: [],
  requiredForKappa: false,
  fraction: null,
  reqGameEdition: [],
  reqGameMode: [],
  locations: [],
  ...p,
});
const DEBUT = quest("debut", { locations: ["Customs"], requiredForKappa: true });
const SEARCH = quest("search-mission", { require: ["debut"], reqLevel: 2, locations: ["Woods"], requiredForKappa: true });
const SHOOTOUT = quest("shootout-picnic", { require: ["search-mission"], reqLL: [{ trader: "Prapor", level: 2 }], locations: ["Woods"] });
const EITHER = quest("either", { requireOr: ["debut", "search-mission"] });
const COLLECTOR = quest("collector", { locations: [] });
const FINAL = { uid: "collector", kappaQuests: ["debut", "search-mission"] };

const progress = (p: Partial<QuestProgress> = {}): QuestProgress => ({ level: 1, tradersLL: {}, questsDone: new Set(), useProgress: true, ...p });

describe("isQuestAvailable (spec §4)", () => {
  it("needs every required quest done or cancelled", () => {
    expect(isQuestAvailable(SEARCH, progress({ level: 5 }))).toBe(false);
    expect(isQuestAvailable(SEARCH, progress({ level: 5, questsDone: new Set(["debut"]) }))).toBe(true);
    expect(isQuestAvailable(SEARCH, progress({ level: 5, questsCancelled: new Set(["debut"]) }))).toBe(true);
  });
  it("hides a quest below the required level or loyalty level only with tracking on", () => {
    const done = new Set(["debut", "search-mission"]);
    expect(isQuestAvailable(SEARCH, progress({ level: 1, questsDone: new Set(["debut"]) }))).toBe(false);
    expect(isQuestAvailable(SEARCH, progress({ level: 1, questsDone: new Set(["debut"]), useProgress: false }))).toBe(true);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: done }))).toBe(false);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: done, tradersLL: { Prapor: 2 } }))).toBe(true);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: done, useProgress: false }))).toBe(true);
  });
  it("hides a quest already done or cancelled", () => {
    expect(isQuestAvailable(DEBUT, progress())).toBe(true);
    expect(isQuestAvailable(DEBUT, progress({ questsDone: new Set(["debut"]) }))).toBe(false);
    expect(isQuestAvailable(DEBUT, progress({ questsCancelled: new Set(["debut"]) }))).toBe(false);
  });
  it("needs at least one requireOr quest when any are listed", () => {
    expect(isQuestAvailable(EITHER, progress())).toBe(false);
    expect(isQuestAvailable(EITHER, progress({ questsDone: new Set(["search-mission"]) }))).toBe(true);
  });
  it("opens the final quest only when every requiredForKappa quest is done", () => {
    expect(isQuestAvailable(COLLECTOR, progress({ questsDone: new Set(["debut"]) }), FINAL)).toBe(false);
    expect(isQuestAvailable(COLLECTOR, progress({ questsDone: new Set(["debut", "search-mission"]) }), FINAL)).toBe(true);
    // Cancelling a kappa quest does not count as done for the final quest.
    expect(isQuestAvailable(COLLECTOR, progress({ questsDone: new Set(["debut"]), questsCancelled: new Set(["search-mission"]) }), FINAL)).toBe(false);
  });
});

describe("isQuestVisible (spec §4 visibility filter)", () => {
  const usec = { fraction: "USEC", gameEdition: "Standard", gameMode: "pvp" };
  it("drops a quest of the other faction", () => {
    expect(isQuestVisible(quest("bear-only", { fraction: "Bear" }), usec)).toBe(false);
    expect(isQuestVisible(quest("usec-only", { fraction: "USEC" }), usec)).toBe(true);
    expect(isQuestVisible(quest("any"), usec)).toBe(true);
  });
  it("drops a quest whose edition list leaves out the character's edition", () => {
    expect(isQuestVisible(quest("eod", { reqGameEdition: ["Edge of Darkness", "The Unheard"] }), usec)).toBe(false);
    expect(isQuestVisible(quest("eod", { reqGameEdition: ["Edge of Darkness"] }), { ...usec, gameEdition: "Edge of Darkness" })).toBe(true);
  });
  it("drops a quest whose first game mode differs from the character's", () => {
    expect(isQuestVisible(quest("pve-only", { reqGameMode: ["PVE"] }), usec)).toBe(false);
    expect(isQuestVisible(quest("pve-only", { reqGameMode: ["PVE"] }), { ...usec, gameMode: "pve" })).toBe(true);
    expect(isQuestVisible(quest("first-counts", { reqGameMode: ["PVP", "PVE"] }), { ...usec, gameMode: "pve" })).toBe(false);
  });
});

describe("questSortWeight (spec §4)", () => {
  it("weighs single-location 100, multi-location 50, none 10", () => {
    expect(questSortWeight({ locations: ["Customs"] })).toBe(100);
    expect(questSortWeight({ locations: ["Customs", "Woods"] })).toBe(50);
    expect(questSortWeight({ locations: [] })).toBe(10);
  });
});

describe("activeQuestsPerMap (spec §2/§4)", () => {
  const usec = { fraction: "USEC", gameEdition: "Standard", gameMode: "pvp" };
  const quests = [
    DEBUT,
    SEARCH,
    quest("night", { locations: ["Night Factory"] }),
    quest("day", { locations: ["Factory"] }),
    quest("streets", { locations: ["Streets of Tarkov"] }),
  ];
  it("counts available quests per map for Pro users with tracking on; Night Factory adds to Factory", () => {
    const counts = activeQuestsPerMap(quests, progress(), usec, { pro: true });
    expect(Object.fromEntries(counts)).toEqual({ customs: 1, factory: 2, streets: 1 });
  });
  it("counts nothing for free users, with tracking off, or without quests", () => {
    expect(activeQuestsPerMap(quests, progress(), usec, { pro: false }).size).toBe(0);
    expect(activeQuestsPerMap(quests, progress({ useProgress: false }), usec, { pro: true }).size).toBe(0);
    expect(activeQuestsPerMap([], progress(), usec, { pro: true }).size).toBe(0);
  });
});

describe("toggleQuestSelection (spec §5: free users select at most 3 quests)", () => {
  it("lets a free user select 3 and refuses the 4th; deselecting makes room", () => {
    expect(toggleQuestSelection(["a", "b"], "c", false)).toEqual({ selected: ["a", "b", "c"] });
    expect(toggleQuestSelection(["a", "b", "c"], "d", false)).toEqual({ error: "limit" });
    expect(toggleQuestSelection(["a", "b", "c"], "b", false)).toEqual({ selected: ["a", "c"] });
  });
  it("has no limit for Pro users", () => {
    expect(toggleQuestSelection(["a", "b", "c"], "d", true)).toEqual({ selected: ["a", "b", "c", "d"] });
  });
});
