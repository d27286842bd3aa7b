import type { ModuleView, ProgressData, ProgressItem, ProgressMap, QuestView } from "@raidkit/api";
import { type Database, mapDetail, mapRecords, questRecords, stationRecords, traderRecords } from "@raidkit/db";
import { type Locale, MAPS } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CatalogueService } from "./catalogue.ts";
import { KeyedCache } from "./keyedCache.ts";
import { mapSvgGeoreference, mapSvgUrl } from "./mapSvg.ts";

interface PackObjective {
  description?: string;
  type?: string;
  count?: number;
  foundInRaid?: boolean;
  optional?: boolean;
  items?: string[];
  maps?: string[];
  zones?: { map?: string; position?: { x?: number; y?: number; z?: number } }[];
}

interface PackRequirement {
  type?: string;
  stationType?: number;
  level?: number;
  itemId?: string;
  count?: number;
  foundInRaid?: boolean;
  traderId?: string;
}

/** Pools up to this size name their items in the page data; larger ones are read from the item cache. */
const INLINE_POOL = 50;
/** The special final quest of spec §4 in the data pack: Fence's Collector. */
const FINAL_QUEST = "5c51aac186f77432ea65c552";

type LocaleData = Omit<ProgressData, "items">;

/** Map slug of a pack location id (Night Factory is Factory's, spec §2). */
const slugOfPackId = new Map<string, string>(MAPS.flatMap((m) => [[m.packId, m.slug] as const, ...m.variantPackIds.map((id) => [id, m.slug] as const)]));

/** What the /progression pages read: quests, hideout modules and the items they ask for, per locale and mode. */
export class ProgressDataService {
  private readonly perLocale = new KeyedCache<LocaleData>();
  private readonly perMode = new KeyedCache<ProgressData>();
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly iconFor: (uid: string) => string | null;
  constructor(db: Kysely<Database>, catalogue: CatalogueService, iconFor: (uid: string) => string | null) {
    this.db = db;
    this.catalogue = catalogue;
    this.iconFor = iconFor;
  }

  invalidate(): void {
    this.perLocale.clear();
    this.perMode.clear();
  }

  /** Quests, modules and maps of a locale (no prices): the header's quest counts read this. */
  quests(locale: Locale): Promise<LocaleData> {
    return this.perLocale.get(locale, () => this.build(locale));
  }

  get(locale: Locale, mode: string): Promise<ProgressData> {
    return this.perMode.get(`${locale}|${mode}`, async () => {
      const [data, cat] = await Promise.all([this.quests(locale), this.catalogue.get(locale, mode)]);
      const uids = new Set<string>();
      const needs = [...data.quests.flatMap((q) => q.needs), ...data.modules.flatMap((m) => m.requires.items)];
      for (const need of needs) if (need.uids.length <= INLINE_POOL) for (const uid of need.uids) uids.add(uid);
      const items: Record<string, ProgressItem> = {};
      for (const uid of uids) {
        const item = cat.byUid.get(uid);
        if (!item) continue;
        const price = item.lastPrice ?? item.avg24h ?? item.traderPrice;
        items[uid] = {
          uid,
          url: item.url,
          name: item.localName,
          shortName: item.localShortName,
          icon: this.iconFor(uid),
          slots: item.slots,
          price,
          pricePerSlot: item.pricePerSlot ?? (price !== null && item.slots > 0 ? Math.round(price / item.slots) : null),
        };
      }
      return { ...data, items };
    });
  }

  private async build(locale: Locale): Promise<LocaleData> {
    const [quests, traders, maps, stations] = await Promise.all([questRecords(this.db), traderRecords(this.db), mapRecords(this.db), stationRecords(this.db)]);
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
      const zones: QuestView["zones"] = [];
      objectives.forEach((o, objective) => {
        const seen = new Set<string>();
        for (const z of o.zones ?? []) {
          const slug = z.map ? slugOfPackId.get(z.map) : undefined;
          const p = z.position;
          if (!slug || typeof p?.x !== "number" || typeof p.z !== "number") continue;
          // The same zone is listed once per map variant (Ground Zero and its 21+ copy).
          const key = `${slug}|${p.x}|${p.z}`;
          if (seen.has(key)) continue;
          seen.add(key);
          zones.push({ map: slug, x: p.x, y: p.y ?? 0, z: p.z, objective });
        }
      });
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
        objectives: objectives
          .map((o, index) => ({ ...o, index }))
          .filter((o) => o.description)
          .map((o) => ({
            index: o.index,
            text: o.description as string,
            count: o.type === "giveItem" || o.type === "findItem" ? (o.count ?? null) : null,
            foundInRaid: o.foundInRaid === true,
            ...((o.items?.length ?? 0) > 1 ? { items: o.items?.length } : {}),
          })),
        // Hand-overs only: "find" objectives are the same items handed over later, not a second need.
        needs: objectives
          .filter((o) => o.type === "giveItem" && !o.optional && (o.items?.length ?? 0) > 0 && (o.count ?? 0) > 0)
          .map((o) => ({
            uids: o.items as string[],
            count: o.count as number,
            foundInRaid: o.foundInRaid === true,
            ...((o.items?.length ?? 0) > 1 && o.description ? { label: o.description } : {}),
          })),
        zones,
      };
    });

    const stationByType = new Map(stations.map((s) => [s.type, s.id]));
    const modules: ModuleView[] = [];
    for (const s of stations) {
      // Sub-areas built along with their parent (one in the pack, with no name of its own) are not modules to build.
      if (s.data.parentArea) continue;
      const levels = (s.data.levels ?? []) as { level: number; constructionTimeSec?: number; requirements?: PackRequirement[] }[];
      const stationName = s.names[locale] ?? s.names.en ?? s.name;
      for (const level of levels) {
        const reqs = level.requirements ?? [];
        modules.push({
          id: `${s.id}-${level.level}`,
          stationId: s.id,
          stationName,
          level: level.level,
          constructionSec: level.constructionTimeSec ?? 0,
          requires: {
            stations: reqs
              .filter((r) => r.type === "station" && typeof r.stationType === "number" && stationByType.has(r.stationType))
              .map((r) => ({ stationId: stationByType.get(r.stationType as number) as string, level: r.level ?? 1 })),
            traders: reqs
              .filter((r) => r.type === "traderLoyalty" && r.traderId && trader.has(r.traderId))
              .map((r) => ({ trader: trader.get(r.traderId as string)?.name as string, level: r.level ?? 1 })),
            items: reqs
              .filter((r) => r.type === "item" && r.itemId && (r.count ?? 0) > 0)
              .map((r) => ({ uids: [r.itemId as string], count: r.count as number, foundInRaid: r.foundInRaid === true })),
          },
        });
      }
    }
    modules.sort((a, b) => a.stationName.localeCompare(b.stationName) || a.level - b.level);

    const mapViews: ProgressMap[] = [];
    for (const m of MAPS) {
      const record = await mapDetail(this.db, m.packId);
      if (!record) continue;
      mapViews.push({ slug: m.slug, name: record.names[locale] ?? m.name, svgUrl: mapSvgUrl(record.data), svg: mapSvgGeoreference(record.data) });
    }

    const used = new Set(views.map((v) => v.trader));
    return {
      quests: views,
      traders: traders.filter((t) => used.has(t.name)).map((t) => ({ nickname: t.name, name: t.names[locale] ?? t.name })),
      maps: [...new Set(views.flatMap((v) => v.locations))].sort(),
      modules,
      finalQuest: views.some((v) => v.uid === FINAL_QUEST) ? FINAL_QUEST : null,
      mapViews,
    };
  }
}
