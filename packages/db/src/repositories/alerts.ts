import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** PostgreSQL hands bigint columns back as strings. */
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A trader's next restock as the live source gave it (decision 065). */
export interface TraderRestock {
  traderId: string;
  /** Epoch ms; null: the source gave none. */
  resetAt: number | null;
}

/**
 * Keeps the restock times of one game mode's reply (every trader it listed: a trader it no longer
 * lists keeps no time). Answers whether anything changed.
 */
export async function storeTraderRestocks(db: Kysely<Database>, mode: string, restocks: readonly TraderRestock[], now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const before = await readTraderRestocks(tx, mode);
    const same = before.length === restocks.length && restocks.every((r) => before.some((b) => b.traderId === r.traderId && b.resetAt === r.resetAt));
    await tx.deleteFrom("trader_restocks").where("mode", "=", mode).execute();
    if (restocks.length > 0) {
      await tx
        .insertInto("trader_restocks")
        .values(restocks.map((r) => ({ mode, trader_id: r.traderId, reset_at: r.resetAt, fetched_at: now })))
        .execute();
    }
    return !same;
  });
}

export async function readTraderRestocks(db: Db, mode: string): Promise<(TraderRestock & { fetchedAt: number })[]> {
  const rows = await db.selectFrom("trader_restocks").selectAll().where("mode", "=", mode).orderBy("trader_id").execute();
  return rows.map((r) => ({ traderId: r.trader_id, resetAt: num(r.reset_at), fetchedAt: Number(r.fetched_at) }));
}

export interface PriceAlert {
  id: string;
  userUid: string;
  itemUid: string;
  mode: string;
  direction: "above" | "below";
  value: number;
  lastPrice: number | null;
  createdAt: number;
  firedAt: number | null;
  firedFrom: number | null;
  firedPrice: number | null;
  /** The site language it was set in (null: English); its Discord message is written in it. */
  locale: string | null;
}

type AlertRow = Database["price_alerts"];
function alertOf(r: AlertRow): PriceAlert {
  return {
    id: r.id,
    userUid: r.user_uid,
    itemUid: r.item_uid,
    mode: r.mode,
    direction: r.direction === "below" ? "below" : "above",
    value: Number(r.value),
    lastPrice: num(r.last_price),
    createdAt: Number(r.created_at),
    firedAt: num(r.fired_at),
    firedFrom: num(r.fired_from),
    firedPrice: num(r.fired_price),
    locale: r.locale ?? null,
  };
}

export async function createPriceAlert(
  db: Db,
  alert: {
    userUid: string;
    itemUid: string;
    mode: string;
    direction: "above" | "below";
    value: number;
    lastPrice: number | null;
    now: number;
    locale?: string | null;
  },
): Promise<PriceAlert> {
  const row: AlertRow = {
    id: crypto.randomUUID(),
    user_uid: alert.userUid,
    item_uid: alert.itemUid,
    mode: alert.mode,
    direction: alert.direction,
    value: alert.value,
    last_price: alert.lastPrice,
    created_at: alert.now,
    fired_at: null,
    fired_from: null,
    fired_price: null,
    locale: alert.locale ?? null,
  };
  await db.insertInto("price_alerts").values(row).execute();
  return alertOf(row);
}

/** A player's alerts, newest first (fired ones included). */
export async function listPriceAlerts(db: Db, userUid: string): Promise<PriceAlert[]> {
  const rows = await db.selectFrom("price_alerts").selectAll().where("user_uid", "=", userUid).orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(alertOf);
}

export async function countPriceAlerts(db: Db, userUid: string): Promise<number> {
  const row = await db
    .selectFrom("price_alerts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_uid", "=", userUid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes one of the player's alerts; answers whether it was his and there. */
export async function deletePriceAlert(db: Db, userUid: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("price_alerts").where("id", "=", id).where("user_uid", "=", userUid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The alerts of a game mode still waiting to fire. */
export async function waitingPriceAlerts(db: Db, mode: string): Promise<PriceAlert[]> {
  const rows = await db.selectFrom("price_alerts").selectAll().where("mode", "=", mode).where("fired_at", "is", null).execute();
  return rows.map(alertOf);
}

/** The price an alert saw at this look. */
export async function notePriceAlertPrice(db: Db, id: string, price: number | null): Promise<void> {
  await db.updateTable("price_alerts").set({ last_price: price }).where("id", "=", id).execute();
}

/**
 * Fires an alert once: only while it has not fired (two instances evaluating the same import fire
 * it once). Answers whether this call fired it.
 */
export async function firePriceAlert(db: Db, id: string, fired: { at: number; from: number; price: number }): Promise<boolean> {
  const result = await db
    .updateTable("price_alerts")
    .set({ fired_at: fired.at, fired_from: fired.from, fired_price: fired.price, last_price: fired.price })
    .where("id", "=", id)
    .where("fired_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
