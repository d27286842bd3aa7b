/** Business constants of spec §9, in one place so every rule reads the same value. */

export const ITEMS_PAGE_SIZE = 51;
export const FREE_QUEST_SELECTION_LIMIT = 3;
/** Spec §6: free users see the top 20 results of a calculator as an example. */
export const FREE_SEARCH_RESULTS = 20;

export const LOCALE_COOKIE = "tm_locale";
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

export const RAID_CLOCK = {
  speed: 7,
  wrapMs: 24 * 3_600_000,
  offsetsMs: [3 * 3_600_000, 15 * 3_600_000] as const,
  refreshMs: 50,
} as const;

export const DROPDOWN_CLOSE_DELAY_MS = 100;
export const INPUT_DEBOUNCE_MS = 500;
export const BATCH_SETTINGS_DELAY_MS = 500;
export const PROFILE_RECONCILE_DELAY_MS = 300;
export const ALERT_POLL_MS = 10 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
export const IDLE_PREFETCH_WAIT_MS = 1_000;

export const COPYRIGHT_START_YEAR = 2019;
export const VALUABLE_PER_SLOT_THRESHOLD = 10_000;
/** A trader's loyalty levels (MIN_LOYALTY..MAX_LOYALTY). */
export const LOYALTY_LEVELS = [1, 2, 3, 4] as const;
export const DEFAULT_LOYALTY_LEVEL = 1;

/** Spec §4: chart ranges; only 7d is free (§6, §9). */
export const CHART_RANGES = ["7d", "1m", "6m", "1y", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const FREE_CHART_RANGES: readonly ChartRange[] = ["7d"];

/** The game's money items and the currency each is (a reward of 250 dollars reads "$250"). */
export const CURRENCY_OF_ITEM: Readonly<Record<string, "RUB" | "USD" | "EUR">> = {
  "5449016a4bdc2d6f028b456f": "RUB",
  "5696686a4bdc2da3298b456a": "USD",
  "569668774bdc2da2298b4568": "EUR",
};
