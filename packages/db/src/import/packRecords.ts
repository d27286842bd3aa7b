import {
  assignUniqueSlugs,
  buildMapPoints,
  PACK_LOCALE_CODE,
  type PlacedThings,
  placedThingPoints,
  sortMapPoints,
  tagSlug,
  tradeCount,
  traderRank,
} from "@raidkit/game";
import {
  fleaScansOf,
  type PackBarter,
  type PackItem,
  type PackLocale,
  type PackMapPositions,
  type PackQuest,
  type PackTrader,
  TARKOVDEV_2026_FETCHED_AT,
  type TarkovDevRecords,
  tarkovDevRecordsOf,
} from "@raidkit/game/pack";
import type {
  CategoriesTable,
  CraftsTable,
  ItemNamesTable,
  ItemsTable,
  MapsTable,
  PricePointsTable,
  QuestsTable,
  StationsTable,
  TraderOffersTable,
  TraderSellPricesTable,
  TradersTable,
} from "../schema.ts";
import type { DataPack } from "./readPack.ts";

/** Data-pack locale file code -> site locale code (cs -> cz, zh -> cn, ja -> jp, ko -> kr). */
const SITE_LOCALE: Record<string, string> = Object.fromEntries(Object.entries(PACK_LOCALE_CODE).map(([site, pack]) => [pack, site]));

/** Times of the 2025 price points: the commit times of the tarkov.dev dumps (see data/README.md). */
export const PACK_PRICE_TIMES = {
  avg24h_2025_11_22: Date.parse("2025-11-22T18:43:46+01:00"),
  snapshot_2025_12_10: Date.parse("2025-12-10T18:06:11+01:00"),
} as const;

/** The pack's older prices (2023, 2025) are tarkov.dev "regular" game mode, which is PVP. */
export const PACK_MODE = "pvp";

/** The game modes the pack's 2026 flea scans cover (tarkov.dev regular = pvp, pve). */
export const PACK_MODES = ["pvp", "pve"] as const;

/** Handbook category of built-in armor inserts, whose name is empty in the game locale. */
const ARMOR_INSERTS_CATEGORY = "6564b96a189fe36f356d177c";

/** Site locale code -> locale file. */
export type PackLocales = Record<string, PackLocale>;

export function readLocales(pack: DataPack): PackLocales {
  const out: PackLocales = {};
  for (const [packCode, site] of Object.entries(SITE_LOCALE)) out[site] = pack.locale(packCode);
  return out;
}

function namesFrom(locales: PackLocales, pick: (file: PackLocale) => string | null | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [site, file] of Object.entries(locales)) {
    const value = pick(file);
    if (typeof value === "string" && value.trim() !== "") names[site] = value;
  }
  return names;
}

export function categoryRows(pack: DataPack, locales: PackLocales): CategoriesTable[] {
  const { categories } = pack.file("categories");
  const used = new Set<string>();
  return categories.map((c) => {
    const name = c.name || (c.id === ARMOR_INSERTS_CATEGORY ? "Built-in armor inserts" : c.id);
    let slug = tagSlug(name) || c.id;
    if (used.has(slug)) slug = `${slug}_${c.id}`;
    used.add(slug);
    return {
      id: c.id,
      parent_id: c.parentId ?? null,
      name,
      slug,
      path_json: JSON.stringify(c.path ?? []),
      sort_order: Number(c.order) || 0,
      names_json: JSON.stringify(namesFrom(locales, (f) => f.handbookCategories[c.id])),
    };
  });
}

function hasPrice(item: PackItem): number {
  if (item.avg24hPrice_2025_12_10 || item.sellFor_2025_12_10?.["flea market"]) return 3;
  if (item.avg24hPrice_2025_11_22) return 2;
  return item.inSptHandbook ? 1 : 0;
}

export function itemRows(pack: DataPack): { items: ItemsTable[]; raw: PackItem[] } {
  const raw = pack.file("items").items;
  const calibers = new Map<string, string>();
  for (const p of pack.file("properties").items) if (p.caliber) calibers.set(p.id, p.caliber);
  // Items with the better claim to a name keep the readable slug; clashes fall back to the uid (spec §3).
  const ranked = [...raw].sort((a, b) => hasPrice(b) - hasPrice(a) || (a.id < b.id ? -1 : 1));
  const slugs = assignUniqueSlugs(ranked.map((i) => ({ uid: i.id, name: i.name, isFunctional: true })));
  const items = raw.map((i) => ({
    uid: i.id,
    url: slugs.get(i.id) ?? i.id,
    name: i.name,
    short_name: i.shortName ?? i.name,
    description: i.description?.trim() ? i.description : null,
    category_id: i.handbookCategoryId ?? null,
    width: i.width ?? null,
    height: i.height ?? null,
    types_json: JSON.stringify(i.types ?? []),
    base_price: i.basePrice ?? i.handbookPrice ?? null,
    handbook_price: i.handbookPrice ?? null,
    banned_flea: (i.types ?? []).includes("noFlea") ? 1 : 0,
    is_functional: 1,
    caliber: calibers.get(i.id) ?? null,
  }));
  return { items: [...items, ...newerItemRows(pack, raw, slugs)], raw };
}

