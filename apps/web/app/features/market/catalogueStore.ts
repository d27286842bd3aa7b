import type { MarketPageData, TagEntry } from "@raidkit/api";
import { createMarketIndex, fromRows, intlTag, itemSlug, type Locale, type MarketIndex, type MarketRow } from "@raidkit/game";
import { syncCache } from "../../shared/cacheStore.ts";

/**
 * The whole market in the browser, built from the offline cache. Once ready, searching, sorting
 * and paging run here without asking the server (budget: under 8 ms per keystroke).
 */
export interface ClientCatalogue {
  locale: Locale;
  index: MarketIndex;
  tags: TagEntry[];
  newestPrice: number | null;
  dataVersion: string;
  freshness: MarketPageData["freshness"];
}

let current: ClientCatalogue | null = null;
let loading: Promise<ClientCatalogue | null> | null = null;

export function readyCatalogue(locale: Locale, dataVersion?: string): ClientCatalogue | null {
  if (!current || current.locale !== locale) return null;
  if (dataVersion && current.dataVersion !== dataVersion) return null;
  return current;
}

type CacheRecord = Omit<MarketRow, "localName" | "localShortName" | "url"> & { url: string | null } & Record<string, unknown>;

/** Market rows out of the cache table: priced items only, names of the locale (English fallback). */
export function marketRowsFromCache(fields: string[], rows: unknown[][], locale: Locale): MarketRow[] {
  return fromRows<CacheRecord>(fields, rows)
    .filter((r) => r.lastPrice !== null || r.traderPrice !== null)
    .map((r) => ({
      ...r,
      url: itemSlug({ uid: r.uid, url: r.url, name: r.name }),
      localName: (r[`${locale}Name`] as string | null) ?? r.name,
      localShortName: (r[`${locale}ShortName`] as string | null) ?? r.shortName,
    }));
}

export function loadCatalogue(
  locale: Locale,
  context: { tags: TagEntry[]; newestPrice: number | null; dataVersion: string; freshness: MarketPageData["freshness"] },
): Promise<ClientCatalogue | null> {
  if (readyCatalogue(locale, context.dataVersion)) return Promise.resolve(current);
  loading ??= syncCache(locale)
    .then(({ items }) => {
      current = {
        locale,
        index: createMarketIndex(marketRowsFromCache(items.fields, items.rows, locale), intlTag(locale)),
        tags: context.tags,
        newestPrice: context.newestPrice,
        dataVersion: context.dataVersion,
        freshness: context.freshness,
      };
      return current;
    })
    .catch((error: unknown) => {
      console.warn("market cache not loaded; pages come from the server", error);
      return null;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
