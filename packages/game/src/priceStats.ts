import type { ItemPrices } from "./item.ts";
import { interquartileMean, percentChange } from "./stats.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One observed flea price of an item: the lowest offer at that time and, when published, the 24 h average. */
export interface PricePoint {
  t: number;
  price: number | null;
  avg24h: number | null;
}

export interface TraderSell {
  trader: string;
  priceRub: number;
}

const basis = (p: PricePoint) => p.avg24h ?? p.price;

/** The newest point at least `age` older than `now` but not older than `age * 2`. */
function referencePoint(points: readonly PricePoint[], now: number, age: number): PricePoint | null {
  let best: PricePoint | null = null;
  for (const p of points) {
    const delta = now - p.t;
    if (delta >= age && delta <= age * 2 && basis(p) !== null && (!best || p.t > best.t)) best = p;
  }
  return best;
}

/**
 * Spec §3 price fields derived from an item's points: last price, 24 h and 7 d averages, 24 h and
 * 7 d change, price per slot, best trader sell and the time of the newest point. A change is only
 * given when a point exists one to two periods back; sparse history gives null, never a made-up 0.
 */
export function derivePrices(points: readonly PricePoint[], slots: number, traderSells: readonly TraderSell[]): ItemPrices {
  const best = traderSells.reduce<TraderSell | null>((acc, s) => (s.priceRub > 0 && (!acc || s.priceRub > acc.priceRub) ? s : acc), null);
  const trader = { traderPrice: best?.priceRub ?? null, traderName: best?.trader ?? null };
  const latest = points.reduce<PricePoint | null>((acc, p) => (!acc || p.t > acc.t ? p : acc), null);
  if (!latest) {
    return { lastPrice: null, avg24h: null, avg7d: null, pricePerSlot: null, change24h: null, change7d: null, ...trader, updated: null };
  }
  const lastPrice = latest.price ?? latest.avg24h;
  const recent = (age: number) => points.filter((p) => latest.t - p.t < age);
  const avg24h = latest.avg24h ?? interquartileMean(recent(DAY).map((p) => p.price ?? Number.NaN));
  const avg7d = interquartileMean(recent(7 * DAY).map((p) => basis(p) ?? Number.NaN));
  const now = basis(latest);
  const ref24 = referencePoint(points, latest.t, DAY);
  const ref7 = referencePoint(points, latest.t, 7 * DAY);
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    lastPrice: round(lastPrice),
    avg24h: round(avg24h),
    avg7d: round(avg7d),
    pricePerSlot: lastPrice === null ? null : Math.round(lastPrice / Math.max(1, slots)),
    change24h: ref24 ? percentChange(basis(ref24), now) : null,
    change7d: ref7 ? percentChange(basis(ref7), now) : null,
    ...trader,
    updated: latest.t,
  };
}
