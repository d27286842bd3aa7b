import type { RecipeProfit } from "./recipeProfit.ts";

export interface StationBest<T> {
  stationId: string;
  /** The open craft with the highest profit per hour at this station, or null. */
  best: (T & { profit: RecipeProfit }) | null;
  /** How many crafts of the station are open. */
  open: number;
}

/**
 * Hideout profit (issue 5): per station, the open, fully priced craft with the best profit per
 * hour; and what running each station's best craft round the clock brings per day.
 */
export function bestPerStation<T extends { stationId: string; profit: RecipeProfit; locked: boolean }>(
  crafts: readonly T[],
): { stations: StationBest<T>[]; profitPerDay: number } {
  const byStation = new Map<string, StationBest<T>>();
  for (const craft of crafts) {
    const entry = byStation.get(craft.stationId) ?? { stationId: craft.stationId, best: null, open: 0 };
    byStation.set(craft.stationId, entry);
    if (craft.locked || !craft.profit.complete || craft.profit.profitPerHour === null) continue;
    entry.open++;
    if (!entry.best || (craft.profit.profitPerHour ?? 0) > (entry.best.profit.profitPerHour ?? 0)) entry.best = craft;
  }
  const stations = [...byStation.values()];
  const profitPerDay = stations.reduce((sum, s) => sum + Math.max(0, (s.best?.profit.profitPerHour ?? 0) * 24), 0);
  return { stations, profitPerDay };
}
