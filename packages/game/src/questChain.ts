import type { ProgressChange } from "./account.ts";
import { type QuestProgress, type QuestRuleData, type QuestState, questStates, requirementHolds } from "./questAvailability.ts";
import type { QuestRequirement, QuestView } from "./questView.ts";

/**
 * Issue 31: ticking a quest completes the chain it needs, un-ticking un-ticks what needs it, and a
 * fail condition met in a raid by another quest's objective fails it. Pure rules over the quests
 * one character can see (the page offers the plan, then sends it as one progress change).
 */

/** A quest as the chain rules read it: the availability fields, its kill objectives and fail conditions. */
export type ChainQuest = QuestRuleData & Partial<Pick<QuestView, "kills" | "fails">>;

/** What completing a quest brings with it. */
export interface CompletionPlan {
  /** Quests it needs that are not done yet, each after the ones it needs (the quest itself not included). */
  complete: string[];
  /**
   * Quests to mark failed: ones it needs failed that no completed rival fails, and ones a quest of
   * the plan fails by its objective (killing Sanitar fails Colleagues - Part 3).
   */
  fail: string[];
}

/** What un-ticking a quest brings with it. */
export interface UncompletionPlan {
  /** Done quests whose requirements no longer hold once it is un-ticked (through the whole chain). */
  untick: string[];
  /** Quests marked failed that only the un-ticked quests' objectives failed. */
  unfail: string[];
}

const requires = (q: ChainQuest): QuestRequirement[] => [...q.require, ...(q.requireOr?.slice(0, 1) ?? [])];

/** Whether one quest runs beside the other: one needs the other only started (taken while it is open). */
function sideBySide(a: ChainQuest, b: ChainQuest): boolean {
  const started = (x: ChainQuest, y: ChainQuest) => x.require.some((r) => r.quest === y.uid && r.status.includes("active"));
  return started(a, b) || started(b, a);
}

/**
 * Whether completing `by` fails `quest` by a fail condition met in the raid: `quest` fails if a bot
 * type is killed (or hit), `by` cannot be completed without killing only such bot types, and the two
 * run side by side (one needs the other started), so the kill happens while `quest` is taken.
 * The Huntsman Path - Sadist (kill Sanitar) fails Colleagues - Part 3 (do not kill Sanitar).
 */
export function failsByObjective(quest: ChainQuest, by: ChainQuest): boolean {
  if (quest.uid === by.uid || !sideBySide(quest, by)) return false;
  const kills = by.kills ?? [];
  return (quest.fails ?? []).some((f) => {
    const targets = f.type === "shoot" ? (f.targets ?? []) : [];
    return targets.length > 0 && kills.some((k) => k.length > 0 && k.every((t) => targets.includes(t)));
  });
}

/**
 * The completed quest whose objective failed `quest` in a raid (failsByObjective), if any: why a quest
 * marked failed by a completion's plan is failed, in the card's words ("Failed: you completed The
 * Huntsman Path - Sadist"), rather than "marked failed by you".
 */
export function failedInRaidBy<Q extends ChainQuest>(quest: ChainQuest, quests: readonly Q[], isDone: (uid: string) => boolean): Q | undefined {
  if (!quest.fails?.length) return undefined;
  return quests.find((by) => isDone(by.uid) && failsByObjective(quest, by));
}

/**
 * The quests completing `uid` needs done (or failed), by the game's requirements, and the quests
 * that fail with them. An exclusive choice keeps the branch the player took: a quest a completed
 * rival already failed is never ticked; a quest needed failed is failed by the rival the quest being
 * completed (or its chain) needs, else by its first rival that fails nothing of the plan, else marked.
 */
