/**
 * Rules of the item page's facts, the same on the server and in the browser: where an item sells
 * best, the caliber's name, whole trade counts, one row per offer the player sees, and the item's
 * description in the visitor's language.
 */

/** Where an item sells for more. */
export type SellPlace = "flea" | "trader";

/**
 * The best place to sell: the flea price against the best trader's. An item banned on the flea
 * market can only go to a trader, whatever flea price the data still holds for it (old snapshots
 * from before the ban, for example).
 */
export function bestSellPlace(item: { bannedOnFlea: boolean; lastPrice: number | null; traderPrice: number | null }): SellPlace | null {
  if (item.bannedOnFlea) return item.traderPrice === null ? null : "trader";
  if (item.lastPrice === null && item.traderPrice === null) return null;
  if (item.traderPrice === null) return "flea";
  if (item.lastPrice === null) return "trader";
  return item.traderPrice >= item.lastPrice ? "trader" : "flea";
}

/**
 * How many of an item a trade takes. The source counts Ref's GP coins in fractions (25.63: the game
 * keeps GP as a currency), but a trader never takes part of a coin; the data does not say how the
 * game rounds, so the count is rounded up (the player must bring the whole coin). Whole counts stay.
 */
export function tradeCount(count: number): number {
  // The source's fractions have two decimals: drop float noise (3.0000000001) before rounding up.
  return Math.ceil(Math.round(count * 1e6) / 1e6);
}

/** An item a barter asks for, in whole items; a dogtag with the lowest level and the side it must have. */
export interface RequiredItem {
  uid: string;
  name: string;
  url: string | null;
  /** Whole items the trader takes. */
  count: number;
  /** The source's count when it was a fraction (Ref's GP coins), rounded up in `count`; else null. */
  dataCount: number | null;
  dogtagLevel: number | null;
  side: "Bear" | "Usec" | "Any" | null;
}

/** A trader offer as the player sees it on the item page. */
export interface VisibleOffer {
  kind: "cash" | "barter";
  traderId: string;
  /** The item the offer gives. */
  itemUid: string;
  loyaltyLevel: number;
  /** How many of the item one purchase gives. */
  count: number;
  price: number | null;
  currency: string | null;
  /** Name of the quest that unlocks the offer (its variants share the name), or null. */
  questUnlock: string | null;
  buyLimit: number | null;
  required: readonly { uid: string; count: number; dogtagLevel?: number | null | undefined; side?: string | null | undefined }[];
}

/** What tells two offers apart for the player: trader, level, what is paid, what is given, limits. */
export function offerIdentity(offer: VisibleOffer): string {
  const required = offer.required
    .map((r) => [r.uid, r.count, r.dogtagLevel ?? null, r.side ?? null])
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return JSON.stringify([
    offer.kind,
    offer.traderId,
    offer.loyaltyLevel,
    offer.itemUid,
    offer.count,
    offer.price,
    offer.currency,
    offer.questUnlock,
    offer.buyLimit,
    required,
  ]);
}

/**
 * One row per offer the player can tell apart: the trader files list some offers twice under two
 * assort ids (e.g. Mechanic's Graphics card barter, once per variant of the quest that unlocks it).
 * Keeps the first of identical offers, in order.
 */
export function distinctOffers<T extends VisibleOffer>(offers: readonly T[]): T[] {
  const seen = new Set<string>();
  return offers.filter((o) => {
    const key = offerIdentity(o);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const hasDigit = (word: string) => /\d/.test(word);

/**
 * The caliber's name as the game writes it: the game has no name string for a caliber id such as
 * `Caliber556x45NATO`, but every round of a caliber starts its name with the caliber ("5.56x45mm
 * M855", ru "5.56x45мм M855"). The name starts at the first leading run of words that more than half
 * of the caliber's rounds share and that holds a word with a digit (a few rounds are named otherwise:
 * ".300 Whisper" among ".300 Blackout …"), and grows one word at a time only while nearly all (3 in
 * 4) of the rounds sharing the shorter run share the longer one too (so the 6 "20/70 пуля …" among
 * 11 20-gauge rounds stop at "20/70"). It starts at its first word with a digit ("Выстрел 40x46мм M406" gives
 * "40x46мм"). Null with fewer than two rounds or no such run: the data cannot decide then.
 */
/** The share of rounds that must keep a longer run for the name to grow by a word. */
const NEARLY_ALL = 0.75;

export function caliberName(roundNames: readonly string[]): string | null {
  const names = roundNames.map((n) => n.trim().split(/\s+/)).filter((words) => words.length > 1);
  if (names.length < 2) return null;
  /** The most common run of the first k words (of names longer than k), with how many share it. */
  const commonest = (k: number, among: readonly string[][]) => {
    const counts = new Map<string, number>();
    for (const words of among) if (words.length > k) counts.set(words.slice(0, k).join(" "), (counts.get(words.slice(0, k).join(" ")) ?? 0) + 1);
    let best: { prefix: string; count: number } | null = null;
    for (const [prefix, count] of counts) if (!best || count > best.count) best = { prefix, count };
    return best;
  };
  const longest = Math.max(...names.map((w) => w.length));
  for (let k = 1; k < longest; k++) {
    const start = commonest(k, names);
    if (!start || start.count * 2 <= names.length || !start.prefix.split(" ").some(hasDigit)) continue;
    let prefix = start.prefix;
    let sharing = names.filter((w) => w.length > k && w.slice(0, k).join(" ") === prefix);
    for (let more = k + 1; more < longest; more++) {
      const next = commonest(more, sharing);
      if (!next || next.count < sharing.length * NEARLY_ALL) break;
      prefix = next.prefix;
      sharing = sharing.filter((w) => w.slice(0, more).join(" ") === prefix);
    }
    const words = prefix.split(" ");
    return words.slice(words.findIndex(hasDigit)).join(" ");
  }
  return null;
}

/** A caliber id without its "Caliber" prefix, for calibers the data has no name for ("Caliber725" gives "725"). */
export function caliberIdLabel(caliber: string): string {
  return caliber.replace(/^Caliber/, "");
}

/** A text in the visitor's language, else English; with the language it is in (to mark it on the page). */
export function localText(texts: Readonly<Record<string, string>>, locale: string): { text: string; locale: string } | null {
  const own = texts[locale];
  if (own?.trim()) return { text: own, locale };
  const english = texts.en;
  return english?.trim() ? { text: english, locale: "en" } : null;
}
