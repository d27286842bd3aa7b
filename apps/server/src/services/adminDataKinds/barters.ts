import { liveRecords, offerRequirementsColumn, questUnlockId } from "@raidkit/db";
import type { GameMode, Locale } from "@raidkit/game";
import { col, type DataRow, itemList, type KindContext, type KindTable } from "./rows.ts";

/** Trader barters (barters.json / the live `barter` records of the mode). */
export async function bartersTable(ctx: KindContext, mode: GameMode, locale: Locale): Promise<KindTable> {
  const [names, packRows, live, info] = await Promise.all([
    ctx.names(mode, locale),
    ctx.db.selectFrom("trader_offers").selectAll().where("kind", "=", "barter").orderBy("id").execute(),
    liveRecords(ctx.db, "barter", mode),
    ctx.liveInfo("barter", mode),
  ]);
  const row = (b: {
    id: string;
    traderId: string;
    level: number;
    item: string;
    count: number;
    required: { itemId: string; count: number }[];
    quest: string | null;
    limit: number | null;
  }): DataRow => {
    const output = names.item(b.item);
    return {
      id: b.id,
      label: `${output} · ${names.trader(b.traderId)}`,
      cells: {
        output,
        outputCount: b.count,
        trader: names.trader(b.traderId),
        level: b.level,
        inputs: itemList(b.required, names.item),
        quest: names.quest(b.quest),
        limit: b.limit,
      },
    };
  };
  return {
    columns: [col("output"), col("outputCount", "number"), col("trader"), col("level", "number"), col("inputs"), col("quest"), col("limit", "number")],
    pack: packRows.map((r) =>
      row({
        // The pack's rows are stored as `barter:<id>`; the live records carry the bare id.
        id: r.id.replace(/^barter:/, ""),
        traderId: r.trader_id,
        level: r.loyalty_level,
        item: r.item_uid,
        count: r.item_count,
        required: r.required_json ? offerRequirementsColumn(r.required_json, r.id) : [],
        quest: questUnlockId(r.quest_unlock),
        limit: r.buy_limit,
      }),
    ),
    live:
      live.length > 0
        ? live.map((l) =>
            row({
              id: l.data.id,
              traderId: l.data.traderId,
              level: l.data.loyaltyLevel,
              item: l.data.item.itemId,
              count: l.data.item.count,
              required: l.data.requiredItems,
              quest: l.data.questUnlock?.questId ?? null,
              limit: l.data.buyRestrictionMax,
            }),
          )
        : null,
    source: await ctx.sourceOf(info, live.length > 0),
    notCompared: [],
  };
}
