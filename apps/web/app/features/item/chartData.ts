// Pure helpers of the price chart: which rows a line joins, and the time grid that spaces the chart
// by time (lightweight-charts gives every time point one slot, so empty stretches get whitespace).
import type { HistoryReply } from "@raidkit/api";

export type Resolution = HistoryReply["resolution"];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The longest stretch without data a line still joins, by the rows' resolution (the coarser of
 * two neighbours). Longer stretches are drawn as gaps: no line across days or months without data.
 * Scans come as often as their source: their limit grows to 3 times their usual interval (a source
 * back-filled every few hours is still a line).
 */
export const JOIN_WITHIN: Record<Resolution, number> = { scan: 3 * HOUR, hour: 3 * HOUR, day: 2 * DAY };
const SCAN_JOIN_INTERVALS = 3;

/** Most time slots a chart gets (the grid step grows past it). */
export const MAX_SLOTS = 20_000;

const ORDER: Record<Resolution, number> = { scan: 0, hour: 1, day: 2 };

export interface ChartPoint {
  t: number;
  open: number;
  high: number;
  low: number;
  close: number;
  median: number;
  offers: number | null;
  resolution: Resolution;
  /** Whether a line joins this point to the previous / next one. */
  joinedBefore: boolean;
  joinedAfter: boolean;
}

/** The reply's rows as chart points, each with its resolution (from `parts`) and whether lines join it to its neighbours. */
export function chartPoints(history: Pick<HistoryReply, "fields" | "rows" | "parts" | "resolution">): ChartPoint[] {
  const at = (name: string) => history.fields.indexOf(name);
  const [iT, iO, iH, iL, iC, iM, iV] = ["t", "open", "high", "low", "close", "median", "offers"].map(at) as number[];
  const parts = [...(history.parts ?? [])].sort((a, b) => a.from - b.from);
  const points: ChartPoint[] = [];
  let part = 0;
  for (const row of history.rows) {
    const t = row[iT as number] as number;
    const prev = points.at(-1);
    // Rows of the same second read as one slot on the chart: the later wins.
    if (prev && Math.floor(prev.t / 1000) === Math.floor(t / 1000)) points.pop();
    while (part + 1 < parts.length && (parts[part + 1]?.from as number) <= t) part++;
    const close = row[iC as number] as number;
    points.push({
      t,
      open: (row[iO as number] as number | null) ?? close,
      high: (row[iH as number] as number | null) ?? close,
      low: (row[iL as number] as number | null) ?? close,
      close,
      median: (row[iM as number] as number | null) ?? close,
      offers: (row[iV as number] as number | null | undefined) ?? null,
      resolution: parts[part]?.resolution ?? history.resolution,
      joinedBefore: false,
      joinedAfter: false,
    });
  }
  const scanGaps = gapsBetweenScans(points).sort((a, b) => a - b);
  const limit: Record<Resolution, number> = {
    ...JOIN_WITHIN,
    scan: Math.max(JOIN_WITHIN.scan, SCAN_JOIN_INTERVALS * (scanGaps[(scanGaps.length - 1) >> 1] ?? 0)),
  };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as ChartPoint;
    const b = points[i] as ChartPoint;
    const coarser = ORDER[a.resolution] >= ORDER[b.resolution] ? a.resolution : b.resolution;
    const joined = b.t - a.t <= limit[coarser];
    a.joinedAfter = joined;
    b.joinedBefore = joined;
  }
  return points;
}

/** Time between neighbouring scans. */
function gapsBetweenScans(points: readonly ChartPoint[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as ChartPoint;
    const b = points[i] as ChartPoint;
    if (a.resolution === "scan" && b.resolution === "scan") gaps.push(b.t - a.t);
  }
  return gaps;
}

const SCAN_STEPS = [1, 2, 5, 10, 15, 30, 60].map((m) => m * MINUTE);

/**
 * The step of the time grid: the finest resolution's bucket (an hour, a day); for scans the largest
 * of 1, 2, 5, 10, 15, 30 or 60 minutes not above their finest interval (so hours and days stay on the
 * grid, and a stretch of 5-minute scans after hourly ones is not drawn wider than its time), doubled
 * while the window would hold more than MAX_SLOTS.
 */
export function gridStep(points: readonly ChartPoint[], from: number, to: number): number {
  let step = DAY;
  const gaps = gapsBetweenScans(points);
  if (points.some((p) => p.resolution === "scan")) {
    // The finest spacing the scans have (a low percentile, so one odd pair does not set it).
    gaps.sort((a, b) => a - b);
    const typical = gaps.length > 0 ? (gaps[Math.floor((gaps.length - 1) / 10)] as number) : HOUR;
    step = SCAN_STEPS.filter((s) => s <= typical).at(-1) ?? MINUTE;
  } else if (points.some((p) => p.resolution === "hour")) step = HOUR;
  while ((to - from) / step > MAX_SLOTS) step *= 2;
  return step;
}

/**
 * Whitespace times (ms) on a grid of `step` over [from, to]: one per grid cell that holds no point,
 * so that each slot of the chart stands for the same span of time and empty stretches show as such.
 */
export function whitespaceTimes(points: readonly ChartPoint[], from: number, to: number, step: number): number[] {
  const out: number[] = [];
  let k = 0;
  for (let g = Math.ceil(from / step) * step; g <= to; g += step) {
    while (k < points.length && (points[k] as ChartPoint).t < g) k++;
    const next = points[k];
    if (!next || next.t >= g + step) out.push(g);
  }
  return out;
}

/** The point nearest to a time (points sorted by time), or null. */
export function nearestPoint(points: readonly ChartPoint[], t: number): ChartPoint | null {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0) return null;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as ChartPoint).t < t) lo = mid + 1;
    else hi = mid;
  }
  const after = points[lo] as ChartPoint;
  const before = points[lo - 1];
  return before && t - before.t <= after.t - t ? before : after;
}
