import { CRAFT_RUN_KINDS, MAX_CRAFT_SECONDS, STORED_RUN_STATES } from "@raidkit/game";
import { z } from "zod";

/** Contracts of the crafts and barters a Pro player runs (issue 32 item 3, docs/decisions/062). */

const recipeId = z
  .string()
  .min(1, "must not be empty")
  .max(100, "is too long")
  .regex(/^[A-Za-z0-9_:.-]+$/, "has unexpected characters");
const runId = z
  .string()
  .min(1, "must not be empty")
  .max(64, "is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "has unexpected characters");

export const craftRun = z.object({
  id: z.string(),
  kind: z.enum(CRAFT_RUN_KINDS),
  recipeId: z.string(),
  startedAt: z.number(),
  endsAt: z.number(),
  state: z.enum(STORED_RUN_STATES),
  finishedAt: z.number().nullable(),
});
/** The selected PMC's crafts: running first (the soonest end first), then the newest finished ones. */
export const craftRunsReply = z.object({ runs: z.array(craftRun) });
export type CraftRunsReply = z.infer<typeof craftRunsReply>;

/**
 * POST /crafts/runs: start a craft for the seconds the calculators show for it (the player's
 * crafting skill and farm cards applied, packages/game recipeProfit), or record a barter done.
 */
export const craftRunStartRequest = z
  .object({
    kind: z.enum(CRAFT_RUN_KINDS),
    recipeId,
    seconds: z.number().int("must be a whole number").positive("must be above 0").max(MAX_CRAFT_SECONDS, "is too long").optional(),
  })
  .strict();
export const craftRunParams = z.object({ id: runId });
/** POST /crafts/runs/{id}/finish: collected (completed, once built) or cancelled. */
export const craftRunFinishRequest = z.object({ state: z.enum(["completed", "canceled"]) }).strict();