export function completionPlan(quests: readonly ChainQuest[], uid: string, p: QuestProgress): CompletionPlan {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const states = questStates(quests, p);
  const complete: string[] = [];
  const inPlan = new Set<string>([uid]);
  const marked = new Set<string>();
  const isDone = (id: string) => states.get(id) === "done" || inPlan.has(id);
  const rivalsOf = (q: ChainQuest) => (q.failOn ?? []).filter((f) => f.status.includes("complete") && byUid.has(f.quest)).map((f) => f.quest);
  const isFailed = (id: string): boolean => {
    const q = byUid.get(id);
    if (!q || isDone(id)) return false;
    return states.get(id) === "failed" || marked.has(id) || rivalsOf(q).some(isDone);
  };
  // A rival would fail a quest the plan completes: completing it would take the other branch.
  const conflicts = (id: string) => [...inPlan].some((x) => byUid.get(x)?.failOn?.some((f) => f.quest === id && f.status.includes("complete")));
  const visiting = new Set<string>();
  // "Completed or failed" waits until the rest of the chain is planned: a rival the chain needs may fail it.
  const deferred: QuestRequirement[] = [];
  let deferring = true;

  const walk = (q: ChainQuest) => {
    if (visiting.has(q.uid)) return;
    visiting.add(q.uid);
    for (const r of requires(q)) ensure(r);
    visiting.delete(q.uid);
  };
  const tick = (id: string) => {
    const q = byUid.get(id);
    if (!q || isDone(id) || isFailed(id) || conflicts(id)) return false;
    inPlan.add(id);
    walk(q);
    complete.push(id);
    return true;
  };
  const ensure = (r: QuestRequirement) => {
    const q = byUid.get(r.quest);
    if (!q) return; // Another faction's, edition's or mode's quest: the rules ignore it.
    const has = (s: QuestRequirement["status"][number]) => r.status.includes(s);
    if ((has("complete") || has("active")) && isDone(q.uid)) return;
    if (has("failed") && isFailed(q.uid)) return;
    if (deferring && has("complete") && has("failed")) {
      deferred.push(r);
      return;
    }
    if (has("complete") && tick(q.uid)) return;
    if (has("active") && states.get(q.uid) !== "failed") {
      // Only started: what it needs is done, it is not ticked itself (the plan may fail it after).
      walk(q);
      return;
    }
    if (!has("failed") || isDone(q.uid)) return;
    // Needed failed: a rival of its exclusive choice completed (the one the plan already needs first).
    const rivals = rivalsOf(q);
    if (rivals.some(isDone)) return;
    const rival = rivals.find((x) => !isFailed(x) && !conflicts(x) && !byUid.get(x)?.failOn?.some((f) => inPlan.has(f.quest)));
    if (rival && tick(rival)) return;
    marked.add(q.uid);
  };

  const target = byUid.get(uid);
  if (!target) return { complete: [], fail: [] };
  walk(target);
  deferring = false;
  for (let r = deferred.shift(); r; r = deferred.shift()) ensure(r);
  const fail = [...marked].filter((id) => !inPlan.has(id));
  for (const q of quests) {
    if (inPlan.has(q.uid) || states.get(q.uid) === "done" || states.get(q.uid) === "failed" || marked.has(q.uid)) continue;
    if ([...inPlan].some((id) => failsByObjective(q, byUid.get(id) as ChainQuest))) fail.push(q.uid);
  }
  return { complete: afterRequirements(complete, byUid), fail };
}

/** The quests in an order where each comes after the quests of the list it needs. */
function afterRequirements(uids: readonly string[], byUid: ReadonlyMap<string, ChainQuest>): string[] {
  const inList = new Set(uids);
  const out: string[] = [];
  const placed = new Set<string>();
  const place = (uid: string) => {
    if (placed.has(uid) || !inList.has(uid)) return;
    placed.add(uid);
    for (const r of requires(byUid.get(uid) as ChainQuest)) place(r.quest);
    out.push(uid);
  };
  for (const uid of uids) place(uid);
  return out;
}

