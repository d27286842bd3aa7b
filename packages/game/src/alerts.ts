/**
 * Trader restocks and price alerts (issue 32 item 6, docs/decisions/065): the pure rules the server
 * and the browser share.
 */

/** Which side of his value a player waits for: the price going above it, or below it. */
export type AlertDirection = "above" | "below";
export const ALERT_DIRECTIONS: readonly AlertDirection[] = ["above", "below"];

/** The largest value an alert may hold (the flea's prices stay far under it). */
export const ALERT_MAX_VALUE = 100_000_000;
/** Alerts one player may keep at once. */
export const ALERT_MAX_PER_USER = 50;

/**
 * Whether a price crossed the player's value between two imports: the previous price on one side
 * of it, the new one on the other (reaching the value counts as crossing). Unknown prices (null)
 * cross nothing: a price that appears or vanishes is not a move.
 * - above: previous < value and new >= value;
 * - below: previous > value and new <= value.
 */
export function priceCrossed(previous: number | null, next: number | null, direction: AlertDirection, value: number): boolean {
  if (previous === null || next === null) return false;
  return direction === "above" ? previous < value && next >= value : previous > value && next <= value;
}

/**
 * A trader's next restock as the page shows it: the time the live data gave when it is still
 * ahead (`ms` to go); "passed" once it is behind (the trader restocked, the next time comes with
 * the next import); "unknown" without a time (live data off, or the source gave none). A time is
 * never made up.
 */
export type Restock = { state: "due"; at: number; ms: number } | { state: "passed"; at: number } | { state: "unknown" };

export function restockOf(resetAt: number | null | undefined, now: number): Restock {
  if (resetAt === null || resetAt === undefined || !Number.isFinite(resetAt)) return { state: "unknown" };
  return resetAt > now ? { state: "due", at: resetAt, ms: resetAt - now } : { state: "passed", at: resetAt };
}

/**
 * The restocks that happened between two looks at the clock (the browser's notification tick):
 * each trader whose time lies in (from, to].
 */
export function restocksBetween<T extends { resetAt: number | null }>(list: readonly T[], from: number, to: number): T[] {
  return list.filter((r) => r.resetAt !== null && r.resetAt > from && r.resetAt <= to);
}

/** A reset time from the source: an ISO date or epoch ms in a string; null when it is neither. */
export function parseResetTime(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
