import { HOUR_MS, monthStart, nextMonthStart } from "@raidkit/game";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HistoryRow } from "./history.ts";
import { appendMonthText, decodeMonths, decodeMonthText, encodeMonth, encodeMonthText, lastEncodedHour } from "./monthCodec.ts";

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Every hour of a UTC month, with generated prices (test data). */
function fullMonth(start: number, price: (k: number) => number): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let t = start, k = 0; t < nextMonthStart(start); t += HOUR_MS, k++) {
    const p = price(k);
    rows.push([t, p, p + 50, p - 50, p + 10, p + 3, p - 2, k % 5 === 0 ? null : 10 + (k % 7)]);
  }
  return rows;
}

describe("compacted month encoding", () => {
  it("round-trips every hour of a month, and is far smaller than JSON", () => {
    const start = Date.parse("2026-03-01T00:00:00Z");
    const rows = fullMonth(start, (k) => 100_000 + Math.round(5000 * Math.sin(k / 10)));
    expect(rows).toHaveLength(31 * 24);
    const bytes = encodeMonth(rows);
    expect(decodeMonths(bytes)).toEqual(rows);
    expect(bytes.length).toBeLessThan(JSON.stringify(rows.flat()).length / 3);
  });

  it("keeps UTC hours across the European and American daylight-saving changes", () => {
    // 2026-03-08 (US) and 2026-03-29 (EU) have 23-hour local days; UTC hours stay 3,600,000 ms apart.
    const rows = fullMonth(Date.parse("2026-03-01T00:00:00Z"), (k) => 500 + k);
    const back = decodeMonths(encodeMonth(rows));
    expect(back.map((r) => r[0])).toEqual(rows.map((r) => r[0]));
    expect(back.find((r) => r[0] === Date.parse("2026-03-29T01:00:00Z"))?.[1]).toBe(500 + 28 * 24 + 1);
  });

  it("reads several months back to back, across month and year edges, from a given time on", () => {
    const dec = fullMonth(Date.parse("2025-12-01T00:00:00Z"), (k) => 1000 + k);
    const jan = fullMonth(Date.parse("2026-01-01T00:00:00Z"), (k) => 3000 - k);
    const feb = fullMonth(Date.parse("2026-02-01T00:00:00Z"), (k) => 7 * k);
    const bytes = concat(encodeMonth(dec), encodeMonth(jan), encodeMonth(feb));
    expect(decodeMonths(bytes)).toEqual([...dec, ...jan, ...feb]);
    const from = Date.parse("2025-12-31T22:00:00Z");
    expect(decodeMonths(bytes, from)).toEqual([...dec.slice(-2), ...jan, ...feb]);
    expect(monthStart(jan[0]?.[0] as number)).toBe(Date.parse("2026-01-01T00:00:00Z"));
  });

  it("encodes an empty month and a month with one hour", () => {
    expect(decodeMonths(encodeMonth([]))).toEqual([]);
    const one: HistoryRow[] = [[Date.parse("2026-04-30T23:00:00Z"), 12, 15, 9, 11, 12, 12, null]];
    expect(decodeMonths(encodeMonth(one))).toEqual(one);
    expect(decodeMonths(concat(encodeMonth([]), encodeMonth(one), encodeMonth([])))).toEqual(one);
  });

  it("round-trips any sorted hours with any integer prices and offers (property)", () => {
    const value = fc.integer({ min: -(2 ** 40), max: 2 ** 45 });
    const row = fc.tuple(fc.integer({ min: 1, max: 40 }), value, value, value, value, value, value, fc.option(fc.integer({ min: 0, max: 2 ** 31 })));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), fc.array(row, { maxLength: 60 }), (firstHour, list) => {
        let hour = firstHour;
        const rows = list.map(([gap, ...rest]): HistoryRow => {
          hour += gap;
          return [hour * HOUR_MS, ...rest] as HistoryRow;
        });
        expect(decodeMonths(encodeMonth(rows))).toEqual(rows);
      }),
    );
  });

  it("refuses what it cannot store exactly, and truncated bytes", () => {
    const t = Date.parse("2026-05-01T00:00:00Z");
    expect(() => encodeMonth([[t + 1, 1, 1, 1, 1, 1, 1, null]])).toThrow(/UTC hour/);
    expect(() => encodeMonth([[t, 1.5, 1, 1, 1, 1, 1, null]])).toThrow(/integer/);
    expect(() => encodeMonth([[t, 2 ** 51, 1, 1, 1, 1, 1, null]])).toThrow(/integer/);
    // The extremes allowed round-trip exactly (their delta is 2^51).
    const extremes: HistoryRow[] = [
      [t, 2 ** 50, -(2 ** 50), 2 ** 50, -(2 ** 50), 2 ** 50, -(2 ** 50), 2 ** 50],
      [t + HOUR_MS, -(2 ** 50), 2 ** 50, -(2 ** 50), 2 ** 50, -(2 ** 50), 2 ** 50, 0],
    ];
    expect(decodeMonths(encodeMonth(extremes))).toEqual(extremes);
    expect(() =>
      encodeMonth([
        [t + HOUR_MS, 1, 1, 1, 1, 1, 1, null],
        [t, 1, 1, 1, 1, 1, 1, null],
      ]),
    ).toThrow(/sorted/);
    const bytes = encodeMonth(fullMonth(t, (k) => 100 + k));
    expect(() => decodeMonths(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
  });

  it("appends a later day's block without decoding, and merges an overlapping one (newest hour wins)", () => {
    const start = Date.parse("2026-11-01T00:00:00Z");
    const days = fullMonth(start, (k) => 900 + 3 * k);
    const first = days.slice(0, 48);
    const third = days.slice(48, 72);
    const stored = encodeMonthText(first);
    expect(lastEncodedHour(Buffer.from(stored, "base64"))).toBe(first.at(-1)?.[0]);
    const appended = appendMonthText(stored, third);
    // Two blocks back to back: the stored bytes are kept as they were.
    expect(Buffer.from(appended, "base64").subarray(0, Buffer.from(stored, "base64").length)).toEqual(Buffer.from(stored, "base64"));
    expect(decodeMonthText(appended)).toEqual([...first, ...third]);
    expect(lastEncodedHour(Buffer.from(appended, "base64"))).toBe(third.at(-1)?.[0]);
    // A back-filled hour inside the stored ones replaces it; the rows stay sorted, one per hour.
    const patched: HistoryRow = [first[10]?.[0] as number, 1, 2, 0, 1, 1, 1, null];
    const merged = decodeMonthText(appendMonthText(appended, [patched]));
    expect(merged).toHaveLength(72);
    expect(merged[10]).toEqual(patched);
    // Nothing stored yet, an empty month, and a legacy JSON month.
    expect(decodeMonthText(appendMonthText(undefined, third))).toEqual(third);
    expect(decodeMonthText(appendMonthText(encodeMonthText([]), third))).toEqual(third);
    expect(lastEncodedHour(encodeMonth([]))).toBeNull();
    const legacy = JSON.stringify(first.flat());
    expect(decodeMonthText(legacy)).toEqual(first);
    const fromLegacy = appendMonthText(legacy, third);
    expect(fromLegacy.startsWith("[")).toBe(false);
    expect(decodeMonthText(fromLegacy)).toEqual([...first, ...third]);
  });
});
