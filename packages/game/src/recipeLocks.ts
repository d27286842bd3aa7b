import type { ProgressChange } from "./account.ts";
import { loyaltyLevel } from "./traders.ts";
/** Why a recipe is locked for the character, or null when it is available. */
export type RecipeLock =
  | { kind: "station"; stationId: string; level: number }
  | { kind: "loyalty"; trader: string; level: number }
  | { kind: "quest"; questId: string };

export interface CharacterProgress {
  /** Built hideout modules as "{stationId}-{level}". */
  modulesBuilt: readonly string[];
  tradersLL: Record<string, number>;
  questsDone: readonly string[];
  /** hideoutUseProgress: quest unlocks count only when progress tracking is on. */
  useProgress: boolean;
}

/** The highest built level of each station. */
export function builtLevels(modulesBuilt: readonly string[]): Map<string, number> {
  const levels = new Map<string, number>();
  for (const id of modulesBuilt) {
    const dash = id.lastIndexOf("-");
    const level = Number(id.slice(dash + 1));
    const station = id.slice(0, dash);
    if (dash > 0 && Number.isInteger(level)) levels.set(station, Math.max(levels.get(station) ?? 0, level));
  }
  return levels;
}

/**
 * Issue 5: a craft is available when its station level is built; a barter when the trader's loyalty
 * level is reached (unset levels are 1, spec §9) and, with progress tracking on, its unlocking
 * quest is done.
 */
export function recipeLock(
  recipe: { kind: "craft"; stationId: string; level: number } | { kind: "barter"; trader: string; loyaltyLevel: number; questUnlock: string | null },
  progress: CharacterProgress,
  levels: Map<string, number> = builtLevels(progress.modulesBuilt),
): RecipeLock | null {
  if (recipe.kind === "craft") {
    return (levels.get(recipe.stationId) ?? 0) >= recipe.level ? null : { kind: "station", stationId: recipe.stationId, level: recipe.level };
  }
  if (loyaltyLevel(progress.tradersLL, recipe.trader) < recipe.loyaltyLevel) return { kind: "loyalty", trader: recipe.trader, level: recipe.loyaltyLevel };
  if (progress.useProgress && recipe.questUnlock && !progress.questsDone.includes(recipe.questUnlock)) return { kind: "quest", questId: recipe.questUnlock };
  return null;
}

/**
 * Each recipe's lock for the character, by kind and id (the craft runs' `lockOf`: a locked recipe
 * cannot be started, issue 32); an unknown recipe is not locked here (the caller says it is unknown).
 */
export function recipeLocksOf(
  recipes: {
    crafts: readonly { id: string; stationId: string; level: number }[];
    barters: readonly { id: string; trader: string; loyaltyLevel: number; questUnlock: string | null }[];
  },
  progress: CharacterProgress,
): (kind: "craft" | "barter", recipeId: string) => RecipeLock | null {
  const levels = builtLevels(progress.modulesBuilt);
  const crafts = new Map(recipes.crafts.map((c) => [c.id, c]));
  const barters = new Map(recipes.barters.map((b) => [b.id, b]));
  return (kind, recipeId) => {
    if (kind === "craft") {
      const c = crafts.get(recipeId);
      return c ? recipeLock({ kind: "craft", stationId: c.stationId, level: c.level }, progress, levels) : null;
    }
    const b = barters.get(recipeId);
    return b ? recipeLock({ kind: "barter", trader: b.trader, loyaltyLevel: b.loyaltyLevel, questUnlock: b.questUnlock }, progress, levels) : null;
  };
}

/**
 * The change that sets a station to a built level (issue 22: the calculators' station levels): every
 * level up to it built, every level above it not. As set operations, so the progress tracker and the
 * calculators read one list of built modules ("{stationId}-{level}").
 */
export function stationLevelChange(modulesBuilt: readonly string[], stationId: string, level: number, maxLevel: number): ProgressChange {
  const built = new Set(modulesBuilt);
  const add: string[] = [];
  const remove: string[] = [];
  for (let l = 1; l <= maxLevel; l++) {
    const id = `${stationId}-${l}`;
    if (l <= level && !built.has(id)) add.push(id);
    if (l > level && built.has(id)) remove.push(id);
  }
  return { add: { modulesBuilt: add }, remove: { modulesBuilt: remove } };
}
