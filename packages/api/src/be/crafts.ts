import { craftRunFinishRequest, craftRunParams, craftRunStartRequest, craftRunsReply } from "../craftContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/**
 * Crafts and barters the player runs (issue 32 item 3, docs/decisions/062): kept with the account
 * for Pro users (spec §5: data updates on the server need Pro), in the browser for everyone else.
 */

export const craftRuns = declare("pro", {
  ...at("craftRuns"),
  responses: { 200: json(craftRunsReply, "The selected PMC's crafts and barters."), ...errors(401, 403) },
});

export const craftRunStart = declare(
  "pro",
  {
    ...at("craftRunStart"),
    request: body(craftRunStartRequest),
    responses: {
      200: json(craftRunsReply, "The list with the craft started (or the barter done)."),
      ...errors(400, 401, 403, 404, 409, 413, 415, 429),
    },
  },
  "write",
);

export const craftRunFinish = declare(
  "pro",
  {
    ...at("craftRunFinish"),
    request: { params: craftRunParams, ...body(craftRunFinishRequest) },
    responses: {
      200: json(craftRunsReply, "The list with the craft collected or cancelled."),
      ...errors(400, 401, 403, 404, 409, 413, 415, 429),
    },
  },
  "write",
);

export const CRAFT_ROUTES = [craftRuns, craftRunStart, craftRunFinish] as const;
