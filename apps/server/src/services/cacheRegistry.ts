/**
 * Every in-memory cache of the server, in one registry (issue 33, docs/decisions/045). A cache
 * registers itself with a name, a measure of its entries' bytes and, where one flood of keys could
 * push out the rest, a budget of its own; the registry bounds the bytes of all of them and keys their
 * entries by the data version, so the data watcher's one `setVersion` (or `clear`) drops them all:
 * no list of caches to keep by hand.
 *
 * Callers of a key being built share one promise; a rejected build is not kept, so the next caller
 * tries again.
 */

export interface CacheOptions<T> {
  /** The bytes an entry holds (an estimate is fine), counted once its value is there. */
  bytes: (value: T) => number;
  /** This cache's own budget: past it, its least recently used entries go (default: the registry's only). */
  maxBytes?: number;
  /** How long a value is kept once there (default: until the data changes). */
  ttlMs?: number;
  /** False for what does not come from the data (API keys, static files): kept across data versions. */
  perDataVersion?: boolean;
  /** Values it says no to are shared while being built, then not kept (as a rejection is not). */
  keep?: (value: T) => boolean;
}

interface Entry<T> {
  promise: Promise<T>;
  settled: boolean;
  value?: T;
  bytes: number;
  /** The registry's use counter when it was last read: the least recently used entry has the lowest. */
  used: number;
  expiresAt: number;
}

/** One registered cache: values by key, built once per data version (see CacheRegistry). */
export class RegisteredCache<T> {
  readonly name: string;
  private readonly registry: CacheRegistry;
  private readonly options: CacheOptions<T>;
  /** By full key (the data version's stamp and the key), least recently used first. */
  private readonly entries = new Map<string, Entry<T>>();
  private held = 0;

  constructor(registry: CacheRegistry, name: string, options: CacheOptions<T>) {
    this.registry = registry;
    this.name = name;
    this.options = options;
  }

  get perDataVersion(): boolean {
    return this.options.perDataVersion ?? true;
  }

  /**
   * The value of a key: the kept one, the one being built (shared), or `build()`'s. `fresh` may
   * refuse a kept value (made from an older catalogue, prices turned stale): it is built again.
   */
  get(key: string, build: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
    const full = this.fullKey(key);
    const entry = this.usable(full, fresh);
    if (entry) return entry.promise;
    const promise = build();
    const record: Entry<T> = { promise, settled: false, bytes: 0, used: this.registry.tick(), expiresAt: Number.POSITIVE_INFINITY };
    this.entries.set(full, record);
    promise.then(
      (value) => {
        if (this.entries.get(full) !== record) return;
        if (this.options.keep && !this.options.keep(value)) this.remove(full);
        else this.settle(full, record, value);
      },
      () => {
        if (this.entries.get(full) === record) this.remove(full);
      },
    );
    return promise;
  }

  /** The kept value of a key, if there is one (a value being built is not). */
  peek(key: string): T | undefined {
    const entry = this.usable(this.fullKey(key));
    return entry?.settled ? entry.value : undefined;
  }

  /** Keeps a value made elsewhere. */
  set(key: string, value: T): void {
    const full = this.fullKey(key);
    this.remove(full);
    const record: Entry<T> = { promise: Promise.resolve(value), settled: false, bytes: 0, used: this.registry.tick(), expiresAt: Number.POSITIVE_INFINITY };
    this.entries.set(full, record);
    this.settle(full, record, value);
  }

  delete(key: string): void {
    this.remove(this.fullKey(key));
  }

  clear(): void {
    this.entries.clear();
    this.registry.released(this.held);
    this.held = 0;
  }

  /** Bytes of the kept values (as counted when each was kept). */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The use counter of this cache's least recently used kept value, or null (registry.trim). */
  oldestUse(): number | null {
    for (const entry of this.entries.values()) if (entry.settled) return entry.used;
    return null;
  }

  /** Drops the least recently used kept value; false when there is none. */
  evictOldest(): boolean {
    for (const [full, entry] of this.entries) {
      if (!entry.settled) continue;
      this.remove(full);
      return true;
    }
    return false;
  }

  private fullKey(key: string): string {
    return this.perDataVersion ? `${this.registry.stamp}\u0000${key}` : key;
  }

