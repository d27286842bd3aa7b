import { FREE_QUEST_SELECTION_LIMIT } from "./constants.ts";
import { MAPS } from "./maps.ts";
import { loyaltyLevel } from "./traders.ts";

/** A quest as the availability rules read it (spec §3 Quest). */
export interface QuestRuleData {
  uid: string;
  reqLevel: number;
  reqLL: { trader: string; level: number }[];
  /** Every one of these must be done or cancelled. */
  require: string[];
  /** At least one of these must be done or cancelled, when listed. */
  requireOr?: string[];
  requiredForKappa: boolean;
  fraction: string | null;
  reqGameEdition: string[];
  reqGameMode: string[];
  /** Map names the quest takes place on. */
  locations: string[];
}

/** What the availability rules read of the character. */
export interface QuestProgress {
  level: number;
  tradersLL: Record<string, number>;
  questsDone: ReadonlySet<string>;
  questsCancelled?: ReadonlySet<string>;
  /** hideoutUseProgress: level and loyalty checks apply only when tracking is on. */
  useProgress: boolean;
}

const doneOrCancelled = (uid: string, p: QuestProgress) => p.questsDone.has(uid) || (p.questsCancelled?.has(uid) ?? false);

/**
 * Spec §4 "Quest availability": hidden below the required level or loyalty levels (only with
 * tracking on), hidden when cancelled or done; otherwise every `require` quest must be done or
 * cancelled, and at least one `requireOr` quest when any are listed. The special final quest opens
 * only when every requiredForKappa quest is done.
 */
export function isQuestAvailable(quest: QuestRuleData, p: QuestProgress, final?: { uid: string; kappaQuests: readonly string[] }): boolean {
  if (p.useProgress) {
    if (p.level < quest.reqLevel) return false;
    if (quest.reqLL.some((r) => loyaltyLevel(p.tradersLL, r.trader) < r.level)) return false;
  }
  if (doneOrCancelled(quest.uid, p)) return false;
  if (!quest.require.every((uid) => doneOrCancelled(uid, p))) return false;
  if (quest.requireOr && quest.requireOr.length > 0 && !quest.requireOr.some((uid) => doneOrCancelled(uid, p))) return false;
  if (final && final.uid === quest.uid && !final.kappaQuests.every((uid) => p.questsDone.has(uid))) return false;
  return true;
}

/** The character's identity as the visibility filter reads it. */
export interface QuestCharacter {
  fraction: string;
  gameEdition: string;
  /** "pvp" or "pve". */
  gameMode: string;
}

/**
 * Spec §4 "Quest visibility filter": a quest is dropped when its faction differs from the
 * character's, when it lists game editions without the character's, or when it lists game modes
 * and the first differs from the character's mode.
 */
export function isQuestVisible(quest: QuestRuleData, char: QuestCharacter): boolean {
  if (quest.fraction && quest.fraction.toLowerCase() !== char.fraction.toLowerCase()) return false;
  if (quest.reqGameEdition.length > 0 && !quest.reqGameEdition.includes(char.gameEdition)) return false;
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
 * Night Factory added to Factory.
 */
export function activeQuestsPerMap(
  quests: readonly QuestRuleData[],
  p: QuestProgress,
  char: QuestCharacter,
  options: { pro: boolean; final?: { uid: string; kappaQuests: readonly string[] } },
): Map<string, number> {
  const counts = new Map<string, number>();
  if (!options.pro || !p.useProgress || quests.length === 0) return counts;
  for (const q of quests) {
    if (!isQuestVisible(q, char) || !isQuestAvailable(q, p, options.final)) continue;
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
