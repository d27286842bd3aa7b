import { VALUABLE_PER_SLOT_THRESHOLD } from "./constants.ts";
import { builtWithEdition, canBuildModule, type HideoutProgress, type ModuleRequirement } from "./hideoutModules.ts";
import { type ItemNeed, type NeededItem, type NeedSource, neededItems } from "./neededItems.ts";
import {
  isQuestVisible,
  type QuestCharacter,
  type QuestProgress,
  type QuestRuleData,
  type QuestState,
  questStates,
  requirementsHold,
} from "./questAvailability.ts";
import { type GoalGroup, type GoalProgress, goalGroups, goalProgress } from "./questGoals.ts";
import { type QuestVariants, questVariants, type VariantQuestData } from "./questVariants.ts";

/**
 * Spec §4 quest statuses as the progress pages use them: Completed (done), Failed (a rival quest of
 * an exclusive choice was completed, or the player marked it), Current (selected on the interactive
 * quest map), Available (can be taken now), Locked (not yet). "Active" quests are the open ones a
 * player can work on: Available or Current (the header counts).
 */
export type QuestStatus = "Completed" | "Failed" | "Current" | "Available" | "Locked";

const STATUS_OF_STATE: Record<QuestState, QuestStatus> = { done: "Completed", failed: "Failed", available: "Available", locked: "Locked" };

/** The status a quest shows, from its state and whether it is selected on the quest map. */
export function questStatus(state: QuestState, selected: boolean): QuestStatus {
  if (selected && (state === "available" || state === "locked")) return "Current";
  return STATUS_OF_STATE[state];
}

export const isActiveStatus = (s: QuestStatus) => s === "Available" || s === "Current";

export interface ProgressQuestData extends QuestRuleData, Pick<VariantQuestData, "name" | "nameEn" | "wikiUrl"> {
  needs: ItemNeed[];
}

export interface ProgressModuleData {
  /** "{stationId}-{level}", as modulesBuilt holds it. */
  id: string;
  stationId: string;
  level: number;
  requires: ModuleRequirement;
}

export interface ProgressInput<Q extends ProgressQuestData = ProgressQuestData> {
  quests: readonly Q[];
  modules: readonly ProgressModuleData[];
  char: QuestCharacter;
  progress: QuestProgress;
  modulesBuilt: ReadonlySet<string>;
  /** The module levels each edition starts with (by edition name). */
  editionModules?: Partial<Record<string, readonly string[]>>;
  /** Skill levels the character told the site (hideout skill requirements read them). */
  skills?: Readonly<Record<string, number>>;
  itemsFound: Readonly<Record<string, number>>;
  selected?: ReadonlySet<string>;
}

export interface ProgressOverview<Q extends ProgressQuestData = ProgressQuestData> {
  /** Status of every quest the character can see (each variant too), by uid, and the rules' state behind it. */
  status: Map<string, QuestStatus>;
  states: ReadonlyMap<string, QuestState>;
  /** The quests listed: one variant of each name (questVariants.ts); counts are theirs. */
  visible: Q[];
  /** The quests the data lists more than once under a name, and the variant each shows. */
  variants: QuestVariants;
  counts: Record<QuestStatus, number>;
  /** Kappa and Lightkeeper: each exclusive choice counted once (questGoals.ts). */
  kappa: GoalProgress;
  lightkeeper: GoalProgress;
  /** Available quests and the quests completing each would open (most first). */
  nextUnlocks: { uid: string; unlocks: string[] }[];
  /** Built levels, the edition's included; ready = can be built now (hideoutModules.ts rules). */
  modules: { built: number; total: number; ready: string[]; builtIds: ReadonlySet<string>; progress: HideoutProgress };
  /** Needs of open quests and unbuilt modules (spec: the sum, FIR split, pools once). */
  needed: NeededItem[];
}

/** The Kappa and Lightkeeper groups of one character's quests, kept per quest list (they do not change with progress). */
const goalCache = new WeakMap<readonly unknown[], Map<string, { kappa: GoalGroup[]; lightkeeper: GoalGroup[] }>>();
function goalsOf(all: readonly ProgressQuestData[], char: QuestCharacter, visible: readonly ProgressQuestData[]) {
  let byChar = goalCache.get(all);
  if (!byChar) {
    byChar = new Map();
    goalCache.set(all, byChar);
  }
  const key = `${char.fraction}|${char.gameEdition}|${char.gameMode}`.toLowerCase();
  let goals = byChar.get(key);
  if (!goals) {
    goals = { kappa: goalGroups(visible, (q) => q.requiredForKappa), lightkeeper: goalGroups(visible, (q) => q.requiredForLightkeeper === true) };
    byChar.set(key, goals);
  }
  return goals;
}

/**
 * Everything the progress pages derive from a character's progress in one pass (issue 6 budget:
 * under 5 ms for all quests and modules, bench/progress.ts).
 */
