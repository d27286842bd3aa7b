import type { AdminTagPatch, AdminTagsReply } from "@raidkit/api";
import { catalogueOverrides, clearOverride, type Database, listTags, setOverride } from "@raidkit/db";
import { intlTag, type Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { AdminCatalogueDeps, FieldChanges } from "./shared.ts";

const parseNames = (json: string): Record<string, string> => {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
};

/** /admin/tags: the tag tree with each tag's imported names, overrides and item count; renaming and hiding. */
export class AdminTagsService {
  private readonly deps: AdminCatalogueDeps;
  private readonly db: Kysely<Database>;
  constructor(deps: AdminCatalogueDeps) {
    this.deps = deps;
    this.db = deps.db;
  }

  async tags(locale: Locale): Promise<AdminTagsReply> {
    const [overrides, rows, pvp] = await Promise.all([
      catalogueOverrides(this.db),
      this.db.selectFrom("categories").selectAll().execute(),
      this.deps.catalogue.get(locale, "pvp"),
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
}
