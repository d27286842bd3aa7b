import { LOW_CONFIDENCE_OFFERS } from "./priceStats.ts";

/**
 * Price quality (issue "Prices a player can trust", part 2): the one rule that says whether a flea
 * figure of an item (last price, 24 h average, 7 d average) can be used. The server applies it when
 * it builds the catalogue; the verdicts travel with every item (a short code, `encodeQuality`) to the
 * market list, the item page, the cache payload and the calculators, and the browser reads them with
 * the helpers below. Decision note: docs/decisions/020-price-quality.md.
 *
 * A figure is, in this order:
 * - "none" when it is missing, zero, negative or not a number: no price, never a real 0 ₽;
 * - suspect "belowTrader" when it is under TRADER_FLOOR × the best trader's price (under what a
 *   trader pays; ½ before issue 34): nobody sells on the flea for less than a trader pays at once;
 * - suspect "belowValue" when it is under VALUE_FLOOR (1/10) of the item's value;
 * - suspect "aboveValue" when it is over VALUE_MULTIPLE (20) × the item's value + VALUE_ALLOWANCE
 *   (10,000 ₽);
 * - suspect "history" when the item's remaining figures disagree by more than HISTORY_FACTOR (4×)
 *   and this one is more than 4× away from their middle (the median of the figures and the value);
 * - suspect "belowAverage" (the last price only, issue 34) when it is under AVERAGE_FLOOR (60 %) of
 *   the item's own 24 h average, that average itself "ok" by the checks above: one cheap listing is
 *   not the item's price;
 * - else "ok".
 * The item's value is the higher of its base price and handbook price (the game's own worth of it);
 * without either, the best trader price ÷ 0.6 (traders pay 0.56–0.63 × base for 90 % of items).
 * Independently, all of an item's figures are stale when their date is more than `staleAfterMs`
 * (default 7 days) before the time they are judged at: now while a live source imports prices,
 * else the newest price of the data (the pack's own snapshot date: the pack is never "stale" as a
 * whole, but a price 18 days older than its newest snapshot is).
 * An admin's verdict on an item in a game mode (`qualityOverride`, /admin/cut-edges) is an input
 * of the rule, not a second rule: "trust" makes every real figure "ok" (a price the bounds doubt
 * but the admin knows to be right, a rare key), "suspect" makes every real figure suspect with the
 * reason "admin" (a troll price inside the bounds); neither makes a missing figure a price, and
 * neither changes staleness (the date is a fact, not a judgement). Without one, the rule decides.
 * A figure is trusted only when it is "ok" and not stale; nothing else is used by a calculator, a
 * market sort, a change or an average. Few offers (under LOW_CONFIDENCE_OFFERS) are flagged, not
 * excluded; an unknown offer count is reported as unknown, never as "enough".
 *
 * The bounds come from the data pack (data/items.json, 5,160 items; `node bench/priceQuality.ts`
 * prints these figures, the decision note explains them). The 2025-12-10 tarkov.dev dump is the
 * pack's most consistent one: its flea prices are a median 2.8× the best trader price and 1.6× the
 * item's value, while the 2025-11-22 24 h averages of the 1,041 items the newer dump has no flea
 * price for are a median 23× the trader price and 12× the value.
 * - Value ceiling 20 × value + 10,000 ₽: 97.9 % of the 2,694 newest flea prices (57 above) and
 *   97.3 % of their 24 h averages are under it; those above are single troll offers on cheap parts
 *   (NSPU-M scope eyecup, value 261 ₽, at 50,000 ₽; T-7 goggles at 50,000,000 ₽) and a few rare
 *   keys. Marked keys (10–17 × value) pass. 30 % of the 11-22-only prices are above it (Small can of
 *   beef stew 1,618,400 ₽ for a 14,252 ₽ can; M61 37,175 ₽ a round of value 1,240 ₽). A multiple
 *   alone would not do: cheap items have wide ratios (99th percentile 125 × value under 1,000 ₽,
 *   13 × between 10,000 and 100,000 ₽), hence the allowance.
 * - Trader floor 1 (issue 34; it was ½): 183 of the newest flea prices are under what a trader pays
 *   (Salewa at 7,000 ₽ while Therapist pays 9,506 ₽; Labs keycard (Violet) at 185,000 ₽ while
 *   Therapist pays 378,000 ₽), 13 of the 24 h averages. Only a figure the rest of the market
 *   contradicts is doubted: when two or more figures are all under the trader price, the trader price
 *   is the outdated one (marketBelowTrader).
 * - Average floor 60 % (issue 34): 583 more of the newest last prices are under 60 % of their own
 *   trusted 24 h average (Morphine injector 13,000 ₽ against 24,561 ₽); 24 h average ÷ last price has a
 *   median of 1.3 on the pack, so a last price under 0.6 × the average is one cheap listing. Guns are
 *   left out: the flea sells built guns under the bare gun's id, so a gun's average mixes builds.
 * - Value floor 1/10: none of the newest flea prices is under it; 7 older last prices are (5.45x39mm
 *   PP gs ammo pack at 21 ₽, value 1,000 ₽).
 * - History factor 4: the newest last price and 24 h average are within 4× of each other for
 *   96.4 % of items (median ratio 1.3, 99th percentile 6.5).
 */
