import type { QuestListData, QuestView } from "@raidkit/api";
import { type Database, mapRecords, questRecords, traderRecords } from "@raidkit/db";
import type { Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import { KeyedCache } from "./keyedCache.ts";

interface PackObjective {
  description?: string;
  type?: string;
  count?: number;
  foundInRaid?: boolean;
  optional?: boolean;
  maps?: string[];
  zones?: { map?: string }[];
}

/** The progress pages' quests per locale, built once per data version. */
export class QuestViewService {
  private readonly built = new KeyedCache<QuestListData>();
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  invalidate(): void {
    this.built.clear();
  }

  get(locale: Locale): Promise<QuestListData> {
    return this.built.get(locale, () => this.build(locale));
  }

  private async build(locale: Locale): Promise<QuestListData> {
    const [quests, traders, maps] = await Promise.all([questRecords(this.db), traderRecords(this.db), mapRecords(this.db)]);
    const trader = new Map(traders.map((t) => [t.id, t]));
    const mapName = new Map(maps.map((m) => [m.id, m.name]));
    const views: QuestView[] = quests.map((q) => {
      const d = q.data as {
        objectives?: PackObjective[];
        traderRequirements?: { requirementType?: string; trader?: string; value?: number }[];
        taskRequirements?: { task?: string }[];
        editionRules?: { onlyForEditions?: string[] };
        gameModes?: string[];
        wikiLink?: string;
      };
      const objectives = d.objectives ?? [];
      const mapIds = new Set<string>([
        ...(q.mapId ? [q.mapId] : []),
        ...objectives.flatMap((o) => [...(o.maps ?? []), ...(o.zones ?? []).map((z) => z.map ?? "")]),
      ]);
      const modes = d.gameModes ?? [];
      const t = q.traderId ? trader.get(q.traderId) : undefined;
      return {
        uid: q.uid,
        name: q.names[locale] ?? q.name ?? q.uid,
        trader: t?.name ?? "",
        traderName: t ? (t.names[locale] ?? t.name) : "",
        locations: [...new Set([...mapIds].map((id) => mapName.get(id)).filter((n): n is string => Boolean(n)))],
        reqLevel: q.minLevel,
        reqLL: (d.traderRequirements ?? [])
          .filter((r) => r.requirementType === "level" && r.trader)
          .map((r) => ({ trader: trader.get(r.trader as string)?.name ?? (r.trader as string), level: r.value ?? 1 })),
        require: (d.taskRequirements ?? []).map((r) => r.task).filter((x): x is string => Boolean(x)),
        requiredForKappa: q.kappa,
        fraction: q.faction === "Any" ? null : q.faction,
        reqGameEdition: d.editionRules?.onlyForEditions ?? [],
        reqGameMode: modes.length === 1 ? modes.map((m) => (m === "regular" ? "PVP" : "PVE")) : [],
        wikiUrl: d.wikiLink ?? null,
        // The first objectives are enough for a list; a quest page (later) shows them all.
        objectives: objectives
          .filter((o) => o.description)
          .slice(0, 8)
          .map((o) => ({
            text: o.description as string,
            count: o.type === "giveItem" || o.type === "findItem" ? (o.count ?? null) : null,
            foundInRaid: o.foundInRaid === true,
          })),
      };
    });
    const used = new Set(views.map((v) => v.trader));
    return {
      quests: views,
      traders: traders.filter((t) => used.has(t.name)).map((t) => ({ nickname: t.name, name: t.names[locale] ?? t.name })),
      maps: [...new Set(views.flatMap((v) => v.locations))].sort(),
    };
  }
}
