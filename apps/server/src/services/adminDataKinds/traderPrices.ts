import { PACK_HASH_KEY, questUnlockId, readMeta, traderRecords } from "@raidkit/db";
import type { GameMode, Locale } from "@raidkit/game";
import { col, type DataRow, type KindContext, type KindTable } from "./rows.ts";

/**
 * What traders sell items for (their cash offers, per loyalty level) and buy them for (their
 * sell prices, the newest of each item and trader): the pack's (`trader_offers`, and the sell
 * prices of mode "any") and the live source's of the mode (`live_trader_offers`, the mode's sell
 * prices). A row's id is its deal, trader, item and level, so the two sources line up.
 */
export async function traderPricesTable(ctx: KindContext, mode: GameMode, locale: Locale): Promise<KindTable> {
  const [names, cash, liveOffers, packSells, liveSells, packHash] = await Promise.all([
    ctx.names(mode, locale),
    ctx.db
      .selectFrom("trader_offers")
      .select(["trader_id", "item_uid", "item_count", "loyalty_level", "price", "currency", "buy_limit", "quest_unlock"])
      .where("kind", "=", "cash")
      .orderBy("id")
      .execute(),
    ctx.db.selectFrom("live_trader_offers").selectAll().where("mode", "=", mode).execute(),
    ctx.db.selectFrom("trader_sell_prices").select(["item_uid", "trader", "price", "currency", "price_rub", "t"]).where("mode", "=", "any").execute(),
    ctx.db.selectFrom("trader_sell_prices").select(["item_uid", "trader", "price", "currency", "price_rub", "t", "source"]).where("mode", "=", mode).execute(),
    readMeta(ctx.db, PACK_HASH_KEY),
  ]);
  const offerRow = (o: {
    trader: string;
    item: string;
    level: number | null;
    price: number;
    currency: string;
    rub: number | null;
    limit: number | null;
    quest: string | null;
  }) => {
    const item = names.item(o.item);
    const trader = names.trader(o.trader);
    return {
      id: `sell:${o.trader}:${o.item}:${o.level ?? 0}`,
      label: `${item} · ${trader}`,
      cells: {
        deal: "sells",
        item,
        trader,
        level: o.level,
        price: o.price,
        currency: o.currency,
        priceRub: o.rub,
        limit: o.limit,
        quest: names.quest(o.quest),
      },
    };
  };
  const newest = <T extends { item_uid: string; trader: string; t: number }>(rows: readonly T[]) => {
    const out = new Map<string, T>();
    for (const r of rows) {
      const key = `${r.trader}:${r.item_uid}`;
      const seen = out.get(key);
      if (!seen || Number(r.t) > Number(seen.t)) out.set(key, r);
    }
    return [...out.values()];
  };
  const sellRow = (s: { item_uid: string; trader: string; price: number; currency: string; price_rub: number }): DataRow => {
    const item = names.item(s.item_uid);
    const trader = names.trader(s.trader);
    return {
      id: `buy:${s.trader}:${s.item_uid}`,
      label: `${item} · ${trader}`,
      cells: {
        deal: "buys",
        item,
        trader,
        level: null,
        price: Number(s.price),
        currency: s.currency,
        priceRub: Number(s.price_rub),
        limit: null,
        quest: null,
      },
    };
  };
  const nickname = new Map((await traderRecords(ctx.db)).map((t) => [t.id, t.name]));
  const pack = [
    ...cash.map((o) =>
      offerRow({
        trader: nickname.get(o.trader_id) ?? o.trader_id,
        item: o.item_uid,
        level: o.loyalty_level,
        price: Number(o.price),
        currency: o.currency ?? "RUB",
        rub: null,
        limit: o.buy_limit,
        quest: questUnlockId(o.quest_unlock),
      }),
    ),
    ...newest(packSells).map(sellRow),
  ];
  const hasLive = liveOffers.length > 0 || liveSells.length > 0;
  const live = hasLive
    ? [
        ...liveOffers.map((o) =>
          offerRow({
            trader: o.trader,
            item: o.item_uid,
            level: o.min_level,
            price: Number(o.price),
            currency: o.currency,
            rub: Number(o.price_rub),
            limit: o.buy_limit,
            quest: o.task_unlock,
          }),
        ),
        ...newest(liveSells).map(sellRow),
      ]
    : null;
  const times = [...liveOffers.map((o) => Number(o.t)), ...liveSells.map((s) => Number(s.t))];
  return {
    columns: [
      col("deal"),
      col("item"),
      col("trader"),
      col("level", "number"),
      col("price", "number"),
      col("currency"),
      col("priceRub", "money"),
      col("limit", "number"),
      col("quest"),
    ],
    pack,
    live,
    source: {
      used: hasLive ? "live" : "pack",
      liveUpdated: times.length > 0 ? Math.max(...times) : null,
      liveSource: liveOffers[0]?.source ?? liveSells[0]?.source ?? null,
      packHash,
    },
    // The pack's cash offers carry no rouble figure; the live ones do: not a change of the offer.
    notCompared: ["priceRub"],
  };
}
