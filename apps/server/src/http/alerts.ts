import * as be from "@raidkit/api/be";
import { countPriceAlerts, type Database, deletePriceAlert } from "@raidkit/db";
import { ALERT_MAX_PER_USER } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { PriceAlertService } from "../services/priceAlerts.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { errorResponse } from "./validation.ts";

/**
 * Trader restocks and price alerts (issue 32 item 6, docs/decisions/065): the restock times for
 * anyone; a player's alerts (setting one is Pro, checked by the declaration's gate; listing and
 * removing his own needs a login, so an expired Pro can still clear them).
 */
export function alertRoutes(deps: { db: Kysely<Database>; alerts: PriceAlertService }, register: Register): void {
  const { db, alerts } = deps;

  register(be.traderRestocks, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await alerts.restocks(requestInfo(c.req.raw).locale), 200);
  });

  register(be.alertList, async (c) => {
    const account = accountOf(c);
    c.header("cache-control", "no-store");
    return c.json(await alerts.list(account.user.uid, requestInfo(c.req.raw).locale), 200);
  });

  register(be.alertSet, async (c) => {
    const account = accountOf(c);
    const input = c.req.valid("json");
    if (!(await alerts.exists(input.itemUid))) return errorResponse(c, 404, "itemNotFound");
    if ((await countPriceAlerts(db, account.user.uid)) >= ALERT_MAX_PER_USER) return errorResponse(c, 409, "alertLimit");
    await alerts.create({
      userUid: account.user.uid,
      itemUid: input.itemUid,
      mode: input.mode ?? (account.char.gameMode === "pve" ? "pve" : "pvp"),
      direction: input.direction,
      value: input.value,
      // Its Discord message is written in the language it was set in (docs/decisions/068).
      locale: requestInfo(c.req.raw).locale,
    });
    return c.json(await alerts.list(account.user.uid, requestInfo(c.req.raw).locale), 200);
  });

  register(be.alertRemove, async (c) => {
    const account = accountOf(c);
    if (!(await deletePriceAlert(db, account.user.uid, c.req.valid("json").id))) return errorResponse(c, 404, "alertNotFound");
    return c.json(await alerts.list(account.user.uid, requestInfo(c.req.raw).locale), 200);
  });
}