export const TRADER_FLOOR = 1;
/** The last price is doubted under this share of the item's own 24 h average (issue 34). */
export const AVERAGE_FLOOR = 0.6;
export const VALUE_FLOOR = 0.1;
export const VALUE_MULTIPLE = 20;
export const VALUE_ALLOWANCE = 10_000;
export const HISTORY_FACTOR = 4;
/** What traders pay of an item's base price (median 0.60 on the pack), to estimate a value from a trader price. */
export const TRADER_SHARE_OF_VALUE = 0.6;
/** Prices older than this before the time they are judged at are stale (a server setting; this is its default). */
export const DEFAULT_STALE_AFTER_MS = 7 * 86_400_000;

export type SuspectReason = "belowTrader" | "belowValue" | "aboveValue" | "belowAverage" | "history" | "admin";
/** An admin's verdict on an item's flea figures in one game mode, in place of the bounds (null: the rule decides). */
export type QualityOverride = "trust" | "suspect";
export type PriceCheck = "ok" | "none" | SuspectReason;

/** The flea figures of spec §3 the rule judges. */
export const FLEA_FIGURES = ["lastPrice", "avg24h", "avg7d"] as const;
export type FleaFigure = (typeof FLEA_FIGURES)[number];

export interface PriceQuality {
  lastPrice: PriceCheck;
  avg24h: PriceCheck;
  avg7d: PriceCheck;
  /** The figures' date is older than the stale threshold before the time they were judged at. */
  stale: boolean;
}

/** What the rule reads of an item. */
export interface QualityInput {
  lastPrice: number | null;
  avg24h: number | null;
  avg7d: number | null;
  /** Best trader sell price in roubles. */
  traderPrice: number | null;
  basePrice: number | null;
  handbookPrice: number | null;
  /** Epoch ms of the figures. */
  updated: number | null;
  /** An admin's verdict for this item and mode (see the module header); absent or null: the rule decides. */
  qualityOverride?: QualityOverride | null;
  /**
   * tarkov.dev types of the item: a gun's ("gun") 24 h average mixes built guns sold under its id, so
   * its last price is not measured against it (the M4A1's ₽33,333 against a ₽121,891 average).
   */
  types?: readonly string[];
}

/** The time figures are judged at (null: never stale) and the stale threshold. */
export interface QualityClock {
  asOf: number | null;
  staleAfterMs: number;
}

const positive = (v: number | null | undefined): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;

/** A price that is a price: missing, zero, negative and non-numbers are no price. */
export function realPrice(v: number | null | undefined): number | null {
  return positive(v) ? v : null;
}

/** The item's value the bounds are measured against (see the module header), or null. */
export function referenceValue(input: Pick<QualityInput, "basePrice" | "handbookPrice" | "traderPrice">): number | null {
  const own = Math.max(realPrice(input.basePrice) ?? 0, realPrice(input.handbookPrice) ?? 0);
  if (own > 0) return own;
  const trader = realPrice(input.traderPrice);
  return trader === null ? null : trader / TRADER_SHARE_OF_VALUE;
}

