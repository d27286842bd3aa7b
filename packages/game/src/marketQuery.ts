import { ITEMS_PAGE_SIZE } from "./constants.ts";
import type { ItemPrices } from "./item.ts";
import { queryVariants, relevance, type SearchEntry, searchEntry } from "./marketSearch.ts";
import { fewOffers, type QualityCode, trustedFigure, trustedPrice } from "./priceQuality.ts";

/** One row of the flea-market list; the same shape on the server (SSR) and in the browser (cache). */
export interface MarketRow extends ItemPrices {
  uid: string;
  url: string;
  name: string;
  shortName: string;
  localName: string;
  localShortName: string;
  /** Tag slugs: the handbook category and its parents. */
  tags: string[];
  slots: number;
  width: number | null;
  height: number | null;
  bannedOnFlea: boolean;
  basePrice: number | null;
  icon: string | null;
  /** Offer count of the newest scan; few offers make the price low confidence (shown greyed). */
  offers: number | null;
  lowConfidence: boolean;
  /** Encoded 7-day sparkline (sparkline.ts). */
  spark: string | null;
  /** The price-quality verdict on the flea figures (priceQuality.ts; null: all fine and fresh). */
  quality: QualityCode;
  /** A preset's sum of parts, when its source figures were its bare weapon's (presetPrice.ts). */
  partsPrice?: number | null;
}

export const MARKET_SORTS = ["name", "price", "avg24h", "pricePerSlot", "change24h", "change7d", "traderPrice", "updated"] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export type SortDir = "asc" | "desc";

export interface MarketQuery {
  search?: string;
  tag?: string;
  /**
   * Leave out flea prices with few offers (the low-confidence toggle): under LOW_CONFIDENCE_OFFERS.
   * An unknown count (the data pack has none before its 2026 scans) is not few: it stays (issue 32:
   * counted as few, it took 4,243 items down to 408).
   */
  confidentOnly?: boolean;
  /** The favourites view (`fav=1`): only these items (the player's favourites, known in the browser). */
  only?: ReadonlySet<string>;
  sort?: MarketSort;
  dir?: SortDir;
  page?: number;
  pageSize?: number;
}

export interface MarketPage {
  rows: MarketRow[];
  total: number;
  page: number;
  pages: number;
  /** "relevance": a search without a chosen sort, best answers first. */
  sort: MarketSort | "relevance";
  dir: SortDir;
  /** Rows the few-offers toggle left out, and the flea prices it kept without a known offer count (both 0 when it is off). */
  confident: { hidden: number; unknownOffers: number };
}

export const DEFAULT_SORT: MarketSort = "name";

export interface MarketIndex {
  rows: readonly MarketRow[];
  /** Each row's names prepared for search (marketSearch.ts). */
  search: readonly SearchEntry[];
  /** Row positions sorted by local name, computed once. */
  byName: readonly number[];
  /** Every row's names in one text: a query word found nowhere in it need not be looked for row by row. */
  corpus: string;
}

export function createMarketIndex(rows: readonly MarketRow[], collatorLocale = "en"): MarketIndex {
  const collator = new Intl.Collator(collatorLocale, { sensitivity: "base", numeric: true });
  const byName = rows.map((_, i) => i).sort((a, b) => collator.compare((rows[a] as MarketRow).localName, (rows[b] as MarketRow).localName));
  const search = rows.map((r) => searchEntry(r, r.tags[0] === "weapons"));
  return { rows, search, byName, corpus: search.map((e) => e.hay).join("\n") };
}

/**
 * The value a row sorts by. Prices count only when trusted (priceQuality.ts): "price" is the trusted
 * price (trustedPrice: a doubted last price gives way to the 24 h average), per slot is of it; a row
 * without a trusted figure sorts with the empty values, last.
 */
function sortValue(row: MarketRow, sort: MarketSort): number | null {
  switch (sort) {
    case "price":
      return trustedPrice(row).price;
    case "avg24h":
      return trustedFigure(row, "avg24h");
    case "pricePerSlot":
      return row.pricePerSlot;
    case "traderPrice":
      return row.traderPrice;
    case "updated":
      return row.updated;
    case "change24h":
      return row.change24h;
    case "change7d":
      return row.change7d;
    default:
      return null;
  }
}

/** Does a row have a flea price (its own, or a preset's sum of parts)? */
const hasFleaPrice = (row: Pick<MarketRow, "lastPrice" | "partsPrice">) => row.lastPrice !== null || (row.partsPrice ?? null) !== null;

/**
 * Is a row's flea price left out by the few-offers toggle? Only when its count is known and few: an
 * unknown count (a pack price before the 2026 scans, a preset's sum of parts) is not evidence of few.
 */
