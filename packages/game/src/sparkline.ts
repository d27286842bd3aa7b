/**
 * A 7-day sparkline sent compactly: one character per day (8 days: the last 7 full days and today),
 * each the day's close scaled between the lowest and highest of the line into 0-9a-z (36 steps),
 * "." for a day without data. The scale is not sent: the line shows shape, not values.
 */
export const SPARK_DAYS = 8;
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

export function encodeSparkline(values: readonly (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return "";
  const min = Math.min(...known);
  const max = Math.max(...known);
  const span = max - min;
  return values.map((v) => (v === null || !Number.isFinite(v) ? "." : DIGITS[span === 0 ? 18 : Math.round(((v - min) / span) * 35)])).join("");
}

/** Levels 0..35 per day (null for a gap), from an encoded sparkline. */
export function decodeSparkline(spark: string | null | undefined): (number | null)[] {
  if (!spark) return [];
  return [...spark].map((ch) => (ch === "." ? null : DIGITS.indexOf(ch)));
}

/** Whether a sparkline has a line to draw: at least two days with data. */
export function sparklineDrawable(spark: string | null | undefined): boolean {
  return decodeSparkline(spark).filter((v) => v !== null).length >= 2;
}
