import { craftDataColumn, liveRecords, stationRecords } from "@raidkit/db";
import type { GameMode, Locale, PackCraft } from "@raidkit/game";
import { col, type DataRow, itemList, type KindContext, type KindTable } from "./rows.ts";

/** Hideout crafts (crafts.json / the live `craft` records of the mode). */
export async function craftsTable(ctx: KindContext, mode: GameMode, locale: Locale): Promise<KindTable> {
  const [names, packRows, live, stations, info] = await Promise.all([
    ctx.names(mode, locale),
    ctx.db.selectFrom("crafts").select(["id", "data_json"]).orderBy("id").execute(),
    liveRecords(ctx.db, "craft", mode),
    stationRecords(ctx.db, mode),
    ctx.liveInfo("craft", mode),
  ]);
  const byType = new Map(stations.map((s) => [s.type, s]));
  const row = (c: PackCraft): DataRow => {
    const station = byType.get(c.stationType);
    const output = names.item(c.output.itemId);
    return {
      id: c.id,
      label: output,
      cells: {
        output,
        outputCount: c.output.count,
        station: station ? (station.names[locale] ?? station.name) : `#${c.stationType}`,
        level: c.level || 1,
        duration: c.durationSec,
        fuel: station?.data.needsFuel ?? null,
        inputs: itemList(
          c.inputs.filter((i) => i.type === "item"),
          names.item,
        ),
        tools: c.tools.map((t) => names.item(t.itemId)).join(", "),
        quest: names.quest(c.otherRequirements.find((r) => r.type === "questComplete" && r.questId)?.questId),
        limit: c.productionLimitCount > 0 ? c.productionLimitCount : null,
      },
    };
  };
  return {
    columns: [
      col("output"),
      col("outputCount", "number"),
      col("station"),
      col("level", "number"),
      col("duration", "duration"),
      col("fuel", "bool"),
      col("inputs"),
      col("tools"),
      col("quest"),
      col("limit", "number"),
    ],
    pack: packRows.map((r) => row(craftDataColumn(r.data_json, r.id))),
    live: live.length > 0 ? live.map((l) => row(l.data)) : null,
    source: await ctx.sourceOf(info, live.length > 0),
    notCompared: [],
  };
}
