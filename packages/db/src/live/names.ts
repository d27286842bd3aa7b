import type { Kysely } from "kysely";
import { bulkWrite } from "../bulk.ts";
import { insertMany } from "../import/insertMany.ts";
import type { Database, ItemNamesTable } from "../schema.ts";

export interface SourceItemName {
  uid: string;
  /** Site locale code (en, ru, de, fr, es, cz, cn, hu, tr, jp, kr). */
  locale: string;
  name: string | null;
  shortName: string | null;
}

const COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "locale", type: "text" },
  { name: "name", type: "text" },
  { name: "short_name", type: "text" },
  { name: "updated", type: "bigint" },
] as const;

const text = (v: string | null | undefined): string | null => (v && v.trim() !== "" ? v : null);

/** Stores the names a source serves (kept apart from the pack's, so a pack import does not lose them). */
export async function storeSourceNames(db: Kysely<Database>, names: readonly SourceItemName[], now: number): Promise<void> {
  const rows = names
    .filter((n) => text(n.name) || text(n.shortName))
    .map((n) => ({ item_uid: n.uid, locale: n.locale, name: text(n.name), short_name: text(n.shortName), updated: now }));
  await db.transaction().execute((trx) => bulkWrite(trx, "source_item_names", rows, COLUMNS, { keys: ["item_uid", "locale"], update: "all" }));
}

/**
 * Copies the source's names into `item_names` where the pack has none (docs/decisions/021): a
 * missing row is added, a pack row without a name or short name gets the source's; rows added this
 * way (`source` set) follow the source's later renames. The pack's own names are never replaced,
 * and English stays in `items`. Answers how many rows were added or changed.
 */
export async function applySourceNames(db: Kysely<Database>, source: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const items = new Set((await trx.selectFrom("items").select("uid").execute()).map((r) => r.uid));
    const stored = await trx.selectFrom("item_names").select(["item_uid", "locale", "name", "short_name", "source"]).execute();
    const current = new Map(stored.map((r) => [`${r.item_uid}|${r.locale}`, r]));
    const live = await trx.selectFrom("source_item_names").select(["item_uid", "locale", "name", "short_name"]).where("locale", "!=", "en").execute();
    const inserts: ItemNamesTable[] = [];
    let changed = 0;
    for (const l of live) {
      if (!items.has(l.item_uid)) continue;
      const row = current.get(`${l.item_uid}|${l.locale}`);
      if (!row) {
        inserts.push({ item_uid: l.item_uid, locale: l.locale, name: l.name, short_name: l.short_name, description: null, source });
        continue;
      }
      const ours = row.source !== null && row.source !== undefined;
      const name = ours ? (l.name ?? row.name) : (row.name ?? l.name);
      const short = ours ? (l.short_name ?? row.short_name) : (row.short_name ?? l.short_name);
      if (name === row.name && short === row.short_name) continue;
      await trx.updateTable("item_names").set({ name, short_name: short, source }).where("item_uid", "=", l.item_uid).where("locale", "=", l.locale).execute();
      changed++;
    }
    await insertMany(trx, "item_names", inserts);
    return inserts.length + changed;
  });
}