/**
 * Items the newest tarkov.dev reply lists and items.json lacks (added to the game since): English name,
 * short name, description, types and base price as the reply gives them; no handbook category or size
 * (the reply has none). Their slugs come after the other items' (a clash takes the uid).
 */
function newerItemRows(pack: DataPack, raw: readonly PackItem[], taken: ReadonlyMap<string, string>): ItemsTable[] {
  const known = new Set(raw.map((i) => i.id));
  const newer = pack.file("itemsTarkovDev").items.filter((i) => !known.has(i.id));
  const used = new Set(taken.values());
  const slugs = assignUniqueSlugs(newer.map((i) => ({ uid: i.id, name: i.name, isFunctional: true })));
  return newer.map((i) => {
    const slug = slugs.get(i.id);
    const url = slug && !used.has(slug) ? slug : i.id;
    used.add(url);
    return {
      uid: i.id,
      url,
      name: i.name,
      short_name: i.shortName ?? i.name,
      description: i.description?.trim() ? i.description : null,
      category_id: null,
      width: null,
      height: null,
      types_json: JSON.stringify(i.types),
      base_price: i.basePrice,
      handbook_price: null,
      banned_flea: i.types.includes("noFlea") ? 1 : 0,
      is_functional: 1,
      caliber: null,
    };
  });
}

export function itemNameRows(locales: PackLocales): ItemNamesTable[] {
  const rows: ItemNamesTable[] = [];
  for (const [site, file] of Object.entries(locales)) {
    const descriptions = file.itemDescriptions ?? {};
    for (const uid of new Set([...Object.keys(file.items), ...Object.keys(descriptions)])) {
      const names = file.items[uid];
      const name = names?.name?.trim() ? names.name : null;
      const short = names?.shortName?.trim() ? names.shortName : null;
      const description = descriptions[uid]?.trim() ? (descriptions[uid] as string) : null;
      if (name || short || description) rows.push({ item_uid: uid, locale: site, name, short_name: short, description });
    }
  }
  return rows;
}

const records2026 = new WeakMap<DataPack, TarkovDevRecords>();

/**
 * The pack's 2026 hideout stations, crafts, barters, traders, trader sell prices and cash offers (tarkov.dev's
 * JSON snapshot of 2026-07-16, regular mode: data/tarkovdev_2026), read once per pack.
 */
export function packRecords2026(pack: DataPack): TarkovDevRecords {
  let records = records2026.get(pack);
  if (!records) {
    records = tarkovDevRecordsOf(pack.file);
    records2026.set(pack, records);
  }
  return records;
}

export function traderRows(pack: DataPack, locales: PackLocales): TradersTable[] {
  return packRecords2026(pack).traders.map((t: PackTrader) => ({
    id: t.id,
    nickname: t.nickname,
    currency: t.currency,
    sort_order: traderRank(t.nickname),
    names_json: JSON.stringify(namesFrom(locales, (f) => f.traders[t.id]?.nickname)),
    data_json: JSON.stringify(t),
  }));
}

/**
 * What traders pay for items (tarkov.dev's `sellToTrader` of 2026-07-16, regular mode), kept for
 * both modes ("any"): the price in the trader's currency and tarkov.dev's rouble value, at the
 * snapshot's time.
 */
export function traderSellRows(pack: DataPack, traders: TradersTable[]): TraderSellPricesTable[] {
  const nickname = new Map(traders.map((t) => [t.id, t.nickname]));
  const t = Date.parse(TARKOVDEV_2026_FETCHED_AT);
  return packRecords2026(pack).sells.map((s) => ({
    item_uid: s.itemId,
    mode: "any",
    trader: nickname.get(s.traderId) ?? s.traderId,
    price: s.price,
    currency: s.currency,
    price_rub: s.priceRub,
    t,
    source: "pack",
  }));
}

