import { gearRecords, handbookGroups, type LatestPoint, RETENTION, type Scan, weaponRecords } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import { bumpDataVersion, PACK_HASH_KEY, readMeta, writeMeta } from "../meta.ts";
import { recomputeStats, statsForTraderOnlyItems } from "../prices/stats.ts";
import { GEAR_RECORDS_KEY } from "../repositories/gear.ts";
import { WEAPON_RECORDS_KEY } from "../repositories/loadouts.ts";
import { GAME_RULES_KEY, type GameRules } from "../repositories/quests.ts";
import type { Database } from "../schema.ts";
import { insertMany } from "./insertMany.ts";
import { writePackHistory } from "./packHistory.ts";
import {
  categoryRows,
  craftRows,
  itemNameRows,
  itemRows,
  mapRows,
  offerRows,
  PACK_MODES,
  pricePointRows,
  questRows,
  readLocales,
  stationRows,
  traderRows,
  traderSellRows,
} from "./packRecords.ts";
import type { DataPack } from "./readPack.ts";

/**
 * Version of what the import writes. Raise it whenever the import writes differently (new tables,
 * new figures): databases imported by an older version then import the same pack again.
 */
export const PACK_IMPORT_VERSION = 17;

/**
 * The stamp (import version and pack hash) of the price history an import wrote: a forced import of
 * the same pack does not write its month of scans again (decision 043; ~70 % of an import's time).
 */
export const PACK_HISTORY_KEY = "pack_history";

/** What is stored after an import: the import version and the pack's hash. */
export function importStamp(hash: string): string {
  return `v${PACK_IMPORT_VERSION}:${hash}`;
}

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

/**
 * Imports the data pack in one transaction: every pack-owned table is emptied and refilled, the
 * pack's price points are replaced (points from other sources stay), its price history is written
 * (unless this pack at this import version already wrote it: PACK_HISTORY_KEY), price figures are
 * derived, and the pack hash is stored last. A failure or a crash at any step rolls everything back, so the
 * previous data stays intact. Skipped when the stored hash equals the pack's, unless forced.
 */
export async function importPack(
  db: Kysely<Database>,
  pack: DataPack,
  options: { force?: boolean; onProgress?: (p: ImportProgress) => void; now?: number } = {},
): Promise<ImportResult> {
  const started = performance.now();
  const now = options.now ?? Date.now();
  const stamp = importStamp(pack.hash);
  if (!options.force && (await readMeta(db, PACK_HASH_KEY)) === stamp) {
    return { imported: false, hash: pack.hash, counts: {}, ms: performance.now() - started };
  }
  const locales = readLocales(pack);
  const { items } = itemRows(pack);
  const traders = traderRows(pack, locales);
  const points = pricePointRows(pack, items);
  const sells = traderSellRows(pack, traders);

  const steps: [string, (trx: Transaction<Database>) => Promise<number>][] = [
    ["categories", (trx) => replaceTable(trx, "categories", categoryRows(pack, locales))],
    ["items", (trx) => replaceTable(trx, "items", items)],
    ["names", (trx) => replaceTable(trx, "item_names", itemNameRows(locales))],
    ["traders", (trx) => replaceTable(trx, "traders", traders)],
    [
      "trader prices",
      async (trx) => {
        await trx.deleteFrom("trader_sell_prices").where("source", "=", "pack").execute();
        await insertMany(trx, "trader_sell_prices", sells);
        return sells.length;
      },
    ],
    ["trader offers", (trx) => replaceTable(trx, "trader_offers", offerRows(pack))],
    ["hideout", (trx) => replaceTable(trx, "stations", stationRows(pack, locales))],
    ["crafts", (trx) => replaceTable(trx, "crafts", craftRows(pack))],
    ["quests", (trx) => replaceTable(trx, "quests", questRows(pack, locales))],
    ["maps", (trx) => replaceTable(trx, "maps", mapRows(pack, locales))],
    [
      "game rules",
      async (trx) => {
        const rules: GameRules = { editions: Object.values(pack.file("editions").editions), globals: pack.file("globals") };
        await writeMeta(trx, GAME_RULES_KEY, JSON.stringify(rules));
        return rules.editions.length;
      },
    ],
    [
      "weapons",
      async (trx) => {
        const records = weaponRecords({
          properties: pack.file("properties"),
          properties2022: pack.file("properties2022"),
          handbookGroup: handbookGroups(pack.file("items").items, pack.file("categories").categories),
        });
        await writeMeta(trx, WEAPON_RECORDS_KEY, JSON.stringify(records));
        return records.weapons.length + records.parts.length + records.ammo.length;
      },
    ],
    [
      "gear",
      async (trx) => {
        const records = gearRecords(pack.file("properties"));
        await writeMeta(trx, GEAR_RECORDS_KEY, JSON.stringify(records));
        return records.items.length;
      },
    ],
    [
      "price points",
      async (trx) => {
        // Scans are kept 30 days: only pack points that recent are stored as scans (the rest live on in buckets).
        const recent = points.filter((p) => p.t >= now - RETENTION.scansMs);
        await trx.deleteFrom("price_points").where("source", "like", "pack:%").execute();
        await insertMany(trx, "price_points", recent);
        return recent.length;
      },
    ],
    [
      "price history",
      async (trx) => {
        // History is only ever added to (live scans, compaction): the same pack at the same import version wrote the same rows.
        if ((await readMeta(trx, PACK_HISTORY_KEY)) === stamp) return 0;
        let written = 0;
        for (const mode of PACK_MODES) {
          const scans = new Map<string, Scan[]>();
          for (const p of points) {
            const v = p.price ?? p.avg24h;
            if (p.mode !== mode || v === null) continue;
            const list = scans.get(p.item_uid) ?? [];
            list.push({ t: p.t, v, offers: p.offers });
            scans.set(p.item_uid, list);
          }
          const rows = await writePackHistory(trx, mode, scans, now);
          written += rows.hours + rows.months + rows.days;
        }
        await writeMeta(trx, PACK_HISTORY_KEY, stamp);
        return written;
      },
    ],
    [
      "price figures",
      async (trx) => {
        let figures = 0;
        for (const mode of PACK_MODES) {
          // The pack's newest point of each item, unless an imported price is newer.
          const latest = new Map<string, LatestPoint>();
          for (const p of points) {
            if (p.mode !== mode) continue;
            const prev = latest.get(p.item_uid);
            if (!prev || p.t > prev.t) latest.set(p.item_uid, { t: p.t, price: p.price, avg24h: p.avg24h, offers: p.offers });
          }
          const newer = await trx.selectFrom("price_stats").select(["item_uid", "updated"]).where("mode", "=", mode).execute();
          for (const row of newer) {
            const pack = latest.get(row.item_uid);
            if (pack && row.updated !== null && row.updated > pack.t) latest.delete(row.item_uid);
          }
          figures += (await recomputeStats(trx, mode, latest)) + (await statsForTraderOnlyItems(trx, mode, now));
        }
        return figures;
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
    await writeMeta(trx, PACK_HASH_KEY, stamp);
    await bumpDataVersion(trx, `pack:${pack.hash.slice(0, 12)}`);
  });
  return { imported: true, hash: pack.hash, counts, ms: performance.now() - started };
}

async function replaceTable<T extends Table>(trx: Transaction<Database>, table: T, rows: readonly object[]): Promise<number> {
  await trx.deleteFrom(table).execute();
  await insertMany(trx, table, rows);
  return rows.length;
}
