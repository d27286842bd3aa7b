import { EMPTY_PRICES, type ItemPrices } from "./item.ts";
import { interquartileMean, percentChange } from "./stats.ts";

/** Offer counts below this mark a price as low confidence (shown greyed). */
export const LOW_CONFIDENCE_OFFERS = 5;
/** With fewer scans than this in 24 h, the source's published 24 h average is used when it has one. */
export const MIN_SCANS_FOR_OWN_AVERAGE = 3;

/** The newest observation of an item. */
export interface LatestPoint {
  t: number;
  price: number | null;
  avg24h: number | null;
  offers: number | null;
}

export interface TraderSell {
  trader: string;
  priceRub: number;
}

export interface StatsInput {
  latest: LatestPoint | null;
  /** Scan values of the 24 h up to the latest point. */
  scans24h: readonly number[];
  /** Close of the hour 24 h before the latest point's hour, if scanned. */
  close24hAgo: number | null;
  /** Daily buckets of the 7 days up to the latest point's day (n and sum of their scans). */
  days7: readonly { n: number; sum: number }[];
  /** Close of the day 7 days before the latest point's day, if scanned. */
  close7dAgo: number | null;
  slots: number;
  traderSells: readonly TraderSell[];
}

export interface DerivedPrices extends ItemPrices {
  offers: number | null;
  lowConfidence: boolean;
}

const round = (v: number | null) => (v === null ? null : Math.round(v));
/** Zero and negative observations are no price (priceQuality.ts): never a last price, never in an average. */
const real = (v: number | null) => (v !== null && Number.isFinite(v) && v > 0 ? v : null);

/**
 * Spec §3 price fields: last price; 24 h average as the inter-quartile mean of the last 24 h of
 * scans (the source's published average when there are too few scans); 7 d average over the
 * daily buckets; 24 h and 7 d change against the close one day or one week earlier (null when that
 * bucket was not scanned, never a made-up 0); price per slot; best trader sell; low confidence when
 * the offer count is small.
 */
export function derivePrices(input: StatsInput): DerivedPrices {
  const best = input.traderSells.reduce<TraderSell | null>((acc, s) => (s.priceRub > 0 && (!acc || s.priceRub > acc.priceRub) ? s : acc), null);
  const trader = { traderPrice: best?.priceRub ?? null, traderName: best?.trader ?? null };
  const latest = input.latest;
  if (!latest) {
    return { ...EMPTY_PRICES, ...trader, offers: null, lowConfidence: false };
  }
  const price = real(latest.price);
  const published = real(latest.avg24h);
  const lastPrice = price ?? published;
  const scans = input.scans24h.filter((v) => real(v) !== null);
  const ownAverage = scans.length >= MIN_SCANS_FOR_OWN_AVERAGE || published === null;
  const avg24h = ownAverage ? interquartileMean(scans) : published;
  const n7 = input.days7.reduce((a, d) => a + d.n, 0);
  const avg7d = n7 > 0 ? input.days7.reduce((a, d) => a + d.sum, 0) / n7 : null;
  const basis = lastPrice;
  return {
    lastPrice: round(lastPrice),
    avg24h: round(avg24h),
    avg7d: round(avg7d),
    pricePerSlot: lastPrice === null ? null : Math.round(lastPrice / Math.max(1, input.slots)),
    change24h: percentChange(input.close24hAgo, basis),
    change7d: percentChange(input.close7dAgo, basis),
    ...trader,
    updated: latest.t,
    offers: latest.offers,
    lowConfidence: latest.offers !== null && latest.offers < LOW_CONFIDENCE_OFFERS,
  };
}
