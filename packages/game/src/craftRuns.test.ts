import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown.ts";
import {
  type CraftRun,
  craftRunState,
  craftSecondsLeft,
  craftsBuiltBetween,
  finishCraftRun,
  KEPT_FINISHED_RUNS,
  MAX_CRAFT_SECONDS,
  MAX_RUNNING_CRAFTS,
  orderCraftRuns,
  startCraftRun,
} from "./craftRuns.ts";
import { type CharacterProgress, recipeLocksOf } from "./recipeLocks.ts";

const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);

function started(runs: CraftRun[], id: string, seconds: number, now = T0): CraftRun[] {
  const r = startCraftRun(runs, { id, kind: "craft", recipeId: `r-${id}`, seconds }, now);
  if (!r.ok) throw new Error(r.refusal);
  return r.runs;
}

describe("crafts the player runs (spec §4 Completed, Canceled, Built)", () => {
  it("a craft runs for its seconds, then is built, then collected", () => {
    const runs = started([], "a", 3600);
    const run = runs[0] as CraftRun;
    expect(run).toMatchObject({ state: "running", startedAt: T0, endsAt: T0 + 3_600_000, finishedAt: null });
    expect(craftRunState(run, T0 + 3_599_999)).toBe("running");
    expect(craftSecondsLeft(run, T0 + 1000)).toBe(3599);
    expect(craftRunState(run, T0 + 3_600_000)).toBe("built");
    expect(craftSecondsLeft(run, T0 + 4_000_000)).toBe(0);
    // Nothing to collect before the end; afterwards it is completed, once.
    expect(finishCraftRun(runs, "a", "completed", T0 + 1000)).toEqual({ ok: false, refusal: "notEnded" });
    const done = finishCraftRun(runs, "a", "completed", T0 + 3_600_000);
    expect(done.ok && done.runs[0]).toMatchObject({ state: "completed", finishedAt: T0 + 3_600_000 });
    expect(done.ok && finishCraftRun(done.runs, "a", "canceled", T0 + 3_700_000)).toEqual({ ok: false, refusal: "notRunning" });
  });

  it("a craft can be cancelled while it runs; an unknown one cannot", () => {
    const runs = started([], "a", 600);
    const cancelled = finishCraftRun(runs, "a", "canceled", T0 + 1000);
    expect(cancelled.ok && cancelled.runs[0]?.state).toBe("canceled");
    expect(finishCraftRun(runs, "nope", "canceled", T0)).toEqual({ ok: false, refusal: "notRunning" });
  });

  it("a barter is done at once", () => {
    const r = startCraftRun([], { id: "b", kind: "barter", recipeId: "barter-1" }, T0);
    expect(r.ok && r.run).toMatchObject({ state: "completed", finishedAt: T0, endsAt: T0 });
  });

  it("refuses a craft without a time, past the longest one, or past the number running", () => {
    for (const seconds of [0, -5, Number.NaN, MAX_CRAFT_SECONDS + 1])
      expect(startCraftRun([], { id: "x", kind: "craft", recipeId: "r", seconds }, T0)).toEqual({ ok: false, refusal: "badSeconds" });
    let runs: CraftRun[] = [];
    for (let i = 0; i < MAX_RUNNING_CRAFTS; i++) runs = started(runs, `c${i}`, 60 + i);
    expect(startCraftRun(runs, { id: "y", kind: "craft", recipeId: "r", seconds: 60 }, T0)).toEqual({ ok: false, refusal: "tooMany" });
  });

  it("a station makes one craft at a time: a running or built craft holds it until collected or cancelled", () => {
    const stations: Record<string, string> = { filter: "lavatory", water: "lavatory", bandage: "medstation" };
    const stationOf = (id: string) => stations[id];
    const first = startCraftRun([], { id: "a", kind: "craft", recipeId: "filter", seconds: 120 }, T0, stationOf);
    if (!first.ok) throw new Error("not started");
    expect(startCraftRun(first.runs, { id: "b", kind: "craft", recipeId: "water", seconds: 60 }, T0, stationOf)).toEqual({ ok: false, refusal: "stationBusy" });
    // Built (its time passed) but not collected: still busy.
    expect(startCraftRun(first.runs, { id: "b", kind: "craft", recipeId: "water", seconds: 60 }, T0 + 200_000, stationOf)).toEqual({
      ok: false,
      refusal: "stationBusy",
    });
    // Another station is free; a barter never waits for a station.
    expect(startCraftRun(first.runs, { id: "c", kind: "craft", recipeId: "bandage", seconds: 60 }, T0, stationOf).ok).toBe(true);
    expect(startCraftRun(first.runs, { id: "d", kind: "barter", recipeId: "water" }, T0, stationOf).ok).toBe(true);
    // Collected: the station is free again.
    const collected = finishCraftRun(first.runs, "a", "completed", T0 + 200_000);
    if (!collected.ok) throw new Error("not collected");
    expect(startCraftRun(collected.runs, { id: "b", kind: "craft", recipeId: "water", seconds: 60 }, T0 + 200_000, stationOf).ok).toBe(true);
  });

  it("a locked recipe cannot be started: its station level not built, or its quest not done with progress tracking on (issue 32)", () => {
    const recipes = {
      crafts: [{ id: "filter", stationId: "lavatory", level: 2 }],
      barters: [
        { id: "ammo", trader: "Prapor", loyaltyLevel: 1, questUnlock: "q1" },
        { id: "rifle", trader: "Prapor", loyaltyLevel: 3, questUnlock: null },
      ],
    };
    const progress = (p: Partial<CharacterProgress>): CharacterProgress => ({ modulesBuilt: [], tradersLL: {}, questsDone: [], useProgress: false, ...p });
    const start = (p: Partial<CharacterProgress>, kind: "craft" | "barter", recipeId: string) =>
      startCraftRun([], { id: "x", kind, recipeId, seconds: kind === "craft" ? 60 : null }, T0, undefined, recipeLocksOf(recipes, progress(p)));
    // The Lavatory at level 1 only: the level-2 craft is locked; once level 2 is built it starts.
    expect(start({ modulesBuilt: ["lavatory-1"] }, "craft", "filter")).toEqual({ ok: false, refusal: "locked" });
    expect(start({ modulesBuilt: ["lavatory-1", "lavatory-2"] }, "craft", "filter").ok).toBe(true);
    // The quest unlock counts with progress tracking on only.
    expect(start({}, "barter", "ammo").ok).toBe(true);
    expect(start({ useProgress: true }, "barter", "ammo")).toEqual({ ok: false, refusal: "locked" });
    expect(start({ useProgress: true, questsDone: ["q1"] }, "barter", "ammo").ok).toBe(true);
    // The trader's loyalty level (unset is 1).
    expect(start({}, "barter", "rifle")).toEqual({ ok: false, refusal: "locked" });
    expect(start({ tradersLL: { Prapor: 3 } }, "barter", "rifle").ok).toBe(true);
    // A recipe the list does not know is not locked by this rule (its caller answers "not found").
    expect(start({}, "craft", "unknown").ok).toBe(true);
    // A bad time is still told first; the lock before the station and the running count.
    expect(startCraftRun([], { id: "x", kind: "craft", recipeId: "filter", seconds: 0 }, T0, undefined, recipeLocksOf(recipes, progress({})))).toEqual({
      ok: false,
      refusal: "badSeconds",
    });
  });

  it("orders running ones by end, keeps the newest finished ones", () => {
    let runs = started([], "late", 7200);
    runs = started(runs, "soon", 60);
    for (let i = 0; i < KEPT_FINISHED_RUNS + 3; i++) {
      const b = startCraftRun(runs, { id: `b${i}`, kind: "barter", recipeId: "r" }, T0 + i);
      if (b.ok) runs = b.runs;
    }
    const ordered = orderCraftRuns(runs);
    expect(ordered.slice(0, 2).map((r) => r.id)).toEqual(["soon", "late"]);
    expect(ordered).toHaveLength(2 + KEPT_FINISHED_RUNS);
    expect(ordered[2]?.id).toBe(`b${KEPT_FINISHED_RUNS + 2}`);
  });

  it("tells the crafts built between two moments, each once", () => {
    const runs = started(started([], "a", 60), "b", 120);
    expect(craftsBuiltBetween(runs, T0, T0 + 59_000)).toEqual([]);
    expect(craftsBuiltBetween(runs, T0, T0 + 60_000).map((r) => r.id)).toEqual(["a"]);
    expect(craftsBuiltBetween(runs, T0 + 60_000, T0 + 200_000).map((r) => r.id)).toEqual(["b"]);
  });

  it("formats a countdown", () => {
    expect(formatCountdown(3909)).toBe("1:05:09");
    expect(formatCountdown(59)).toBe("0:00:59");
    expect(formatCountdown(-3)).toBe("0:00:00");
  });
});
