import type {
  AdminImagesQuery,
  AdminImagesReply,
  AdminItemAdd,
  AdminItemPatch,
  AdminItemReply,
  AdminItemRow,
  AdminItemsQuery,
  AdminItemsReply,
  AdminQualityReply,
  AdminTagPatch,
  AdminTagsReply,
  ImageSource,
  QualityVerdict,
} from "@raidkit/api";
import { ADMIN_ITEMS_PAGE } from "@raidkit/api";
import {
  type AddedItem,
  type CatalogueItem,
  type CatalogueOverrides,
  catalogueOverrides,
  clearOverride,
  type Database,
  ITEM_IMAGE_FIELDS,
  type ItemImageLinks,
  itemImageLinks,
  listOverrides,
  listTags,
  setOverride,
} from "@raidkit/db";
import {
  decodeQuality,
  encodeQuality,
  FLEA_FIGURES,
  GAME_MODES,
  intlTag,
  isSuspect,
  type Locale,
  priceQuality,
  type QualityOverride,
  referenceValue,
  valueCeiling,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CatalogueService, LocaleCatalogue } from "./catalogue.ts";

export const MODES = GAME_MODES;
export type Mode = (typeof MODES)[number];

/** A change's fields, before and after (the audit log keeps only what changed). */
export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const parseNames = (json: string): Record<string, string> => {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
};

const hasSuspect = (code: string | null) => {
  const q = decodeQuality(code);
  return FLEA_FIGURES.some((f) => isSuspect(q[f]));
};

/**
 * What the admin catalogue pages read and change (issue 19): the catalogue as players get it (with
 * overrides applied, from CatalogueService), the imported values beside it, and the overrides
 * (item_overrides, migration 016). Changes return the fields they changed; the HTTP layer logs them
 * and announces the new data version.
 */
export class AdminCatalogueService {
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly iconFor: (uid: string) => string | null;
  constructor(deps: { db: Kysely<Database>; catalogue: CatalogueService; iconFor: (uid: string) => string | null }) {
    this.db = deps.db;
    this.catalogue = deps.catalogue;
    this.iconFor = deps.iconFor;
  }

  private iconSource(uid: string, overrides: CatalogueOverrides, live: Map<string, ItemImageLinks>): ImageSource {
    if (overrides.items.get(uid)?.images.icon) return "override";
    const shown = this.iconFor(uid);
    if (shown === null) return "none";
    return shown === live.get(uid)?.icon ? "live" : "template";
  }

