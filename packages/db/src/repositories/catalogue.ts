import { type ItemView, itemSlug, type UnjudgedItemView } from "@raidkit/game";
import type { Kysely } from "kysely";
import { itemTypesColumn, namesColumn } from "../columns.ts";
import type { Database } from "../schema.ts";
import { type CatalogueOverrides, catalogueOverrides, overriddenTags } from "./itemOverrides.ts";

/** One item as the market list, the cache and search need it (packages/game's ItemView). */
export type CatalogueItem = ItemView;
/** An item as read here, before the catalogue applies the price-quality rule (packages/game judgeItem). */
export type CatalogueRow = UnjudgedItemView;

export interface Tag {
  id: string;
  slug: string;
  name: string;
  localName: string;
  parentId: string | null;
  /** Slugs from the root category down to this one. */
  path: string[];
  /** An admin hid it from the market menu (/admin/tags). */
  hidden: boolean;
}

const categoryNames = namesColumn("categories");
/** A category whose stored names do not read keeps its English name (the menu stays up; the import writes them). */
const parseNames = (json: string): Record<string, string> => {
  const read = categoryNames.safe(json);
  return read.ok ? read.value : {};
};

/**
 * Every handbook category as a tag, with its chain of parent slugs; an admin's names (per locale,
 * "en" is the tag's own name) and hiding (/admin/tags) applied.
 */
