import type { Kysely } from "kysely";
import { insertMany } from "../import/insertMany.ts";
import type { Database } from "../schema.ts";

/** A trader's cash offer for an item (tarkov.dev `buyFor` of a trader), in one game mode. */
export interface LiveTraderOffer {
  uid: string;
  trader: string;
  minLevel: number | null;
  price: number;
  currency: string;
  priceRub: number;
  buyLimit: number | null;
  taskUnlock: string | null;
}

/** Replaces a mode's live trader offers with a snapshot's, in one transaction. */
export async function replaceLiveTraderOffers(
  db: Kysely<Database>,
  input: { mode: string; source: string; t: number; offers: readonly LiveTraderOffer[] },
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("live_trader_offers").where("mode", "=", input.mode).execute();
    await insertMany(
      trx,
      "live_trader_offers",
      input.offers.map((o) => ({
        item_uid: o.uid,
        mode: input.mode,
        trader: o.trader,
        min_level: o.minLevel,
        price: o.price,
        currency: o.currency,
        price_rub: o.priceRub,
        buy_limit: o.buyLimit,
        task_unlock: o.taskUnlock,
        t: input.t,
        source: input.source,
      })),
    );
  });
  return input.offers.length;
}

/** The live trader offers of one item in one mode (cheapest first). */
export async function liveTraderOffers(db: Kysely<Database>, uid: string, mode: string): Promise<(LiveTraderOffer & { t: number })[]> {
  const rows = await db.selectFrom("live_trader_offers").selectAll().where("item_uid", "=", uid).where("mode", "=", mode).orderBy("price_rub").execute();
  return rows.map((r) => ({
    uid: r.item_uid,
    trader: r.trader,
    minLevel: r.min_level,
    price: Number(r.price),
    currency: r.currency,
    priceRub: Number(r.price_rub),
    buyLimit: r.buy_limit,
    taskUnlock: r.task_unlock,
    t: Number(r.t),
  }));
}
