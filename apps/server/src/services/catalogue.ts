import { createHash } from "node:crypto";
import type { ItemReply, TagEntry, TagReply } from "@raidkit/api";
import {
  type CatalogueItem,
  catalogueItems,
  catalogueOverrides,
  type Database,
  dataVersion,
  latestImport,
  listTags,
  priceSourceTimes,
  storedWeaponRecords,
  type Tag,
  traderRecords,
} from "@raidkit/db";
import {
  createMarketIndex,
  DEFAULT_STALE_AFTER_MS,
  intlTag,
  itemSlug,
  itemSpecTags,
  judgeWithPresets,
  type Locale,
  type MarketIndex,
  type MarketRow,
  type QualityClock,
  referenceValue,
  staleFrom,
  tagTree,
  trustedPrice,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import { CacheRegistry, type RegisteredCache } from "./cacheRegistry.ts";

/** Fields of an item row in /api/be/cache; `{locale}Name`/`{locale}ShortName` are added for non-English locales. */
const BASE_FIELDS = [
  "uid",
  "url",
  "name",
  "shortName",
  "category",
  "tags",
  "types",
  "width",
  "height",
  "slots",
  "bannedOnFlea",
  "isFunctional",
  "caliber",
  "basePrice",
  "lastPrice",
  "avg24h",
  "avg7d",
  "pricePerSlot",
  "change24h",
  "change7d",
  "traderPrice",
  "traderName",
  "updated",
  "icon",
  "offers",
  "lowConfidence",
  "spark",
  "quality",
  "partsPrice",
] as const;

export interface LocaleCatalogue {
  version: string;
  items: CatalogueItem[];
  /** Lookups of items by uid and by url slug. */
  byUid: ReadonlyMap<string, CatalogueItem>;
  byUrl: ReadonlyMap<string, CatalogueItem>;
  tags: Tag[];
  market: MarketIndex;
  newestPrice: number | null;
  /** The newest successful price import of this mode, if any (the pack alone has none). */
  freshness: { updated: number | null; expiration: number | null; source: string } | null;
  /** `bytes`: the rows' JSON length (the registry's measure of the catalogue). */
  cache: { fields: string[]; rows: unknown[][]; hash: string; bytes: number };
  /**
   * The price-quality clock the items were judged with (packages/game priceQuality.ts): live data is
   * judged at the time of the build, the data pack at its newest price (its own snapshot date).
   */
  quality: QualityClock & { live: boolean };
  /** When a fresh price of this catalogue turns stale (live data only): the catalogue is rebuilt then. */
  rebuildAt: number | null;
}

export interface CatalogueOptions {
  /** Prices older than this before the judging time are stale (default 7 days). */
  staleAfterMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** The server's caches (default: a registry of its own). */
  caches?: CacheRegistry;
}

/**
 * The item catalogue per locale and game mode, built from the database once per data version and
 * kept in memory: the market list, search and /api/be/cache all read it. A new import changes the
 * data version and the next request rebuilds it.
 */
export class CatalogueService {
  /** The registry the catalogues are kept in: the services built from them keep theirs there too. */
  readonly caches: CacheRegistry;
  private readonly built: RegisteredCache<LocaleCatalogue>;
  private readonly version: RegisteredCache<string>;

  private readonly db: Kysely<Database>;
  private readonly iconFor: (uid: string) => string | null;
  private readonly staleAfterMs: number;
  private readonly now: () => number;
  constructor(db: Kysely<Database>, iconFor: (uid: string) => string | null, options: CatalogueOptions = {}) {
    this.db = db;
    this.iconFor = iconFor;
    this.staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    this.now = options.now ?? Date.now;
    this.caches = options.caches ?? new CacheRegistry();
    // Its rows as JSON, three times over: the items, their rows and the market index.
    this.built = this.caches.cache("catalogue", { bytes: (c) => 3 * c.cache.bytes });
    this.version = this.caches.cache("catalogue-version", { bytes: (v) => v.length });
  }

  currentVersion(): Promise<string> {
    return this.version.get("", async () => (await dataVersion(this.db)) ?? "empty");
  }

  get(locale: Locale, mode: string): Promise<LocaleCatalogue> {
    // Live prices turn stale with time, not only with new data: rebuild when the first one does.
    return this.built.get(
      `${locale}|${mode}`,
      () => this.build(locale, mode),
      (c) => c.rebuildAt === null || this.now() < c.rebuildAt,
    );
  }

  private async build(locale: Locale, mode: string): Promise<LocaleCatalogue> {
    const version = await this.currentVersion();
    // An admin's overrides (names, tags, flea ban, quality verdicts, hand-added items: /admin/item…)
    // are applied here, on every build, so no import can undo them.
    const overrides = await catalogueOverrides(this.db);
    const [rawItems, tags, traders, imported, sources, presets] = await Promise.all([
      catalogueItems(this.db, { locale, mode, overrides }),
      listTags(this.db, locale, overrides),
      traderRecords(this.db),
      latestImport(this.db, mode),
      priceSourceTimes(this.db, mode),
      storedWeaponRecords(this.db),
    ]);
    // Price quality (packages/game priceQuality.ts): live data is judged now; the data pack at its
    // own newest price (an admin's manual entry does not move that date).
    const now = this.now();
    let dataDate: number | null = null;
    for (const i of rawItems) {
      if (i.updated !== null && !sources.manual.has(i.updated) && (i.lastPrice ?? 0) > 0 && (dataDate === null || i.updated > dataDate)) dataDate = i.updated;
    }
    const live = sources.live !== null;
    const clock: QualityClock = { asOf: live ? now : dataDate, staleAfterMs: this.staleAfterMs };
    // Trader names in the visitor's language (the figures store the English nickname).
    const traderName = new Map(traders.map((t) => [t.name, t.names[locale] ?? t.name]));
    // Presets are priced as themselves, never as their bare weapon (packages/game presetPrice.ts).
    const items = judgeWithPresets(rawItems, presets?.presets ?? [], clock).map((i) =>
      i.traderName ? { ...i, traderName: traderName.get(i.traderName) ?? i.traderName } : i,
    );
    let rebuildAt: number | null = null;
    if (live) {
      for (const i of items) {
        const at = staleFrom(i.updated, clock);
        if (at !== null && (rebuildAt === null || at < rebuildAt)) rebuildAt = at;
      }
    }
    const priced = items.filter((i) => i.lastPrice !== null || i.traderPrice !== null);
    const rows: MarketRow[] = priced.map((i) => ({ ...i, icon: this.iconFor(i.uid) }));
    let newestPrice: number | null = null;
    for (const i of priced) if (i.updated !== null && (newestPrice === null || i.updated > newestPrice)) newestPrice = i.updated;
    const fields: string[] = [...BASE_FIELDS, ...(locale === "en" ? [] : [`${locale}Name`, `${locale}ShortName`])];
    const cacheRows = items.map((i) => {
      // Spec §3 slug rule: a url equal to the name's slug is sent as null and rebuilt by the client (saves ~30 KB).
      const url = i.url === itemSlug({ uid: i.uid, name: i.name }) ? null : i.url;
      const record: Record<string, unknown> = {
        ...i,
        url,
        category: i.categoryId,
        icon: this.iconFor(i.uid),
        [`${locale}Name`]: i.localName,
        [`${locale}ShortName`]: i.localShortName,
      };
      return fields.map((f) => record[f] ?? null);
    });
    const json = JSON.stringify(cacheRows);
    const hash = createHash("sha256").update(`${locale}|${mode}|`).update(json).digest("hex").slice(0, 20);
    return {
      version,
      items,
      byUid: new Map(items.map((i) => [i.uid, i])),
      byUrl: new Map(items.map((i) => [i.url, i])),
      tags,
      market: createMarketIndex(rows, intlTag(locale)),
      newestPrice,
      freshness: imported ? { updated: imported.updated, expiration: imported.expiration, source: imported.source } : null,
      cache: { fields, rows: cacheRows, hash, bytes: json.length },
      quality: { ...clock, live },
      rebuildAt,
    };
  }
}

const treeOf = new WeakMap<LocaleCatalogue, TagEntry[]>();

/**
 * The market's categories as a tree in the visitor's language, without those none of the listed
 * items is in; worked out once per catalogue.
 */
export function tagEntries(cat: LocaleCatalogue, locale: Locale): TagEntry[] {
  let tree = treeOf.get(cat);
  if (!tree) {
    const slugOf = new Map(cat.tags.map((t) => [t.id, t.slug]));
    // Tags an admin hid (/admin/tags) are left out of the menu; their items stay listed.
    const hidden = new Set(cat.tags.filter((t) => t.hidden).map((t) => t.slug));
    const listed = new Set(cat.market.rows.flatMap((r) => r.tags).filter((slug) => !hidden.has(slug)));
    const nodes = cat.tags.map((t) => ({ slug: t.slug, localName: t.localName, parent: t.parentId ? (slugOf.get(t.parentId) ?? null) : null }));
    tree = tagTree(nodes, locale, (slug) => listed.has(slug));
    treeOf.set(cat, tree);
  }
  return tree;
}

export function tagReply(tag: Tag, catalogue: LocaleCatalogue): TagReply {
  return {
    slug: tag.slug,
    name: tag.name,
    localName: tag.localName,
    path: tag.path,
    items: catalogue.items.filter((i) => i.tags.includes(tag.slug)).length,
  };
}

/** The trusted price of an item and which figure it is (packages/game trustedPrice), as replies carry them. */
function trustedReply(item: CatalogueItem) {
  const trusted = trustedPrice(item);
  return { trustedPrice: trusted.price, trustedFigure: trusted.figure };
}

/**
 * The Item entity of spec §3 as /api/be/item/by-url answers it. Its pictures (spec §5 image choice,
 * decision 067): `gunBuildImg` the live source's default-preset picture of a weapon, `wikiIcon` the
 * icon, `enImg` the live source's 512 px image; none of them offline but the icon.
 */
export function itemReplyOf(
  item: CatalogueItem,
  icon: string | null,
  clock?: QualityClock,
  pictures: { build: string | null; large: string | null } = { build: null, large: null },
): ItemReply {
  return {
    uid: item.uid,
    url: item.url,
    name: item.name,
    shortName: item.shortName,
    localName: item.localName,
    localShortName: item.localShortName,
    category: item.categoryId,
    caliber: item.caliber,
    isFunctional: item.isFunctional,
    width: item.width,
    height: item.height,
    slots: item.slots,
    tags: itemSpecTags(item),
    types: item.types,
    gunBuildImg: pictures.build,
    gunBuildUid: null,
    gunBuildUrl: null,
    wikiIcon: icon,
    wikiImg: null,
    enImg: pictures.large,
    wikiUrl: null,
    bannedOnFlea: item.bannedOnFlea,
    basePrice: item.basePrice,
    priceQuality: {
      code: item.quality,
      value: referenceValue(item),
      asOf: clock?.asOf ?? null,
      staleAfterMs: clock?.staleAfterMs ?? DEFAULT_STALE_AFTER_MS,
      ...trustedReply(item),
    },
    prices: {
      lastPrice: item.lastPrice,
      avg24h: item.avg24h,
      avg7d: item.avg7d,
      pricePerSlot: item.pricePerSlot,
      change24h: item.change24h,
      change7d: item.change7d,
      traderPrice: item.traderPrice,
      traderName: item.traderName,
      updated: item.updated,
    },
  };
}
