import { describe, expect, it } from "vitest";
import {
  activeQuestsPerMap,
  isQuestVisible,
  type QuestProgress,
  type QuestRuleData,
  questSortWeight,
  questStates,
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
const done = (...quests: string[]) => quests.map((q) => ({ quest: q, status: ["complete" as const] }));
const DEBUT = quest("debut", { locations: ["Customs"], requiredForKappa: true });
const SEARCH = quest("search-mission", { require: done("debut"), reqLevel: 2, locations: ["Woods"], requiredForKappa: true });
const SHOOTOUT = quest("shootout-picnic", { require: done("search-mission"), reqLL: [{ trader: "Prapor", level: 2 }], locations: ["Woods"] });
const EITHER = quest("either", { requireOr: done("debut", "search-mission") });
const ALL = [DEBUT, SEARCH, SHOOTOUT, EITHER];

// An exclusive choice in the shape of Chemical - Part 4 / Out of Curiosity / Big Customer: both
// branches open while the first is active; completing one fails the others; No Offence needs Big
// Customer failed, Safe Corridor needs Chemical - Part 4 completed or failed.
const CHEM4 = quest("chem4", { requiredForKappa: true, failOn: done("curiosity", "customer") });
const CURIOSITY = quest("curiosity", { require: [{ quest: "chem4", status: ["active"] }], requiredForKappa: true, failOn: done("chem4", "customer") });
const CUSTOMER = quest("customer", { require: [{ quest: "chem4", status: ["active"] }], requiredForKappa: true, failOn: done("chem4", "curiosity") });
const NO_OFFENCE = quest("no-offence", { require: [{ quest: "customer", status: ["failed"] }] });
const SAFE_CORRIDOR = quest("safe-corridor", { require: [{ quest: "chem4", status: ["complete", "failed"] }] });
const CHOICE = [CHEM4, CURIOSITY, CUSTOMER, NO_OFFENCE, SAFE_CORRIDOR];

/** Whether one quest can be taken now, within a set of quests (the state the rules give it). */
const isQuestAvailable = (quest: QuestRuleData, p: QuestProgress, all: readonly QuestRuleData[]) =>
  questStates(all.some((q) => q.uid === quest.uid) ? all : [...all, quest], p).get(quest.uid) === "available";
const progress = (p: Partial<QuestProgress> = {}): QuestProgress => ({ level: 1, tradersLL: {}, questsDone: new Set(), useProgress: true, ...p });
const statesOf = (quests: QuestRuleData[], p: Partial<QuestProgress>) => Object.fromEntries(questStates(quests, progress(p)));

describe("questStates: availability (spec §4)", () => {
  it("needs every required quest in one of its statuses", () => {
    expect(isQuestAvailable(SEARCH, progress({ level: 5 }), ALL)).toBe(false);
    expect(isQuestAvailable(SEARCH, progress({ level: 5, questsDone: new Set(["debut"]) }), ALL)).toBe(true);
    // A failed quest does not satisfy a requirement that asks for completion.
    expect(isQuestAvailable(SEARCH, progress({ level: 5, questsFailed: new Set(["debut"]) }), ALL)).toBe(false);
  });
  it("hides a quest below the required level or loyalty level only with tracking on", () => {
    const both = new Set(["debut", "search-mission"]);
    expect(isQuestAvailable(SEARCH, progress({ level: 1, questsDone: new Set(["debut"]) }), ALL)).toBe(false);
    expect(isQuestAvailable(SEARCH, progress({ level: 1, questsDone: new Set(["debut"]), useProgress: false }), ALL)).toBe(true);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: both }), ALL)).toBe(false);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: both, tradersLL: { Prapor: 2 } }), ALL)).toBe(true);
    expect(isQuestAvailable(SHOOTOUT, progress({ level: 10, questsDone: both, useProgress: false }), ALL)).toBe(true);
  });
  it("is never available once done or failed", () => {
    expect(statesOf(ALL, {}).debut).toBe("available");
    expect(statesOf(ALL, { questsDone: new Set(["debut"]) }).debut).toBe("done");
    expect(statesOf(ALL, { questsFailed: new Set(["debut"]) }).debut).toBe("failed");
  });
  it("needs at least one requireOr quest when any are listed", () => {
    expect(isQuestAvailable(EITHER, progress(), ALL)).toBe(false);
    expect(isQuestAvailable(EITHER, progress({ level: 5, questsDone: new Set(["debut", "search-mission"]) }), ALL)).toBe(true);
  });
  it("ignores requirements on quests the character cannot have (another faction's or edition's)", () => {
    const other = quest("after-bear-quest", { require: done("bear-only") });
    expect(isQuestAvailable(other, progress(), [other])).toBe(true);
  });
});

describe("questStates: exclusive choices and fail conditions", () => {
  it("opens both branches while the first quest is available (an 'active' requirement)", () => {
    expect(statesOf(CHOICE, {})).toMatchObject({ chem4: "available", curiosity: "available", customer: "available", "no-offence": "locked" });
    // A quest that was done was active first.
    expect(statesOf([CHEM4, CURIOSITY], { questsDone: new Set(["chem4"]) }).curiosity).toBe("failed");
  });
  it("fails the rivals of a completed branch; what needs a rival failed opens, what needs it done stays locked", () => {
    const s = statesOf(CHOICE, { questsDone: new Set(["customer"]) });
    expect(s).toMatchObject({ customer: "done", chem4: "failed", curiosity: "failed", "no-offence": "locked", "safe-corridor": "available" });
    const other = statesOf(CHOICE, { questsDone: new Set(["chem4"]) });
    expect(other).toMatchObject({ chem4: "done", customer: "failed", curiosity: "failed", "no-offence": "available", "safe-corridor": "available" });
  });
  it("restores the rivals when the completed branch is un-ticked", () => {
    expect(statesOf(CHOICE, { questsDone: new Set() })).toMatchObject({ chem4: "available", customer: "available", curiosity: "available" });
  });
  it("lets the player mark a quest failed by hand, locking what needs it completed", () => {
    const s = statesOf([...ALL], { level: 5, questsFailed: new Set(["debut"]) });
    expect(s).toMatchObject({ debut: "failed", "search-mission": "locked", "shootout-picnic": "locked" });
  });
  it("spreads failure through fail conditions that ask for a failed quest", () => {
    const follower = quest("follower", { failOn: [{ quest: "curiosity", status: ["failed"] }] });
    expect(statesOf([...CHOICE, follower], { questsDone: new Set(["customer"]) }).follower).toBe("failed");
  });
  it("keeps a ticked quest done even when its rival is ticked too (progress stored before these rules)", () => {
    expect(statesOf(CHOICE, { questsDone: new Set(["customer", "chem4"]) })).toMatchObject({ customer: "done", chem4: "done", curiosity: "failed" });
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
  it("drops a quest that excludes the character's edition", () => {
    const oldPatterns = quest("old-patterns", { excludedGameEditions: ["The Unheard", "EOD + The Unheard"] });
    expect(isQuestVisible(oldPatterns, { ...usec, gameEdition: "The Unheard" })).toBe(false);
    expect(isQuestVisible(oldPatterns, { ...usec, gameEdition: "Edge of Darkness" })).toBe(true);
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
