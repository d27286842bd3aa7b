import type { ProgressPatch } from "@raidkit/api/client";
import { addQuestDone, type GameMode, type Locale, PILOT_QUEST_STATUS, shouldAutoCompleteQuest } from "@raidkit/game";
import { api } from "../api.ts";
import { type CachedTable, syncCache } from "../cacheStore.ts";

/** A row's name in the player's language (the `ruName` column), else the English one. */
function nameIn(table: CachedTable, uid: string, locale: Locale): string | null {
  const uidAt = table.fields.indexOf("uid");
  const row = table.rows.find((r) => r[uidAt] === uid);
  if (!row) return null;
  const local = table.fields.indexOf(`${locale}Name`);
  const name = (local >= 0 ? row[local] : null) ?? row[table.fields.indexOf("name")];
  return typeof name === "string" && name !== "" ? name : null;
}

/** Quest and item names for the pilot's action log, from the offline cache (null when unknown). */
export async function pilotNames(locale: Locale): Promise<{ quest(uid: string): string | null; item(uid: string): string | null }> {
  const { items, quests } = await syncCache(locale);
  return { quest: (uid) => nameIn(quests, uid, locale), item: (uid) => nameIn(items, uid, locale) };
}

export type QuestFromPilot = "completed" | "notFound" | "ignored" | "failed" | "noChar";

/**
 * A quest status from the pilot (spec §5, §7): with auto-complete on and status 12, the user is
 * fetched again; a quest the quest cache does not know is "notFound" (logged "Quest not found");
 * a Pro user's quest is added to questsDone (deduplicated) and saved, on the PMC of the raid's
 * game mode (`mode`, issue 20): the selected one, or the user's other PMC of that mode ("noChar"
 * when there is none; the selected PMC is never switched).
 */
export async function completeQuestFromPilot(
  questId: string,
  status: number,
  options: {
    enabled: boolean;
    locale: Locale;
    mode: GameMode | null;
    updateProgress: (patch: ProgressPatch) => Promise<boolean>;
  },
): Promise<{ result: QuestFromPilot; name: string | null }> {
  const names = await pilotNames(options.locale).catch(() => null);
  const name = names?.quest(questId) ?? null;
  if (!options.enabled || status !== PILOT_QUEST_STATUS.completed) return { result: "ignored", name };
  const user = await api.me().catch(() => null);
  if (!name) return { result: "notFound", name };
  if (!user || !shouldAutoCompleteQuest({ enabled: true, status, pro: user.pro, questKnown: true })) return { result: "ignored", name };
  // The selected PMC's own mode (the account's gameMode is the mode switch, not the PMC's).
  const selectedMode = user.chars.find((c) => c.uid === user.charUid)?.gameMode ?? user.gameMode;
  if (options.mode && options.mode !== selectedMode) {
    const char = user.chars.find((c) => c.gameMode === options.mode);
    if (!char) return { result: "noChar", name };
    const saved = await api.progressionUpdate({ charUid: char.uid, add: { questsDone: [questId] } }).then(
      () => true,
      () => false,
    );
    return { result: saved ? "completed" : "failed", name };
  }
  if (addQuestDone(user.questsDone, questId).length === user.questsDone.length) return { result: "completed", name };
  return { result: (await options.updateProgress({ add: { questsDone: [questId] } })) ? "completed" : "failed", name };
}
