import type { CalculatorData } from "@raidkit/api";
import { type Acquisition, acquisitionCosts, builtLevels, type CharacterProgress, recipeLock } from "@raidkit/game";
import type { CalcContext } from "./useProfitSettings.ts";

/** The character's progress as the lock rules read it. */
export function progressOf(ctx: CalcContext): CharacterProgress {
  return { modulesBuilt: ctx.modulesBuilt, tradersLL: ctx.settings.tradersLL, questsDone: ctx.questsDone, useProgress: ctx.useProgress };
}

/** What each item costs to make through the recipes open to the character (for "use crafts" / "use barters"). */
export function openAcquisitions(data: CalculatorData, ctx: CalcContext): Map<string, Acquisition> {
  if (!ctx.settings.useCrafts && !ctx.settings.useBarters) return new Map();
  const progress = progressOf(ctx);
  const levels = builtLevels(ctx.modulesBuilt);
  const lookup = (uid: string) => data.items[uid]?.prices;
  const open = [
    ...(ctx.settings.useCrafts
      ? data.crafts
          .filter((c) => recipeLock({ kind: "craft", stationId: c.stationId, level: c.level }, progress, levels) === null)
          .map((c) => ({ ...c, kind: "craft" as const }))
      : []),
    ...(ctx.settings.useBarters
      ? data.barters
          .filter((b) => recipeLock({ kind: "barter", trader: b.trader, loyaltyLevel: b.loyaltyLevel, questUnlock: b.questUnlock }, progress, levels) === null)
          .map((b) => ({ ...b, kind: "barter" as const }))
      : []),
  ];
  return acquisitionCosts(open, lookup, ctx.settings);
}
