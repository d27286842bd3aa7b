import { createHash } from "node:crypto";
import { type Database, mapRecords, questRecords } from "@raidkit/db";
import type { Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import { KeyedCache } from "./keyedCache.ts";

/** Quest fields of spec §3 sent in /api/be/cache (questsData); later issues add objectives and rewards. */
const BASE_FIELDS = [
  "uid",
  "bsgId",
  "name",
  "trader",
  "locations",
  "reqLevel",
  "reqLL",
  "require",
  "requiredForKappa",
  "fraction",
  "reqGameEdition",
  "reqGameMode",
  "experience",
  "wikiUrl",
] as const;

export interface QuestCache {
  fields: string[];
  rows: unknown[][];
  hash: string;
}

/** Builds the quests part of the cache payload once per locale and data version. */
export class QuestCacheService {
  private readonly built = new KeyedCache<QuestCache>();
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  invalidate(): void {
    this.built.clear();
  }

  get(locale: Locale): Promise<QuestCache> {
    return this.built.get(locale, () => this.build(locale));
  }

  private async build(locale: Locale): Promise<QuestCache> {
    const [quests, maps] = await Promise.all([questRecords(this.db), mapRecords(this.db)]);
    const mapName = new Map(maps.map((m) => [m.id, m.name]));
    const fields: string[] = [...BASE_FIELDS, ...(locale === "en" ? [] : [`${locale}Name`])];
    const rows = quests.map((q) => {
      const d = q.data;
      const locationIds = new Set<string>([...(q.mapId ? [q.mapId] : []), ...((d.objectives ?? []) as any[]).flatMap((o) => (o.maps ?? []) as string[])]);
      const modes = (d.gameModes ?? []) as string[];
      const record: Record<string, unknown> = {
        uid: q.uid,
        bsgId: q.uid,
        name: q.name,
        trader: q.traderId,
        locations: [...new Set([...locationIds].map((id) => mapName.get(id)).filter(Boolean))],
        reqLevel: q.minLevel,
        reqLL: ((d.traderRequirements ?? []) as any[]).filter((r) => r.requirementType === "level").map((r) => ({ trader: r.trader, level: r.value })),
        require: ((d.taskRequirements ?? []) as any[]).map((r) => r.task),
        requiredForKappa: q.kappa,
        fraction: q.faction === "Any" ? null : q.faction,
        reqGameEdition: d.editionRules?.onlyForEditions ?? [],
        reqGameMode: modes.length === 1 ? modes.map((m) => (m === "regular" ? "PVP" : "PVE")) : [],
        experience: d.experience ?? null,
        wikiUrl: d.wikiLink ?? null,
        [`${locale}Name`]: q.names[locale] ?? null,
      };
      return fields.map((f) => record[f] ?? null);
    });
    const hash = createHash("sha256").update(`${locale}|`).update(JSON.stringify(rows)).digest("hex").slice(0, 20);
    return { fields, rows, hash };
  }
}
