import type { ProgressData, ProgressDataPart, ProgressItem, ProgressMap } from "@raidkit/api";
import { type Database, gameRules, mapDetail, mapRecords, questRecords, stationRecords, traderRecords } from "@raidkit/db";
import {
  buildModuleViews,
  buildQuestViews,
  editionModules,
  GAME_EDITIONS,
  type GameEdition,
  type GameMode,
  itemShownPrice,
  type KeyDoor,
  keyDoorIndex,
  type Locale,
  MAPS,
  type QuestView,
  textCompare,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CacheRegistry, RegisteredCache } from "./cacheRegistry.ts";
import type { CatalogueService } from "./catalogue.ts";
import { type HashedPart, hashedPart } from "./hashedPart.ts";
import { mapSvgGeoreference, mapSvgUrl } from "./mapSvg.ts";

/** Pools up to this size name their items in the page data; larger ones are read from the item cache. */
const INLINE_POOL = 50;
type LocaleData = Omit<ProgressData, "items">;

const emptyEditionModules = () => Object.fromEntries(GAME_EDITIONS.map((e) => [e, []])) as unknown as Record<GameEdition, string[]>;

/** What the /progression pages read: quests, hideout modules and the items they ask for, per locale and mode. */
export class ProgressDataService {
  /** The registry its data is kept in (the quest cache keeps its part there too). */
  readonly caches: CacheRegistry;
  private readonly perLocale: RegisteredCache<LocaleData>;
  private readonly perMode: RegisteredCache<ProgressData>;
  private readonly parts: RegisteredCache<HashedPart<ProgressData>>;
  private readonly doors: RegisteredCache<Map<string, KeyDoor[]>>;
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly iconFor: (uid: string) => string | null;
  constructor(db: Kysely<Database>, catalogue: CatalogueService, iconFor: (uid: string) => string | null) {
    this.db = db;
    this.catalogue = catalogue;
    this.iconFor = iconFor;
    this.caches = catalogue.caches;
    const bytes = (data: unknown) => JSON.stringify(data).length;
    this.perLocale = this.caches.cache<LocaleData>("progress-quests", { bytes });
    this.perMode = this.caches.cache<ProgressData>("progress", { bytes });
    this.parts = this.caches.cache("progress-parts", { bytes: (part) => 2 * part.json.length });
    this.doors = this.caches.cache("key-doors", { bytes: (index) => JSON.stringify([...index]).length });
  }

  /**
   * The part of the progress data a page reads, as JSON with its hash: the pages load it from an
   * address that names the hash, so browsers keep it until the data changes (decision 024).
   */
  part(locale: Locale, mode: GameMode, part: ProgressDataPart): Promise<HashedPart<ProgressData>> {
    return this.parts.get(`${locale}|${mode}|${part}`, async () => hashedPart(progressDataPart(await this.get(locale, mode), part)));
  }

  /** Quests, modules and maps of a locale and game mode (no prices): the header's quest counts read this. */
  quests(locale: Locale, mode: GameMode): Promise<LocaleData> {
    return this.perLocale.get(`${locale}|${mode}`, () => this.build(locale, mode));
  }

  /** The doors each key opens on the maps of a game mode, maps named in the visitor's language (a key's item page). */
  keyDoors(locale: Locale, mode: GameMode): Promise<Map<string, KeyDoor[]>> {
    return this.doors.get(`${locale}|${mode}`, async () => {
      const maps = [];
      for (const m of MAPS) {
        const record = await mapDetail(this.db, m.packId, mode);
        if (record) maps.push({ slug: m.slug, name: record.names[locale] ?? m.name, points: record.data.points });
      }
      return keyDoorIndex(maps);
    });
  }

