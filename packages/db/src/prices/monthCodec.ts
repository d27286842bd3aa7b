import { HOUR_MS } from "@raidkit/game";
import type { HistoryRow } from "./history.ts";

/**
 * The stored form of a compacted month of hourly history rows: bytes, about 8–20 per hour instead of
 * ~45 characters of JSON. Times are UTC hour numbers (hours since 1970; UTC has no daylight saving, so
 * every hour is 3,600,000 ms), prices are deltas, every number an unsigned LEB128 varint:
 *
 *   header: format (1), first hour, row count
 *   a row:  hours skipped since the previous row (0 when consecutive),
 *           close as a zigzag delta to the previous row's close (0 before the first),
 *           open, high, low, average and median as zigzag deltas to the row's close,
 *           offers: 0 when none, else 1 + zigzag delta to the previous row's offers (0 before the first)
 *
 * A block is self-delimiting, so blocks can be read back to back. Values must be integers within
 * ±2^50 (history rows are rounded roubles), so that every delta and its zigzag form stay exact
 * doubles; the arithmetic avoids 32-bit bit operations.
 *
 * The column (`price_hourly_months.rows`, text on both engines) holds the bytes in base64: decoded by
 * Node natively, and read by PostgreSQL without any text function. Rows compacted before this form
 * hold a flat JSON array (8 numbers per row); they are still read, and converted by
 * `convertLegacyMonths` (compaction.ts).
 */
export const MONTH_FORMAT = 1;

const LIMIT = 2 ** 50;

function checkInt(v: number, what: string): number {
  if (!Number.isSafeInteger(v) || v > LIMIT || v < -LIMIT) throw new Error(`month encoding: ${what} must be an integer within ±2^50, got ${v}`);
  return v;
}

const zigzag = (v: number) => (v >= 0 ? v * 2 : -v * 2 - 1);
const unzigzag = (z: number) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

/** Encodes one month's rows (sorted by time, distinct UTC hours). */
export function encodeMonth(rows: readonly HistoryRow[]): Uint8Array {
  // At most 8 bytes per varint below 2^56; 8 varints per row.
  const out = new Uint8Array(3 * 8 + rows.length * 8 * 8);
  let at = 0;
  const put = (v: number) => {
    while (v >= 128) {
      out[at++] = (v % 128) + 128;
      v = Math.floor(v / 128);
    }
    out[at++] = v;
  };
  const firstT = rows[0]?.[0] ?? 0;
  if (firstT % HOUR_MS !== 0) throw new Error(`month encoding: ${firstT} is not the start of a UTC hour`);
  put(MONTH_FORMAT);
  put(firstT / HOUR_MS);
  put(rows.length);
  let hour = firstT / HOUR_MS - 1;
  let close = 0;
  let offers = 0;
  for (const row of rows) {
    const t = row[0];
    if (t % HOUR_MS !== 0) throw new Error(`month encoding: ${t} is not the start of a UTC hour`);
    const h = t / HOUR_MS;
    if (h <= hour) throw new Error("month encoding: rows must be sorted by time, one per hour");
    put(h - hour - 1);
    hour = h;
    const c = checkInt(row[4], "close");
    put(zigzag(c - close));
    close = c;
    put(zigzag(checkInt(row[1], "open") - c));
    put(zigzag(checkInt(row[2], "high") - c));
    put(zigzag(checkInt(row[3], "low") - c));
    put(zigzag(checkInt(row[5], "average") - c));
    put(zigzag(checkInt(row[6], "median") - c));
    const o = row[7];
    if (o === null) put(0);
    else {
      put(zigzag(checkInt(o, "offers") - offers) + 1);
      offers = o;
    }
  }
  return out.slice(0, at);
}

/**
 * Decodes one or more month blocks read back to back, appending rows at or after `from` to `into`
 * (in the blocks' order). Answers `into`.
 */
export function decodeMonths(bytes: Uint8Array, from = Number.NEGATIVE_INFINITY, into: HistoryRow[] = []): HistoryRow[] {
  let at = 0;
  const end = bytes.length;
  const get = (): number => {
    if (at >= end) throw new Error("month decoding: truncated value");
    let b = bytes[at++] as number;
    if (b < 128) return b;
    let v = b - 128;
    let scale = 128;
    for (;;) {
      if (at >= end) throw new Error("month decoding: truncated value");
      b = bytes[at++] as number;
      if (b < 128) return v + b * scale;
      v += (b - 128) * scale;
      scale *= 128;
    }
  };
  while (at < end) {
    const format = get();
    if (format !== MONTH_FORMAT) throw new Error(`month decoding: unknown format ${format}`);
    let hour = get() - 1;
    const count = get();
    let close = 0;
    let offers = 0;
    for (let i = 0; i < count; i++) {
      hour += get() + 1;
      close += unzigzag(get());
      const open = close + unzigzag(get());
      const high = close + unzigzag(get());
      const low = close + unzigzag(get());
      const avg = close + unzigzag(get());
      const median = close + unzigzag(get());
      const o = get();
      let off: number | null = null;
      if (o !== 0) {
        offers += unzigzag(o - 1);
        off = offers;
      }
      const t = hour * HOUR_MS;
      if (t >= from) into.push([t, open, high, low, close, avg, median, off]);
    }
  }
  return into;
}

