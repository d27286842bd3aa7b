import type { QuestRuleData, QuestState } from "./questAvailability.ts";

/**
 * Quests the data lists several times under one name (issue 31 item 4): "New Beginning" once per
 * prestige, "Make Amends" once per stage of Mechanic's chain, "Battery Change" and "The Price of
 * Independence" once per branch of the BTR Driver's story. A character sees one card per name:
 * the variant that applies by the data's own rules, or, where the data cannot tell, one card with
 * the choice among the variants still possible.
 */

/** What the variant rules read of a quest besides the availability rules' fields. */
export interface VariantQuestData extends QuestRuleData {
  /** The visitor's name; `nameEn` the English one where it differs (variants share the English name). */
  name?: string;
  nameEn?: string;
  wikiUrl?: string | null;
}

/** Why a group shows the variant it shows. */
export type VariantReason =
  /** One variant is still possible (faction, edition and mode left the others out, or an earlier outcome closed them). */
  | "only"
  /** The variants are stages of one chain (each requires the one before): the first not done, else the last. */
  | "stage"
  /** The data cannot tell: the player chooses (a ticked variant is shown first). */
  | "choice"
  /** None is possible any more (every variant failed or closed): the first done, failed or listed. */
  | "none";

/** How a choice's variants are told apart: the prestige the data's wiki link names, the quest each follows, or a number. */
export type VariantLabel = { kind: "prestige"; level: number } | { kind: "after"; quest: string } | { kind: "number"; n: number };

export interface VariantGroup {
  /** The shared (English) name. */
  key: string;
  /** Every variant the character's set holds, in the data's order. */
  members: string[];
  /** The variant shown by default. */
  shown: string;
  reason: VariantReason;
  /** The variants the player may switch between on the one card (two or more only for a choice). */
  options: string[];
  /** A label for each option (by uid). */
  labels: Map<string, VariantLabel>;
}

export interface QuestVariants {
  groups: VariantGroup[];
  /** The variants not shown by default (the list leaves them out; the rules still read their states). */
  hidden: Set<string>;
  /** The group of a variant, by any member's uid. */
  groupOf: Map<string, VariantGroup>;
}

/** The name variants share: the English name. */
export const variantKey = (q: Pick<VariantQuestData, "uid" | "name" | "nameEn">): string => q.nameEn ?? q.name ?? q.uid;

/**
 * States a done quest implies: a quest ticked done had its requirements met, so a requirement that
 * asks for "complete" only was completed, and one that asks for "failed" only had failed ("Stick
 * in the Wheel" done means "Hot Wheels" was completed, even if the player never ticked it).
 */
export function impliedStates(quests: readonly QuestRuleData[], states: ReadonlyMap<string, QuestState>): Map<string, QuestState> {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const out = new Map(states);
  const stack = quests.filter((q) => states.get(q.uid) === "done").map((q) => q.uid);
  while (stack.length > 0) {
    const q = byUid.get(stack.pop() as string);
    for (const r of q?.require ?? []) {
      if (!byUid.has(r.quest) || out.get(r.quest) === "done" || out.get(r.quest) === "failed") continue;
      if (r.status.length === 1 && r.status[0] === "complete") {
        out.set(r.quest, "done");
        stack.push(r.quest);
      } else if (r.status.length === 1 && r.status[0] === "failed") out.set(r.quest, "failed");
    }
  }
  return out;
}

/**
 * Whether a quest can still reach a status for the character, given the (implied) states: a done
 * quest stays done, a failed one failed; an open one can be completed (or be active) when each of
 * its requirements can still hold, and can fail when it can be taken (a player marks a quest
 * failed in a raid) or a rival that fails it can still reach its status. Levels and loyalty are not
 * read: they only grow. Quests outside the set are ignored, as the availability rules do.
 */
