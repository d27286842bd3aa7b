import type { CompressedBody } from "./compression.ts";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: CompressedBody;
}

/**
 * Rendered pages for visitors without a session, keyed by locale, game mode and URL. Pages only
 * change when the data does, so the whole cache is dropped on every new import (spec budget:
 * market page at least half the speed of a static file).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;
  constructor(maxEntries = 2000) {
    this.maxEntries = maxEntries;
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
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
