import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PATTERN } from "@raidkit/api";
import { addApiKeyUsage, apiKeyOwner, type Database, findUser, utcDay } from "@raidkit/db";
import { isProActive } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";
import { CacheRegistry, type RegisteredCache } from "./cacheRegistry.ts";

/** Keys are found by their SHA-256 (as sessions and pilot keys are); the key is shown once. */
export const apiKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key and its id: "rk_" and 240 random bits. */
export function newApiKey(): { id: string; key: string } {
  return { id: randomBytes(9).toString("base64url"), key: `rk_${randomBytes(30).toString("base64url")}` };
}

export interface ApiCaller {
  keyId: string;
  userUid: string;
  /** The key's user is Pro now: Pro limits, PVE, long history and progress. */
  pro: boolean;
}

/** How long a key's owner and Pro state are kept in memory (a revoked key stops at once on this instance). */
const KEY_TTL_MS = 10_000;
/** What one key kept in memory is counted as: its hash, the caller and the registry's entry. */
const KEY_BYTES = 256;
const MAX_KEPT = 10_000;
/** Keys found unknown are kept apart (issue 30, finding 14): a flood of made-up keys never pushes the real ones out. */
const MAX_UNKNOWN_KEPT = 10_000;
/** How often counted calls are written. */
const FLUSH_EVERY_MS = 10_000;

/**
 * The public API's keys at request time (docs/decisions/025): who a key belongs to and whether that
 * user is Pro, kept 10 s so a call costs no query; an unknown key is kept as unknown for as long,
 * in a memory of its own, and a key not of our form is never looked up. Calls counted per key and
 * UTC day in memory and written every 10 s and at close.
 */
export class ApiKeyService {
  /** Callers by key hash; lookups under way are shared, a key found unknown goes to `unknown`. Not data: kept across data versions. */
  private readonly known: RegisteredCache<ApiCaller | null>;
  private readonly unknown: RegisteredCache<true>;
  /** The UTC day calls are counted under, worked out once a minute rather than per call. */
  private day = { name: "", until: 0 };
  private counts = new Map<string, { keyId: string; day: string; calls: number; lastUsedAt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly db: Kysely<Database>;
  private readonly log: Logger;
  private readonly now: () => number;
  constructor(db: Kysely<Database>, log: Logger, now: () => number = Date.now, caches = new CacheRegistry()) {
    this.db = db;
    this.log = log;
    this.now = now;
    const kept = { bytes: () => KEY_BYTES, ttlMs: KEY_TTL_MS, perDataVersion: false };
    this.known = caches.cache("api-keys", { ...kept, maxBytes: MAX_KEPT * KEY_BYTES, keep: (caller) => caller !== null });
    this.unknown = caches.cache("api-keys-unknown", { ...kept, maxBytes: MAX_UNKNOWN_KEPT * KEY_BYTES });
  }

  /**
   * What memory says of a key without a lookup: its caller, null when it is malformed or known to be
   * unknown, undefined when only a lookup can tell.
   */
  peek(key: string): ApiCaller | null | undefined {
    if (!API_KEY_PATTERN.test(key)) return null;
    const hash = apiKeyHash(key);
    return this.known.peek(hash) ?? (this.unknown.peek(hash) ? null : undefined);
  }

  /** The caller of a key; null for a malformed, unknown or revoked key. Calls that arrive together share one lookup. */
  async resolve(key: string): Promise<ApiCaller | null> {
    if (!API_KEY_PATTERN.test(key)) return null;
    const hash = apiKeyHash(key);
    if (this.unknown.peek(hash)) return null;
    return this.known.get(hash, async () => {
      const caller = await this.lookup(hash, this.now());
      if (!caller) this.unknown.set(hash, true);
      return caller;
    });
  }

  private async lookup(hash: string, now: number): Promise<ApiCaller | null> {
    const owner = await apiKeyOwner(this.db, hash);
    const user = owner ? await findUser(this.db, { uid: owner.userUid }) : null;
    return owner && user ? { keyId: owner.id, userUid: owner.userUid, pro: isProActive(user, now) } : null;
  }

  /**
   * Forgets the keys kept in memory (a revocation): the next call of any key reads it again. The
   * revoked key's hash is not known here, and revocations are rare while lookups are cheap.
   */
  forget(): void {
    this.known.clear();
    this.unknown.clear();
  }

  /** Counts one call of a key today. */
  count(keyId: string): void {
    const now = this.now();
    if (now >= this.day.until) this.day = { name: utcDay(now), until: Math.min(now + 60_000, (Math.floor(now / 86_400_000) + 1) * 86_400_000) };
    const day = this.day.name;
    const entry = this.counts.get(`${keyId}|${day}`);
    if (entry) {
      entry.calls++;
      entry.lastUsedAt = now;
    } else this.counts.set(`${keyId}|${day}`, { keyId, day, calls: 1, lastUsedAt: now });
  }

  /** Writes the counted calls (kept for the next try if the write fails). */
  async flush(): Promise<void> {
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    try {
      await addApiKeyUsage(this.db, [...batch.values()]);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, "api usage not written; kept for the next try");
      for (const [k, v] of batch) {
        const newer = this.counts.get(k);
        this.counts.set(k, newer ? { ...v, calls: v.calls + newer.calls, lastUsedAt: newer.lastUsedAt } : v);
      }
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
