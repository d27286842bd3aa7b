import { FREE_QUEST_SELECTION_LIMIT } from "./constants.ts";
import { MAPS } from "./maps.ts";
import { questVariants, type VariantQuestData } from "./questVariants.ts";
import type { QuestRequirement, QuestView } from "./questView.ts";
import { loyaltyLevel } from "./traders.ts";

/** A quest as the availability rules read it (spec §3 Quest; built by questView.ts). */
export type QuestRuleData = Pick<
  QuestView,
  "uid" | "reqLevel" | "reqLL" | "require" | "requiredForKappa" | "fraction" | "reqGameEdition" | "reqGameMode" | "locations"
> &
  Partial<Pick<QuestView, "requireOr" | "failOn" | "excludedGameEditions" | "requiredForLightkeeper">>;

/** What the rules read of the character's progress. */
export interface QuestProgress {
  level: number;
  tradersLL: Record<string, number>;
  questsDone: ReadonlySet<string>;
  /** Quests the player marked failed by hand (a fail condition met in a raid). */
  questsFailed?: ReadonlySet<string>;
  /** hideoutUseProgress: level and loyalty checks apply only when tracking is on. */
  useProgress: boolean;
}

/**
 * Where a quest stands for the character: done (ticked), failed (a rival quest's completion or the
 * player's mark), available (every requirement holds) or locked.
 */
export type QuestState = "done" | "failed" | "available" | "locked";

/**
 * Whether one requirement holds, given the state of the quest it names: null is a quest outside the
 * character's set (another faction's, edition's or mode's), which the rules ignore.
 */
export function requirementHolds(state: QuestState | null, status: readonly string[]): boolean {
  return state === null || stateMeets(state, status);
}

/** Whether a quest's state satisfies one of a requirement's statuses. A quest that was done was active first. */
function stateMeets(state: QuestState, status: readonly string[]): boolean {
  if (state === "done") return status.includes("complete") || status.includes("active");
  if (state === "failed") return status.includes("failed");
  if (state === "available") return status.includes("active");
  return false;
}

/**
 * The state of every quest of a set (the quests one character can see), by the game's rules:
 * - a quest ticked done is done;
 * - a quest fails when one of its `failOn` requirements holds (a rival of an exclusive choice was
 *   completed) or the player marked it failed; failing spreads through fail conditions that ask for
 *   "failed"; un-ticking the rival restores it, since nothing of it is stored;
 * - otherwise it is available when the character's level and loyalty levels reach its own (only
 *   with tracking on, spec §4), every `require` holds in one of its statuses ("active" holds while
 *   the other quest is available or done), and one `requireOr` holds when any are listed;
 * - requirements on quests outside the set (another faction's, edition's or mode's) are ignored:
 *   the character can never have those.
 */
export function questStates(quests: readonly QuestRuleData[], p: QuestProgress): Map<string, QuestState> {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const states = new Map<string, QuestState>();
  for (const q of quests) if (p.questsDone.has(q.uid)) states.set(q.uid, "done");
  for (const uid of p.questsFailed ?? []) if (byUid.has(uid) && !states.has(uid)) states.set(uid, "failed");

  // Fail conditions read only done and failed states: repeat until nothing more fails.
  for (let changed = true; changed; ) {
    changed = false;
    for (const q of quests) {
      if (states.has(q.uid)) continue;
      const fails = (q.failOn ?? []).some((f) => {
        const other = states.get(f.quest);
        return other !== undefined && other !== "available" && stateMeets(other, f.status);
      });
      if (fails) {
        states.set(q.uid, "failed");
        changed = true;
      }
    }
  }

  const visiting = new Set<string>();
  const stateOf = (uid: string): QuestState | null => {
    const known = states.get(uid);
    if (known) return known;
    const q = byUid.get(uid);
    if (!q) return null;
    if (visiting.has(uid)) return "locked";
    visiting.add(uid);
    const state: QuestState = requirementsHold(q, p, stateOf) ? "available" : "locked";
    visiting.delete(uid);
    states.set(uid, state);
    return state;
  };
  for (const q of quests) stateOf(q.uid);
  return states;
}

