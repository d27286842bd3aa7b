import { describe, expect, it } from "vitest";
import { applyProgressChange, type ProgressState } from "./account.ts";
import { isQuestVisible, type QuestProgress, questStates, requirementHolds } from "./questAvailability.ts";
import { completionChange, completionPlan, failedInRaidBy, failsByObjective, uncompletionChange, uncompletionPlan, undoQuestChange } from "./questChain.ts";
import { questNamed, realQuests } from "./testing/realPack.ts";

// The chain rules of issue 31 on the real quests of the data pack (quests_2025.json, PvP).

const quests = realQuests("pvp").filter((q) => isQuestVisible(q, { fraction: "Bear", gameEdition: "Standard", gameMode: "pvp" }));
const uidOf = (name: string) => questNamed("pvp", name).uid;
const nameOf = (uid: string) => quests.find((q) => q.uid === uid)?.name;
const progress = (done: Iterable<string>, failed: Iterable<string> = []): QuestProgress => ({
  level: 1,
  tradersLL: {},
  questsDone: new Set(done),
  questsFailed: new Set(failed),
  useProgress: false,
});
/** Applies a change to ticked lists, as the server and the browser do. */
function applied(done: Iterable<string>, failed: Iterable<string>, change: Parameters<typeof applyProgressChange>[1]) {
  const state: ProgressState = { questsDone: [...done], questsHidden: [], questsFailed: [...failed], modulesBuilt: [], itemsFound: {} };
  const next = applyProgressChange(state, change);
  return { done: new Set(next.questsDone), failed: new Set(next.questsFailed) };
}

