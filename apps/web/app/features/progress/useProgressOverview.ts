import type { ProgressData } from "@raidkit/api";
import { type ProgressOverview, progressOverview } from "@raidkit/game";
import { useMemo } from "react";
import { type CharProgress, useCharProgress } from "../../shared/progressStore.ts";
import { useQuestSelection } from "./questSelection.ts";

/** The character's progress and everything derived from it for the progress pages (one pass). */
export function useProgressOverview(data: ProgressData): { progress: CharProgress; overview: ProgressOverview; selected: ReadonlySet<string> } {
  const progress = useCharProgress();
  const { selected } = useQuestSelection();
  const overview = useMemo(
    () =>
      progressOverview({
        quests: data.quests,
        modules: data.modules,
        finalQuest: data.finalQuest,
        char: progress.char,
        progress: { level: progress.level, tradersLL: { ...progress.tradersLL }, questsDone: progress.questsDone, useProgress: progress.useProgress },
        modulesBuilt: progress.modulesBuilt,
        itemsFound: progress.itemsFound,
        selected,
      }),
    [
      data,
      progress.char.fraction,
      progress.char.gameEdition,
      progress.char.gameMode,
      progress.level,
      progress.tradersLL,
      progress.questsDone,
      progress.useProgress,
      progress.modulesBuilt,
      progress.itemsFound,
      selected,
    ],
  );
  return { progress, overview, selected };
}