  get(locale: Locale, mode: GameMode): Promise<ProgressData> {
    return this.perMode.get(`${locale}|${mode}`, async () => {
      const [data, cat] = await Promise.all([this.quests(locale, mode), this.catalogue.get(locale, mode)]);
      const uids = new Set<string>();
      const needs = [...data.quests.flatMap((q) => q.needs), ...data.modules.flatMap((m) => m.requires.items)];
      for (const need of needs) if (need.uids.length <= INLINE_POOL) for (const uid of need.uids) uids.add(uid);
      // The quest cards name the items a quest gives and unlocks.
      for (const uid of data.quests.flatMap(rewardItemUids)) uids.add(uid);
      const items: Record<string, ProgressItem> = {};
      for (const uid of uids) {
        const item = cat.byUid.get(uid);
        if (!item) continue;
        items[uid] = {
          uid,
          url: item.url,
          name: item.localName,
          shortName: item.localShortName,
          icon: this.iconFor(uid),
          slots: item.slots,
          ...itemShownPrice(item),
        };
      }
      return { ...data, items };
    });
  }

  private async build(locale: Locale, mode: GameMode): Promise<LocaleData> {
    const [quests, traders, maps, stations, rules] = await Promise.all([
      questRecords(this.db),
      traderRecords(this.db),
      mapRecords(this.db),
      stationRecords(this.db, mode),
      gameRules(this.db),
    ]);
    const views = buildQuestViews(
      quests,
      {
        locale,
        traders: new Map(traders.map((t) => [t.id, { nickname: t.name, names: t.names }])),
        mapNames: new Map(maps.map((m) => [m.id, m.name])),
        stationNames: new Map(stations.map((s) => [s.id, s.names[locale] ?? s.names.en ?? s.name])),
      },
      mode,
    );

    const traderNames = new Map(traders.map((t) => [t.id, t.name]));
    const modules = buildModuleViews(stations, traderNames, locale);
    const given = rules ? editionModules(rules.editions, stations) : emptyEditionModules();

    const mapViews: ProgressMap[] = [];
    for (const m of MAPS) {
      const record = await mapDetail(this.db, m.packId, mode);
      if (!record) continue;
      mapViews.push({ slug: m.slug, name: record.names[locale] ?? m.name, svgUrl: mapSvgUrl(record.data), svg: mapSvgGeoreference(record.data) });
    }

    const used = new Set(views.map((v) => v.trader));
    const mapNames: Record<string, string> = Object.fromEntries(maps.map((m) => [m.name, m.names[locale] ?? m.name]));
    return {
      quests: views,
      traders: traders.filter((t) => used.has(t.name)).map((t) => ({ nickname: t.name, name: t.names[locale] ?? t.name })),
      // Sorted by the name the visitor reads.
      maps: [...new Set(views.flatMap((v) => v.locations))].sort((a, b) => textCompare(locale)(mapNames[a] ?? a, mapNames[b] ?? b)),
      mapNames,
      modules,
      editionModules: given,
      mapViews,
    };
  }
}

/** The items a quest's card names among its rewards: given, offered by a trader, crafted. */
function rewardItemUids(q: QuestView): string[] {
  return [q.rewards, q.startRewards].flatMap((r) => (r ? [...r.items, ...r.offers, ...r.crafts].map((x) => x.uid) : []));
}

const NO_REWARDS: QuestView["rewards"] = { standing: [], items: [], offers: [], crafts: [], skills: [], traders: [] };

/**
 * Objective texts are read by the quest list and the quest map, objective places by the quest map,
 * rewards (and the items only rewards name) by the quest list: each part leaves out what its pages
 * do not read.
 */
export function progressDataPart(data: ProgressData, part: ProgressDataPart): ProgressData {
  if (part === "quests") return { ...data, quests: data.quests.map((q) => ({ ...q, zones: [] })) };
  const needed = new Set(
    [...data.quests.flatMap((q) => q.needs), ...data.modules.flatMap((m) => m.requires.items)].flatMap((n) => (n.uids.length <= INLINE_POOL ? n.uids : [])),
  );
  const map = part === "map";
  return {
    ...data,
    quests: data.quests.map((q) => ({ ...q, zones: map ? q.zones : [], objectives: map ? q.objectives : [], rewards: NO_REWARDS, startRewards: null })),
    items: Object.fromEntries(Object.entries(data.items).filter(([uid]) => needed.has(uid))),
  };
}
