import { liveRecords, mergeNames, questDataColumn, questNamesColumn } from "@raidkit/db";
import { type GameMode, type Locale, type PackQuest, questInGameMode, questInMode } from "@raidkit/game";
import { col, type DataRow, type KindContext, type KindTable } from "./rows.ts";

/** Quests of the mode (quests_2025.json / the live `quest` records; one record holds both modes). */
export async function questsTable(ctx: KindContext, mode: GameMode, locale: Locale): Promise<KindTable> {
  const [names, packRows, live, info] = await Promise.all([
    ctx.names(mode, locale),
    ctx.db.selectFrom("quests").select(["uid", "name", "names_json", "data_json"]).orderBy("uid").execute(),
    liveRecords(ctx.db, "quest", "any"),
    ctx.liveInfo("quest", "any"),
  ]);
  const packNames = new Map(packRows.map((r) => [r.uid, questNamesColumn(r.names_json, r.uid)]));
  const row = (q: PackQuest, localNames: Record<string, string>): DataRow | null => {
    if (!questInGameMode(q, mode)) return null;
    const m = questInMode(q, mode);
    const name = localNames[locale] ?? m.name ?? m.id;
    return {
      id: q.id,
      label: name,
      cells: {
        name,
        trader: names.trader(m.trader),
        map: names.map(m.map),
        minLevel: m.minPlayerLevel,
        experience: m.experience,
        kappa: m.kappaRequired,
        lightkeeper: m.lightkeeperRequired,
        faction: m.factionName,
        requires: m.taskRequirements.map((r) => names.quest(r.task)).join(", "),
        objectives: m.objectives.map((o) => `${o.type}${o.count ? ` ×${o.count}` : ""}${o.foundInRaid ? " FIR" : ""}${o.optional ? " (opt)" : ""}`).join("; "),
        restartable: m.restartable,
      },
    };
  };
  const rows = (list: { q: PackQuest; names: Record<string, string> }[]) => list.flatMap(({ q, names: n }) => row(q, n) ?? []);
  return {
    columns: [
      col("name"),
      col("trader"),
      col("map"),
      col("minLevel", "number"),
      col("experience", "number"),
      col("kappa", "bool"),
      col("lightkeeper", "bool"),
      col("faction"),
      col("requires"),
      col("objectives"),
      col("restartable", "bool"),
    ],
    pack: rows(packRows.map((r) => ({ q: questDataColumn(r.data_json, r.uid), names: packNames.get(r.uid) ?? {} }))),
    live: live.length > 0 ? rows(live.map((l) => ({ q: l.data, names: mergeNames(packNames.get(l.id), l.names, l.data.name) }))) : null,
    source: await ctx.sourceOf(info, live.length > 0),
    notCompared: [],
  };
}
