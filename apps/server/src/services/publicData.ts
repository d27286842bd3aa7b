import { createHash } from "node:crypto";
import type { CalculatorData, ProgressData } from "@raidkit/api";
import type { ApiBarter, ApiCraft, ApiItem, ApiModule, ApiQuest } from "@raidkit/api/v1";
import { type Database, traderRecords } from "@raidkit/db";
import { type GameMode, type Locale, MAPS, type QuestView, queryMarket } from "@raidkit/game";
import type { Kysely } from "kysely";
import { CompressedBody } from "../compressedBody.ts";
import type { RegisteredCache } from "./cacheRegistry.ts";
import type { CalculatorService } from "./calculators.ts";
import { type CatalogueService, itemReplyOf, type LocaleCatalogue } from "./catalogue.ts";
import type { ProgressDataService } from "./progressData.ts";

/** A reply body kept with its compressed forms and its ETag (a hash of the JSON). */
export interface JsonReply {
  body: CompressedBody;
  etag: string;
}

/** The JSON of a reply made for one call, with its ETag: compressed when sent, at a fast setting. */
export function jsonReply(data: unknown): JsonReply {
  const raw = Buffer.from(JSON.stringify(data));
  return { body: new CompressedBody(raw, 4), etag: etagOf(raw) };
}

/** The JSON of a reply kept for many calls, compressed now on the thread pool at a high setting. */
export async function keptJsonReply(data: unknown): Promise<JsonReply> {
  const raw = Buffer.from(JSON.stringify(data));
  return { body: await CompressedBody.prepare(raw, 9), etag: etagOf(raw) };
}

const etagOf = (raw: Buffer) => `"${createHash("sha1").update(raw).digest("base64url")}"`;

export interface ItemFilter {
  ids?: string[];
  q?: string;
  tag?: string;
}

/**
 * The public API's data (docs/decisions/025), read from the services the pages read: whole lists are
 * built once per data version, locale and mode and kept compressed with their ETag; filtered item
 * lists and single items are built per call (small).
 */
export class PublicDataService {
  private readonly kept: RegisteredCache<JsonReply>;
  private readonly allItems: RegisteredCache<{ catalogue: LocaleCatalogue; reply: JsonReply }>;
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly calculators: CalculatorService;
  private readonly progressData: ProgressDataService;
  private readonly iconFor: (uid: string) => string | null;
  constructor(deps: {
    db: Kysely<Database>;
    catalogue: CatalogueService;
    calculators: CalculatorService;
    progressData: ProgressDataService;
    iconFor: (uid: string) => string | null;
  }) {
    this.db = deps.db;
    this.catalogue = deps.catalogue;
    this.calculators = deps.calculators;
    this.progressData = deps.progressData;
    this.iconFor = deps.iconFor;
    this.kept = deps.catalogue.caches.cache("public-api", { bytes: (reply) => reply.body.bytes });
    this.allItems = deps.catalogue.caches.cache("public-api-items", { bytes: ({ reply }) => reply.body.bytes });
  }

  /** Items of a mode: all (kept), or those a filter picks; null for a tag that does not exist. */
  async items(locale: Locale, mode: GameMode, filter: ItemFilter): Promise<JsonReply | null> {
    const cat = await this.catalogue.get(locale, mode);
    if (filter.tag && !cat.tags.some((t) => t.slug === filter.tag)) return null;
    const reply = (items: ApiItem[]) => ({ mode, lang: locale, updated: cat.freshness?.updated ?? null, count: items.length, items });
    if (filter.ids || filter.q || filter.tag) return jsonReply(reply(this.pick(cat, filter)));
    // Kept with the catalogue it was made from: a catalogue rebuilt (new data, or prices turned stale) makes a new list.
    const made = async () => ({ catalogue: cat, reply: await keptJsonReply(reply(this.pick(cat, filter))) });
    return (await this.allItems.get(`${locale}|${mode}`, made, (kept) => kept.catalogue === cat)).reply;
  }

  /** The items a filter picks, as objects (the spreadsheet replies); null for a tag that does not exist. */
  async itemList(locale: Locale, mode: GameMode, filter: ItemFilter): Promise<ApiItem[] | null> {
    const cat = await this.catalogue.get(locale, mode);
    if (filter.tag && !cat.tags.some((t) => t.slug === filter.tag)) return null;
    return this.pick(cat, filter);
  }

  /**
   * By ids (in the order asked), by search or tag (by name, with the market's search rule), or all
   * (the catalogue's order); unknown ids are left out.
   */
  private pick(cat: LocaleCatalogue, filter: ItemFilter): ApiItem[] {
    let uids = filter.ids ?? cat.items.map((i) => i.uid);
    if (filter.q || filter.tag) {
      const wanted = filter.ids ? new Set(filter.ids) : null;
      uids = queryMarket(cat.market, { search: filter.q, tag: filter.tag, pageSize: Number.MAX_SAFE_INTEGER })
        .rows.map((r) => r.uid)
        .filter((uid) => !wanted || wanted.has(uid));
    }
    return uids.map((uid) => this.item(cat, uid)).filter((i) => i !== null);
  }

  /** One item, or null when no item has this id. */
  async oneItem(locale: Locale, mode: GameMode, uid: string): Promise<ApiItem | null> {
    return this.item(await this.catalogue.get(locale, mode), uid);
  }

