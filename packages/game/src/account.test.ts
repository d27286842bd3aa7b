import { describe, expect, it, vi } from "vitest";
import {
  applyProgressChange,
  ChangeBatch,
  canDeleteChar,
  canReadPve,
  chatAuthorOf,
  craftingSkillFromReduction,
  craftTimeReduction,
  INTELLIGENCE_CENTER_ID,
  isProActive,
  MAX_SKILL,
  newCharFaction,
  type ProgressState,
  parseLevel,
  parseLoyaltyLevel,
  parseSkill,
  progressTrackingPatch,
  reconcileUser,
} from "./account.ts";

const empty: ProgressState = { questsDone: [], questsHidden: [], questsFailed: [], modulesBuilt: [], itemsFound: {} };

describe("isProActive (spec §6: a Pro expiry in the past means not Pro)", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("needs the flag", () => expect(isProActive({ pro: false, proUntil: now + 1000 }, now)).toBe(false));
  it("is Pro until the expiry", () => expect(isProActive({ pro: true, proUntil: now + 1 }, now)).toBe(true));
  it("is not Pro at or after the expiry", () => {
    expect(isProActive({ pro: true, proUntil: now }, now)).toBe(false);
    expect(isProActive({ pro: true, proUntil: now - 1 }, now)).toBe(false);
  });
  it("has no end without an expiry", () => expect(isProActive({ pro: true, proUntil: null }, now)).toBe(true));
});

describe("canReadPve (spec §4: PVE figures are Pro data, on every surface)", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  const pro = { pro: true, proUntil: now + 60_000 };
  const lapsed = { pro: true, proUntil: now - 1 };
  const free = { pro: false, proUntil: null };
  it("lets anyone read PVP, with or without an account", () => {
    expect(canReadPve("pvp", [], now)).toBe(true);
    expect(canReadPve("pvp", [free], now)).toBe(true);
  });
  it("lets PVE be read only for an account that is Pro now", () => {
    expect(canReadPve("pve", [], now)).toBe(false);
    expect(canReadPve("pve", [free], now)).toBe(false);
    expect(canReadPve("pve", [lapsed], now)).toBe(false);
    expect(canReadPve("pve", [pro], now)).toBe(true);
    expect(canReadPve("pve", [{ pro: true, proUntil: null }], now)).toBe(true);
  });
  it("is enough that one of the accounts a request stands for is Pro", () => {
    expect(canReadPve("pve", [free, lapsed, pro], now)).toBe(true);
    expect(canReadPve("pve", [free, lapsed], now)).toBe(false);
  });
});

describe("newCharFaction (spec §9)", () => {
  it("is Bear for Russian and USEC otherwise", () => {
    expect(newCharFaction("ru")).toBe("Bear");
    expect(newCharFaction("en")).toBe("USEC");
    expect(newCharFaction("de")).toBe("USEC");
  });
});

describe("settings validation (spec §5)", () => {
  it("ignores a non-numeric level", () => {
    expect(parseLevel("abc")).toBeNull();
    expect(parseLevel("")).toBeNull();
    expect(parseLevel(Number.NaN)).toBeNull();
    expect(parseLevel({})).toBeNull();
    expect(parseLevel("42")).toBe(42);
    expect(parseLevel(15)).toBe(15);
  });
  it("keeps loyalty levels within 1..4 and reads unset as 1", () => {
    expect(parseLoyaltyLevel(undefined)).toBe(1);
    expect(parseLoyaltyLevel("x")).toBe(1);
    expect(parseLoyaltyLevel(0)).toBe(1);
    expect(parseLoyaltyLevel(3)).toBe(3);
    expect(parseLoyaltyLevel(9)).toBe(4);
  });
  it("ignores non-numeric skills and lowers values above the cap", () => {
    expect(parseSkill("ten")).toBeNull();
    expect(parseSkill("12")).toBe(12);
    expect(parseSkill(MAX_SKILL + 30)).toBe(MAX_SKILL);
    expect(parseSkill(-5)).toBe(0);
  });
  it("stores an entered craft time reduction as reduction / 0.75, rounded (the skill level), capped at the skill cap", () => {
    expect(craftingSkillFromReduction(10)).toBe(13); // 10 / 0.75 = 13.33
    expect(craftingSkillFromReduction(38.25)).toBe(51); // 38.25 / 0.75 = 51
    expect(craftingSkillFromReduction(60)).toBe(MAX_SKILL); // 80 → capped
    expect(craftingSkillFromReduction(-3)).toBe(0);
  });
  it("reads a skill level back as its reduction: level × 0.75", () => {
    expect(craftTimeReduction(51)).toBe(38.25);
    expect(craftTimeReduction(13)).toBe(9.75);
    expect(craftTimeReduction(0)).toBe(0);
  });
});