/**
 * Whether a quest that is neither done nor failed can be taken: level and loyalty levels (with
 * tracking on), every `require` and one `requireOr` holding, given the states of other quests
 * (null: a quest outside the character's set, which is ignored).
 */
export function requirementsHold(q: QuestRuleData, p: QuestProgress, stateOf: (uid: string) => QuestState | null): boolean {
  if (p.useProgress && (p.level < q.reqLevel || q.reqLL.some((r) => loyaltyLevel(p.tradersLL, r.trader) < r.level))) return false;
  const holds = (r: QuestRequirement) => requirementHolds(stateOf(r.quest), r.status);
  return q.require.every(holds) && (!q.requireOr || q.requireOr.length === 0 || q.requireOr.some(holds));
}

/** The character's identity as the visibility filter reads it. */
export interface QuestCharacter {
  fraction: string;
  /** An edition name of spec §3 ("Edge of Darkness"…). */
  gameEdition: string;
  /** "pvp" or "pve". */
  gameMode: string;
}

/**
 * Spec §4 "Quest visibility filter": a quest is dropped when its faction differs from the
 * character's, when it lists game editions without the character's (or excludes the character's),
 * or when it lists game modes and the first differs from the character's mode.
 */
export function isQuestVisible(quest: QuestRuleData, char: QuestCharacter): boolean {
  if (quest.fraction && quest.fraction.toLowerCase() !== char.fraction.toLowerCase()) return false;
  if (quest.reqGameEdition.length > 0 && !quest.reqGameEdition.includes(char.gameEdition)) return false;
  if (quest.excludedGameEditions?.includes(char.gameEdition)) return false;
  const firstMode = quest.reqGameMode[0];
  if (firstMode && firstMode.toLowerCase() !== char.gameMode.toLowerCase()) return false;
  return true;
}

/** Spec §4 sort weights: a quest on one location 100, on several 50, on none 10. */
export function questSortWeight(quest: Pick<QuestRuleData, "locations">): number {
  return quest.locations.length === 1 ? 100 : quest.locations.length > 1 ? 50 : 10;
}

/**
 * Spec §2/§4 active quests per map slug (the header's map dropdown counts): only for Pro users with
 * tracking on and at least one quest; visible and available quests counted on each of their maps,
 * Night Factory added to Factory; a quest the data lists several times under one name counts once,
 * as the variant the list shows (questVariants.ts).
 */
export function activeQuestsPerMap(
  quests: readonly VariantQuestData[],
  p: QuestProgress,
  char: QuestCharacter,
  options: { pro: boolean },
): Map<string, number> {
  const counts = new Map<string, number>();
  if (!options.pro || !p.useProgress || quests.length === 0) return counts;
  const visible = quests.filter((q) => isQuestVisible(q, char));
  const states = questStates(visible, p);
  const { hidden } = questVariants(visible, states);
  for (const q of visible) {
    if (states.get(q.uid) !== "available" || hidden.has(q.uid)) continue;
    for (const slug of questMapSlugs(q)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return counts;
}

const slugByName = new Map<string, string>([
  ...MAPS.map((m) => [m.name.toLowerCase(), m.slug] as const),
  // The data's own names: Night Factory counts with Factory (spec §2), Streets has its long name.
  ["night factory", "factory"],
  ["streets of tarkov", "streets"],
]);

/** The map slugs a quest takes place on (from its location names). */
export function questMapSlugs(quest: Pick<QuestRuleData, "locations">): Set<string> {
  return new Set(quest.locations.map((name) => slugByName.get(name.toLowerCase())).filter((s): s is string => Boolean(s)));
}

/**
 * Spec §5: free users may select at most 3 quests at once on the interactive quest map. Toggles a
 * quest; answers the new selection, or "limit" when a free user would go past it.
 */
export function toggleQuestSelection(selected: readonly string[], uid: string, pro: boolean): { selected: string[] } | { error: "limit" } {
  if (selected.includes(uid)) return { selected: selected.filter((x) => x !== uid) };
  if (!pro && selected.length >= FREE_QUEST_SELECTION_LIMIT) return { error: "limit" };
  return { selected: [...selected, uid] };
}
