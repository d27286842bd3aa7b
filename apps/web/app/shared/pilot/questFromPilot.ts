import type { ProgressPatch } from "@raidkit/api/client";
import { addQuestDone, type Locale, PILOT_QUEST_STATUS, shouldAutoCompleteQuest } from "@raidkit/game";
import { api } from "../api.ts";
import { syncCache } from "../cacheStore.ts";

/**
 * A quest status from the pilot (spec §5, §7): with auto-complete on and status 12, the user is
 * fetched again; a quest the quest cache does not know is "notFound" (logged "Quest not found");
 * a Pro user's quest is added to questsDone (deduplicated) and saved.
 */
export async function completeQuestFromPilot(
  questId: string,
  status: number,
  options: { enabled: boolean; locale: Locale; updateProgress: (patch: ProgressPatch) => Promise<boolean> },
): Promise<"completed" | "notFound" | "ignored" | "failed"> {
  if (!options.enabled || status !== PILOT_QUEST_STATUS.completed) return "ignored";
  const user = await api.me().catch(() => null);
  const { quests } = await syncCache(options.locale);
  const uidAt = quests.fields.indexOf("uid");
  const known = quests.rows.some((r) => r[uidAt] === questId);
  if (!known) return "notFound";
  if (!user || !shouldAutoCompleteQuest({ enabled: true, status, pro: user.pro, questKnown: known })) return "ignored";
  if (addQuestDone(user.questsDone, questId).length === user.questsDone.length) return "completed";
  return (await options.updateProgress({ add: { questsDone: [questId] } })) ? "completed" : "failed";
}
