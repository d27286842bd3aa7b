/** Reads a duration such as "5m", "30s", "1h", "250ms" or a number of milliseconds; null when unreadable. */
export function parseDuration(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/i.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  const unit = (match[2] ?? "ms").toLowerCase();
  const factor = unit === "d" ? 86_400_000 : unit === "h" ? 3_600_000 : unit === "m" ? 60_000 : unit === "s" ? 1000 : 1;
  const ms = Math.round(n * factor);
  return ms > 0 ? ms : null;
}
