import { DAY_MS, HOUR_MS } from "./priceRollup.ts";

/** How long each kind of price data is kept (issue: per-scan 30 days, hourly 1 year, daily forever). */
export const RETENTION = {
  scansMs: 30 * DAY_MS,
  hourlyMs: 365 * DAY_MS,
  /** Hourly buckets keep their scan values this long (for exact medians and the 24 h mean). */
  hourlyValuesMs: 25 * HOUR_MS,
} as const;

/** Everything strictly older than these times is removed (daily buckets are never removed). */
export function retentionCutoffs(now: number): { scansBefore: number; hourlyBefore: number; hourlyValuesBefore: number } {
  return {
    scansBefore: now - RETENTION.scansMs,
    hourlyBefore: now - RETENTION.hourlyMs,
    hourlyValuesBefore: now - RETENTION.hourlyValuesMs,
  };
}
