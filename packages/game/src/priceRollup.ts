/**
 * Rollups of price scans into hourly and daily buckets (UTC). A bucket holds open, high, low,
 * close, average, median and the offer count (volume) of the scans in it.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export type Period = "hour" | "day";

/** Start of the UTC hour or day holding `t`. Buckets never follow a local time zone or DST. */
export function bucketStart(t: number, period: Period): number {
  const size = period === "hour" ? HOUR_MS : DAY_MS;
  return Math.floor(t / size) * size;
}

/** One scan: its time, its value (the flea price, else the published 24 h average) and offer count. */
export interface Scan {
  t: number;
  v: number;
  offers: number | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The state of a bucket. `vals` keeps every scan value while the bucket is recent (hourly buckets of
 * the last 25 h), so its median is exact and the 24 h inter-quartile mean can be taken; `parts`
 * keeps the medians of a daily bucket's hours (the daily median is the median of its hourly medians).
 */
export interface BucketState {
  bucket: number;
  open: number;
  openT: number;
  close: number;
  closeT: number;
  high: number;
  low: number;
  n: number;
  sum: number;
  offersSum: number;
  offersN: number;
  median: number;
  vals: number[] | null;
  parts: Record<string, number> | null;
}

export function newBucket(bucket: number, scan: Scan): BucketState {
  return {
    bucket,
    open: scan.v,
    openT: scan.t,
    close: scan.v,
    closeT: scan.t,
    high: scan.v,
    low: scan.v,
    n: 1,
    sum: scan.v,
    offersSum: scan.offers ?? 0,
    offersN: scan.offers === null ? 0 : 1,
    median: scan.v,
    vals: [scan.v],
    parts: null,
  };
}

/** Adds a scan to an hourly bucket (scans may arrive out of order). */
export function addScan(state: BucketState, scan: Scan): BucketState {
  const vals = state.vals ? [...state.vals, scan.v] : null;
  const next: BucketState = {
    ...state,
    high: Math.max(state.high, scan.v),
    low: Math.min(state.low, scan.v),
    n: state.n + 1,
    sum: state.sum + scan.v,
    offersSum: state.offersSum + (scan.offers ?? 0),
    offersN: state.offersN + (scan.offers === null ? 0 : 1),
    vals,
  };
  widenOpenClose(next, { open: scan.v, openT: scan.t, close: scan.v, closeT: scan.t });
  next.median = vals ? (median(vals) as number) : next.median;
  return next;
}

/** Takes a part's open when it is earlier than the bucket's, and its close when it is as late or later. */
function widenOpenClose(bucket: BucketState, part: Pick<BucketState, "open" | "openT" | "close" | "closeT">): void {
  if (part.openT < bucket.openT) {
    bucket.open = part.open;
    bucket.openT = part.openT;
  }
  if (part.closeT >= bucket.closeT) {
    bucket.close = part.close;
    bucket.closeT = part.closeT;
  }
}

/** Exact hourly buckets of a set of scans of one item. */
export function hourlyBuckets(scans: readonly Scan[]): BucketState[] {
  const byHour = new Map<number, BucketState>();
  for (const scan of [...scans].sort((a, b) => a.t - b.t)) {
    const hour = bucketStart(scan.t, "hour");
    const state = byHour.get(hour);
    byHour.set(hour, state ? addScan(state, scan) : newBucket(hour, scan));
  }
  return [...byHour.values()].sort((a, b) => a.bucket - b.bucket);
}

/** Folds an hourly bucket into its day: the day's median is the median of its hourly medians. */
export function addHourToDay(day: BucketState | null, hour: BucketState): BucketState {
  const dayBucket = bucketStart(hour.bucket, "day");
  const parts = { ...(day?.parts ?? {}), [String(hour.bucket)]: hour.median };
  // Re-folding an hour replaces its earlier contribution, so totals are rebuilt from the parts' hours.
  const base: BucketState = day ?? { ...hour, bucket: dayBucket, vals: null, parts: {} };
  const merged: BucketState = {
    ...base,
    bucket: dayBucket,
    open: hour.openT < base.openT ? hour.open : base.open,
    openT: Math.min(hour.openT, base.openT),
    close: hour.closeT >= base.closeT ? hour.close : base.close,
    closeT: Math.max(hour.closeT, base.closeT),
    high: Math.max(base.high, hour.high),
    low: Math.min(base.low, hour.low),
    vals: null,
    parts,
  };
  merged.median = median(Object.values(parts)) as number;
  return merged;
}

/**
 * Exact daily buckets from hourly ones (open/close by time, totals summed, median of hourly medians).
 * Each day is folded once from all its hours (as addHourToDay would, hour by hour, in time order).
 */
export function dailyBuckets(hours: readonly BucketState[]): BucketState[] {
  const byDay = new Map<number, BucketState[]>();
  for (const hour of [...hours].sort((a, b) => a.bucket - b.bucket)) {
    const day = bucketStart(hour.bucket, "day");
    const list = byDay.get(day);
    if (list) list.push(hour);
    else byDay.set(day, [hour]);
  }
  const days: BucketState[] = [];
  for (const [day, list] of byDay) {
    const first = list[0] as BucketState;
    const folded: BucketState = { ...first, bucket: day, n: 0, sum: 0, offersSum: 0, offersN: 0, vals: null, parts: {} };
    const parts: Record<string, number> = {};
    for (const hour of list) {
      parts[String(hour.bucket)] = hour.median;
      widenOpenClose(folded, hour);
      folded.high = Math.max(folded.high, hour.high);
      folded.low = Math.min(folded.low, hour.low);
      folded.n += hour.n;
      folded.sum += hour.sum;
      folded.offersSum += hour.offersSum;
      folded.offersN += hour.offersN;
    }
    folded.parts = parts;
    folded.median = median(Object.values(parts)) as number;
    days.push(folded);
  }
  return days.sort((a, b) => a.bucket - b.bucket);
}

/** Start of the UTC month holding `t`. */
export function monthStart(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the UTC month after the one holding `t`. */
export function nextMonthStart(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
