import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface TraderSell {
  trader: string;
  price: number;
  currency: string;
  priceRub: number;
  t: number;
}

export interface TraderOffer {
  id: string;
  kind: "cash" | "barter";
  traderId: string;
  trader: string;
  loyaltyLevel: number;
  count: number;
  price: number | null;
  currency: string | null;
  required: { uid: string; name: string; url: string | null; count: number }[];
  questUnlock: string | null;
  buyLimit: number | null;
}

/** What the item page shows beyond the catalogue's figures: description, trader sells and offers. */
export interface ItemDetail {
  description: string | null;
  sells: TraderSell[];
  offers: TraderOffer[];
}

/** An item's description, trader sell prices and trader offers (names in the locale); null when no such item. */
export async function itemDetail(db: Kysely<Database>, uid: string, options: { locale: string }): Promise<ItemDetail | null> {
  const base = await db.selectFrom("items").select(["uid", "description"]).where("uid", "=", uid).executeTakeFirst();
  if (!base) return null;
  const traders = await db.selectFrom("traders").select(["id", "nickname", "names_json", "sort_order"]).execute();
  const traderName = (id: string) => {
    const t = traders.find((x) => x.id === id);
    if (!t) return id;
    return (JSON.parse(t.names_json) as Record<string, string>)[options.locale] ?? t.nickname;
  };
  const order = (nickname: string) => traders.find((t) => t.nickname === nickname)?.sort_order ?? 99;
  const sellRows = await db.selectFrom("trader_sell_prices").selectAll().where("item_uid", "=", uid).orderBy("t", "desc").execute();
  const latestT = sellRows[0]?.t;
  const sells = sellRows
    .filter((s) => s.t === latestT)
    .sort((a, b) => order(a.trader) - order(b.trader))
    .map((s) => {
      const trader = traders.find((t) => t.nickname === s.trader);
      return { trader: trader ? traderName(trader.id) : s.trader, price: s.price, currency: s.currency, priceRub: s.price_rub, t: s.t };
    });

  const offerRows = await db.selectFrom("trader_offers").selectAll().where("item_uid", "=", uid).execute();
  const requiredUids = new Set<string>();
  const parsed = offerRows.map((o) => ({
    ...o,
    required: o.required_json ? (JSON.parse(o.required_json) as { itemId: string; itemName: string; count: number }[]) : [],
  }));
  for (const o of parsed) for (const r of o.required) requiredUids.add(r.itemId);
  const requiredItems =
    requiredUids.size > 0
      ? await db
          .selectFrom("items as i")
          .leftJoin("item_names as n", (j) => j.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", options.locale))
          .select(["i.uid", "i.url", "i.name", "n.name as local_name"])
          .where("i.uid", "in", [...requiredUids])
          .execute()
      : [];
  const reqBy = new Map(requiredItems.map((r) => [r.uid, r]));
  const offers: TraderOffer[] = parsed
    .map((o) => ({
      id: o.id,
      kind: o.kind,
      traderId: o.trader_id,
      trader: traderName(o.trader_id),
      loyaltyLevel: o.loyalty_level,
      count: o.item_count,
      price: o.price,
      currency: o.currency,
      required: o.required.map((r) => {
        const known = reqBy.get(r.itemId);
        return { uid: r.itemId, name: known?.local_name ?? known?.name ?? r.itemName, url: known?.url ?? null, count: r.count };
      }),
      questUnlock: o.quest_unlock,
      buyLimit: o.buy_limit,
    }))
    .sort(
      (a, b) =>
        (traders.find((t) => t.id === a.traderId)?.sort_order ?? 99) - (traders.find((t) => t.id === b.traderId)?.sort_order ?? 99) ||
        a.loyaltyLevel - b.loyaltyLevel,
    );

  return { description: base.description, sells, offers };
}