  /** The overridden fields of every item ("name.ru", "tags", "image.icon", "quality.pvp", …). */
  private async overriddenFields(): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const row of await listOverrides(this.db)) {
      if (row.kind !== "item" && row.kind !== "quality") continue;
      const field = row.kind === "quality" ? `quality.${row.field}` : row.field;
      out.set(row.target, [...(out.get(row.target) ?? []), field]);
    }
    return out;
  }

  private verdict(item: CatalogueItem, mode: Mode, cat: LocaleCatalogue, override: QualityOverride | null): QualityVerdict {
    const value = referenceValue(item);
    return {
      uid: item.uid,
      url: item.url,
      name: item.localName,
      shortName: item.localShortName,
      mode,
      lastPrice: item.lastPrice,
      avg24h: item.avg24h,
      avg7d: item.avg7d,
      traderPrice: item.traderPrice,
      traderName: item.traderName,
      basePrice: item.basePrice,
      handbookPrice: item.handbookPrice,
      value,
      ceiling: valueCeiling(value),
      updated: item.updated,
      rule: encodeQuality(priceQuality({ ...item, qualityOverride: null }, cat.quality)),
      shown: item.quality,
      override,
    };
  }

  async items(query: AdminItemsQuery, locale: Locale): Promise<AdminItemsReply> {
    const [pvp, pve, overrides, live, fields] = await Promise.all([
      this.catalogue.get(locale, "pvp"),
      this.catalogue.get(locale, "pve"),
      catalogueOverrides(this.db),
      itemImageLinks(this.db),
      this.overriddenFields(),
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
      image: this.iconSource(i.uid, overrides, live),
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

  /** Is there an imported (pack) item with this uid? */
  private async isImported(uid: string): Promise<boolean> {
    return (await this.db.selectFrom("items").select("uid").where("uid", "=", uid).executeTakeFirst()) !== undefined;
  }

  async item(uid: string, locale: Locale): Promise<AdminItemReply | null> {
    const [overrides, row, live, pvp, pve] = await Promise.all([
      catalogueOverrides(this.db),
      this.db.selectFrom("items").selectAll().where("uid", "=", uid).executeTakeFirst(),
      itemImageLinks(this.db),
      this.catalogue.get(locale, "pvp"),
      this.catalogue.get(locale, "pve"),
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
      return i ? this.verdict(i, mode, cat, overrides.quality.get(`${uid}|${mode}`) ?? null) : null;
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
        icon: this.iconFor(uid),
        iconSource: this.iconSource(uid, overrides, live),
      },
      quality: { pvp: verdictIn(pvp, "pvp"), pve: verdictIn(pve, "pve") },
      allTags: tags.map((t) => ({ slug: t.slug, name: t.localName })),
    };
  }

  /** Does the item exist (imported or added by hand)? */
  async exists(uid: string): Promise<boolean> {
    return (await this.isImported(uid)) || (await listOverrides(this.db, "added", uid)).length > 0;
  }

  /**
   * Applies an item patch: a value sets the override, null takes it off (back to the imported
   * value). Unknown tag slugs are refused before anything is written (the paths in `unknownTags`).
   */
  async updateItem(uid: string, patch: AdminItemPatch, adminUid: string): Promise<{ changes: FieldChanges; unknownTags: string[] }> {
    const overrides = await catalogueOverrides(this.db);
    const current = overrides.items.get(uid);
    const changes: FieldChanges = { before: {}, after: {} };
    const sets: { field: string; value: unknown }[] = [];
    const note = (field: string, before: unknown, after: unknown) => {
      if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return;
      changes.before[field] = before ?? null;
      changes.after[field] = after ?? null;
      sets.push({ field, value: after ?? null });
    };
    for (const [locale, change] of Object.entries(patch.names ?? {})) {
      if (!change) continue;
      if (change.name !== undefined) note(`name.${locale}`, current?.names[locale], change.name);
      if (change.shortName !== undefined) note(`shortName.${locale}`, current?.shortNames[locale], change.shortName);
    }
    const unknownTags: string[] = [];
    if (patch.tags !== undefined) {
      let next: { add: string[]; remove: string[] } | null = null;
      if (patch.tags) {
        const known = new Set((await listTags(this.db, "en", overrides)).map((t) => t.slug));
        patch.tags.add.forEach((s, i) => {
          if (!known.has(s)) unknownTags.push(`tags.add.${i}`);
        });
        patch.tags.remove.forEach((s, i) => {
          if (!known.has(s)) unknownTags.push(`tags.remove.${i}`);
        });
        const add = [...new Set(patch.tags.add)];
        const remove = [...new Set(patch.tags.remove)].filter((s) => !add.includes(s));
        next = add.length + remove.length > 0 ? { add, remove } : null;
      }
      note("tags", current?.tags ?? null, next);
    }
    if (patch.bannedOnFlea !== undefined) note("bannedOnFlea", current?.bannedOnFlea ?? null, patch.bannedOnFlea);
    for (const field of ITEM_IMAGE_FIELDS) {
      const v = patch.images?.[field];
      if (v !== undefined) note(`image.${field}`, current?.images[field], v);
    }
    if (unknownTags.length > 0) return { changes: { before: {}, after: {} }, unknownTags };
    for (const { field, value } of sets) {
      if (value === null) await clearOverride(this.db, "item", uid, field);
      else await setOverride(this.db, { kind: "item", target: uid, field, value, adminUid });
    }
    return { changes, unknownTags };
  }

  /** Adds an item by hand; refuses an id the catalogue has and an unknown tag (the path). */
  async addItem(input: AdminItemAdd, adminUid: string): Promise<{ added: AddedItem | null; conflict: "uid" | "tag" | null }> {
    if (await this.exists(input.uid)) return { added: null, conflict: "uid" };
    let categoryId: string | null = null;
    if (input.tag !== null) {
      const tag = (await listTags(this.db, "en")).find((t) => t.slug === input.tag);
      if (!tag) return { added: null, conflict: "tag" };
      categoryId = tag.id;
    }
    const names: AddedItem["names"] = {};
    for (const [locale, n] of Object.entries(input.names ?? {})) {
      if (!n || locale === "en") continue;
      const entry: { name?: string; shortName?: string } = {};
      if (n.name) entry.name = n.name;
      if (n.shortName) entry.shortName = n.shortName;
      if (entry.name || entry.shortName) names[locale] = entry;
    }
    const added: AddedItem = {
      uid: input.uid,
      name: input.name,
      shortName: input.shortName,
      names,
      categoryId,
      basePrice: input.basePrice,
      width: input.width,
      height: input.height,
      addedAt: Date.now(),
    };
    await setOverride(this.db, { kind: "added", target: input.uid, field: "item", value: added, adminUid });
    return { added, conflict: null };
  }

  /** Removes a hand-added item (and its overrides, unless an imported item has the id). */
  async removeItem(uid: string): Promise<AddedItem | null> {
    const [row] = await listOverrides(this.db, "added", uid);
    if (!row) return null;
    await clearOverride(this.db, "added", uid);
    if (!(await this.isImported(uid))) {
      await clearOverride(this.db, "item", uid);
      await clearOverride(this.db, "quality", uid);
    }
    return row.value as AddedItem;
  }

  async tags(locale: Locale): Promise<AdminTagsReply> {
    const [overrides, rows, pvp] = await Promise.all([
      catalogueOverrides(this.db),
      this.db.selectFrom("categories").selectAll().execute(),
      this.catalogue.get(locale, "pvp"),
    ]);
    const tags = await listTags(this.db, locale, overrides);
    const raw = new Map(rows.map((r) => [r.id, r]));
    const slugOf = new Map(tags.map((t) => [t.id, t.slug]));
    const counts = new Map<string, number>();
    for (const i of pvp.items) for (const t of new Set(i.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const collator = new Intl.Collator(intlTag(locale));
    const nameOf = new Map(tags.map((t) => [t.slug, t.localName]));
    const sortKey = (path: string[]) => path.map((s) => nameOf.get(s) ?? s);
    const sorted = [...tags].sort((a, b) => {
      const x = sortKey(a.path);
      const y = sortKey(b.path);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = collator.compare(x[i] as string, y[i] as string);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    });
    return {
      tags: sorted.map((t) => {
        const r = raw.get(t.id);
        const o = overrides.tags.get(t.id);
        return {
          id: t.id,
          slug: t.slug,
          parent: t.parentId ? (slugOf.get(t.parentId) ?? null) : null,
          depth: Math.max(0, t.path.length - 1),
          name: t.name,
          localName: t.localName,
          imported: { names: { ...(r ? parseNames(r.names_json) : {}), en: r?.name ?? t.name } },
          overrides: { names: o?.names ?? {}, hidden: o?.hidden ?? false },
          items: counts.get(t.slug) ?? 0,
        };
      }),
    };
  }

  async tagExists(id: string): Promise<boolean> {
    return (await this.db.selectFrom("categories").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  }

  async updateTag(id: string, patch: AdminTagPatch, adminUid: string): Promise<FieldChanges> {
    const current = (await catalogueOverrides(this.db)).tags.get(id);
    const changes: FieldChanges = { before: {}, after: {} };
    const apply = async (field: string, before: unknown, after: unknown) => {
      if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return;
      changes.before[field] = before ?? null;
      changes.after[field] = after ?? null;
      if (after === null || after === undefined) await clearOverride(this.db, "tag", id, field);
      else await setOverride(this.db, { kind: "tag", target: id, field, value: after, adminUid });
    };
    for (const [locale, name] of Object.entries(patch.names ?? {})) {
      if (name !== undefined) await apply(`name.${locale}`, current?.names[locale], name);
    }
    // Shown is the default: only hiding is stored.
    if (patch.hidden !== undefined) await apply("hidden", current?.hidden ? true : null, patch.hidden ? true : null);
    return changes;
  }

  async quality(mode: Mode, locale: Locale): Promise<AdminQualityReply> {
    const [cat, overrides] = await Promise.all([this.catalogue.get(locale, mode), catalogueOverrides(this.db)]);
    const rows: QualityVerdict[] = [];
    const counts = { suspect: 0, trusted: 0, forced: 0 };
    for (const i of cat.items) {
      const override = overrides.quality.get(`${i.uid}|${mode}`) ?? null;
      const v = this.verdict(i, mode, cat, override);
      const suspect = hasSuspect(v.rule);
      if (suspect) counts.suspect++;
      if (override === "trust") counts.trusted++;
      if (override === "suspect") counts.forced++;
      if (suspect || override) rows.push(v);
    }
    const collator = new Intl.Collator(intlTag(locale));
    rows.sort((a, b) => Number(b.override !== null) - Number(a.override !== null) || collator.compare(a.name, b.name));
    return { mode, asOf: cat.quality.asOf, staleAfterMs: cat.quality.staleAfterMs, counts, rows };
  }

  /** The verdict an item of a mode gets now (after a change, the rebuilt catalogue's). */
  async verdictOf(uid: string, mode: Mode, locale: Locale): Promise<QualityVerdict | null> {
    const [cat, overrides] = await Promise.all([this.catalogue.get(locale, mode), catalogueOverrides(this.db)]);
    const i = cat.byUid.get(uid);
    return i ? this.verdict(i, mode, cat, overrides.quality.get(`${uid}|${mode}`) ?? null) : null;
  }

  async setQuality(uid: string, mode: Mode, verdict: QualityOverride | null, adminUid: string): Promise<FieldChanges> {
    const before = (await catalogueOverrides(this.db)).quality.get(`${uid}|${mode}`) ?? null;
    if (before === verdict) return { before: {}, after: {} };
    if (verdict === null) await clearOverride(this.db, "quality", uid, mode);
    else await setOverride(this.db, { kind: "quality", target: uid, field: mode, value: verdict, adminUid });
    return { before: { [mode]: before }, after: { [mode]: verdict } };
  }

  async images(query: AdminImagesQuery, locale: Locale): Promise<AdminImagesReply> {
    const [pvp, pve, overrides, live] = await Promise.all([
      this.catalogue.get(locale, "pvp"),
      this.catalogue.get(locale, "pve"),
      catalogueOverrides(this.db),
      itemImageLinks(this.db),
    ]);
    type Row = AdminImagesReply["rows"][number];
    const all: Row[] = pvp.items.map((i) => {
      const l = live.get(i.uid);
      return {
        uid: i.uid,
        name: i.localName,
        shortName: i.localShortName,
        live: { icon: l?.icon ?? null, grid: l?.grid ?? null, image512: l?.image512 ?? null },
        overrides: overrides.items.get(i.uid)?.images ?? {},
        icon: this.iconFor(i.uid),
        source: this.iconSource(i.uid, overrides, live),
        prices: { pvp: i.lastPrice, pve: pve.byUid.get(i.uid)?.lastPrice ?? null },
      };
    });
    const has = (r: Row, f: "icon" | "grid" | "image512") => Boolean(r.overrides[f] ?? r.live[f]) || (f === "icon" && r.source === "template");
    const tests: Record<NonNullable<AdminImagesQuery["show"]>, (r: Row) => boolean> = {
      missingIcon: (r) => !has(r, "icon"),
      missingGrid: (r) => !has(r, "grid"),
      missingImage512: (r) => !has(r, "image512"),
      missingPricePvp: (r) => r.prices.pvp === null,
      missingPricePve: (r) => r.prices.pve === null,
      override: (r) => Object.keys(r.overrides).length > 0,
      live: (r) => r.live.icon !== null || r.live.grid !== null || r.live.image512 !== null,
      all: () => true,
    };
    const counts = { all: all.length } as AdminImagesReply["counts"];
    for (const [name, test] of Object.entries(tests)) if (name !== "all") counts[name as Exclude<keyof typeof tests, "all">] = all.filter(test).length;
    let rows = all.filter(tests[query.show ?? "missingIcon"]);
    const q = query.q?.trim().toLowerCase();
    if (q) rows = rows.filter((r) => [r.uid, r.name, r.shortName].some((s) => s.toLowerCase().includes(q)));
    const collator = new Intl.Collator(intlTag(locale));
    rows.sort((a, b) => collator.compare(a.name, b.name));
    const page = query.page ?? 1;
    return { counts, total: rows.length, page, pageSize: ADMIN_ITEMS_PAGE, rows: rows.slice((page - 1) * ADMIN_ITEMS_PAGE, page * ADMIN_ITEMS_PAGE) };
  }
}