export function hiddenByFewOffers(row: Pick<MarketRow, "lastPrice" | "offers" | "partsPrice">): boolean {
  return hasFleaPrice(row) && fewOffers(row.offers) === true;
}

/**
 * Search (marketSearch.ts: relevance over the names in both languages, the other keyboard layout,
 * the other alphabet and one typo), tag filter, the few-offers toggle, sort (empty and untrusted
 * values always last) and paging, 51 rows a page by default (spec §9). A search without a chosen
 * sort lists the best answers first; a chosen sort orders the matches by its column.
 */
export function queryMarket(index: MarketIndex, query: MarketQuery): MarketPage {
  const sort = query.sort ?? DEFAULT_SORT;
  const dir = query.dir ?? (sort === "name" ? "asc" : "desc");
  const pageSize = query.pageSize ?? ITEMS_PAGE_SIZE;
  // One letter finds what holds it, as typed: converting or ranking it would tell nothing.
  const read = queryVariants(query.search ?? "");
  const ranked = (read[0]?.text.length ?? 0) >= 2;
  const all = ranked ? read : read.slice(0, 1);
  // Readings whose every word appears somewhere (the exact pass), and all of them (the typo pass).
  const found = all.filter((v) => v.terms.every((t) => index.corpus.includes(t)));
  let variants = found;
  const scores = new Float64Array(index.rows.length);
  const confident = { hidden: 0, unknownOffers: 0 };
  const matches = (i: number, typos: boolean) => {
    const row = index.rows[i] as MarketRow;
    if (query.tag && !row.tags.includes(query.tag)) return false;
    if (query.only && !query.only.has(row.uid)) return false;
    if (variants.length > 0) {
      const score = relevance(index.search[i] as SearchEntry, variants, typos);
      if (score === 0) return false;
      scores[i] = score;
    }
    if (query.confidentOnly && hiddenByFewOffers(row)) {
      confident.hidden++;
      return false;
    }
    if (query.confidentOnly && hasFleaPrice(row) && row.offers === null) confident.unknownOffers++;
    return true;
  };
  let order = all.length > 0 && found.length === 0 ? [] : index.byName.filter((i) => matches(i, false));
  // No exact answer: look again allowing one typo per word.
  if (order.length === 0 && all.some((v) => v.terms.some((t) => t.length >= 4))) {
    variants = all;
    scores.fill(0);
    confident.hidden = 0;
    confident.unknownOffers = 0;
    order = index.byName.filter((i) => matches(i, true));
  }
  if (ranked && query.sort === undefined) {
    // Best answer first; among equals a weapon, then the plainest name (marketSearch.ts), then by
    // name: one number per row (score and weapon, then the name's length, then its place by name).
    const keys = new Float64Array(order.length);
    for (const [p, i] of order.entries()) {
      const e = index.search[i] as SearchEntry;
      keys[p] = ((scores[i] as number) * 2 + (e.weapon ? 1 : 0)) * 1e7 - Math.min(e.shortestName, 999) * 1e4 - p;
    }
    const places = order.map((_, p) => p).sort((a, b) => (keys[b] as number) - (keys[a] as number));
    order = places.map((p) => order[p] as number);
  } else if (sort === "name") {
    if (dir === "desc") order = order.reverse();
  } else {
    const sign = dir === "asc" ? 1 : -1;
    const keyed = order.map((i, position) => ({ i, position, v: sortValue(index.rows[i] as MarketRow, sort) }));
    keyed.sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.position - b.position : a.v === null ? 1 : -1;
      return (a.v - b.v) * sign || a.position - b.position;
    });
    order = keyed.map((k) => k.i);
  }
  const total = order.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const rows = order.slice((page - 1) * pageSize, page * pageSize).map((i) => index.rows[i] as MarketRow);
  return { rows, total, page, pages, sort: ranked && query.sort === undefined ? "relevance" : sort, dir, confident };
}

/** Reads a market query from URL search params, ignoring values it does not know. */
export function marketQueryFromParams(params: URLSearchParams): MarketQuery {
  const sort = params.get("sort");
  const dir = params.get("dir");
  const page = Number(params.get("page"));
  return {
    search: params.get("search")?.slice(0, 100) || undefined,
    sort: (MARKET_SORTS as readonly string[]).includes(sort ?? "") ? (sort as MarketSort) : undefined,
    dir: dir === "asc" || dir === "desc" ? dir : undefined,
    page: Number.isInteger(page) && page > 0 ? page : undefined,
    confidentOnly: params.get("confident") === "1" || undefined,
  };
}
