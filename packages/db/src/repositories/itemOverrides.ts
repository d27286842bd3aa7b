import type { QualityOverride } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Database, ItemOverridesTable } from "../schema.ts";

/**
 * Admin overrides of the catalogue (issue 19, migration 016): names per locale, tags, the flea ban
 * and image links of an item, a tag's name per locale and whether the market menu shows it, an
 * admin's price-quality verdict per item and mode, and items added by hand. They live in their own
 * table, so pack and live imports (which empty and refill the imported tables) never touch them; the
 * catalogue applies them each time it is built (catalogue.ts), so they survive every import.
 */
export type OverrideKind = ItemOverridesTable["kind"];

export interface OverrideRow {
  kind: OverrideKind;
  target: string;
  field: string;
  value: unknown;
  updatedAt: number;
  adminUid: string | null;
}

/** What an admin changed of one item (fields not set are as imported). */
export interface ItemOverride {
  /** Name and short name per site locale ("en" is the item's own name). */
  names: Record<string, string>;
  shortNames: Record<string, string>;
  /** Tag slugs added to and removed from the imported ones. */
  tags: { add: string[]; remove: string[] } | null;
  bannedOnFlea: boolean | null;
  images: { icon?: string; grid?: string; image512?: string };
}

export interface TagOverride {
  names: Record<string, string>;
  hidden: boolean;
}

/** An item added by hand on /admin/add-item; an imported item with the same uid replaces it. */
export interface AddedItem {
  uid: string;
  name: string;
  shortName: string;
  /** Names in other site locales. */
  names: Record<string, { name?: string; shortName?: string }>;
  categoryId: string | null;
  basePrice: number | null;
  width: number;
  height: number;
  addedAt: number;
}

export interface CatalogueOverrides {
  items: Map<string, ItemOverride>;
  tags: Map<string, TagOverride>;
  /** By `${uid}|${mode}`. */
  quality: Map<string, QualityOverride>;
  added: Map<string, AddedItem>;
}

export const ITEM_IMAGE_FIELDS = ["icon", "grid", "image512"] as const;
export type ItemImageField = (typeof ITEM_IMAGE_FIELDS)[number];

const decode = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Every override, or those of one kind (and target). */
export async function listOverrides(db: Kysely<Database>, kind?: OverrideKind, target?: string): Promise<OverrideRow[]> {
  let q = db.selectFrom("item_overrides").selectAll();
  if (kind) q = q.where("kind", "=", kind);
  if (target !== undefined) q = q.where("target", "=", target);
  const rows = await q.orderBy("kind").orderBy("target").orderBy("field").execute();
  return rows.map((r) => ({
    kind: r.kind,
    target: r.target,
    field: r.field,
    value: decode(r.value),
    updatedAt: Number(r.updated_at),
    adminUid: r.admin_uid,
  }));
}

/** Sets one override (a second set of the same field replaces it). */
export async function setOverride(
  db: Kysely<Database>,
  entry: { kind: OverrideKind; target: string; field: string; value: unknown; adminUid: string | null; now?: number },
): Promise<void> {
  const value = JSON.stringify(entry.value);
  const updated_at = entry.now ?? Date.now();
  await db
    .insertInto("item_overrides")
    .values({ kind: entry.kind, target: entry.target, field: entry.field, value, updated_at, admin_uid: entry.adminUid })
    .onConflict((oc) => oc.columns(["kind", "target", "field"]).doUpdateSet({ value, updated_at, admin_uid: entry.adminUid }))
    .execute();
}

/** Takes one override off (back to the imported value, or the rule); answers whether there was one. */
export async function clearOverride(db: Kysely<Database>, kind: OverrideKind, target: string, field?: string): Promise<number> {
  let q = db.deleteFrom("item_overrides").where("kind", "=", kind).where("target", "=", target);
  if (field !== undefined) q = q.where("field", "=", field);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

/** Every override, grouped as the catalogue applies them. */
export async function catalogueOverrides(db: Kysely<Database>): Promise<CatalogueOverrides> {
  const out: CatalogueOverrides = { items: new Map(), tags: new Map(), quality: new Map(), added: new Map() };
  for (const row of await listOverrides(db)) {
    if (row.kind === "item") {
      let o = out.items.get(row.target);
      if (!o) {
        o = { names: {}, shortNames: {}, tags: null, bannedOnFlea: null, images: {} };
        out.items.set(row.target, o);
      }
      const [head, locale] = row.field.split(".");
      if (head === "name" && locale && typeof row.value === "string") o.names[locale] = row.value;
      else if (head === "shortName" && locale && typeof row.value === "string") o.shortNames[locale] = row.value;
      else if (head === "image" && locale && typeof row.value === "string" && (ITEM_IMAGE_FIELDS as readonly string[]).includes(locale))
        o.images[locale as ItemImageField] = row.value;
      else if (row.field === "tags" && row.value && typeof row.value === "object") {
        const v = row.value as { add?: unknown; remove?: unknown };
        o.tags = { add: strings(v.add), remove: strings(v.remove) };
      } else if (row.field === "bannedOnFlea" && typeof row.value === "boolean") o.bannedOnFlea = row.value;
    } else if (row.kind === "tag") {
      let o = out.tags.get(row.target);
      if (!o) {
        o = { names: {}, hidden: false };
        out.tags.set(row.target, o);
      }
      const [head, locale] = row.field.split(".");
      if (head === "name" && locale && typeof row.value === "string") o.names[locale] = row.value;
      else if (row.field === "hidden") o.hidden = row.value === true;
    } else if (row.kind === "quality") {
      if (row.value === "trust" || row.value === "suspect") out.quality.set(`${row.target}|${row.field}`, row.value);
    } else if (row.kind === "added" && row.value && typeof row.value === "object") {
      out.added.set(row.target, { ...(row.value as AddedItem), uid: row.target });
    }
  }
  return out;
}

/** The tags after an admin's additions and removals. */
export function overriddenTags(imported: readonly string[], o: ItemOverride | undefined): string[] {
  if (!o?.tags) return [...imported];
  const removed = new Set(o.tags.remove);
  const out = imported.filter((t) => !removed.has(t));
  for (const t of o.tags.add) if (!out.includes(t)) out.push(t);
  return out;
}

/** The image links an admin set, by uid (the icon is the one every list and page shows). */
export async function imageOverrides(db: Kysely<Database>): Promise<Map<string, ItemOverride["images"]>> {
  const out = new Map<string, ItemOverride["images"]>();
  const rows = await db
    .selectFrom("item_overrides")
    .select(["target", "field", "value"])
    .where("kind", "=", "item")
    .where("field", "like", "image.%")
    .execute();
  for (const r of rows) {
    const field = r.field.slice("image.".length) as ItemImageField;
    const value = decode(r.value);
    if (typeof value !== "string" || !(ITEM_IMAGE_FIELDS as readonly string[]).includes(field)) continue;
    out.set(r.target, { ...out.get(r.target), [field]: value });
  }
  return out;
}