export function offerRows(pack: DataPack): TraderOffersTable[] {
  const cash = packRecords2026(pack).cashOffers.map((o) => ({
    id: `cash:${o.assortId}`,
    kind: "cash" as const,
    trader_id: o.traderId,
    item_uid: o.item.itemId,
    item_count: o.item.count,
    loyalty_level: o.loyaltyLevel,
    price: o.price,
    currency: o.currency,
    required_json: null,
    quest_unlock: o.questUnlock ? JSON.stringify(o.questUnlock) : null,
    buy_limit: o.buyRestrictionMax,
  }));
  const barters = packRecords2026(pack).barters.map(barterOfferRow);
  return [...cash, ...barters];
}

/** A barter as the trader_offers table holds it (the pack's, or the live source's in the same shape). */
export function barterOfferRow(o: PackBarter): TraderOffersTable {
  return {
    id: `barter:${o.id}`,
    kind: "barter" as const,
    trader_id: o.traderId,
    item_uid: o.item.itemId,
    item_count: o.item.count,
    loyalty_level: o.loyaltyLevel,
    price: null,
    currency: null,
    // Whole counts (a trader takes no part of a GP coin); the source's fraction is kept as dataCount.
    required_json: JSON.stringify(o.requiredItems.map((r) => (tradeCount(r.count) === r.count ? r : { ...r, count: tradeCount(r.count), dataCount: r.count }))),
    quest_unlock: o.questUnlock ? JSON.stringify(o.questUnlock) : null,
    buy_limit: o.buyRestrictionMax,
  };
}

export function stationRows(pack: DataPack, locales: PackLocales): StationsTable[] {
  return packRecords2026(pack).stations.map((s) => ({
    id: s.id,
    type: s.type,
    name: s.name,
    names_json: JSON.stringify(namesFrom(locales, (f) => f.stations[s.id])),
    data_json: JSON.stringify(s),
  }));
}

export function craftRows(pack: DataPack): CraftsTable[] {
  return packRecords2026(pack).crafts.map((c) => ({
    id: c.id,
    station_type: c.stationType,
    level: c.level ?? 1,
    duration_sec: c.durationSec,
    output_item_uid: c.output.itemId,
    data_json: JSON.stringify(c),
  }));
}

export function questRows(pack: DataPack, locales: PackLocales): QuestsTable[] {
  return pack.file("quests").quests.map((q) => ({
    uid: q.id,
    name: q.name,
    names_json: JSON.stringify(namesFrom(locales, (f) => f.quests[q.id])),
    trader_id: q.trader,
    map_id: q.map,
    min_level: q.minPlayerLevel,
    kappa: q.kappaRequired ? 1 : 0,
    faction: q.factionName,
    data_json: JSON.stringify(q),
    texts_json: questTextsJson(q, locales),
  }));
}

/** A quest's objective and fail-condition texts in the locales that have them (site locale -> id -> text). */
function questTextsJson(q: PackQuest, locales: PackLocales): string | null {
  const ids = [...q.objectives, ...(q.failConditions ?? [])].map((o) => o.id).filter((id): id is string => !!id);
  const texts: Record<string, Record<string, string>> = {};
  for (const [site, file] of Object.entries(locales)) {
    const own = file.questTexts ?? {};
    const found = Object.fromEntries(ids.filter((id) => own[id]?.trim()).map((id) => [id, own[id] as string]));
    if (Object.keys(found).length > 0) texts[site] = found;
  }
  return Object.keys(texts).length > 0 ? JSON.stringify(texts) : null;
}

/**
 * One map of tarkov.dev's JSON API reply (`maps/map_positions_tarkovdev_2026.json.gz`) in the shape of
 * the live GraphQL reply, so the live import's builder (`placedThingPoints`) reads it: locale keys
 * become the reply's English texts, loot container and weapon ids their records, a key id `{ id }`.
 */
