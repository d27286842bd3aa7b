import { randomUUID } from "node:crypto";
import * as be from "@raidkit/api/be";
import { type Database, readCraftRuns, saveCraftRuns } from "@raidkit/db";
import { type CraftRunRefusal, finishCraftRun, type GameMode, recipeLocksOf, startCraftRun } from "@raidkit/game";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { lockProgressOf } from "../services/account.ts";
import type { CalculatorService } from "../services/calculators.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { errorResponse } from "./validation.ts";

export interface CraftRunDeps {
  db: Kysely<Database>;
  calculators: CalculatorService;
}

/** The refusals of packages/game craftRuns.ts as replies (texts in both locales, errorTexts.ts). */
function refused(c: Context, refusal: CraftRunRefusal) {
  if (refusal === "notRunning") return errorResponse(c, 404, "craftRunNotFound");
  if (refusal === "notEnded") return errorResponse(c, 409, "craftNotEnded");
  if (refusal === "tooMany") return errorResponse(c, 409, "tooManyCrafts");
  if (refusal === "stationBusy") return errorResponse(c, 409, "stationBusy");
  if (refusal === "locked") return errorResponse(c, 409, "recipeLocked");
  return errorResponse(c, 400, "craftTimeMissing", [{ path: "seconds", message: "is required for a craft" }]);
}

/**
 * GET /crafts/runs, POST /crafts/runs and /crafts/runs/{id}/finish (issue 32 item 3,
 * docs/decisions/062): a Pro player's crafts and barters of the selected PMC, the rules of
 * packages/game craftRuns.ts applied here with the server's clock; Pro is the declarations' gate.
 */
export function craftRunRoutes(deps: CraftRunDeps, register: Register): void {
  const { db } = deps;

  register(be.craftRuns, async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ runs: await readCraftRuns(db, accountOf(c).char.uid) }, 200);
  });

  register(be.craftRunStart, async (c) => {
    const account = accountOf(c);
    const input = c.req.valid("json");
    // A recipe of the PMC's game mode (the live data's when imported, else the pack's).
    const data = await deps.calculators.get("en", account.char.gameMode as GameMode);
    const known = input.kind === "craft" ? data.crafts.some((r) => r.id === input.recipeId) : data.barters.some((r) => r.id === input.recipeId);
    if (!known) return errorResponse(c, 404, "recipeNotFound");
    const [before, progress] = await Promise.all([readCraftRuns(db, account.char.uid), lockProgressOf(db, account)]);
    const stationOf = (recipeId: string) => data.crafts.find((r) => r.id === recipeId)?.stationId;
    // A recipe locked for the PMC (its station level not built, ...) cannot be started (issue 32).
    const started = startCraftRun(
      before,
      { id: randomUUID(), kind: input.kind, recipeId: input.recipeId, seconds: input.seconds ?? null },
      Date.now(),
      stationOf,
      recipeLocksOf(data, progress),
    );
    if (!started.ok) return refused(c, started.refusal);
    await saveCraftRuns(db, account.char.uid, before, started.runs);
    return c.json({ runs: started.runs }, 200);
  });

  register(be.craftRunFinish, async (c) => {
    const account = accountOf(c);
    const { id } = c.req.valid("param");
    const { state } = c.req.valid("json");
    const before = await readCraftRuns(db, account.char.uid);
    const finished = finishCraftRun(before, id, state, Date.now());
    if (!finished.ok) return refused(c, finished.refusal);
    await saveCraftRuns(db, account.char.uid, before, finished.runs);
    return c.json({ runs: finished.runs }, 200);
  });
}