/** The highest figure the value makes plausible (null without a value). */
export function valueCeiling(value: number | null): number | null {
  return value === null ? null : VALUE_MULTIPLE * value + VALUE_ALLOWANCE;
}

/** Is the figure stale under the clock? */
export function isStale(updated: number | null, clock: QualityClock): boolean {
  return clock.asOf !== null && updated !== null && clock.asOf - updated > clock.staleAfterMs;
}

/** When fresh figures of this date turn stale, or null when they never will under this clock (or already are). */
export function staleFrom(updated: number | null, clock: QualityClock): number | null {
  if (clock.asOf === null || updated === null) return null;
  const at = updated + clock.staleAfterMs + 1;
  return at > clock.asOf ? at : null;
}

/** The median of some positive numbers; of an even count, the geometric mean of the middle two. */
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : Math.sqrt((s[mid - 1] as number) * (s[mid] as number));
}

/**
 * Is the whole market under the trader's price? Two or more real flea figures, every one under what
 * the trader pays: the market agrees with itself, and the trader price is what is off (an older
 * snapshot's: the pack's trader prices are of 2025-12, its flea scans of 2026-08, when LEDX's last
 * price, 24 h and 7 d averages were all under Therapist's old ₽611,100). The floor then doubts nothing.
 */
function marketBelowTrader(input: QualityInput, trader: number | null): boolean {
  if (trader === null) return false;
  const real = FLEA_FIGURES.map((f) => input[f]).filter(positive);
  return real.length >= 2 && real.every((v) => v < TRADER_FLOOR * trader);
}

/** The rule of the module header for one item. */
export function priceQuality(input: QualityInput, clock: QualityClock): PriceQuality {
  const override = input.qualityOverride;
  if (override === "trust" || override === "suspect") {
    const check = (v: number | null): PriceCheck => (!positive(v) ? "none" : override === "trust" ? "ok" : "admin");
    return { lastPrice: check(input.lastPrice), avg24h: check(input.avg24h), avg7d: check(input.avg7d), stale: isStale(input.updated, clock) };
  }
  const value = referenceValue(input);
  const ceiling = valueCeiling(value);
  const trader = realPrice(input.traderPrice);
  const checks: Record<FleaFigure, PriceCheck> = { lastPrice: "ok", avg24h: "ok", avg7d: "ok" };
  const remaining: FleaFigure[] = [];
  const traderFloor = marketBelowTrader(input, trader) ? null : trader;
  for (const figure of FLEA_FIGURES) {
    const v = input[figure];
    if (!positive(v)) checks[figure] = "none";
    else if (traderFloor !== null && v < TRADER_FLOOR * traderFloor) checks[figure] = "belowTrader";
    else if (value !== null && v < VALUE_FLOOR * value) checks[figure] = "belowValue";
    else if (ceiling !== null && v > ceiling) checks[figure] = "aboveValue";
    else remaining.push(figure);
  }
  // History: the figures that are left must agree with each other.
  const values = remaining.map((f) => input[f] as number);
  if (values.length >= 2 && Math.max(...values) / Math.min(...values) > HISTORY_FACTOR) {
    if (value === null && values.length === 2) {
      // Two figures and nothing to tell which is off: neither can be trusted.
      for (const f of remaining) checks[f] = "history";
    } else {
      const middle = median(value === null ? values : [...values, value]);
      for (const f of remaining) {
        const v = input[f] as number;
        if (v / middle > HISTORY_FACTOR || middle / v > HISTORY_FACTOR) checks[f] = "history";
      }
    }
  }
  // Under-priced: a last price far under the item's own 24 h average, one the checks above accept.
  const averageOfBuilds = input.types?.includes("gun") ?? false;
  if (checks.lastPrice === "ok" && checks.avg24h === "ok" && !averageOfBuilds && (input.lastPrice as number) < AVERAGE_FLOOR * (input.avg24h as number)) {
    checks.lastPrice = "belowAverage";
  }
  return { ...checks, stale: isStale(input.updated, clock) };
}

/**
 * The compact form of a verdict that travels with an item (cache payload, page data): null when
 * every figure is fine and fresh, else one letter per figure (last, 24 h, 7 d) and "s" when stale.
 */