  private item(cat: LocaleCatalogue, uid: string): ApiItem | null {
    const item = cat.byUid.get(uid);
    if (!item) return null;
    const icon = this.iconFor(uid);
    return { ...itemReplyOf(item, icon, cat.quality), icon, categories: item.tags };
  }

  traders(locale: Locale): Promise<JsonReply> {
    return this.kept.get(`traders|${locale}`, async () => {
      const traders = await traderRecords(this.db);
      return keptJsonReply({ traders: traders.map((t) => ({ id: t.id, nickname: t.name, name: t.names[locale] ?? t.name, currency: t.currency })) });
    });
  }

  crafts(locale: Locale, mode: GameMode): Promise<JsonReply> {
    return this.kept.get(`crafts|${locale}|${mode}`, async () => keptJsonReply({ mode, crafts: apiCrafts(await this.calculators.get(locale, mode)) }));
  }

  barters(locale: Locale, mode: GameMode): Promise<JsonReply> {
    return this.kept.get(`barters|${locale}|${mode}`, async () => keptJsonReply({ mode, barters: apiBarters(await this.calculators.get(locale, mode)) }));
  }

  quests(locale: Locale, mode: GameMode): Promise<JsonReply> {
    return this.kept.get(`quests|${locale}|${mode}`, async () => keptJsonReply({ mode, quests: apiQuests(await this.progressData.quests(locale, mode)) }));
  }

  hideout(locale: Locale, mode: GameMode): Promise<JsonReply> {
    return this.kept.get(`hideout|${locale}|${mode}`, async () => keptJsonReply({ mode, modules: apiModules(await this.progressData.quests(locale, mode)) }));
  }

  /** Maps with the path of their page on this site. */
  maps(locale: Locale): Promise<JsonReply> {
    return this.kept.get(`maps|${locale}`, async () => {
      const data = await this.progressData.quests(locale, "pvp");
      const names = new Map(data.mapViews.map((m) => [m.slug, m.name]));
      const prefix = locale === "en" ? "" : `/${locale}`;
      return keptJsonReply({ maps: MAPS.map((m) => ({ slug: m.slug, name: names.get(m.slug) ?? m.name, path: `${prefix}/maps/${m.slug}` })) });
    });
  }
}

const part = (p: { uid: string; count: number }) => ({ id: p.uid, count: p.count });

export function apiCrafts(data: CalculatorData): ApiCraft[] {
  return data.crafts.map((c) => ({
    id: c.id,
    station: { id: c.stationId, name: c.stationName, level: c.level },
    durationSec: c.durationSec,
    needsFuel: c.needsFuel,
    inputs: c.inputs.map(part),
    tools: c.tools.map((t) => ({ id: t.uid })),
    output: part(c.output),
    questUnlock: c.questUnlock,
  }));
}

export function apiBarters(data: CalculatorData): ApiBarter[] {
  return data.barters.map((b) => ({
    id: b.id,
    trader: { nickname: b.trader, name: b.traderName, loyaltyLevel: b.loyaltyLevel },
    inputs: b.inputs.map(part),
    output: part(b.output),
    questUnlock: b.questUnlock,
  }));
}

export function apiQuests(data: Pick<ProgressData, "quests">): ApiQuest[] {
  return data.quests.map((q) => ({
    id: q.uid,
    name: q.name,
    trader: q.trader,
    traderName: q.traderName,
    maps: q.locations,
    minLevel: q.reqLevel,
    loyalty: q.reqLL,
    requires: q.require,
    failsOn: q.failOn,
    kappa: q.requiredForKappa,
    lightkeeper: q.requiredForLightkeeper,
    faction: q.fraction,
    editions: q.reqGameEdition,
    excludedEditions: q.excludedGameEditions,
    experience: q.experience,
    rewards: apiQuestRewards(q.rewards),
    startRewards: q.startRewards ? apiQuestRewards(q.startRewards) : null,
    wikiUrl: q.wikiUrl,
    objectives: q.objectives.map((o) => ({
      text: o.text,
      count: o.count,
      foundInRaid: o.foundInRaid,
      kind: o.kind,
      ...(o.targets ? { targets: o.targets } : {}),
      maps: o.maps,
    })),
    handOvers: q.needs.map((n) => ({ items: n.uids, count: n.count, foundInRaid: n.foundInRaid })),
  }));
}

function apiQuestRewards(r: QuestView["rewards"]): ApiQuest["rewards"] {
  return {
    standing: r.standing,
    items: r.items.map((i) => ({ item: i.uid, count: i.count })),
    offers: r.offers.map((o) => ({ item: o.uid, trader: o.trader, traderName: o.traderName, loyaltyLevel: o.level })),
    crafts: r.crafts.map((c) => ({ item: c.uid, count: c.count, stationId: c.stationId, stationName: c.stationName, level: c.level })),
    skills: r.skills,
    traders: r.traders,
  };
}

export function apiModules(data: Pick<ProgressData, "modules">): ApiModule[] {
  return data.modules.map((m) => ({
    id: m.id,
    stationId: m.stationId,
    stationName: m.stationName,
    level: m.level,
    constructionSec: m.constructionSec,
    requires: {
      stations: m.requires.stations,
      traders: m.requires.traders,
      skills: m.requires.skills,
      items: m.requires.items.map((n) => ({ items: n.uids, count: n.count, foundInRaid: n.foundInRaid })),
    },
  }));
}