function placedThingsOf(file: PackMapPositions, mapId: string): PlacedThings {
  const m = file.maps[mapId];
  if (!m) return {};
  const tr = (s: string | null | undefined) => (s ? (file.translations[s] ?? s) : null);
  return {
    locks: (m.locks ?? []).map((l) => ({ key: l.key ? { id: l.key } : null, needsPower: l.needsPower ?? null, position: l.position ?? null })),
    switches: (m.switches ?? []).map((s) => ({ id: s.id, name: tr(s.name), position: s.position ?? null })),
    hazards: (m.hazards ?? []).map((h) => ({ hazardType: h.hazardType ?? null, name: tr(h.name), position: h.position ?? null })),
    lootContainers: (m.lootContainers ?? []).map((c) => {
      const record = c.lootContainer ? file.lootContainers[c.lootContainer] : undefined;
      return {
        lootContainer: record ? { id: record.id, name: tr(record.name), normalizedName: record.normalizedName } : null,
        position: c.position ?? null,
      };
    }),
    stationaryWeapons: (m.stationaryWeapons ?? []).map((w) => {
      const record = w.stationaryWeapon ? file.stationaryWeapons[w.stationaryWeapon] : undefined;
      return { stationaryWeapon: record ? { id: record.id, name: tr(record.name), shortName: null } : null, position: w.position ?? null };
    }),
  };
}

/**
 * Maps with their points built once from the pack's map files: extracts, transits, spawns, boss zones,
 * and from tarkov.dev's 2026 maps reply the extracts the older file lacks (scav, co-op) and every
 * placed thing (locks with their keys, switches, hazards, stationary weapons, loot containers).
 */
export function mapRows(pack: DataPack, locales: PackLocales): MapsTable[] {
  const spawns = pack.file("mapSpawns").spawns;
  const extracts = new Map(pack.file("mapExtracts").maps.map((m) => [m.mapId, m]));
  const exits = new Map(pack.file("mapExits").maps.map((m) => [m.mapId, m]));
  const positions = pack.file("mapPositions");
  // Things named by an item (loot containers, stationary weapons) take the item's name in each language.
  const itemNames = (key: string) => {
    const id = key.replace(/^[lg]:/, "");
    if (id === key) return undefined;
    const names = namesFrom(locales, (f) => f.items[id]?.name);
    return Object.keys(names).length > 0 ? names : undefined;
  };
  return pack.file("maps").maps.map((m) => {
    // The game's own exit names (the reply's untranslated ones) match the exit rules where the English ones do not.
    const replied = new Map((positions.maps[m.id]?.extracts ?? []).map((e) => [e.id, e]));
    const known = (extracts.get(m.id)?.extracts ?? []).map((e) => ({ ...e, gameName: replied.get(e.id)?.name }));
    const knownIds = new Set(known.map((e) => e.id));
    const tr = (s: string) => positions.translations[s] ?? s;
    const added = [...replied.values()].flatMap((e) =>
      e.position && !knownIds.has(e.id) ? [{ id: e.id, name: tr(e.name), gameName: e.name, faction: e.faction, position: e.position }] : [],
    );
    const built = buildMapPoints({
      spawns: spawns.filter((s) => s.mapId === m.id),
      extracts: [...known, ...added],
      transits: extracts.get(m.id)?.transits ?? [],
      exits: exits.get(m.id)?.exits ?? [],
      transitRules: exits.get(m.id)?.transits ?? [],
      bossSpawns: exits.get(m.id)?.bossSpawns ?? [],
      // A transit's destination in each language (the locale files' map names).
      mapNames: (id) => namesFrom(locales, (f) => f.maps[id]?.name),
      // An exit's name in each language (the locale files' exits, by the game files' Name).
      exitNames: (name) => namesFrom(locales, (f) => f.exits?.[name]),
    });
    const { unplaced, bosses } = built;
    const points = [...built.points, ...placedThingPoints(placedThingsOf(positions, m.id), itemNames)];
    return {
      id: m.id,
      name: m.name,
      names_json: JSON.stringify(namesFrom(locales, (f) => f.maps[m.id]?.locationName || f.maps[m.id]?.name)),
      data_json: JSON.stringify({
        ...m,
        points: sortMapPoints(points),
        unplacedExits: unplaced,
        bosses,
        descriptions: namesFrom(locales, (f) => f.maps[m.id]?.description),
      }),
    };
  });
}

/**
 * Every real price point of the pack: the 2023 snapshots and the two 2025 tarkov.dev dumps (PVP), the
 * 2026 flea scans of both modes (the scan's lowest offer is the price, as the live back-fill takes it),
 * and, for items without 2026 scans, the newest items reply's last low price and 24 h average at its commit time.
 */
