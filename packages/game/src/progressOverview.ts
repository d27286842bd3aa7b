import { VALUABLE_PER_SLOT_THRESHOLD } from "./constants.ts";
import { canBuildModule, type ItemNeed, type ModuleRequirement, type NeededItem, type NeedSource, neededItems } from "./neededItems.ts";
import { isQuestAvailable, isQuestVisible, type QuestCharacter, type QuestProgress, type QuestRuleData } from "./questAvailability.ts";

/**
 * Spec §4 quest statuses as the progress pages use them: Completed (done), Current (selected on the
 * interactive quest map), Available (can be taken now: the availability rules), Locked (not yet).
 * "Active" quests are the open ones a player can work on: Available or Current (the header counts).
 */
export type QuestStatus = "Completed" | "Current" | "Available" | "Locked";

export function questStatus(quest: QuestRuleData, p: QuestProgress, selected: ReadonlySet<string>, final?: FinalQuest): QuestStatus {
  if (p.questsDone.has(quest.uid)) return "Completed";
  if (selected.has(quest.uid)) return "Current";
  return isQuestAvailable(quest, p, final) ? "Available" : "Locked";
}

export const isActiveStatus = (s: QuestStatus) => s === "Available" || s === "Current";

/** The special final quest (spec §4): open only when every requiredForKappa quest is done. */
export interface FinalQuest {
  uid: string;
  kappaQuests: readonly string[];
}

/** The final quest's rule for one character: the kappa quests it can see, but the final quest itself. */
export function finalQuestFor(finalUid: string | null, visible: readonly QuestRuleData[]): FinalQuest | undefined {
  if (!finalUid) return undefined;
  return { uid: finalUid, kappaQuests: visible.filter((q) => q.requiredForKappa && q.uid !== finalUid).map((q) => q.uid) };
}

export interface ProgressQuestData extends QuestRuleData {
  needs: ItemNeed[];
}

export interface ProgressModuleData {
  /** "{stationId}-{level}", as modulesBuilt holds it. */
  id: string;
  stationId: string;
  level: number;
  requires: ModuleRequirement;
}

export interface ProgressInput {
  quests: readonly ProgressQuestData[];
  modules: readonly ProgressModuleData[];
  finalQuest: string | null;
  char: QuestCharacter;
  progress: QuestProgress;
  modulesBuilt: ReadonlySet<string>;
  itemsFound: Readonly<Record<string, number>>;
  selected?: ReadonlySet<string>;
}

export interface ProgressOverview {
  /** Status of every quest the character can see, by uid. */
  status: Map<string, QuestStatus>;
  visible: ProgressQuestData[];
  counts: Record<QuestStatus, number>;
  kappa: { done: number; total: number };
  /** Available quests and the quests completing each would open (most first). */
  nextUnlocks: { uid: string; unlocks: string[] }[];
  modules: { built: number; total: number; ready: string[] };
  /** Needs of open quests and unbuilt modules (spec: the sum, FIR split, pools once). */
  needed: NeededItem[];
}

/**
 * Everything the progress pages derive from a character's progress in one pass (issue 6 budget:
 * under 5 ms for all quests and modules, bench/progress.ts).
 */
export function progressOverview(input: ProgressInput): ProgressOverview {
  const selected = input.selected ?? new Set<string>();
  const visible = input.quests.filter((q) => isQuestVisible(q, input.char));
  const final = finalQuestFor(input.finalQuest, visible);
  const status = new Map<string, QuestStatus>();
  const counts: Record<QuestStatus, number> = { Completed: 0, Current: 0, Available: 0, Locked: 0 };
  for (const q of visible) {
    const s = questStatus(q, input.progress, selected, final);
    status.set(q.uid, s);
    counts[s] += 1;
  }
  const kappaQuests = visible.filter((q) => q.requiredForKappa);

  // Which locked quests each open quest would open: every quest that names it in its requirements.
  const dependents = new Map<string, ProgressQuestData[]>();
  for (const q of visible) {
    if (status.get(q.uid) !== "Locked") continue;
    for (const r of [...q.require, ...(q.requireOr ?? [])]) {
      const list = dependents.get(r);
      if (list) list.push(q);
      else dependents.set(r, [q]);
    }
  }
  const nextUnlocks: { uid: string; unlocks: string[] }[] = [];
  for (const q of visible) {
    if (!isActiveStatus(status.get(q.uid) ?? "Locked")) continue;
    const candidates = dependents.get(q.uid);
    if (!candidates) continue;
    const after: QuestProgress = { ...input.progress, questsDone: new Set([...input.progress.questsDone, q.uid]) };
    const unlocks = candidates.filter((c) => isQuestAvailable(c, after, final)).map((c) => c.uid);
    if (unlocks.length > 0) nextUnlocks.push({ uid: q.uid, unlocks });
  }
  nextUnlocks.sort((a, b) => b.unlocks.length - a.unlocks.length);

  const ready = input.modules.filter((m) => canBuildModule(m, input.modulesBuilt, input.progress.tradersLL)).map((m) => m.id);
  const sources: NeedSource[] = [
    ...visible.filter((q) => status.get(q.uid) !== "Completed" && q.needs.length > 0).map((q) => ({ kind: "quest" as const, id: q.uid, needs: q.needs })),
    ...input.modules
      .filter((m) => !input.modulesBuilt.has(m.id) && m.requires.items.length > 0)
      .map((m) => ({ kind: "module" as const, id: m.id, needs: m.requires.items })),
  ];
  return {
    status,
    visible,
    counts,
    kappa: { done: kappaQuests.filter((q) => input.progress.questsDone.has(q.uid)).length, total: kappaQuests.length },
    nextUnlocks,
    modules: { built: input.modules.filter((m) => input.modulesBuilt.has(m.id)).length, total: input.modules.length, ready },
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
