import { type ApiItem, SHEET_FIELDS } from "@raidkit/api/v1";

/** One row per item, SHEET_FIELDS wide: what a spreadsheet's IMPORTDATA reads (a header row first). */
export function sheetRows(items: readonly ApiItem[]): (string | number | null)[][] {
  const rows = items.map((i) => [
    i.uid,
    i.localName,
    i.localShortName,
    i.prices.lastPrice,
    i.prices.avg24h,
    i.prices.avg7d,
    i.prices.pricePerSlot,
    i.prices.change24h,
    i.prices.traderPrice,
    i.prices.traderName,
    i.prices.updated === null ? null : new Date(i.prices.updated).toISOString(),
  ]);
  return [[...SHEET_FIELDS], ...rows];
}
