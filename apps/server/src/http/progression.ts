import * as be from "@raidkit/api/be";
import {
  clearCharLists,
  clearCraftRuns,
  type Database,
  deleteUserEntries,
  putUserEntries,
  readUserEntries,
  readUserEntryTimes,
  type UserListName,
} from "@raidkit/db";
import { GAME_MODES, type GameMode, PROGRESS_LISTS, PROGRESS_MAPS } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { progressOf } from "../services/account.ts";
import type { KnownIdsService } from "../services/knownIds.ts";
import { applyProgressChange } from "../services/progressChange.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
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
    const kind = c.req.valid("param").kind;
    const reset = RESETS[kind];
    const charUid = accountOf(c).char.uid;
    await clearCharLists(db, charUid, [...reset.lists]);
    // Reset all: the crafts the PMC runs go too (a Pro player's are kept here; issue 32).
    if (kind === "all") await clearCraftRuns(db, charUid);
    if (reset.field === null) return c.json({ ok: true as const }, 200);
    if (reset.field === "itemsFound") return c.json({ itemsFound: {} }, 200);
    return c.json({ [reset.field]: [] } as { questsDone: [] } | { modulesBuilt: [] }, 200);
  });
}

/**
 * Where a player's own price is kept (decision 060): the spec's userPricesMap and userSellPricesMap
 * hold the PVP prices (every price set before modes were told apart), the ":pve" lists the PVE ones.
 */
export function priceListName(kind: "buy" | "sell", mode: string): UserListName {
  const base = kind === "sell" ? "userSellPricesMap" : "userPricesMap";
  return mode === "pve" ? `${base}:pve` : base;
}

const PRICE_LISTS = GAME_MODES.flatMap((mode) => (["buy", "sell"] as const).map((kind) => ({ mode, kind, list: priceListName(kind, mode) })));

/** POST /items/price/set, /remove, /clear and GET /list: the user's own prices (spec §5 "Need Pro status to edit"). */
export function userPriceRoutes(deps: ProgressionDeps, register: Register): void {
  const { db } = deps;
  /** The maps of one game mode (the selected PMC's: the calculators' and /users/me's). */
  const priceMaps = async (uid: string, mode: string) => {
    const lists = await readUserEntries(db, uid);
    return {
      userPricesMap: Object.fromEntries(lists.get(priceListName("buy", mode)) ?? []) as Record<string, number>,
      userSellPricesMap: Object.fromEntries(lists.get(priceListName("sell", mode)) ?? []) as Record<string, number>,
    };
  };

  register(be.priceSet, async (c) => {
    const account = accountOf(c);
    const input = c.req.valid("json");
    if (input.userUid !== account.user.uid) return errorResponse(c, 403, "notYourAccount");
    if (!(await deps.known.get()).items.has(input.itemUid)) return errorResponse(c, 404, "itemNotFound");
    const list = priceListName(input.kind ?? "buy", input.mode ?? account.char.gameMode);
    await putUserEntries(db, account.user.uid, list, { [input.itemUid]: input.price });
    return c.json(await priceMaps(account.user.uid, account.char.gameMode), 200);
  });

  // One price off (issue 32 item 1): an edit, so Pro like setting one (the declaration's gate).
  register(be.priceRemove, async (c) => {
    const account = accountOf(c);
    const input = c.req.valid("json");
    if (input.userUid !== account.user.uid) return errorResponse(c, 403, "notYourAccount");
    await deleteUserEntries(db, account.user.uid, priceListName(input.kind ?? "buy", input.mode ?? account.char.gameMode), [input.itemUid]);
    return c.json(await priceMaps(account.user.uid, account.char.gameMode), 200);
  });

  register(be.priceList, async (c) => {
    const account = accountOf(c);
    const rows = await readUserEntryTimes(
      db,
      account.user.uid,
      PRICE_LISTS.map((p) => p.list),
    );
    const uids = [...new Set(rows.map((r) => r.key))];
    const locale = requestInfo(c.req.raw).locale;
    const items =
      uids.length === 0
        ? []
        : await db
            .selectFrom("items")
            .leftJoin("item_names", (j) => j.onRef("item_names.item_uid", "=", "items.uid").on("item_names.locale", "=", locale))
            .select(["items.uid", "items.url", "items.name", "item_names.name as localName"])
            .where("items.uid", "in", uids)
            .execute();
    const byUid = new Map(items.map((i) => [i.uid, i]));
    const prices = rows.flatMap((r) => {
      const where = PRICE_LISTS.find((p) => p.list === r.list);
      if (!where || typeof r.value !== "number") return [];
      const item = byUid.get(r.key);
      return [
        {
          itemUid: r.key,
          name: item ? item.localName || item.name : null,
          url: item?.url ?? null,
          mode: where.mode as GameMode,
          kind: where.kind,
          price: r.value,
          setAt: r.setAt,
        },
      ];
    });
    prices.sort((a, b) => (b.setAt ?? 0) - (a.setAt ?? 0) || (a.name ?? a.itemUid).localeCompare(b.name ?? b.itemUid));
    c.header("cache-control", "no-store");
    return c.json({ prices }, 200);
  });

  // Clearing is a reset of custom prices (spec §4 "Progress resets ... custom prices"): a logged-in user, both modes.
  register(be.priceClear, async (c) => {
    const account = accountOf(c);
    if (c.req.valid("json").userUid !== account.user.uid) return errorResponse(c, 403, "notYourAccount");
    for (const { list } of PRICE_LISTS) await deleteUserEntries(db, account.user.uid, list);
    return c.json(await priceMaps(account.user.uid, account.char.gameMode), 200);
  });
}
