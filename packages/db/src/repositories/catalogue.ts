import type { ItemView, UnjudgedItemView } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

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
}

const parseNames = (json: string): Record<string, string> => {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Every handbook category as a tag, with its chain of parent slugs. */
export async function listTags(db: Kysely<Database>, locale: string): Promise<Tag[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("name").execute();
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
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    localName: parseNames(r.names_json)[locale] ?? r.name,
    parentId: r.parent_id,
    path: chain(r.id),
  }));
}

export async function tagBySlug(db: Kysely<Database>, slug: string, locale: string): Promise<Tag | null> {
  return (await listTags(db, locale)).find((t) => t.slug === slug) ?? null;
}

/**
 * All items with their price figures for one game mode and the names of one locale. `pricedOnly`
 * keeps items that have a flea or trader price (the market list).
 */
export async function catalogueItems(db: Kysely<Database>, options: { locale: string; mode: string; pricedOnly?: boolean }): Promise<CatalogueRow[]> {
  const tags = await listTags(db, options.locale);
  const tagPath = new Map(tags.map((t) => [t.id, t.path]));
  let query = db
    .selectFrom("items as i")
    .leftJoin("item_names as n", (join) => join.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", options.locale))
    .leftJoin("price_stats as s", (join) => join.onRef("s.item_uid", "=", "i.uid").on("s.mode", "=", options.mode))
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
    ]);
  if (options.pricedOnly) {
    query = query.where((eb) => eb.or([eb("s.last_price", "is not", null), eb("s.trader_price", "is not", null)]));
  }
  const rows = await query.orderBy("i.uid").execute();
  return rows.map((r) => ({
    uid: r.uid,
    url: r.url,
    name: r.name,
    shortName: r.short_name,
    localName: r.local_name ?? r.name,
    localShortName: r.local_short_name ?? r.short_name,
    categoryId: r.category_id,
    tags: r.category_id ? (tagPath.get(r.category_id) ?? []) : [],
    types: JSON.parse(r.types_json) as string[],
    width: r.width,
    height: r.height,
    slots: Math.max(1, (r.width ?? 1) * (r.height ?? 1)),
    bannedOnFlea: r.banned_flea === 1,
    isFunctional: r.is_functional === 1,
    caliber: r.caliber,
    basePrice: r.base_price,
    handbookPrice: r.handbook_price ?? null,
    lastPrice: r.last_price ?? null,
    avg24h: r.avg24h ?? null,
    avg7d: r.avg7d ?? null,
    pricePerSlot: r.price_per_slot ?? null,
    change24h: r.change24h ?? null,
    change7d: r.change7d ?? null,
    traderPrice: r.trader_price ?? null,
    traderName: r.trader_name ?? null,
    updated: r.updated ?? null,
    offers: r.offers ?? null,
    lowConfidence: r.low_confidence === 1,
    spark: r.spark ?? null,
  }));
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