export function pricePointRows(pack: DataPack, items: readonly { uid: string }[]): PricePointsTable[] {
  const known = new Set(items.map((i) => i.uid));
  const rawItems = pack.file("items").items;
  const points = new Map<string, PricePointsTable>();
  const add = (p: PricePointsTable) => {
    const key = `${p.item_uid}|${p.t}`;
    const prev = points.get(key);
    points.set(
      key,
      prev
        ? {
            ...prev,
            price: prev.price ?? p.price,
            avg24h: prev.avg24h ?? p.avg24h,
            low24h: prev.low24h ?? p.low24h,
          }
        : p,
    );
  };
  for (const item of pack.file("prices2023").items) {
    if (!known.has(item.id)) continue;
    for (const pt of item.points) {
      const t = Date.parse(pt.t);
      if (!Number.isFinite(t)) continue;
      const avg = pt.avg24hPrice ?? pt.fleaBuyFor ?? null;
      const price = pt.fleaSellFor ?? null;
      if (avg === null && price === null) continue;
      add({ item_uid: item.id, mode: PACK_MODE, t, price, avg24h: avg, low24h: pt.low24hPrice ?? null, offers: null, source: "pack:2023" });
    }
  }
  for (const item of rawItems) {
    if (item.avg24hPrice_2025_11_22) {
      add({
        item_uid: item.id,
        mode: PACK_MODE,
        t: PACK_PRICE_TIMES.avg24h_2025_11_22,
        price: null,
        avg24h: item.avg24hPrice_2025_11_22,
        low24h: null,
        offers: null,
        source: "pack:2025-11",
      });
    }
    const flea = item.sellFor_2025_12_10?.["flea market"] ?? null;
    if (item.avg24hPrice_2025_12_10 || flea) {
      add({
        item_uid: item.id,
        mode: PACK_MODE,
        t: PACK_PRICE_TIMES.snapshot_2025_12_10,
        price: flea,
        avg24h: item.avg24hPrice_2025_12_10 ?? null,
        low24h: null,
        offers: null,
        source: "pack:2025-12",
      });
    }
  }
  const out = [...points.values()];
  // Each scan is one (item, mode, time): no merging needed.
  const scans = pack.file("fleaScans");
  for (const mode of PACK_MODES) {
    for (const uid of Object.keys(scans.modes[mode].items)) {
      if (!known.has(uid)) continue;
      for (const s of fleaScansOf(scans, mode, uid)) {
        out.push({ item_uid: uid, mode, t: s.t, price: s.min, avg24h: null, low24h: null, offers: s.offers, source: "pack:2026" });
      }
    }
  }
  const reply = pack.file("itemsTarkovDev");
  const replyTime = Date.parse(reply.source.commitDate);
  const inReply = new Map(reply.items.map((i) => [i.id, i]));
  const weaponOf = new Map(pack.file("properties").presets.map((p) => [p.id, p.baseItemId]));
  for (const i of reply.items) {
    if (!known.has(i.id) || scans.modes.pvp.items[i.id] || (i.lastLowPrice === null && i.avg24hPrice === null)) continue;
    // A preset the reply prices with its bare weapon's figures of the same reply (presetPrice.ts): not its own.
    const weapon = inReply.get(weaponOf.get(i.id) ?? "");
    if (weapon && weapon.lastLowPrice === i.lastLowPrice && weapon.avg24hPrice === i.avg24hPrice) continue;
    out.push({
      item_uid: i.id,
      mode: PACK_MODE,
      t: replyTime,
      price: i.lastLowPrice,
      avg24h: i.avg24hPrice,
      low24h: null,
      offers: null,
      source: "pack:2026-items",
    });
  }
  return withoutBorrowedPresetPoints(out, weaponOf);
}

/**
 * Drops a preset's points that only repeat its bare weapon's point of the same source and time
 * (tarkov.dev gives a default preset the weapon's figures: presetPrice.ts). Judged per point (and
 * per reply above), as the sources are dated apart: the M4A1 Carbine preset's 2025-12 figures are the bare gun's of
 * 2025-12, while the gun's newest are of a 2026 scan the preset has none of.
 */
function withoutBorrowedPresetPoints(points: PricePointsTable[], weaponOf: ReadonlyMap<string, string>): PricePointsTable[] {
  const key = (uid: string, p: PricePointsTable) => `${uid}|${p.mode}|${p.t}`;
  // Only the points of weapons that have presets are looked up (a first start reads over a million points).
  const weapons = new Set(weaponOf.values());
  const byKey = new Map<string, PricePointsTable>();
  for (const p of points) if (weapons.has(p.item_uid)) byKey.set(key(p.item_uid, p), p);
  return points.filter((p) => {
    const weaponId = weaponOf.get(p.item_uid);
    if (weaponId === undefined) return true;
    const weapon = byKey.get(key(weaponId, p));
    return !weapon || weapon.price !== p.price || weapon.avg24h !== p.avg24h;
  });
}
