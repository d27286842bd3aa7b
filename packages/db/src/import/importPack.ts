import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";
import {
  categoryRows,
  craftRows,
  itemNameRows,
  itemRows,
  mapRows,
  offerRows,
  pricePointRows,
  priceStatRows,
  questRows,
  readLocales,
  stationRows,
  traderRows,
  traderSellRows,
} from "./packRecords.ts";
import type { DataPack } from "./readPack.ts";

export const PACK_HASH_KEY = "pack_hash";
export const DATA_VERSION_KEY = "data_version";

export interface ImportProgress {
  step: string;
  index: number;
  steps: number;
  rows: number;
}

export interface ImportResult {
  imported: boolean;
  hash: string;
  counts: Record<string, number>;
  ms: number;
}

type Table = keyof Database;

/** Inserts rows in chunks that stay under both engines' bound-parameter limits. */
export async function insertMany<T extends Table>(db: Kysely<Database> | Transaction<Database>, table: T, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as any)
      .execute();
  }
}

export async function readMeta(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

async function writeMeta(trx: Transaction<Database>, key: string, value: string): Promise<void> {
  await trx.deleteFrom("meta").where("key", "=", key).execute();
  await trx.insertInto("meta").values({ key, value }).execute();
}

/**
 * Imports the data pack in one transaction: every pack-owned table is emptied and refilled, the
 * pack's price points are replaced (points from other sources stay), price figures are derived, and
 * the pack hash is stored last. A failure or a crash at any step rolls everything back, so the
 * previous data stays intact. Skipped when the stored hash equals the pack's, unless forced.
 */
export async function importPack(
  db: Kysely<Database>,
  pack: DataPack,
  options: { force?: boolean; onProgress?: (p: ImportProgress) => void } = {},
): Promise<ImportResult> {
  const started = performance.now();
  if (!options.force && (await readMeta(db, PACK_HASH_KEY)) === pack.hash) {
    return { imported: false, hash: pack.hash, counts: {}, ms: performance.now() - started };
  }
  const locales = readLocales(pack);
  const { items, raw } = itemRows(pack);
  const traders = traderRows(pack, locales);
  const points = pricePointRows(pack, raw);
  const sells = traderSellRows(raw, traders);

  const steps: [string, (trx: Transaction<Database>) => Promise<number>][] = [
    ["categories", (trx) => replaceTable(trx, "categories", categoryRows(pack, locales))],
    ["items", (trx) => replaceTable(trx, "items", items)],
    ["names", (trx) => replaceTable(trx, "item_names", itemNameRows(locales))],
    ["traders", (trx) => replaceTable(trx, "traders", traders)],
    ["trader prices", (trx) => replaceTable(trx, "trader_sell_prices", sells)],
    ["trader offers", (trx) => replaceTable(trx, "trader_offers", offerRows(pack))],
    ["hideout", (trx) => replaceTable(trx, "stations", stationRows(pack, locales))],
    ["crafts", (trx) => replaceTable(trx, "crafts", craftRows(pack))],
    ["quests", (trx) => replaceTable(trx, "quests", questRows(pack, locales))],
    ["maps", (trx) => replaceTable(trx, "maps", mapRows(pack, locales))],
    [
      "price points",
      async (trx) => {
        await trx.deleteFrom("price_points").where("source", "like", "pack:%").execute();
        await insertMany(trx, "price_points", points);
        return points.length;
      },
    ],
    [
      "price figures",
      async (trx) => {
        const allPoints = await trx.selectFrom("price_points").select(["item_uid", "mode", "t", "price", "avg24h"]).execute();
        const allSells = await trx.selectFrom("trader_sell_prices").select(["item_uid", "trader", "price_rub", "t"]).execute();
        return replaceTable(trx, "price_stats", priceStatRows(items, allPoints, allSells));
      },
    ],
  ];

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const [index, [step, run]] of steps.entries()) {
      options.onProgress?.({ step, index, steps: steps.length, rows: 0 });
      counts[step] = await run(trx);
      options.onProgress?.({ step, index: index + 1, steps: steps.length, rows: counts[step] ?? 0 });
    }
    await writeMeta(trx, PACK_HASH_KEY, pack.hash);
    await writeMeta(trx, DATA_VERSION_KEY, `${pack.hash.slice(0, 12)}:${Date.now()}`);
  });
  return { imported: true, hash: pack.hash, counts, ms: performance.now() - started };
}

async function replaceTable<T extends Table>(trx: Transaction<Database>, table: T, rows: readonly object[]): Promise<number> {
  await trx.deleteFrom(table).execute();
  await insertMany(trx, table, rows);
  return rows.length;
}
