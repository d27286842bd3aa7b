import { formatNumber, type Locale } from "@raidkit/game";

/** A modifier with its sign (+3, −2, 0). */
export function signed(value: number, locale: Locale): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return "0";
  return `${rounded > 0 ? "+" : "−"}${formatNumber(Math.abs(rounded), locale, 1)}`;
}
