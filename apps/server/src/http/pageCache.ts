import type { CompressedBody } from "../compressedBody.ts";
import type { CacheRegistry, RegisteredCache } from "../services/cacheRegistry.ts";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: CompressedBody;
}

/** Default byte budget of the page cache: bodies with their compressed forms (issue 21, finding 12). */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Byte budget of logged-in users' pages, kept apart from visitors' (decision 024). */
export const USER_PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/**
 * Byte budget of pages keyed by free text (searches, sorts, page numbers, builds, the router's
 * manifest queries), kept apart from the shared pages so no number of them evicts those (issue 30,
 * finding 12; docs/decisions/040).
 */
export const VARIANT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;

export type PageCache = RegisteredCache<CachedPage>;

/**
 * Rendered pages, keyed by locale, game mode and URL, in the server's cache registry (decision 045).
 * Pages only change when the data does, so they go with every new data version (spec budget:
 * market page at least half the speed of a static file). Bounded by bytes, not entries: the
 * least recently used pages go first once the bodies held pass the budget. Entries should hold
 * their compressed forms already (CompressedBody.prepare), so their size is known when kept (a
 * body compressed later is not counted again).
 */
export function pageCache(caches: CacheRegistry, name: string, maxBytes = PAGE_CACHE_BYTES): PageCache {
  return caches.cache<CachedPage>(name, { bytes: (page) => page.body.bytes, maxBytes });
}
