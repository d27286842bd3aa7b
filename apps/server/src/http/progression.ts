import { priceClearRequest, priceSetRequest, progressionUpdateRequest, resetParams } from "@raidkit/api";
import { changeCharEntries, clearCharLists, type Database, deleteUserEntries, putUserEntries, readUserEntries } from "@raidkit/db";
import { PROGRESS_LISTS, PROGRESS_MAPS } from "@raidkit/game";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { progressOf } from "../services/account.ts";
import type { KnownIds, KnownIdsService } from "../services/knownIds.ts";
import { needLogin, needPro, writeLimits } from "./accountGate.ts";
import { errorResponse, jsonBody, validate } from "./validation.ts";

export interface ProgressionDeps {
  db: Kysely<Database>;
  limits: RateLimits;
  known: KnownIdsService;
}

/** Which known ids each progress list takes. */
const LIST_IDS: Record<string, (k: KnownIds) => Set<string>> = {
  questsDone: (k) => k.quests,
  questsHidden: (k) => k.quests,
  questsFailed: (k) => k.quests,
  modulesBuilt: (k) => k.modules,
  itemsFound: (k) => k.items,
};

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
    const known = await deps.known.get();
    const change = input.value;
    const unknown: string[] = [];
    const check = (list: string, ids: Iterable<string>) => {
      const allowed = LIST_IDS[list]?.(known);
      for (const id of ids) if (!allowed?.has(id)) unknown.push(`${list} ${id}`);
    };
    for (const list of PROGRESS_LISTS) {
      check(list, change.add?.[list] ?? []);
      check(list, change.remove?.[list] ?? []);
    }
    check("itemsFound", Object.keys(change.set?.itemsFound ?? {}));
    if (unknown.length > 0)
      return errorResponse(
        c,
        400,
        "invalidInput",
        unknown.slice(0, 20).map((path) => ({ path, message: "unknown id" })),
      );

    // Set operations: a removed id wins over the same id added in one change (as applyProgressChange does).
    const remove: { list: string; key: string }[] = [];
    const put: { list: string; key: string; value: number }[] = [];
    for (const list of PROGRESS_LISTS) {
      const removed = new Set(change.remove?.[list] ?? []);
      for (const key of removed) remove.push({ list, key });
      for (const key of new Set(change.add?.[list] ?? [])) if (!removed.has(key)) put.push({ list, key, value: 1 });
    }
    for (const [key, count] of Object.entries(change.set?.itemsFound ?? {})) {
      if (count > 0) put.push({ list: "itemsFound", key, value: count });
      else remove.push({ list: "itemsFound", key });
    }
    await changeCharEntries(db, gate.account.char.uid, { put, remove });
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
