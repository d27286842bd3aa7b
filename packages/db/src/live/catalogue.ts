import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { bulkWrite } from "../bulk.ts";
import { insertMany } from "../import/insertMany.ts";
import { jsonColumn } from "../jsonColumn.ts";
import type { Database, ItemsTable } from "../schema.ts";

/** An item as the live source lists it, with what the items table needs of an item the pack lacks. */
export interface SourceCatalogueItem {
  uid: string;
  name: string | null;
  shortName: string | null;
  /** The handbook category (the first of the source's handbookCategories). */
  categoryId: string | null;
  width: number | null;
  height: number | null;
  types: string[];
  basePrice: number | null;
}

export interface CatalogueSync {
  /** Items the pack lacks, added to the items table now (first listed, or again after a pack import). */
  added: string[];
  /** Items the source no longer lists (marked now: they leave the market list). */
  delisted: string[];
  /** Items listed again after they were missing. */
  relisted: string[];
}

const COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "first_seen", type: "bigint" },
  { name: "last_seen", type: "bigint" },
  { name: "missing_since", type: "bigint" },
  { name: "row_json", type: "text" },
] as const;

type Db = Kysely<Database> | Transaction<Database>;

/** The items row of a listed item the pack lacks; its address is its name's slug unless another item has it, else its uid. */
function itemRow(item: SourceCatalogueItem, name: string, taken: Set<string>): ItemsTable {
  const slug = name.toLowerCase().replace(/[\s/]+/g, "_");
  const url = taken.has(slug) ? item.uid : slug;
  taken.add(url);
  return {
    uid: item.uid,
    url,
    name,
    short_name: item.shortName ?? name,
    description: null,
    category_id: item.categoryId,
    width: item.width,
    height: item.height,
    types_json: JSON.stringify(item.types),
    base_price: item.basePrice,
    handbook_price: null,
    banned_flea: item.types.includes("noFlea") ? 1 : 0,
    is_functional: 1,
    caliber: null,
  };
}

/**
 * `live_items.row_json`: the items row an item of the live source was added with (itemRow). One
 * that does not read fails the import with the item named (the import wrote it; decision 047).
 */
const storedItemRow = jsonColumn(
  z.object({
    uid: z.string(),
    url: z.string(),
    name: z.string(),
    short_name: z.string(),
    description: z.string().nullable(),
    category_id: z.string().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    types_json: z.string(),
    base_price: z.number().nullable(),
    handbook_price: z.number().nullable(),
    banned_flea: z.number(),
    is_functional: z.number(),
    caliber: z.string().nullable(),
  }) satisfies z.ZodType<ItemsTable>,
  "live_items.row_json",
);

/** Adds the rows of added items that a pack import removed from the items table (they come back with their history). */
async function restoreRows(trx: Db, rows: readonly { item_uid: string; row_json: string | null }[], present: Set<string>): Promise<string[]> {
  const back = rows.filter((r) => r.row_json && !present.has(r.item_uid)).map((r) => storedItemRow(r.row_json as string, r.item_uid));
  await insertMany(trx, "items", back);
  for (const r of back) present.add(r.uid);
  return back.map((r) => r.uid);
}

/**
 * Follows the live source's catalogue (docs/decisions/041), given a complete list of the items it
 * lists: an item the items table lacks (the pack has no such item) is added with the source's
 * English name, category, size, types and base price; an item no longer listed is marked
 * (`missing_since`) and leaves the market list, keeping its page and history; one listed again
 * comes back. Answers what changed. A list with records that erred marks nothing missing.
 */
export async function syncLiveCatalogue(
  db: Kysely<Database>,
  input: { items: readonly SourceCatalogueItem[]; now: number /** false: some records erred, so no item is marked missing. */; complete?: boolean },
): Promise<CatalogueSync> {
  return db.transaction().execute(async (trx) => {
    const present = new Set((await trx.selectFrom("items").select("uid").execute()).map((r) => r.uid));
    const urls = new Set((await trx.selectFrom("items").select("url").execute()).map((r) => r.url));
    const stored = new Map((await trx.selectFrom("live_items").selectAll().execute()).map((r) => [r.item_uid, r]));
    const listed = new Set(input.items.map((i) => i.uid));
    const added = await restoreRows(trx, [...stored.values()], present);
    const newRows: ItemsTable[] = [];
    const rows: Record<string, unknown>[] = [];
    const relisted: string[] = [];
    for (const item of input.items) {
      const old = stored.get(item.uid);
      let rowJson = old?.row_json ?? null;
      const name = item.name?.trim();
      if (!present.has(item.uid) && name) {
        const row = itemRow(item, name, urls);
        newRows.push(row);
        present.add(item.uid);
        rowJson = JSON.stringify(row);
      }
      if (old?.missing_since !== null && old?.missing_since !== undefined) relisted.push(item.uid);
      rows.push({ item_uid: item.uid, first_seen: old ? Number(old.first_seen) : input.now, last_seen: input.now, missing_since: null, row_json: rowJson });
    }
    const delisted: string[] = [];
    for (const old of stored.values()) {
      if (listed.has(old.item_uid) || input.complete === false) continue;
      if (old.missing_since === null) delisted.push(old.item_uid);
      rows.push({ ...old, missing_since: old.missing_since === null ? input.now : Number(old.missing_since) });
    }
    await insertMany(trx, "items", newRows);
    await bulkWrite(trx, "live_items", rows, COLUMNS, { keys: ["item_uid"], update: "all" });
    return { added: [...added, ...newRows.map((r) => r.uid)], delisted, relisted };
  });
}

/** Adds back the items the live import added that a pack import has since removed (before prices are written for them). */
export async function restoreLiveItems(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const present = new Set((await trx.selectFrom("items").select("uid").execute()).map((r) => r.uid));
    const rows = await trx.selectFrom("live_items").select(["item_uid", "row_json"]).where("row_json", "is not", null).execute();
    return restoreRows(trx, rows, present);
  });
}
