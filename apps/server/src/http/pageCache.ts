import type { CompressedBody } from "../compressedBody.ts";

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

/**
 * Rendered pages for visitors without a session, keyed by locale, game mode and URL. Pages only
 * change when the data does, so the whole cache is dropped on every new import (spec budget:
 * market page at least half the speed of a static file). Bounded by bytes, not entries: the
 * least recently used pages go first once the bodies held pass the budget. Entries should hold
 * their compressed forms already (CompressedBody.prepare), so their size is known when kept.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Each page's size as counted when it was kept (a lazily compressed body may grow later). */
  private readonly sizes = new Map<string, number>();
  private readonly maxBytes: number;
  private heldBytes = 0;
  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Least-recently-used order: move to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.body.bytes > this.maxBytes) return;
    this.entries.set(key, page);
    this.sizes.set(key, page.body.bytes);
    this.heldBytes += page.body.bytes;
    while (this.heldBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    if (!this.entries.delete(key)) return;
    this.heldBytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.sizes.clear();
    this.heldBytes = 0;
  }

  /** Bytes held by the kept pages (as counted when each was kept). */
  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }
}