export function progressOverview<Q extends ProgressQuestData>(input: ProgressInput<Q>): ProgressOverview<Q> {
  const selected = input.selected ?? new Set<string>();
  // The rules read every variant's state (a requirement on a variant not shown still holds or not).
  const all = input.quests.filter((q) => isQuestVisible(q, input.char));
  const states = questStates(all, input.progress);
  const goals = goalsOf(input.quests, input.char, all);
  const variants = questVariants(all, states);
  const visible = variants.hidden.size > 0 ? all.filter((q) => !variants.hidden.has(q.uid)) : all;
  const status = new Map<string, QuestStatus>();
  const counts: Record<QuestStatus, number> = { Completed: 0, Failed: 0, Current: 0, Available: 0, Locked: 0 };
  for (const q of all) {
    const s = questStatus(states.get(q.uid) ?? "locked", selected.has(q.uid));
    status.set(q.uid, s);
    if (!variants.hidden.has(q.uid)) counts[s] += 1;
  }

  // What completing each open quest would open: the locked quests naming it, or naming a rival it
  // fails (Loyalty Buyout opens when Chemical - Part 4 fails), checked against the states after it.
  // Every variant takes part (completing a shown one can fail a hidden rival); only shown ones are named.
  const dependents = new Map<string, ProgressQuestData[]>();
  for (const q of all) {
    if (status.get(q.uid) !== "Locked") continue;
    for (const r of [...q.require, ...(q.requireOr ?? [])]) {
      const list = dependents.get(r.quest);
      if (list) list.push(q);
      else dependents.set(r.quest, [q]);
    }
  }
  const rivalsFailedBy = new Map<string, string[]>();
  for (const q of all) {
    for (const f of q.failOn ?? []) {
      if (!f.status.includes("complete") || states.get(q.uid) === "done" || states.get(q.uid) === "failed") continue;
      const list = rivalsFailedBy.get(f.quest);
      if (list) list.push(q.uid);
      else rivalsFailedBy.set(f.quest, [q.uid]);
    }
  }
  const nextUnlocks: { uid: string; unlocks: string[] }[] = [];
  for (const q of visible) {
    if (!isActiveStatus(status.get(q.uid) ?? "Locked")) continue;
    const failed = rivalsFailedBy.get(q.uid) ?? [];
    const candidates = new Set([q.uid, ...failed].flatMap((uid) => dependents.get(uid) ?? []));
    if (candidates.size === 0) continue;
    const after = new Map<string, QuestState>([[q.uid, "done"], ...failed.map((uid) => [uid, "failed"] as const)]);
    const stateAfter = (uid: string) => after.get(uid) ?? states.get(uid) ?? null;
    const unlocks = [...candidates]
      .filter(
        (c) =>
          !variants.hidden.has(c.uid) &&
          !failed.includes(c.uid) &&
          !(c.failOn ?? []).some((f) => f.quest === q.uid) &&
          requirementsHold(c, input.progress, stateAfter),
      )
      .map((c) => c.uid);
    if (unlocks.length > 0) nextUnlocks.push({ uid: q.uid, unlocks });
  }
  nextUnlocks.sort((a, b) => b.unlocks.length - a.unlocks.length);

  const built = builtWithEdition(input.modulesBuilt, input.char.gameEdition, input.editionModules ?? {});
  const hideout: HideoutProgress = {
    built,
    tradersLL: input.progress.tradersLL,
    skills: input.skills ?? {},
    itemsFound: input.itemsFound,
    tracking: input.progress.useProgress,
  };
  const ready = input.modules.filter((m) => canBuildModule(m, hideout)).map((m) => m.id);
  const sources: NeedSource[] = [
    // Done and failed quests take no more items (a failed one cannot be handed in).
    ...visible
      .filter((q) => states.get(q.uid) !== "done" && states.get(q.uid) !== "failed" && q.needs.length > 0)
      .map((q) => ({ kind: "quest" as const, id: q.uid, needs: q.needs })),
    ...input.modules
      .filter((m) => !built.has(m.id) && m.requires.items.length > 0)
      .map((m) => ({ kind: "module" as const, id: m.id, needs: m.requires.items })),
  ];
  return {
    status,
    states,
    visible,
    variants,
    counts,
    kappa: goalProgress(goals.kappa, states),
    lightkeeper: goalProgress(goals.lightkeeper, states),
    nextUnlocks,
    modules: { built: input.modules.filter((m) => built.has(m.id)).length, total: input.modules.length, ready, builtIds: built, progress: hideout },
    needed: neededItems(sources, input.itemsFound),
  };
}

/** Spec §9: an item is valuable on the interactive items page above 10k roubles per slot. */
export function isValuable(pricePerSlot: number | null | undefined): boolean {
  return typeof pricePerSlot === "number" && pricePerSlot > VALUABLE_PER_SLOT_THRESHOLD;
}

/** How many are still missing (never below zero). */
export function missingCount(item: Pick<NeededItem, "need" | "have">): number {
  return Math.max(0, item.need - item.have);
}

/**
 * Spec §4: progress is reset automatically after a game wipe. A PVP character's progress kept
 * since before the wipe date is due for a reset once that date has come (PVE is not wiped).
 */
export function wipeResetDue(progressSince: number, wipeDate: number | null | undefined, gameMode: string, now: number): boolean {
  if (!wipeDate || gameMode.toLowerCase() !== "pvp") return false;
  return wipeDate <= now && progressSince < wipeDate;
}