export type QualityCode = string | null;

const LETTER: Record<PriceCheck, string> = {
  ok: "o",
  none: "n",
  belowTrader: "t",
  belowValue: "l",
  aboveValue: "v",
  belowAverage: "u",
  history: "h",
  admin: "a",
};
const CHECK: Record<string, PriceCheck> = Object.fromEntries(Object.entries(LETTER).map(([check, letter]) => [letter, check as PriceCheck]));

export function encodeQuality(q: PriceQuality): QualityCode {
  const code = `${LETTER[q.lastPrice]}${LETTER[q.avg24h]}${LETTER[q.avg7d]}${q.stale ? "s" : ""}`;
  return code === "ooo" ? null : code;
}

export function decodeQuality(code: QualityCode): PriceQuality {
  if (!code) return { lastPrice: "ok", avg24h: "ok", avg7d: "ok", stale: false };
  const check = (i: number): PriceCheck => CHECK[code[i] ?? "o"] ?? "ok";
  return { lastPrice: check(0), avg24h: check(1), avg7d: check(2), stale: code[3] === "s" };
}

/** The verdict on one figure: "ok", "none", a suspect reason, or "stale" (a fine figure of a stale item). */
export function figureVerdict(code: QualityCode, figure: FleaFigure): PriceCheck | "stale" {
  const q = decodeQuality(code);
  return q[figure] === "ok" && q.stale ? "stale" : q[figure];
}

export function isTrusted(code: QualityCode, figure: FleaFigure): boolean {
  return figureVerdict(code, figure) === "ok";
}

export function isSuspect(check: PriceCheck | "stale"): check is SuspectReason {
  return check !== "ok" && check !== "none" && check !== "stale";
}

/** A figure of an item when it can be used, else null. */
export function trustedFigure(item: Pick<QualityInput, FleaFigure> & { quality: QualityCode }, figure: FleaFigure): number | null {
  return isTrusted(item.quality, figure) ? realPrice(item[figure]) : null;
}

/** Few offers: true under LOW_CONFIDENCE_OFFERS, false with enough, null when the count is unknown (the pack has none). */
export function fewOffers(offers: number | null): boolean | null {
  return offers === null ? null : offers < LOW_CONFIDENCE_OFFERS;
}

/**
 * The flea figures in the order the trusted price takes them (issue 34, item 7): the last price
 * when the rule trusts it, else the 24 h average, else the 7 d average.
 */
export const TRUSTED_PRICE_ORDER: readonly FleaFigure[] = ["lastPrice", "avg24h", "avg7d"];

/** The figures a trusted price can be: a flea figure, or a preset's sum of parts (presetPrice.ts). */
export type TrustedFigure = FleaFigure | "partsPrice";

/** An item's trusted price and which figure it is (null, null: none of its figures is trusted). */
export interface TrustedPrice {
  price: number | null;
  figure: TrustedFigure | null;
}

/**
 * The one trusted-price rule (issue 34, item 7): the flea price the site shows as an item's price
 * and computes with — the headline of the item page, the market's price column and its sort, the
 * price per slot, the calculators' defaults, the chat-bot price check, the widgets and the sheets.
 * A doubted last price (a cheap listing, a troll offer, an older snapshot) is never that price; the
 * next trusted figure of TRUSTED_PRICE_ORDER is, and `figure` says which one it is. A preset whose
 * source figures are only its bare weapon's has none; its sum of parts (partsPrice) is its price.
 */
export function trustedPrice(item: Pick<QualityInput, FleaFigure> & { quality: QualityCode; partsPrice?: number | null }): TrustedPrice {
  for (const figure of TRUSTED_PRICE_ORDER) {
    const price = trustedFigure(item, figure);
    if (price !== null) return { price, figure };
  }
  const parts = realPrice(item.partsPrice);
  return parts === null ? { price: null, figure: null } : { price: parts, figure: "partsPrice" };
}

/** A price per slot of an item of `slots` slots (null without a price). */
export function pricePerSlotOf(price: number | null, slots: number): number | null {
  return price === null ? null : Math.round(price / Math.max(1, slots));
}
