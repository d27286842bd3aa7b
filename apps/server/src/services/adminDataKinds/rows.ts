import type { AdminDataCell, AdminDataColumn, AdminDataSource } from "@raidkit/api";
import type { Database } from "@raidkit/db";
import type { GameMode, Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CatalogueService } from "../catalogue.ts";

/** The admin game-data tables' rows (issue 19): what each kind's builder makes and the pages search, sort and compare. */

export type Cells = Record<string, AdminDataCell>;
export interface DataRow {
  id: string;
  /** What names the record for a person (item, quest, weapon…). */
  label: string;
  cells: Cells;
}

export interface KindTable {
  columns: AdminDataColumn[];
  pack: DataRow[];
  /** Null: the live source has no records of this kind and mode. */
  live: DataRow[] | null;
  source: AdminDataSource;
  /** Columns left out of the pack-vs-live comparison (figures that are not part of the records, e.g. today's price). */
  notCompared: string[];
}

export const col = (key: string, type: AdminDataColumn["type"] = "text"): AdminDataColumn => ({ key, type });

/** Crafts' and barters' item lists as one readable, stable text: "2 × Bolts, 1 × Screw nut". */
export const itemList = (list: readonly { itemId: string; count: number }[], name: (uid: string) => string) =>
  list.map((i) => `${i.count} × ${name(i.itemId)}`).join(", ");

export interface Names {
  item: (uid: string) => string;
  trader: (idOrNickname: string) => string;
  quest: (uid: string | null | undefined) => string | null;
  map: (id: string | null) => string | null;
}

/** What a kind's builder reads with: the database, the catalogue, names in the viewer's language, the live import's facts. */
export interface KindContext {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  names(mode: GameMode, locale: Locale): Promise<Names>;
  liveInfo(kind: string, mode: string): Promise<{ updated: number | null; source: string | null }>;
  sourceOf(live: { updated: number | null; source: string | null }, hasLive: boolean): Promise<AdminDataSource>;
}

/**
 * Ids made unique within a set: a second record under the same id (a trader offering an item twice
 * at one level, quest-locked and not) becomes `<id>#2`, so each record is counted and compared.
 */
export function uniqueIds(rows: readonly DataRow[]): DataRow[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const n = (seen.get(r.id) ?? 0) + 1;
    seen.set(r.id, n);
    return n === 1 ? r : { ...r, id: `${r.id}#${n}` };
  });
}

/** The rows the site uses: the live ones where a live import stands, else the pack's. */
export const usedRows = (table: KindTable): DataRow[] => (table.source.used === "live" && table.live ? table.live : table.pack);

/** Rows whose id or any text cell holds the search (any case). */
export function searchRows<R extends { id: string; label: string; cells?: Cells }>(rows: readonly R[], q: string): R[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (r) =>
      r.id.toLocaleLowerCase().includes(needle) ||
      r.label.toLocaleLowerCase().includes(needle) ||
      Object.values(r.cells ?? {}).some((v) => typeof v === "string" && v.toLocaleLowerCase().includes(needle)),
  );
}

/** Rows sorted by a column (numbers as numbers, text in the language's order), empty cells last either way. */
export function sortRows(rows: readonly DataRow[], key: string, dir: "asc" | "desc", locale: Locale): DataRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a.cells[key] ?? null;
    const y = b.cells[key] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === "number" && typeof y === "number") return sign * (x - y);
    if (typeof x === "boolean" && typeof y === "boolean") return sign * (Number(x) - Number(y));
    return sign * collator.compare(String(x), String(y));
  });
}