describe("ticking a quest completes its chain", () => {
  it("Gunsmith - Part 3 brings Part 1 and everything before it, each after what it needs, and leaves Part 2 alone", () => {
    const plan = completionPlan(quests, uidOf("Gunsmith - Part 3"), progress([]));
    const names = plan.complete.map(nameOf);
    expect(names).toContain("Gunsmith - Part 1");
    expect(names).toContain("Saving the Mole");
    expect(names).not.toContain("Gunsmith - Part 2");
    expect(plan.fail).toEqual([]);
    // Each quest comes after every quest it needs done.
    const at = new Map(plan.complete.map((uid, i) => [uid, i]));
    for (const uid of plan.complete) {
      for (const r of quests.find((q) => q.uid === uid)?.require ?? []) {
        if (at.has(r.quest)) expect(at.get(r.quest)).toBeLessThan(at.get(uid) as number);
      }
    }
    // After the change every ticked quest stands on its requirements, and Part 3 is done.
    const after = applied([], [], completionChange(uidOf("Gunsmith - Part 3"), plan));
    const states = questStates(quests, progress(after.done, after.failed));
    expect(states.get(uidOf("Gunsmith - Part 3"))).toBe("done");
    expect(states.get(uidOf("Gunsmith - Part 2"))).toBe("available");
    expect(uncompletionPlan(quests, uidOf("Gunsmith - Part 3"), progress(after.done)).untick).toEqual([]);
  });

  it("leaves quests already done out of the plan", () => {
    const first = completionPlan(quests, uidOf("Gunsmith - Part 1"), progress([]));
    const done = [...first.complete, uidOf("Gunsmith - Part 1")];
    expect(completionPlan(quests, uidOf("Gunsmith - Part 3"), progress(done)).complete).toEqual([]);
  });

  it("keeps the branch the player took: after Big Customer, Safe Corridor does not tick Chemical - Part 4", () => {
    const customer = uidOf("Big Customer");
    const before = completionPlan(quests, customer, progress([]));
    const done = [...before.complete, customer];
    const plan = completionPlan(quests, uidOf("Safe Corridor"), progress(done));
    expect(plan.complete.map(nameOf)).not.toContain("Chemical - Part 4");
    expect(plan.fail).toEqual([]);
    // Nothing done before: the named branch (Chemical - Part 4) is taken.
    expect(completionPlan(quests, uidOf("Safe Corridor"), progress([])).complete.map(nameOf)).toContain("Chemical - Part 4");
  });

  it("takes the branch the quest needs: Loyalty Buyout (Chemical - Part 4 failed) completes a rival, not Chemical - Part 4", () => {
    const plan = completionPlan(quests, uidOf("Loyalty Buyout"), progress([]));
    const names = plan.complete.map(nameOf);
    expect(names).not.toContain("Chemical - Part 4");
    expect(names.filter((n) => n === "Big Customer" || n === "Out of Curiosity")).toHaveLength(1);
    const after = applied([], [], completionChange(uidOf("Loyalty Buyout"), plan));
    const states = questStates(quests, progress(after.done, after.failed));
    expect(states.get(uidOf("Chemical - Part 4"))).toBe("failed");
    // A player who took Out of Curiosity keeps it: no second branch is ticked.
    const curiosity = uidOf("Out of Curiosity");
    const took = [...completionPlan(quests, curiosity, progress([])).complete, curiosity];
    const again = completionPlan(quests, uidOf("Loyalty Buyout"), progress(took));
    expect(again.complete.map(nameOf)).not.toContain("Big Customer");
    expect(again.complete).toEqual([]);
  });

  it("takes the branch the whole chain needs: Another Shipping Delay fails Hot Wheels for Let's Try Again, so Swift Retribution is not ticked", () => {
    const plan = completionPlan(quests, uidOf("Another Shipping Delay"), progress([]));
    const names = plan.complete.map(nameOf);
    expect(names).toContain("Hot Wheels - Let's Try Again");
    expect(names).toContain("Inevitable Response");
    expect(names).toContain("Natural Exchange");
    expect(names).not.toContain("Swift Retribution");
    expect(names).not.toContain("Hot Wheels");
    expect(plan.fail.map(nameOf)).toEqual(["Hot Wheels"]);
  });

  // Some 1,000 plans over the whole pack: ~2 s alone, past vitest's 5 s default on a loaded machine.
  it("every quest of the pack, completed from nothing, stands on its requirements afterwards (both modes)", { timeout: 30_000 }, () => {
    for (const mode of ["pvp", "pve"] as const) {
      const all = realQuests(mode).filter((q) => isQuestVisible(q, { fraction: "USEC", gameEdition: "Standard", gameMode: mode }));
      const wrong: string[] = [];
      for (const q of all) {
        const after = applied([], [], completionChange(q.uid, completionPlan(all, q.uid, progress([]))));
        const states = questStates(
          all,
          progress(
            [...after.done].filter((uid) => uid !== q.uid),
            after.failed,
          ),
        );
        const unmet = q.require.filter((r) => !requirementHolds(states.get(r.quest) ?? null, r.status));
        if (states.get(q.uid) !== "available" || unmet.length > 0) wrong.push(`${mode} ${q.name}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  it("a quest needed only started is not ticked: Colleagues - Part 3 leaves Sadist open", () => {
    const plan = completionPlan(quests, uidOf("Colleagues - Part 3"), progress([]));
    expect(plan.complete.map(nameOf)).not.toContain("The Huntsman Path - Sadist");
    expect(plan.complete.map(nameOf)).toContain("Colleagues - Part 2");
  });
});

describe("fail conditions met in a raid by another quest's objective", () => {
  const sadist = questNamed("pvp", "The Huntsman Path - Sadist");
  const colleagues3 = questNamed("pvp", "Colleagues - Part 3");

  it("completing Sadist (neutralise Sanitar) fails Colleagues - Part 3 (do not kill Sanitar)", () => {
    expect(failsByObjective(colleagues3, sadist)).toBe(true);
    const plan = completionPlan(quests, sadist.uid, progress([]));
    expect(plan.fail).toEqual([colleagues3.uid]);
    const after = applied([], [], completionChange(sadist.uid, plan));
    expect(questStates(quests, progress(after.done, after.failed)).get(colleagues3.uid)).toBe("failed");
    // Un-ticking Sadist unmarks it again.
    const back = uncompletionPlan(quests, sadist.uid, progress(after.done, after.failed));
    expect(back.unfail).toEqual([colleagues3.uid]);
  });

  it("only for quests run side by side: killing Scavs for Debut does not fail Bullshit, no quest's objective fails a boss hunt elsewhere", () => {
    const pairs = quests.flatMap((a) => quests.filter((b) => failsByObjective(a, b)).map((b) => `${a.name} <- ${b.name}`));
    expect(pairs).toEqual(["Colleagues - Part 3 <- The Huntsman Path - Sadist"]);
  });

  it("the card names the completion that failed it: Colleagues - Part 3 failed by Sadist, no quest while Sadist is open", () => {
    const after = applied([], [], completionChange(sadist.uid, completionPlan(quests, sadist.uid, progress([]))));
    const done = new Set(after.done);
    expect(failedInRaidBy(colleagues3, quests, (uid) => done.has(uid))?.name).toBe("The Huntsman Path - Sadist");
    expect(failedInRaidBy(colleagues3, quests, () => false)).toBeUndefined();
    expect(failedInRaidBy(sadist, quests, (uid) => done.has(uid))).toBeUndefined();
  });

  it("a Colleagues - Part 3 done before is not failed", () => {
    const done = [...completionPlan(quests, colleagues3.uid, progress([])).complete, colleagues3.uid];
    expect(completionPlan(quests, sadist.uid, progress(done)).fail).toEqual([]);
  });
});

describe("un-ticking a quest un-ticks what needs it", () => {
  it("un-ticking Gunsmith - Part 1 un-ticks Parts 2 to 4 ticked after it, and nothing they do not need", () => {
    const part4 = uidOf("Gunsmith - Part 4");
    const plan = completionPlan(quests, part4, progress([]));
    const done = new Set([...plan.complete, part4, uidOf("Debut")]);
    const back = uncompletionPlan(quests, uidOf("Gunsmith - Part 1"), progress(done));
    expect(back.untick.map(nameOf).sort()).toEqual(["Gunsmith - Part 2", "Gunsmith - Part 3", "Gunsmith - Part 4"].filter((n) => done.has(uidOf(n))).sort());
    expect(back.untick).not.toContain(uidOf("Debut"));
    const after = applied(done, [], uncompletionChange(uidOf("Gunsmith - Part 1"), back));
    for (const uid of after.done) expect(questStates(quests, progress(after.done)).get(uid)).toBe("done");
  });

  it("un-ticking Burning Rubber un-ticks Out of Curiosity, which needed Chemical - Part 4 started (its own completion failed it)", () => {
    const curiosity = uidOf("Out of Curiosity");
    const plan = completionPlan(quests, curiosity, progress([]));
    expect(plan.complete.map(nameOf)).toContain("Burning Rubber");
    const after = applied([], [], completionChange(curiosity, plan));
    const back = uncompletionPlan(quests, uidOf("Burning Rubber"), progress(after.done, after.failed));
    expect(back.untick).toContain(curiosity);
    // Shady Contractor needs Saving the Mole started or completed: un-ticking the Mole leaves it started, so it stays.
    const shady = uidOf("Shady Contractor");
    const withShady = applied([], [], completionChange(shady, completionPlan(quests, shady, progress([]))));
    expect(uncompletionPlan(quests, uidOf("Saving the Mole"), progress(withShady.done)).untick).not.toContain(shady);
  });

  it("un-ticking Big Customer un-ticks Loyalty Buyout, which stood on Chemical - Part 4 failing", () => {
    const plan = completionPlan(quests, uidOf("Loyalty Buyout"), progress([]));
    const done = [...plan.complete, uidOf("Loyalty Buyout")];
    const branch = plan.complete.find((uid) => nameOf(uid) === "Big Customer" || nameOf(uid) === "Out of Curiosity") as string;
    expect(uncompletionPlan(quests, branch, progress(done)).untick).toContain(uidOf("Loyalty Buyout"));
  });
});

describe("undo restores the exact previous ticks", () => {
  it("of a chain completion, including a failed mark cleared by it and one set by it", () => {
    const part3 = uidOf("Gunsmith - Part 3");
    const plan = completionPlan(quests, part3, progress([uidOf("Debut")]));
    const failedBefore = [plan.complete[0] as string, uidOf("Hot Wheels")];
    const before = { questsDone: new Set([uidOf("Debut")]), questsFailed: new Set(failedBefore) };
    const change = completionChange(part3, plan);
    const after = applied(before.questsDone, before.questsFailed, change);
    expect(after.done.has(part3)).toBe(true);
    expect(after.failed.has(plan.complete[0] as string)).toBe(false);
    const restored = applied(after.done, after.failed, undoQuestChange(before, change));
    expect(restored.done).toEqual(before.questsDone);
    expect(restored.failed).toEqual(before.questsFailed);
  });

  it("of Sadist's completion with its fail, and of an un-tick", () => {
    const sadist = uidOf("The Huntsman Path - Sadist");
    const before = { questsDone: new Set<string>(), questsFailed: new Set<string>() };
    const change = completionChange(sadist, completionPlan(quests, sadist, progress([])));
    const after = applied([], [], change);
    expect(after.failed.size).toBe(1);
    const restored = applied(after.done, after.failed, undoQuestChange(before, change));
    expect([restored.done.size, restored.failed.size]).toEqual([0, 0]);
    const untick = uncompletionChange(sadist, uncompletionPlan(quests, sadist, progress(after.done, after.failed)));
    const off = applied(after.done, after.failed, untick);
    expect(off.done.has(sadist)).toBe(false);
    const back = applied(off.done, off.failed, undoQuestChange({ questsDone: after.done, questsFailed: after.failed }, untick));
    expect(back).toEqual(after);
  });
});
