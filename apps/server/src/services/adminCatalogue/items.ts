import type { AdminItemReply, AdminItemRow, AdminItemsQuery, AdminItemsReply } from "@raidkit/api";
import { ADMIN_ITEMS_PAGE } from "@raidkit/api";
import { type AddedItem, catalogueOverrides, type Database, itemImageLinks, listTags } from "@raidkit/db";
import { intlTag, type Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { LocaleCatalogue } from "../catalogue.ts";
import { type AdminCatalogueDeps, hasSuspect, iconSource, itemExists, type Mode, overriddenFields, verdict } from "./shared.ts";

/** /admin/items and /admin/item/{uid}: the items as players get them, with the imported values and the overrides beside them. */
export class AdminItemsService {
  private readonly deps: AdminCatalogueDeps;
  private readonly db: Kysely<Database>;
  constructor(deps: AdminCatalogueDeps) {
    this.deps = deps;
    this.db = deps.db;
  }

  /** The items list of /admin/items: searched, filtered, sorted and paged here. */
  async list(query: AdminItemsQuery, locale: Locale): Promise<AdminItemsReply> {
    const [pvp, pve, overrides, live, fields] = await Promise.all([
      this.deps.catalogue.get(locale, "pvp"),
      this.deps.catalogue.get(locale, "pve"),
      catalogueOverrides(this.db),
      itemImageLinks(this.db),
      overriddenFields(this.db),
    ]);
    const tagName = new Map(pvp.tags.map((t) => [t.slug, t.localName]));
    // Hand-added items an import has since replaced (same id) are imported items again.
    const handAdded = new Set(overrides.added.keys());
    if (handAdded.size > 0) {
      const replaced = await this.db
        .selectFrom("items")
        .select("uid")
        .where("uid", "in", [...handAdded])
        .execute();
      for (const r of replaced) handAdded.delete(r.uid);
    }
    const price = (cat: LocaleCatalogue, uid: string, mode: Mode) => {
      const i = cat.byUid.get(uid);
      return {
        lastPrice: i?.lastPrice ?? null,
        traderPrice: i?.traderPrice ?? null,
        quality: i?.quality ?? null,
        override: overrides.quality.get(`${uid}|${mode}`) ?? null,
      };
    };
    const all: AdminItemRow[] = pvp.items.map((i) => ({
      uid: i.uid,
      url: i.url,
      name: i.name,
      shortName: i.shortName,
      localName: i.localName,
      localShortName: i.localShortName,
      category: i.tags.length > 0 ? (tagName.get(i.tags[i.tags.length - 1] as string) ?? null) : null,
      tags: i.tags,
      basePrice: i.basePrice,
      bannedOnFlea: i.bannedOnFlea,
      image: iconSource(this.deps, i.uid, overrides, live),
      overridden: fields.get(i.uid) ?? [],
      added: handAdded.has(i.uid),
      prices: { pvp: price(pvp, i.uid, "pvp"), pve: price(pve, i.uid, "pve") },
    }));
    const tests: Record<NonNullable<AdminItemsQuery["filter"]>, (r: AdminItemRow) => boolean> = {
      missingImage: (r) => r.image === "none",
      // No flea price in any mode (per mode: /admin/items-images).
      missingPrice: (r) => r.prices.pvp.lastPrice === null && r.prices.pve.lastPrice === null,
      banned: (r) => r.bannedOnFlea,
      overridden: (r) => r.overridden.length > 0,
      suspect: (r) => hasSuspect(r.prices.pvp.quality) || hasSuspect(r.prices.pve.quality),
      added: (r) => r.added,
    };
    const counts = { all: all.length } as AdminItemsReply["counts"];
    for (const [name, test] of Object.entries(tests)) counts[name as keyof typeof tests] = all.filter(test).length;
    let rows = query.filter ? all.filter(tests[query.filter]) : all;
    const q = query.q?.trim().toLowerCase();
    if (q) rows = rows.filter((r) => [r.uid, r.name, r.shortName, r.localName, r.localShortName].some((s) => s.toLowerCase().includes(q)));
    const collator = new Intl.Collator(intlTag(locale));
    const sort = query.sort ?? "name";
    const dir = query.dir === "desc" ? -1 : 1;
    const key = (r: AdminItemRow): string | number | null =>
      sort === "name"
        ? r.localName
        : sort === "shortName"
          ? r.localShortName
          : sort === "category"
            ? (r.category ?? null)
            : sort === "basePrice"
              ? r.basePrice
              : r.prices[sort].lastPrice;
    rows = [...rows].sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1; // empty last either way
      const c = typeof x === "string" ? collator.compare(x, y as string) : x - (y as number);
      return c * dir || collator.compare(a.localName, b.localName);
    });
    const page = query.page ?? 1;
    return { total: rows.length, page, pageSize: ADMIN_ITEMS_PAGE, counts, rows: rows.slice((page - 1) * ADMIN_ITEMS_PAGE, page * ADMIN_ITEMS_PAGE) };
  }

  async item(uid: string, locale: Locale): Promise<AdminItemReply | null> {
    const [overrides, row, live, pvp, pve] = await Promise.all([
      catalogueOverrides(this.db),
      this.db.selectFrom("items").selectAll().where("uid", "=", uid).executeTakeFirst(),
      itemImageLinks(this.db),
      this.deps.catalogue.get(locale, "pvp"),
      this.deps.catalogue.get(locale, "pve"),
    ]);
    const added = overrides.added.get(uid);
    const shownItem = pvp.byUid.get(uid) ?? pve.byUid.get(uid);
    if ((!row && !added) || !shownItem) return null;
    const tags = await listTags(this.db, locale, overrides);
    const pathOf = new Map(tags.map((t) => [t.id, t.path]));
    let imported: AdminItemReply["imported"];
    const liveLinks = live.get(uid);
    const images = { icon: liveLinks?.icon ?? null, grid: liveLinks?.grid ?? null, image512: liveLinks?.image512 ?? null };
    if (row) {
      const nameRows = await this.db.selectFrom("item_names").selectAll().where("item_uid", "=", uid).execute();
      const names: Record<string, string> = { en: row.name };
      const shortNames: Record<string, string> = { en: row.short_name };
      for (const n of nameRows) {
        if (n.name) names[n.locale] = n.name;
        if (n.short_name) shortNames[n.locale] = n.short_name;
      }
      imported = {
        name: row.name,
        shortName: row.short_name,
        names,
        shortNames,
        tags: row.category_id ? (pathOf.get(row.category_id) ?? []) : [],
        bannedOnFlea: row.banned_flea === 1,
        basePrice: row.base_price,
        width: row.width,
        height: row.height,
        images,
      };
    } else {
      const a = added as AddedItem;
      const names: Record<string, string> = { en: a.name };
      const shortNames: Record<string, string> = { en: a.shortName };
      for (const [l, n] of Object.entries(a.names ?? {})) {
        if (n.name) names[l] = n.name;
        if (n.shortName) shortNames[l] = n.shortName;
      }
      imported = {
        name: a.name,
        shortName: a.shortName,
        names,
        shortNames,
        tags: a.categoryId ? (pathOf.get(a.categoryId) ?? []) : [],
        bannedOnFlea: false,
        basePrice: a.basePrice,
        width: a.width,
        height: a.height,
        images,
      };
    }
    const o = overrides.items.get(uid);
    const verdictIn = (cat: LocaleCatalogue, mode: Mode) => {
      const i = cat.byUid.get(uid);
      return i ? verdict(i, mode, cat, overrides.quality.get(`${uid}|${mode}`) ?? null) : null;
    };
    return {
      uid,
      added: !row,
      imported,
      overrides: {
        names: o?.names ?? {},
        shortNames: o?.shortNames ?? {},
        tags: o?.tags ?? null,
        bannedOnFlea: o?.bannedOnFlea ?? null,
        images: o?.images ?? {},
      },
      shown: {
        url: shownItem.url,
        name: shownItem.localName,
        shortName: shownItem.localShortName,
        tags: shownItem.tags,
        bannedOnFlea: shownItem.bannedOnFlea,
        icon: this.deps.iconFor(uid),
        iconSource: iconSource(this.deps, uid, overrides, live),
      },
      quality: { pvp: verdictIn(pvp, "pvp"), pve: verdictIn(pve, "pve") },
      allTags: tags.map((t) => ({ slug: t.slug, name: t.localName })),
    };
  }

  /** Does the item exist (imported or added by hand)? */
  async exists(uid: string): Promise<boolean> {
    return itemExists(this.db, uid);
  }
}
