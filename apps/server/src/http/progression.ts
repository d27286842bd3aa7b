import * as be from "@raidkit/api/be";
import { clearCharLists, type Database, deleteUserEntries, putUserEntries, readUserEntries } from "@raidkit/db";
import { PROGRESS_LISTS, PROGRESS_MAPS } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { progressOf } from "../services/account.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import { applyProgressChange } from "../services/progressChange.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { errorResponse } from "./validation.ts";

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

/** POST /progression/update, PUT /progression/reset/{kind} (spec §7; declared in packages/api be/account.ts). */
export function progressionRoutes(deps: ProgressionDeps, register: Register): void {
  const { db } = deps;

  register(be.progressionUpdate, async (c) => {
    const account = accountOf(c);
    const { charUid, ...change } = c.req.valid("json");
    // Another of the user's PMCs when named (the pilot's raid mode), else the selected one.
    const char = charUid === undefined ? account.char : account.chars.find((ch) => ch.uid === charUid);
    if (!char) return errorResponse(c, 404, "charNotFound");
    const applied = await applyProgressChange(db, await deps.known.get(), char.uid, change);
    if (!applied.ok) return errorResponse(c, 400, "invalidInput", applied.unknown);
    const { tradersLL: _ll, ...progress } = await progressOf(db, char.uid);
    c.header("cache-control", "no-store");
    return c.json(progress, 200);
  });

  // Spec §5 "Resets need a logged-in user"; the reply is the reset field's new value (spec §4).
  register(be.progressionReset, async (c) => {
    const reset = RESETS[c.req.valid("param").kind];
    await clearCharLists(db, accountOf(c).char.uid, [...reset.lists]);
    if (reset.field === null) return c.json({ ok: true as const }, 200);
    if (reset.field === "itemsFound") return c.json({ itemsFound: {} }, 200);
    return c.json({ [reset.field]: [] } as { questsDone: [] } | { modulesBuilt: [] }, 200);
  });
}

/** POST /items/price/set and /items/price/clear: the user's own prices (spec §5 "Need Pro status to edit"). */
export function userPriceRoutes(deps: ProgressionDeps, register: Register): void {
  const { db } = deps;
  const priceMaps = async (uid: string) => {
    const lists = await readUserEntries(db, uid);
    return {
      userPricesMap: Object.fromEntries(lists.get("userPricesMap") ?? []) as Record<string, number>,
      userSellPricesMap: Object.fromEntries(lists.get("userSellPricesMap") ?? []) as Record<string, number>,
    };
  };

  register(be.priceSet, async (c) => {
    const account = accountOf(c);
    const input = c.req.valid("json");
    if (input.userUid !== account.user.uid) return errorResponse(c, 403, "notYourAccount");
    if (!(await deps.known.get()).items.has(input.itemUid)) return errorResponse(c, 404, "itemNotFound");
    const list = input.kind === "sell" ? "userSellPricesMap" : "userPricesMap";
    await putUserEntries(db, account.user.uid, list, { [input.itemUid]: input.price });
    return c.json(await priceMaps(account.user.uid), 200);
  });

  // Clearing is a reset of custom prices (spec §4 "Progress resets ... custom prices"): a logged-in user.
  register(be.priceClear, async (c) => {
    const account = accountOf(c);
    if (c.req.valid("json").userUid !== account.user.uid) return errorResponse(c, 403, "notYourAccount");
    await deleteUserEntries(db, account.user.uid, "userPricesMap");
    await deleteUserEntries(db, account.user.uid, "userSellPricesMap");
    return c.json(await priceMaps(account.user.uid), 200);
  });
}