  /** The entry of a full key if it may be used (moved to the most recently used end), else none (and dropped). */
  private usable(full: string, fresh?: (value: T) => boolean): Entry<T> | undefined {
    const entry = this.entries.get(full);
    if (!entry) return undefined;
    if (entry.settled && (this.registry.now() >= entry.expiresAt || (fresh && !fresh(entry.value as T)))) {
      this.remove(full);
      return undefined;
    }
    this.entries.delete(full);
    this.entries.set(full, entry);
    entry.used = this.registry.tick();
    return entry;
  }

  private settle(full: string, record: Entry<T>, value: T): void {
    const bytes = this.options.bytes(value);
    const max = Math.min(this.options.maxBytes ?? Number.POSITIVE_INFINITY, this.registry.maxBytes);
    // A value larger than the whole budget is not kept (nor does it push the others out).
    if (bytes > max) {
      this.remove(full);
      return;
    }
    // Kept now: the most recently used (a long build started early is not the first to go).
    this.entries.delete(full);
    this.entries.set(full, record);
    record.used = this.registry.tick();
    record.settled = true;
    record.value = value;
    record.bytes = bytes;
    if (this.options.ttlMs !== undefined) record.expiresAt = this.registry.now() + this.options.ttlMs;
    this.held += bytes;
    this.registry.added(bytes);
    while (this.held > max && this.evictOldest()) {
      // the least recently used go first
    }
    this.registry.trim();
  }

  private remove(full: string): void {
    const entry = this.entries.get(full);
    if (!entry) return;
    this.entries.delete(full);
    this.held -= entry.bytes;
    this.registry.released(entry.bytes);
  }
}

/** What the registry's budget leaves room for by default: every cache's values together. */
export const CACHE_BYTES = 512 * 1024 * 1024;

export class CacheRegistry {
  private readonly caches: RegisteredCache<unknown>[] = [];
  readonly maxBytes: number;
  readonly now: () => number;
  private held = 0;
  private uses = 0;
  private version: string | null = null;
  /** Moves on with every clear: entries made before are keyed under an older stamp. */
  private generation = 0;

  constructor(options: { maxBytes?: number; now?: () => number } = {}) {
    this.maxBytes = options.maxBytes ?? CACHE_BYTES;
    this.now = options.now ?? Date.now;
  }

  /** A new cache in this registry (a version change or `clear` drops its values, as every other's). */
  cache<T>(name: string, options: CacheOptions<T>): RegisteredCache<T> {
    const cache = new RegisteredCache<T>(this, name, options);
    this.caches.push(cache as RegisteredCache<unknown>);
    return cache;
  }

  /** The data version the kept values were made from (null: none seen yet, or no data). */
  get dataVersion(): string | null {
    return this.version;
  }

  /** The data watcher saw a version: on a change, every value made from older data goes. */
  setVersion(version: string | null): void {
    if (version === this.version) return;
    this.version = version;
    this.clear();
  }

  /** Drops every value made from the data (e.g. new icon links, which no version names). */
  clear(): void {
    this.generation++;
    for (const cache of this.caches) if (cache.perDataVersion) cache.clear();
  }

  /** What keys of values made from the data start with: the data version and the clears since. */
  get stamp(): string {
    return `${this.version ?? ""}#${this.generation}`;
  }

  /** Bytes of every kept value. */
  get bytes(): number {
    return this.held;
  }

  /** Each cache's values and bytes (a look at memory). */
  sizes(): { name: string; entries: number; bytes: number }[] {
    return this.caches.map((c) => ({ name: c.name, entries: c.size, bytes: c.bytes }));
  }

  tick(): number {
    return ++this.uses;
  }

  added(bytes: number): void {
    this.held += bytes;
  }

  released(bytes: number): void {
    this.held -= bytes;
  }

  /** Past the budget, the least recently used values of all the caches go first. */
  trim(): void {
    while (this.held > this.maxBytes) {
      let oldest: RegisteredCache<unknown> | null = null;
      let oldestUse = Number.POSITIVE_INFINITY;
      for (const cache of this.caches) {
        const use = cache.oldestUse();
        if (use !== null && use < oldestUse) {
          oldest = cache;
          oldestUse = use;
        }
      }
      if (!oldest?.evictOldest()) return;
    }
  }
}