/**
 * Whether every requirement of a quest holds, given the states of the others. A quest needed
 * started that has failed since (Chemical - Part 4 once Out of Curiosity is done) counts as started
 * when it could have been taken: its own requirements hold.
 */
function requirementsMet(q: ChainQuest, states: ReadonlyMap<string, QuestState>, byUid: ReadonlyMap<string, ChainQuest>, seen = new Set<string>()): boolean {
  const holds = (r: QuestRequirement): boolean => {
    const state = states.get(r.quest) ?? null;
    if (requirementHolds(state, r.status)) return true;
    const other = byUid.get(r.quest);
    if (state !== "failed" || !r.status.includes("active") || !other || seen.has(other.uid)) return false;
    seen.add(other.uid);
    return requirementsMet(other, states, byUid, seen);
  };
  return q.require.every(holds) && (!q.requireOr || q.requireOr.length === 0 || q.requireOr.some(holds));
}

/**
 * The done quests that lose their footing when `uid` is un-ticked: a requirement that held before
 * and no longer does, through the chain (un-ticking Gunsmith - Part 1 un-ticks Parts 2, 3…).
 * Quests already standing on nothing (progress ticked before these rules) are left alone. Quests
 * marked failed that only the un-ticked quests' objectives failed are unmarked.
 */
export function uncompletionPlan(quests: readonly ChainQuest[], uid: string, p: QuestProgress): UncompletionPlan {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  if (!p.questsDone.has(uid)) return { untick: [], unfail: [] };
  const ruleOnly = { ...p, useProgress: false };
  const before = questStates(quests, ruleOnly);
  const standing = new Set(quests.filter((q) => p.questsDone.has(q.uid) && requirementsMet(q, before, byUid)).map((q) => q.uid));
  const removed = new Set([uid]);
  const untick: string[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    const done = new Set([...p.questsDone].filter((id) => !removed.has(id)));
    const states = questStates(quests, { ...ruleOnly, questsDone: done });
    for (const id of standing) {
      const q = byUid.get(id) as ChainQuest;
      if (removed.has(id) || requirementsMet(q, states, byUid)) continue;
      removed.add(id);
      untick.push(id);
      changed = true;
    }
  }
  const unfail = [...(p.questsFailed ?? [])].filter((id) => {
    const q = byUid.get(id);
    return q !== undefined && [...removed].some((r) => failsByObjective(q, byUid.get(r) as ChainQuest));
  });
  return { untick, unfail };
}

/** The one progress change that completes a quest with its plan (a done quest is not failed). */
export function completionChange(uid: string, plan: CompletionPlan): ProgressChange {
  const done = [...plan.complete, uid];
  return { add: { questsDone: done, ...(plan.fail.length > 0 ? { questsFailed: plan.fail } : {}) }, remove: { questsFailed: done } };
}

/** The one progress change that un-ticks a quest with its plan. */
export function uncompletionChange(uid: string, plan: UncompletionPlan): ProgressChange {
  return { remove: { questsDone: [uid, ...plan.untick], ...(plan.unfail.length > 0 ? { questsFailed: plan.unfail } : {}) } };
}

/**
 * The change that undoes `change` on the quest lists: every quest it touched gets back the ticks it
 * had in `before` (done, failed by hand), and nothing else moves.
 */
export function undoQuestChange(before: { questsDone: ReadonlySet<string>; questsFailed: ReadonlySet<string> }, change: ProgressChange): ProgressChange {
  const add: Record<"questsDone" | "questsFailed", string[]> = { questsDone: [], questsFailed: [] };
  const remove: Record<"questsDone" | "questsFailed", string[]> = { questsDone: [], questsFailed: [] };
  for (const list of ["questsDone", "questsFailed"] as const) {
    const touched = new Set([...(change.add?.[list] ?? []), ...(change.remove?.[list] ?? [])]);
    for (const id of touched) (before[list].has(id) ? add : remove)[list].push(id);
  }
  return { add, remove };
}