export function reachability(quests: readonly QuestRuleData[], states: ReadonlyMap<string, QuestState>): (uid: string, status: string) => boolean {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const can = (uid: string, status: string): boolean => {
    const q = byUid.get(uid);
    if (!q) return true;
    const key = `${uid}|${status}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) return false;
    visiting.add(key);
    const result = compute(q, status);
    visiting.delete(key);
    memo.set(key, result);
    return result;
  };
  const requirementsCan = (q: QuestRuleData) => {
    const holds = (r: { quest: string; status: readonly string[] }) => r.status.some((s) => can(r.quest, s));
    return q.require.every(holds) && (!q.requireOr || q.requireOr.length === 0 || q.requireOr.some(holds));
  };
  const compute = (q: QuestRuleData, status: string): boolean => {
    const state = states.get(q.uid);
    if (state === "done") return status !== "failed";
    if (state === "failed") return status === "failed";
    if (status === "failed") return requirementsCan(q) || (q.failOn ?? []).some((f) => f.status.some((s) => can(f.quest, s)));
    return requirementsCan(q);
  };
  return can;
}

/** Whether quest `a` needs quest `b` before it, through its requirements. */
function needsBefore(byUid: ReadonlyMap<string, QuestRuleData>, a: string, b: string): boolean {
  const seen = new Set<string>();
  const stack = [a];
  while (stack.length > 0) {
    const q = byUid.get(stack.pop() as string);
    for (const r of [...(q?.require ?? []), ...(q?.requireOr ?? [])]) {
      if (r.quest === b) return true;
      if (!seen.has(r.quest)) {
        seen.add(r.quest);
        stack.push(r.quest);
      }
    }
  }
  return false;
}

/**
 * The variant groups of one character's quests (those the visibility filter kept) and which variant
 * each shows, from the states of the availability rules (questStates).
 */
export function questVariants<Q extends VariantQuestData>(quests: readonly Q[], states: ReadonlyMap<string, QuestState>): QuestVariants {
  const byKey = new Map<string, Q[]>();
  for (const q of quests) {
    const key = variantKey(q);
    const list = byKey.get(key);
    if (list) list.push(q);
    else byKey.set(key, [q]);
  }
  const result: QuestVariants = { groups: [], hidden: new Set(), groupOf: new Map() };
  const multi = [...byKey.values()].filter((list) => list.length > 1);
  if (multi.length === 0) return result;

  const byUid = new Map<string, Q>(quests.map((q) => [q.uid, q]));
  const implied = impliedStates(quests, states);
  const can = reachability(quests, implied);
  const groupByUid = new Map<string, Q[]>(multi.flatMap((list) => list.map((q) => [q.uid, list] as const)));

  for (const list of multi) {
    const members = list.map((q) => q.uid);
    const possible = members.filter((uid) => can(uid, "complete"));
    const ordered = [...possible].sort((a, b) => Number(needsBefore(byUid, a, b)) - Number(needsBefore(byUid, b, a)));
    const staged = possible.some((a) => possible.some((b) => a !== b && needsBefore(byUid, a, b)));
    let shown: string;
    let reason: VariantReason;
    let options: string[] = [];
    if (possible.length === 0) {
      reason = "none";
      shown = members.find((uid) => states.get(uid) === "done") ?? members.find((uid) => states.get(uid) === "failed") ?? (members[0] as string);
    } else if (possible.length === 1) {
      reason = "only";
      shown = possible[0] as string;
    } else if (staged) {
      reason = "stage";
      shown = ordered.find((uid) => states.get(uid) !== "done") ?? (ordered[ordered.length - 1] as string);
    } else {
      reason = "choice";
      options = possible;
      shown = possible.find((uid) => states.get(uid) === "done") ?? possible.find((uid) => states.get(uid) === "available") ?? (possible[0] as string);
    }
    const group: VariantGroup = { key: variantKey(list[0] as Q), members, shown, reason, options, labels: new Map() };
    options.forEach((uid, i) => {
      group.labels.set(uid, labelOf(byUid, groupByUid, options, uid, i));
    });
    result.groups.push(group);
    for (const uid of members) {
      result.groupOf.set(uid, group);
      if (uid !== shown) result.hidden.add(uid);
    }
  }
  return result;
}

/**
 * How one option of a choice is named: the prestige its wiki link names ("New Beginning (Prestige
 * 2)"), else the quest it requires that the other options do not (followed to that quest's own
 * distinguishing requirement when that quest is itself a variant, as "Battery Change" is), else its
 * number.
 */
function labelOf<Q extends VariantQuestData>(
  byUid: ReadonlyMap<string, Q>,
  groupByUid: ReadonlyMap<string, Q[]>,
  options: readonly string[],
  uid: string,
  index: number,
  depth = 0,
): VariantLabel {
  const q = byUid.get(uid);
  const prestige = q?.wikiUrl ? /\(Prestige_(\d+)\)/i.exec(q.wikiUrl) : null;
  if (prestige) return { kind: "prestige", level: Number(prestige[1]) };
  const others = options.filter((o) => o !== uid).map((o) => new Set((byUid.get(o)?.require ?? []).map((r) => r.quest)));
  const own = (q?.require ?? []).find((r) => others.every((set) => !set.has(r.quest)));
  if (own) {
    const siblings = groupByUid.get(own.quest);
    if (siblings && depth < 3) {
      const siblingUids = siblings.map((s) => s.uid);
      return labelOf(byUid, groupByUid, siblingUids, own.quest, siblingUids.indexOf(own.quest), depth + 1);
    }
    return { kind: "after", quest: own.quest };
  }
  return { kind: "number", n: index + 1 };
}