describe("applyProgressChange (set operations)", () => {
  it("adds ids once and removes ids", () => {
    const a = applyProgressChange(empty, { add: { questsDone: ["q1", "q2", "q1"] } });
    expect(a.questsDone).toEqual(["q1", "q2"]);
    const b = applyProgressChange(a, { remove: { questsDone: ["q1"] }, add: { modulesBuilt: ["m1"] } });
    expect(b.questsDone).toEqual(["q2"]);
    expect(b.modulesBuilt).toEqual(["m1"]);
  });
  it("sets map entries and drops zero counts", () => {
    const a = applyProgressChange(empty, { set: { itemsFound: { i1: 3, i2: 1 } } });
    expect(a.itemsFound).toEqual({ i1: 3, i2: 1 });
    expect(applyProgressChange(a, { set: { itemsFound: { i1: 0 } } }).itemsFound).toEqual({ i2: 1 });
  });
  it("keeps both of two changes made from the state before either", () => {
    const base = applyProgressChange(empty, { add: { questsDone: ["q0"] } });
    const merged = applyProgressChange(applyProgressChange(base, { add: { questsDone: ["q1"] } }), { add: { questsDone: ["q2"] } });
    expect(merged.questsDone).toEqual(["q0", "q1", "q2"]);
  });
  it("does not change the state it was given", () => {
    applyProgressChange(empty, { add: { questsDone: ["q1"] } });
    expect(empty.questsDone).toEqual([]);
  });
});

describe("canDeleteChar (spec §6)", () => {
  it("refuses the selected PMC", () => {
    expect(canDeleteChar("a", "a")).toBe(false);
    expect(canDeleteChar("b", "a")).toBe(true);
  });
});

describe("reconcileUser (spec §4 step 3)", () => {
  it("takes the server's user but keeps the local price maps", () => {
    const local = { level: 10, userPricesMap: { a: 1 }, userSellPricesMap: { b: 2 } };
    const server = { level: 11, userPricesMap: {}, userSellPricesMap: {} };
    expect(reconcileUser(local, server)).toEqual({ level: 11, userPricesMap: { a: 1 }, userSellPricesMap: { b: 2 } });
  });
});

describe("ChangeBatch (spec §9: settings sent after a 500 ms pause)", () => {
  it("sends one merged patch 500 ms after the last change", () => {
    vi.useFakeTimers();
    try {
      const sent: object[] = [];
      const batch = new ChangeBatch<{ level: number; charName: string }>((p) => sent.push(p));
      batch.add({ level: 5 });
      vi.advanceTimersByTime(400);
      batch.add({ level: 6, charName: "Tagilla" });
      vi.advanceTimersByTime(499);
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(sent).toEqual([{ level: 6, charName: "Tagilla" }]);
      batch.send();
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it("sends at once when asked", () => {
    const sent: object[] = [];
    const batch = new ChangeBatch<{ level: number }>((p) => sent.push(p));
    batch.add({ level: 2 });
    batch.send();
    expect(sent).toEqual([{ level: 2 }]);
  });
});

describe("progressTrackingPatch (spec §4: switching tracking on sets the IC3 flag)", () => {
  it("sets isIC3Built from the built modules when switched on", () => {
    expect(progressTrackingPatch(true, [`${INTELLIGENCE_CENTER_ID}-3`, "x-1"])).toEqual({ hideoutUseProgress: true, isIC3Built: true });
    expect(progressTrackingPatch(true, [`${INTELLIGENCE_CENTER_ID}-2`])).toEqual({ hideoutUseProgress: true, isIC3Built: false });
  });
  it("leaves the flag alone when switched off", () => {
    expect(progressTrackingPatch(false, [`${INTELLIGENCE_CENTER_ID}-3`])).toEqual({ hideoutUseProgress: false });
  });
});

describe("chatAuthorOf", () => {
  const uid = "0123456789abcdef";
  it("is the username, else the PMC's name, else Player and the start of the id", () => {
    expect(chatAuthorOf({ user: { uid, username: "Nikita" }, char: { charName: "Pmc" } })).toBe("Nikita");
    expect(chatAuthorOf({ user: { uid, username: null }, char: { charName: "Pmc" } })).toBe("Pmc");
    expect(chatAuthorOf({ user: { uid, username: "" }, char: { charName: "" } })).toBe("Player 012345");
  });
});
