import type { ProgressPatch } from "@raidkit/api/client";
import { addQuestDone, fromRows, type GameMode, type Locale, PILOT_QUEST_STATUS, shouldAutoCompleteQuest } from "@raidkit/game";
import { api } from "../api.ts";
import { type CachedTable, syncCache } from "../cacheStore.ts";

type Names = { quest(uid: string): string | null; item(uid: string): string | null };

/** uid → name in the player's language (the `ruName` column), else the English one. */
function namesOf(table: CachedTable, locale: Locale): Map<string, string> {
  const names = new Map<string, string>();
  for (const r of fromRows<Record<string, unknown>>(table.fields, table.rows)) {
    const name = r[`${locale}Name`] ?? r.name;
    if (typeof name === "string" && name !== "") names.set(String(r.uid), name);
  }
  return names;
}

const loaded = new Map<Locale, Promise<Names>>();

/**
 * Quest and item names for the pilot's action log, from the offline cache (null when unknown);
 * read once per locale and page visit (a raid's sales and quests do not ask the server each time).
 */
export function pilotNames(locale: Locale): Promise<Names> {
  let names = loaded.get(locale);
  if (!names) {
    names = syncCache(locale).then(({ items, quests }) => {
      const itemNames = namesOf(items, locale);
      const questNames = namesOf(quests, locale);
      return { quest: (uid) => questNames.get(uid) ?? null, item: (uid) => itemNames.get(uid) ?? null };
    });
    names.catch(() => loaded.delete(locale));
    loaded.set(locale, names);
  }
  return names;
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
