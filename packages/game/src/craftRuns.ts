/**
 * Crafts and barters the player runs (spec §4 "Craft or barter states: Completed, Canceled, Built";
 * issue 32 item 3, docs/decisions/062). A craft runs from its start for the time the calculators
 * show for it (recipeProfit's seconds: the crafting skill, the bitcoin farm's cards); once that time
 * has passed it is built (ready to collect); the player then marks it collected (completed) or
 * cancels it before. A barter is recorded done (completed) at once. The same rules run in the
 * browser (visitors and free users keep their runs there) and on the server (Pro users).
 */

export const CRAFT_RUN_KINDS = ["craft", "barter"] as const;
export type CraftRunKind = (typeof CRAFT_RUN_KINDS)[number];
/** What is stored: a running craft, or a finished craft or barter. */
export const STORED_RUN_STATES = ["running", "completed", "canceled"] as const;
export type StoredRunState = (typeof STORED_RUN_STATES)[number];
/** What is shown: a running craft whose time has passed is built (spec §4). */
export type CraftRunState = StoredRunState | "built";

/** The longest craft time accepted (the game's longest craft is under three days; the farm with one card ~40 h). */
export const MAX_CRAFT_SECONDS = 7 * 24 * 3600;
/** Crafts running at once for one PMC (the hideout has far fewer stations). */
export const MAX_RUNNING_CRAFTS = 30;
/** Finished crafts and barters kept in the list (the newest). */
export const KEPT_FINISHED_RUNS = 20;

export interface CraftRun {
  id: string;
  kind: CraftRunKind;
  /** The craft's or barter's id in the game data (CalculatorData.crafts/barters). */
  recipeId: string;
  /** Epoch ms. */
  startedAt: number;
  /** When the craft is built, epoch ms (a barter: its start). */
  endsAt: number;
  state: StoredRunState;
  /** When it was collected or cancelled (null while running). */
  finishedAt: number | null;
}

import type { RecipeLock } from "./recipeLocks.ts";

export type CraftRunRefusal = "tooMany" | "stationBusy" | "locked" | "notRunning" | "notEnded" | "badSeconds";

/** The state shown at `now`: a running craft past its end is built. */
export function craftRunState(run: Pick<CraftRun, "state" | "endsAt">, now: number): CraftRunState {
  return run.state === "running" && now >= run.endsAt ? "built" : run.state;
}

/** Seconds left until the craft is built (0 once built or finished). */
export function craftSecondsLeft(run: Pick<CraftRun, "state" | "endsAt">, now: number): number {
  return run.state === "running" ? Math.max(0, Math.ceil((run.endsAt - now) / 1000)) : 0;
}

/** Running first (the soonest end first), then finished ones (the newest first), at most KEPT_FINISHED_RUNS of them. */
export function orderCraftRuns(runs: readonly CraftRun[]): CraftRun[] {
  const running = runs.filter((r) => r.state === "running").sort((a, b) => a.endsAt - b.endsAt || a.startedAt - b.startedAt);
  const finished = runs
    .filter((r) => r.state !== "running")
    .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || b.startedAt - a.startedAt)
    .slice(0, KEPT_FINISHED_RUNS);
  return [...running, ...finished];
}

/**
 * Starts a craft (for `seconds`, the calculators' time) or records a barter done: the new list, or
 * why not. `id` is the new run's id.
 */
export function startCraftRun(
  runs: readonly CraftRun[],
  start: { id: string; kind: CraftRunKind; recipeId: string; seconds?: number | null },
  now: number,
  /**
   * A craft's station (the game data's), when known: a station makes one craft at a time, and a built
   * one holds it until collected (the game's rule), so a craft at a busy station is refused.
   */
  stationOf?: (recipeId: string) => string | null | undefined,
  /**
   * Why the recipe is locked for the character (recipeLock: its station level not built, the
   * trader's loyalty level not reached, its quest not done with progress tracking on), when known:
   * a locked craft cannot be started, a locked barter cannot have been done (issue 32).
   */
  lockOf?: (kind: CraftRunKind, recipeId: string) => RecipeLock | null | undefined,
): { ok: true; runs: CraftRun[]; run: CraftRun } | { ok: false; refusal: CraftRunRefusal } {
  if (start.kind === "barter") {
    if (lockOf?.("barter", start.recipeId)) return { ok: false, refusal: "locked" };
    const run: CraftRun = { id: start.id, kind: "barter", recipeId: start.recipeId, startedAt: now, endsAt: now, state: "completed", finishedAt: now };
    return { ok: true, runs: orderCraftRuns([...runs, run]), run };
  }
  const seconds = start.seconds ?? 0;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_CRAFT_SECONDS) return { ok: false, refusal: "badSeconds" };
  if (lockOf?.("craft", start.recipeId)) return { ok: false, refusal: "locked" };
  if (runs.filter((r) => r.state === "running").length >= MAX_RUNNING_CRAFTS) return { ok: false, refusal: "tooMany" };
  const station = stationOf?.(start.recipeId);
  if (station && runs.some((r) => r.kind === "craft" && r.state === "running" && stationOf?.(r.recipeId) === station))
    return { ok: false, refusal: "stationBusy" };
  const run: CraftRun = {
    id: start.id,
    kind: "craft",
    recipeId: start.recipeId,
    startedAt: now,
    endsAt: now + Math.round(seconds * 1000),
    state: "running",
    finishedAt: null,
  };
  return { ok: true, runs: orderCraftRuns([...runs, run]), run };
}

/**
 * Collects (completed) or cancels a running craft. Collecting needs the craft built: the game gives
 * nothing before the end. Cancelling is allowed until it is collected.
 */
export function finishCraftRun(
  runs: readonly CraftRun[],
  id: string,
  state: "completed" | "canceled",
  now: number,
): { ok: true; runs: CraftRun[] } | { ok: false; refusal: CraftRunRefusal } {
  const run = runs.find((r) => r.id === id);
  if (run?.state !== "running") return { ok: false, refusal: "notRunning" };
  if (state === "completed" && craftRunState(run, now) !== "built") return { ok: false, refusal: "notEnded" };
  return { ok: true, runs: orderCraftRuns(runs.map((r) => (r.id === id ? { ...r, state, finishedAt: now } : r))) };
}

/** Crafts built since `since` (epoch ms) and by `now`: the ones to announce (each once). */
export function craftsBuiltBetween(runs: readonly CraftRun[], since: number, now: number): CraftRun[] {
  return runs.filter((r) => r.kind === "craft" && r.state === "running" && r.endsAt > since && r.endsAt <= now);
}
