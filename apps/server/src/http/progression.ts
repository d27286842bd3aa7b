import { priceClearRequest, priceSetRequest, progressionUpdateRequest, resetParams } from "@raidkit/api";
import { clearCharLists, type Database, deleteUserEntries, putUserEntries, readUserEntries } from "@raidkit/db";
import { PROGRESS_LISTS, PROGRESS_MAPS } from "@raidkit/game";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { progressOf } from "../services/account.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import { applyProgressChange } from "../services/progressChange.ts";
import { needLogin, needPro, writeLimits } from "./accountGate.ts";
import { errorResponse, jsonBody, validate } from "./validation.ts";

export interface ProgressionDeps {
  db: Kysely<Database>;
  limits: RateLimits;
  known: KnownIdsService;
}

/** Spec §4 resets: which lists each one empties and which field it answers. */
const RESETS = {
  quests: { lists: ["questsDone", "questsHidden", "questsFailed"], field: "questsDone" },
  items: { lists: ["itemsFound"], field: "itemsFound" },
  hideout: { lists: ["modulesBuilt"], field: "modulesBuilt" },
  all: { lists: [...PROGRESS_LISTS, ...PROGRESS_MAPS], field: null },
} as const;

/** POST /progression/update, PUT /progression/reset/{kind} (spec §7). */
export function progressionRoutes(deps: ProgressionDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.post("/update", async (c) => {
    const gate = needPro(c);
    if (!gate.ok) return gate.response;
    const input = await jsonBody(c, progressionUpdateRequest);
    if (!input.ok) return input.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const applied = await applyProgressChange(db, await deps.known.get(), gate.account.char.uid, input.value);
    if (!applied.ok) return errorResponse(c, 400, "invalidInput", applied.unknown);
    const { tradersLL: _ll, ...progress } = await progressOf(db, gate.account.char.uid);
    c.header("cache-control", "no-store");
    return c.json(progress);
  });

  // Spec §5 "Resets need a logged-in user"; the reply is the reset field's new value (spec §4).
  app.put("/reset/:kind", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const params = validate(c, resetParams, c.req.param());
    if (!params.ok) return params.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const reset = RESETS[params.value.kind];
    await clearCharLists(db, gate.account.char.uid, [...reset.lists]);
    if (reset.field === null) return c.json({ ok: true });
    return c.json({ [reset.field]: reset.field === "itemsFound" ? {} : [] });
  });

  return app;
}

/** POST /items/price/set and /items/price/clear: the user's own prices (spec §5 "Need Pro status to edit"). */
export function userPriceRoutes(deps: ProgressionDeps): Hono {
  const app = new Hono();
  const { db } = deps;
  const priceMaps = async (uid: string) => {
    const lists = await readUserEntries(db, uid);
    return {
      userPricesMap: Object.fromEntries(lists.get("userPricesMap") ?? []),
      userSellPricesMap: Object.fromEntries(lists.get("userSellPricesMap") ?? []),
    };
  };

  app.post("/set", async (c) => {
    const gate = needPro(c, "needProToEdit");
    if (!gate.ok) return gate.response;
    const input = await jsonBody(c, priceSetRequest);
    if (!input.ok) return input.response;
    if (input.value.userUid !== gate.account.user.uid) return errorResponse(c, 403, "notYourAccount");
    if (!(await deps.known.get()).items.has(input.value.itemUid)) return errorResponse(c, 404, "itemNotFound");
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const list = input.value.kind === "sell" ? "userSellPricesMap" : "userPricesMap";
    await putUserEntries(db, gate.account.user.uid, list, { [input.value.itemUid]: input.value.price });
    return c.json(await priceMaps(gate.account.user.uid));
  });

  // Clearing is a reset of custom prices (spec §4 "Progress resets ... custom prices"): a logged-in user.
  app.post("/clear", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const input = await jsonBody(c, priceClearRequest);
    if (!input.ok) return input.response;
    if (input.value.userUid !== gate.account.user.uid) return errorResponse(c, 403, "notYourAccount");
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    await deleteUserEntries(db, gate.account.user.uid, "userPricesMap");
    await deleteUserEntries(db, gate.account.user.uid, "userSellPricesMap");
    return c.json(await priceMaps(gate.account.user.uid));
  });

  return app;
}
