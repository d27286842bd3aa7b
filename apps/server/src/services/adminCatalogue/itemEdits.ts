import type { AdminItemAdd, AdminItemPatch } from "@raidkit/api";
import { type AddedItem, catalogueOverrides, clearOverride, type Database, ITEM_IMAGE_FIELDS, listOverrides, listTags, setOverride } from "@raidkit/db";
import type { Kysely } from "kysely";
import { type AdminCatalogueDeps, type FieldChanges, isImported, itemExists } from "./shared.ts";

/** The changes of /admin/item/{uid} and /admin/add-item: an item's overrides, and items added (and removed) by hand. */
export class AdminItemEditsService {
  private readonly db: Kysely<Database>;
  constructor(deps: Pick<AdminCatalogueDeps, "db">) {
    this.db = deps.db;
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
    if (await itemExists(this.db, input.uid)) return { added: null, conflict: "uid" };
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
    if (!(await isImported(this.db, uid))) {
      await clearOverride(this.db, "item", uid);
      await clearOverride(this.db, "quality", uid);
    }
    return row.value as AddedItem;
  }
}
