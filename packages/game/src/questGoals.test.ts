import { describe, expect, it } from "vitest";
import type { QuestRuleData, QuestState } from "./questAvailability.ts";
import { goalGroups, goalProgress } from "./questGoals.ts";

const quest = (uid: string, failOn: string[] = [], kappa = true): QuestRuleData => ({
  uid,
  reqLevel: 1,
  reqLL: [],
  require: [],
  requiredForKappa: kappa,
  fraction: null,
  reqGameEdition: [],
  reqGameMode: [],
  locations: [],
  failOn: failOn.map((quest) => ({ quest, status: ["complete"] })),
});
const states = (entries: Record<string, QuestState>) => new Map(Object.entries(entries));
const kappa = (q: QuestRuleData) => q.requiredForKappa;

const goal = (quests: QuestRuleData[], entries: Record<string, QuestState>) => goalProgress(goalGroups(quests, kappa), states(entries));

describe("goalProgress (Kappa and Lightkeeper)", () => {
  it("counts a group of mutually exclusive flagged quests once", () => {
    const quests = [quest("a", ["b", "c"]), quest("b", ["a", "c"]), quest("c", ["a", "b"]), quest("d")];
    expect(goal(quests, {})).toEqual({ done: 0, total: 2, lost: 0 });
    expect(goal(quests, { b: "done", a: "failed", c: "failed" })).toEqual({ done: 1, total: 2, lost: 0 });
  });
  it("counts a one-way fail condition as a conflict too (Sadist fails when Colleagues - Part 3 is done)", () => {
    expect(goal([quest("sadist", ["colleagues3"]), quest("colleagues3")], {}).total).toBe(1);
  });
  it("counts the largest set with no conflict when a group is not all exclusive", () => {
    // a conflicts with b and c, but b and c can both be done.
    const quests = [quest("a", ["b", "c"]), quest("b"), quest("c")];
    expect(goal(quests, {}).total).toBe(2);
    expect(goal(quests, { b: "done", c: "done", a: "failed" })).toEqual({ done: 2, total: 2, lost: 0 });
  });
  it("ignores quests without the flag, and counts a group whose flagged quests all failed as lost", () => {
    const quests = [quest("x", ["y"]), quest("y", [], false), quest("z")];
    expect(goal(quests, { y: "done", x: "failed", z: "done" })).toEqual({ done: 1, total: 2, lost: 1 });
  });
});
