import { describe, expect, it } from "vitest";
import { builtLevels, type CharacterProgress, recipeLock, stationLevelChange } from "./recipeLocks.ts";

const WORKBENCH = "5d484fda654e7600681d9315";
const NOTHING: CharacterProgress = { modulesBuilt: [], tradersLL: {}, questsDone: [], useProgress: false };

describe("recipeLock", () => {
  it("locks a craft until its station level is built, a higher level counting too", () => {
    const craft = { kind: "craft" as const, stationId: WORKBENCH, level: 2 };
    expect(recipeLock(craft, NOTHING)).toEqual({ kind: "station", stationId: WORKBENCH, level: 2 });
    expect(recipeLock(craft, { ...NOTHING, modulesBuilt: [`${WORKBENCH}-1`] })).not.toBeNull();
    expect(recipeLock(craft, { ...NOTHING, modulesBuilt: [`${WORKBENCH}-1`, `${WORKBENCH}-2`] })).toBeNull();
    expect(recipeLock(craft, { ...NOTHING, modulesBuilt: [`${WORKBENCH}-3`] })).toBeNull();
  });
  it("unlocks a barter at the trader's loyalty level; unset levels are 1", () => {
    const barter = { kind: "barter" as const, trader: "Prapor", loyaltyLevel: 2, questUnlock: null };
    expect(recipeLock({ ...barter, loyaltyLevel: 1 }, NOTHING)).toBeNull();
    expect(recipeLock(barter, NOTHING)).toEqual({ kind: "loyalty", trader: "Prapor", level: 2 });
    expect(recipeLock(barter, { ...NOTHING, tradersLL: { Prapor: 2 } })).toBeNull();
  });
  it("needs the unlocking quest only with progress tracking on", () => {
    const barter = { kind: "barter" as const, trader: "Prapor", loyaltyLevel: 1, questUnlock: "q1" };
    expect(recipeLock(barter, NOTHING)).toBeNull();
    expect(recipeLock(barter, { ...NOTHING, useProgress: true })).toEqual({ kind: "quest", questId: "q1" });
    expect(recipeLock(barter, { ...NOTHING, useProgress: true, questsDone: ["q1"] })).toBeNull();
  });
  it("reads the highest built level of each station", () => {
    expect(builtLevels([`${WORKBENCH}-1`, `${WORKBENCH}-3`, "x-2", "bad"])).toEqual(
      new Map([
        [WORKBENCH, 3],
        ["x", 2],
      ]),
    );
  });
});

describe("setting a station's built level", () => {
  it("builds every level up to it and unbuilds those above, leaving other stations alone", () => {
    expect(stationLevelChange(["wb-1", "lav-2"], "wb", 3, 3)).toEqual({ add: { modulesBuilt: ["wb-2", "wb-3"] }, remove: { modulesBuilt: [] } });
    expect(stationLevelChange(["wb-1", "wb-2", "wb-3", "lav-1"], "wb", 1, 3)).toEqual({
      add: { modulesBuilt: [] },
      remove: { modulesBuilt: ["wb-2", "wb-3"] },
    });
    expect(stationLevelChange(["wb-1"], "wb", 0, 3)).toEqual({ add: { modulesBuilt: [] }, remove: { modulesBuilt: ["wb-1"] } });
    expect(builtLevels(["wb-1", "wb-2"]).get("wb")).toBe(2);
  });
});
