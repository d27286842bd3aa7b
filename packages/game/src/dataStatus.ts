/**
 * Where the prices a visitor sees come from, per game mode (the footer's status line, decision 021).
 * Built on the server without the current time, so a cached page stays right; the browser decides
 * "live" or "offline" with its own clock after hydration.
 */
export interface DataStatus {
  /** A live source is configured (PRICE_SOURCE_URL is not `off`). */
  liveSource: boolean;
  /** The source's time of the mode's last good live import, or null. */
  liveUpdated: number | null;
  /** Until when that import counts as current (its next run plus a margin), or null. */
  liveExpiration: number | null;
  /** The newest flea price of the mode in the data (the pack's or an import's), or null. */
  dataDate: number | null;
}

/**
 * Until when an import made at `now` counts as current (DataStatus.liveExpiration): its next run,
 * `everyMs` later, plus a margin of a fifth of the period and at least a minute.
 */
export function expirationFor(now: number, everyMs: number): number {
  return now + everyMs + Math.max(60_000, Math.round(everyMs * 0.2));
}

export type DataStatusLine =
  /** updated null: a current live import whose source gave no time (issue 34): "time unknown", never "now". */
  | { kind: "live"; updated: number | null }
  | { kind: "offline"; date: number }
  /** No price at all for this mode (PVE before its first live import). */
  | { kind: "none" };

/** Live while the last good import is current; otherwise offline with the newest date the data has. */
export function dataStatusLine(status: DataStatus, now: number): DataStatusLine {
  if (status.liveExpiration !== null && now <= status.liveExpiration) {
    return { kind: "live", updated: status.liveUpdated };
  }
  const date = Math.max(status.liveUpdated ?? 0, status.dataDate ?? 0);
  return date > 0 ? { kind: "offline", date } : { kind: "none" };
}
