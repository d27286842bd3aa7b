import { burstReporter } from "@raidkit/db";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** Limits as points per window (seconds). Tests may lower or raise them. */
export const DEFAULT_RATE_LIMITS = {
  /** Login codes sent per IP. */
  sendCodeIp: { points: 10, duration: 600 },
  /** Login codes sent per address. */
  sendCodeEmail: { points: 3, duration: 600 },
  /** Code checks per IP (each code also locks after 5 wrong tries). */
  verifyIp: { points: 30, duration: 600 },
  /** OAuth logins started per IP. */
  oauthIp: { points: 30, duration: 600 },
  /** State-changing user calls per user and per IP. */
  writeUser: { points: 300, duration: 60 },
  writeIp: { points: 600, duration: 60 },
  /** Pilot relay posts per key and per IP (a pilot batches its events every 100 ms at most). */
  pilotKey: { points: 600, duration: 60 },
  pilotIp: { points: 1200, duration: 60 },
  /** Public API calls (docs/decisions/025): without a key per address, or with a key whose user is not Pro. */
  apiFree: { points: 60, duration: 60 },
  /** Public API calls with the key of a Pro user, per key. */
  apiPro: { points: 1200, duration: 60 },
  /** Site chat messages per user (issue 18): 20 a minute. */
  chatUser: { points: 20, duration: 60 },
  /**
   * Chat-bot price checks (GET /api/bot/price) per address. A chat bot's requests
   * come from its service's few servers, shared by every channel using it: generous per address.
   */
  botIp: { points: 300, duration: 60 },
  /**
   * Public API calls with a key that is not valid, per address (issue 30, finding 14): past them,
   * that address's keyed calls are refused (429) without looking the key up.
   */
  apiKeyFailIp: { points: 20, duration: 300 },
  /**
   * Pages rendered per address that no cache held (issue 30, finding 12: a visitor could make the
   * server render without end with made-up searches or file names). A render that becomes a page
   * shared by every visitor is given back (there are only so many). A person browsing, even logged
   * in and changing progress between pages, stays far under it.
   */
  renderIp: { points: 60, duration: 20 },
};
export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;

/** Calls per minute of each tier of the public API, as /dev/api and the key panel state them. */
export const API_TIER_LIMITS = { free: DEFAULT_RATE_LIMITS.apiFree.points, key: DEFAULT_RATE_LIMITS.apiPro.points };
export type RateLimitSettings = Record<RateLimitName, { points: number; duration: number }>;

export interface RateLimits {
  /** Takes one point from `name` for `key`; answers the seconds to wait when none is left, else 0. */
  take(name: RateLimitName, key: string): Promise<number>;
  /** Ends the Redis connection of shared limits (nothing for in-process ones). */
  close?(): void;
  /** The seconds to wait when `key` has no points left in `name`, else 0; takes nothing. */
  waitFor(name: RateLimitName, key: string): Promise<number>;
  /** Gives one point taken from `name` for `key` back (what it was taken for turned out free). */
  giveBack(name: RateLimitName, key: string): Promise<void>;
}

/**
 * Rate limits with rate-limiter-flexible: in-process counters, or counters in Redis shared by every
 * instance when a client is given. If Redis fails, in-process counters stand in (never an open door).
 */
export function createRateLimits(settings: Partial<RateLimitSettings> = {}, redis?: Redis): RateLimits {
  const all = { ...DEFAULT_RATE_LIMITS, ...settings };
  const limiters = new Map(
    Object.entries(all).map(([name, { points, duration }]) => {
      const memory = new RateLimiterMemory({ points, duration, keyPrefix: `rk-rl-${name}` });
      const limiter = redis ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: `rk-rl-${name}`, insuranceLimiter: memory }) : memory;
      return [name, limiter];
    }),
  );
  return {
    async take(name, key) {
      const limiter = limiters.get(name);
      if (!limiter) return 0;
      try {
        await limiter.consume(key);
        return 0;
      } catch (result) {
        if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw result;
      }
    },
    async waitFor(name, key) {
      const limiter = limiters.get(name);
      if (!limiter) return 0;
      // A store that cannot answer blocks nothing here: the next take() still counts (its insurance in memory).
      const state = await limiter.get(key).catch(() => null);
      return state && state.consumedPoints >= limiter.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async giveBack(name, key) {
      // Never fails the page: a store that cannot answer keeps the point (it expires with its window).
      await limiters
        .get(name)
        ?.reward(key, 1)
        .catch(() => undefined);
    },
  };
}

/** The longest a limit waits for Redis before the in-process counters decide (a Redis that does not answer). */
const REDIS_LIMIT_TIMEOUT_MS = 250;

/**
 * The server's limits with REDIS_URL (issue 30, finding 3: without it each instance counted alone,
 * so 3 instances allowed 3 times every limit): counters in Redis shared by every instance, on a
 * connection of their own that queues nothing while Redis is away and gives each call
 * REDIS_LIMIT_TIMEOUT_MS, so a limit never keeps a request waiting; meanwhile the in-process counters
 * stand in (createRateLimits' insurance). Errors are logged once per burst.
 */
export function createRedisRateLimits(url: string, log: { warn(obj: object, msg: string): void }, settings: Partial<RateLimitSettings> = {}): RateLimits {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_LIMIT_TIMEOUT_MS });
  redis.on(
    "error",
    burstReporter((err, count) => log.warn({ err: err.message, count }, "redis unavailable for rate limits: each instance counts alone until it is back")),
  );
  return { ...createRateLimits(settings, redis), close: () => redis.disconnect() };
}
