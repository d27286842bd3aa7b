import { type ApiItem, SHEET_FIELDS } from "@raidkit/api/v1";
import { figureVerdict, trustedFigure } from "@raidkit/game";

/**
 * One row per item, SHEET_FIELDS wide: what a spreadsheet's IMPORTDATA reads (a header row first).
 * A sheet computes with what it is given, so a flea figure the price-quality rule doubts (suspect or
 * stale, decision 020) is left empty, as the calculators leave it out; `quality` says why. `price` is
 * the trusted price (packages/game trustedPrice) and `priceFigure` which figure it is; the price per
 * slot is of it (issue 34).
 */
export function sheetRows(items: readonly ApiItem[]): (string | number | null)[][] {
  const rows = items.map((i) => {
    const judged = { ...i.prices, quality: i.priceQuality.code };
    const last = trustedFigure(judged, "lastPrice");
    return [
      i.uid,
      i.localName,
      i.localShortName,
      last,
      trustedFigure(judged, "avg24h"),
      trustedFigure(judged, "avg7d"),
      i.prices.pricePerSlot,
      last === null ? null : i.prices.change24h,
      i.prices.traderPrice,
      i.prices.traderName,
      i.prices.updated === null ? null : new Date(i.prices.updated).toISOString(),
      figureVerdict(i.priceQuality.code, "lastPrice"),
      i.priceQuality.trustedPrice,
      i.priceQuality.trustedFigure,
    ];
  });
  return [[...SHEET_FIELDS], ...rows];
}
