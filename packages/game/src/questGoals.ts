import type { QuestRuleData, QuestState } from "./questAvailability.ts";

/**
 * Kappa and Lightkeeper progress. The data flags every branch of an exclusive choice (Chemical -
 * Part 4 / Out of Curiosity / Big Customer are all "required for Kappa"), but completing one fails
 * the others. So the goal counts how many flagged quests one character can complete together: the
 * largest set of flagged quests with no fail condition between any two (each exclusive choice
 * counts once), per group of flagged quests linked by fail conditions.
 */
export interface GoalProgress {
  /** Flagged quests done, at most the goal's count in each exclusive group. */
  done: number;
  /** How many flagged quests a character can complete together. */
  total: number;
  /** Groups that can no longer be completed: every flagged quest in them failed. */
  lost: number;
}

/** Flagged quests linked by fail conditions, and how many of them one character can complete. */
export interface GoalGroup {
  members: string[];
  /** The largest number of members with no fail condition between two of them. */
  size: number;
}

/** The goal's groups of a quest set (they depend on the quests only: compute once per set). */
export function goalGroups(quests: readonly QuestRuleData[], flagged: (q: QuestRuleData) => boolean): GoalGroup[] {
  const chosen = quests.filter(flagged);
  const conflicts = new Map<string, Set<string>>(chosen.map((q) => [q.uid, new Set<string>()]));
  for (const q of chosen) {
    for (const f of q.failOn ?? []) {
      if (f.quest === q.uid || !conflicts.has(f.quest)) continue;
      conflicts.get(q.uid)?.add(f.quest);
      conflicts.get(f.quest)?.add(q.uid);
    }
  }
  const seen = new Set<string>();
  const groups: GoalGroup[] = [];
  for (const q of chosen) {
    if (seen.has(q.uid)) continue;
    const members: string[] = [];
    const queue = [q.uid];
    seen.add(q.uid);
    while (queue.length > 0) {
      const uid = queue.pop() as string;
      members.push(uid);
      for (const other of conflicts.get(uid) ?? []) {
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    groups.push({ members, size: largestCompatible(members, conflicts) });
  }
  return groups;
}

/** The largest number of a group's quests with no conflict between two of them (groups are a handful of quests). */
function largestCompatible(members: readonly string[], conflicts: ReadonlyMap<string, ReadonlySet<string>>): number {
  if (members.length === 1) return 1;
  let best = 0;
  const grow = (index: number, picked: string[]) => {
    if (picked.length + (members.length - index) <= best) return;
    if (index === members.length) {
      best = picked.length;
      return;
    }
    const m = members[index] as string;
    if (picked.every((p) => !conflicts.get(p)?.has(m))) grow(index + 1, [...picked, m]);
    grow(index + 1, picked);
  };
  grow(0, []);
  return best;
}

/** Progress towards a goal (Kappa or Lightkeeper) from its groups and the quests' states. */
export function goalProgress(groups: readonly GoalGroup[], states: ReadonlyMap<string, QuestState>): GoalProgress {
  let done = 0;
  let total = 0;
  let lost = 0;
  for (const { members, size } of groups) {
    total += size;
    let completed = 0;
    let failed = 0;
    for (const m of members) {
      const state = states.get(m);
      if (state === "done") completed += 1;
      else if (state === "failed") failed += 1;
    }
    done += Math.min(size, completed);
    if (failed === members.length) lost += 1;
  }
  return { done, total, lost };
}
