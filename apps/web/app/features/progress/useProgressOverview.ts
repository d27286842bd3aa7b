import type { ProgressData, QuestView } from "@raidkit/api";
import { type ProgressOverview, progressOverview } from "@raidkit/game";
import { useMemo } from "react";
import { type CharProgress, useCharProgress } from "../../shared/progressStore.ts";
import { useQuestSelection } from "./questSelection.ts";

/** The character's progress and everything derived from it for the progress pages (one pass). */
export function useProgressOverview(data: ProgressData): { progress: CharProgress; overview: ProgressOverview<QuestView>; selected: ReadonlySet<string> } {
  const progress = useCharProgress();
  const { selected } = useQuestSelection();
  const overview = useMemo(
    () =>
      progressOverview({
        quests: data.quests,
        modules: data.modules,
        char: progress.char,
        progress: {
          level: progress.level,
          tradersLL: { ...progress.tradersLL },
          questsDone: progress.questsDone,
          questsFailed: progress.questsFailed,
          useProgress: progress.useProgress,
        },
        modulesBuilt: progress.modulesBuilt,
        editionModules: data.editionModules,
        skills: progress.skills,
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
      progress.questsFailed,
      progress.skills,
      progress.useProgress,
      progress.modulesBuilt,
      progress.itemsFound,
      selected,
    ],
  );
  return { progress, overview, selected };
}