export async function listTags(db: Kysely<Database>, locale: string, overrides?: CatalogueOverrides): Promise<Tag[]> {
  const [rows, o] = await Promise.all([
    db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("name").execute(),
    overrides ?? catalogueOverrides(db),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain = (id: string | null): string[] => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (let c = id ? byId.get(id) : undefined; c && !seen.has(c.id); c = c.parent_id ? byId.get(c.parent_id) : undefined) {
      seen.add(c.id);
      out.unshift(c.slug);
    }
    return out;
  };
  return rows.map((r) => {
    const tag = o.tags.get(r.id);
    const name = tag?.names.en ?? r.name;
    return {
      id: r.id,
      slug: r.slug,
      name,
      localName: tag?.names[locale] ?? parseNames(r.names_json)[locale] ?? name,
      parentId: r.parent_id,
      path: chain(r.id),
      hidden: tag?.hidden ?? false,
    };
  });
}

export async function tagBySlug(db: Kysely<Database>, slug: string, locale: string): Promise<Tag | null> {
  return (await listTags(db, locale)).find((t) => t.slug === slug) ?? null;
}

/**
 * All items with their price figures for one game mode and the names of one locale. `pricedOnly`
 * keeps items that have a flea or trader price (the market list). An admin's overrides are applied
 * (itemOverrides.ts: names, tags, flea ban, price-quality verdict of the mode) and items added by
 * hand are included unless an imported item has their uid.
 */
export async function catalogueItems(
  db: Kysely<Database>,
  options: { locale: string; mode: string; pricedOnly?: boolean; overrides?: CatalogueOverrides },
): Promise<CatalogueRow[]> {
  const overrides = options.overrides ?? (await catalogueOverrides(db));
  const tags = await listTags(db, options.locale, overrides);
  const tagPath = new Map(tags.map((t) => [t.id, t.path]));
  let query = db
    .selectFrom("items as i")
    .leftJoin("item_names as n", (join) => join.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", options.locale))
    .leftJoin("price_stats as s", (join) => join.onRef("s.item_uid", "=", "i.uid").on("s.mode", "=", options.mode))
    .leftJoin("live_items as li", "li.item_uid", "i.uid")
    .select([
      "i.uid",
      "i.url",
      "i.name",
      "i.short_name",
      "i.category_id",
      "i.types_json",
      "i.width",
      "i.height",
      "i.banned_flea",
      "i.is_functional",
      "i.caliber",
      "i.base_price",
      "i.handbook_price",
      "n.name as local_name",
      "n.short_name as local_short_name",
      "s.last_price",
      "s.avg24h",
      "s.avg7d",
      "s.price_per_slot",
      "s.change24h",
      "s.change7d",
      "s.trader_price",
      "s.trader_name",
      "s.updated",
      "s.offers",
      "s.low_confidence",
      "s.spark",
      "li.missing_since",
    ]);
  if (options.pricedOnly) {
    query = query.where((eb) => eb.or([eb("s.last_price", "is not", null), eb("s.trader_price", "is not", null)]));
  }
  const rows = await query.orderBy("i.uid").execute();
  const imported = new Set(rows.map((r) => r.uid));
  const added = [...overrides.added.values()].filter((a) => !imported.has(a.uid));
  if (added.length > 0) {
    const stats = new Map(
      (
        await db
          .selectFrom("price_stats")
          .selectAll()
          .where("mode", "=", options.mode)
          .where(
            "item_uid",
            "in",
            added.map((a) => a.uid),
          )
          .execute()
      ).map((s) => [s.item_uid, s]),
    );
    for (const a of added) {
      const s = stats.get(a.uid);
      if (options.pricedOnly && !s?.last_price && !s?.trader_price) continue;
      rows.push({
        uid: a.uid,
        url: itemSlug({ uid: a.uid, name: a.name }),
        name: a.name,
        short_name: a.shortName,
        category_id: a.categoryId,
        types_json: "[]",
        width: a.width,
        height: a.height,
        banned_flea: 0,
        is_functional: 1,
        caliber: null,
        base_price: a.basePrice,
        handbook_price: null,
        local_name: a.names[options.locale]?.name ?? null,
        local_short_name: a.names[options.locale]?.shortName ?? null,
        last_price: s?.last_price ?? null,
        avg24h: s?.avg24h ?? null,
        avg7d: s?.avg7d ?? null,
        price_per_slot: s?.price_per_slot ?? null,
        change24h: s?.change24h ?? null,
        change7d: s?.change7d ?? null,
        trader_price: s?.trader_price ?? null,
        trader_name: s?.trader_name ?? null,
        updated: s?.updated ?? null,
        offers: s?.offers ?? null,
        low_confidence: s?.low_confidence ?? null,
        spark: s?.spark ?? null,
        missing_since: null,
      });
    }
  }
  return rows.map((r) => {
    const o = overrides.items.get(r.uid);
    // An item the live source no longer lists has no current offer: it leaves the market list, its page and history stay (decision 041).
    const delisted = r.missing_since !== null && r.missing_since !== undefined;
    const name = o?.names.en ?? r.name;
    const shortName = o?.shortNames.en ?? r.short_name;
    return {
      uid: r.uid,
      url: r.url,
      name,
      shortName,
      localName: o?.names[options.locale] ?? r.local_name ?? name,
      localShortName: o?.shortNames[options.locale] ?? r.local_short_name ?? shortName,
      categoryId: r.category_id,
      tags: overriddenTags(r.category_id ? (tagPath.get(r.category_id) ?? []) : [], o),
      types: itemTypesColumn(r.types_json, r.uid),
      width: r.width,
      height: r.height,
      slots: Math.max(1, (r.width ?? 1) * (r.height ?? 1)),
      bannedOnFlea: o?.bannedOnFlea ?? r.banned_flea === 1,
      isFunctional: r.is_functional === 1,
      caliber: r.caliber,
      basePrice: r.base_price,
      handbookPrice: r.handbook_price ?? null,
      lastPrice: delisted ? null : (r.last_price ?? null),
      avg24h: r.avg24h ?? null,
      avg7d: r.avg7d ?? null,
      pricePerSlot: r.price_per_slot ?? null,
      change24h: r.change24h ?? null,
      change7d: r.change7d ?? null,
      traderPrice: delisted ? null : (r.trader_price ?? null),
      traderName: r.trader_name ?? null,
      updated: r.updated ?? null,
      offers: r.offers ?? null,
      lowConfidence: r.low_confidence === 1,
      spark: r.spark ?? null,
      qualityOverride: overrides.quality.get(`${r.uid}|${options.mode}`) ?? null,
    };
  });
}

/**
 * What the price-quality rule needs to know of a mode's price sources: when the newest live import
 * (a scheduled source, not an admin's manual entry) observed prices, and the times of manual
 * entries (one-item snapshots that must not move the data's own date).
 */
export async function priceSourceTimes(db: Kysely<Database>, mode: string): Promise<{ live: number | null; manual: Set<number> }> {
  const ok = () => db.selectFrom("price_imports").where("mode", "=", mode).where("status", "=", "ok").where("updated", "is not", null);
  const [newest, manual] = await Promise.all([
    ok()
      .select((eb) => eb.fn.max("updated").as("t"))
      .where("source", "!=", "manual")
      .executeTakeFirst(),
    ok().select("updated").where("source", "=", "manual").execute(),
  ]);
  const live = newest?.t === null || newest?.t === undefined ? null : Number(newest.t);
  return { live, manual: new Set(manual.map((r) => Number(r.updated))) };
}

/** The current data version: changes whenever an import commits, so caches know to rebuild. */
export async function dataVersion(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", "data_version").executeTakeFirst();
  return row?.value ?? null;
}