/** The time of the last row of encoded blocks (null when they hold none), read without building rows. */
export function lastEncodedHour(bytes: Uint8Array): number | null {
  let at = 0;
  const end = bytes.length;
  const get = (): number => {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (at >= end) throw new Error("month decoding: truncated value");
      const b = bytes[at++] as number;
      if (b < 128) return v + b * scale;
      v += (b - 128) * scale;
      scale *= 128;
    }
  };
  let last: number | null = null;
  while (at < end) {
    const format = get();
    if (format !== MONTH_FORMAT) throw new Error(`month decoding: unknown format ${format}`);
    let hour = get() - 1;
    const count = get();
    for (let i = 0; i < count; i++) {
      hour += get() + 1;
      // close, open, high, low, average, median, offers
      for (let k = 0; k < 7; k++) {
        while ((bytes[at] as number) >= 128) at++;
        at++;
      }
    }
    if (at > end) throw new Error("month decoding: truncated block");
    if (count > 0) last = hour * HOUR_MS;
  }
  return last;
}

/** A month's rows as stored in `price_hourly_months.rows`: the encoded bytes in base64. */
export function encodeMonthText(rows: readonly HistoryRow[]): string {
  const bytes = encodeMonth(rows);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

/** Whether a stored month is still the flat JSON array written before the compact form. */
export const isLegacyMonthText = (text: string): boolean => text.charCodeAt(0) === 91; // "["

/**
 * A stored month with more rows: when they all come after its last row (the daily compaction), their
 * block is appended to the stored bytes without decoding them; otherwise (a back-filled hour of a
 * compacted day, a legacy month) both are decoded and merged, a new row replacing a stored one of the
 * same hour. `rows` must be sorted, one per UTC hour.
 */
export function appendMonthText(stored: string | undefined, rows: readonly HistoryRow[]): string {
  if (stored === undefined) return encodeMonthText(rows);
  if (!isLegacyMonthText(stored)) {
    const bytes = Buffer.from(stored, "base64");
    const last = lastEncodedHour(bytes);
    if (last === null) return encodeMonthText(rows);
    if (rows.length === 0) return stored;
    if ((rows[0] as HistoryRow)[0] > last) return Buffer.concat([bytes, encodeMonth(rows)]).toString("base64");
  }
  return encodeMonthText(normaliseRows([...decodeMonthText(stored), ...rows]));
}

/**
 * Rows ready to encode: one per UTC hour (a later row for the same hour wins), sorted, numbers
 * rounded. Rows without a price (never written by the compaction) cannot be drawn and are left out.
 */
export function normaliseRows(rows: readonly HistoryRow[]): HistoryRow[] {
  const byHour = new Map<number, HistoryRow>();
  for (const row of rows) {
    let drawable = true;
    for (let i = 0; i < 7; i++) if (typeof row[i] !== "number" || !Number.isFinite(row[i])) drawable = false;
    if (!drawable) continue;
    const t = Math.floor(row[0] / HOUR_MS) * HOUR_MS;
    const r = (i: number) => Math.round(row[i] as number);
    const offers = row[7];
    byHour.set(t, [t, r(1), r(2), r(3), r(4), r(5), r(6), typeof offers === "number" && Number.isFinite(offers) ? Math.round(offers) : null]);
  }
  return [...byHour.values()].sort((a, b) => a[0] - b[0]);
}

/**
 * Decodes a stored month (compact or legacy JSON), appending rows at or after `from` to `into`.
 * Answers `into`.
 */
export function decodeMonthText(text: string, from = Number.NEGATIVE_INFINITY, into: HistoryRow[] = []): HistoryRow[] {
  if (!isLegacyMonthText(text)) return decodeMonths(Buffer.from(text, "base64"), from, into);
  const flat = JSON.parse(text) as (number | null)[];
  for (let i = 0; i + 7 < flat.length; i += 8) {
    if ((flat[i] as number) >= from)
      into.push([flat[i], flat[i + 1], flat[i + 2], flat[i + 3], flat[i + 4], flat[i + 5], flat[i + 6], flat[i + 7]] as HistoryRow);
  }
  return into;
}
