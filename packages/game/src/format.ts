import type { Locale } from "./locales.ts";

/**
 * Display rules of spec §5 and §9: thousands separated by a comma (or a space in Russian), percent
 * changes, currencies, dates DD.MM.YY HH:mm, durations in h/m (ч/м in Russian).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  const tag = locale === "ru" ? "ru-RU" : "en-US";
  const key = `${tag}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits, minimumFractionDigits: 0 });
    numberFormats.set(key, format);
  }
  return format;
}

/** Non-numeric input becomes 0 (spec §5 "Prices: non-numeric becomes 0 and is rounded"). */
export function toNumber(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

export function formatNumber(value: unknown, locale: Locale, maximumFractionDigits = 0): string {
  return numberFormat(locale, maximumFractionDigits).format(toNumber(value));
}

const PREFIX_CURRENCIES: Record<string, string> = { RUB: "₽", USD: "$", EUR: "€" };

/** A price rounded to whole units; rouble, dollar and euro signs before the number, other units after. */
export function formatPrice(value: unknown, locale: Locale, currency = "RUB"): string {
  const rounded = Math.round(toNumber(value));
  const digits = numberFormat(locale, 0).format(Math.abs(rounded));
  const sign = rounded < 0 ? "-" : "";
  const symbol = PREFIX_CURRENCIES[currency];
  return symbol ? `${sign}${symbol}${digits}` : `${sign}${digits} ${currency}`;
}

/**
 * Spec §5 percent change: zero, empty or non-numeric shows 0%; absolute values above 9 are rounded
 * (others keep one decimal); positive values show a plus sign.
 */
export function formatPercent(value: unknown, locale: Locale): string {
  const n = toNumber(value);
  if (n === 0) return "0%";
  const shown = Math.abs(n) > 9 ? Math.round(n) : Math.round(n * 10) / 10;
  if (shown === 0) return "0%";
  const text = numberFormat(locale, 1).format(Math.abs(shown));
  return `${shown > 0 ? "+" : "-"}${text}%`;
}

/**
 * A price change (24 h, 7 d …) as the pages show it (issue 34): "—" when it is unknown (no price
 * point at its window's start: null), never a made-up "0%"; a known change by formatPercent.
 */
export function formatChange(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "—" : formatPercent(value, locale);
}

/** Direction of a change for colouring: up, down or flat. */
export function changeDirection(value: unknown): "up" | "down" | "flat" {
  const n = toNumber(value);
  return n > 0 ? "up" : n < 0 ? "down" : "flat";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** DD.MM.YY HH:mm in the given IANA time zone (UTC by default, so server and browser agree). */
export function formatDate(epochMs: number, timeZone = "UTC"): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return "";
  if (timeZone === "UTC") {
    return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCFullYear() % 100)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  }
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}

/** Whole minutes of a duration, rounding up when the leftover seconds exceed 30 (spec §9). */
export function roundedMinutes(seconds: number): number {
  const s = Math.max(0, Math.floor(toNumber(seconds)));
  return Math.floor(s / 60) + (s % 60 > 30 ? 1 : 0);
}

/** A duration as "2h 5m" (Russian "2ч 5м"). */
export function formatDuration(seconds: number, locale: Locale): string {
  const minutes = roundedMinutes(seconds);
  const [h, m] = locale === "ru" ? ["ч", "м"] : ["h", "m"];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${m}`;
  return rest === 0 ? `${hours}${h}` : `${hours}${h} ${rest}${m}`;
}

/** A duration in hours with two decimals (spec §9), e.g. 1.25. */
export function hoursDecimal(seconds: number): number {
  return Math.round((roundedMinutes(seconds) / 60) * 100) / 100;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "12 minutes ago" / "12 минут назад": the age of a time, in the largest whole unit. */
export function formatAgo(epochMs: number, now: number, locale: Locale): string {
  const tag = locale === "ru" ? "ru-RU" : "en-US";
  let format = relativeFormats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
    relativeFormats.set(tag, format);
  }
  const seconds = Math.round((epochMs - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}
