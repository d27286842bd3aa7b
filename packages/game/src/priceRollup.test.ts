import { describe, expect, it } from "vitest";
import { addScan, bucketStart, DAY_MS, dailyBuckets, HOUR_MS, hourlyBuckets, median, monthStart, newBucket, nextMonthStart, type Scan } from "./priceRollup.ts";
import { retentionCutoffs } from "./retention.ts";
import { decodeSparkline, encodeSparkline, sparklineDrawable } from "./sparkline.ts";

const at = (iso: string) => Date.parse(iso);
const scan = (iso: string, v: number, offers: number | null = 10): Scan => ({ t: at(iso), v, offers });

describe("bucketStart", () => {
  it("cuts hours and days in UTC, whatever the offset written in the time", () => {
    expect(bucketStart(at("2025-12-10T18:06:11+01:00"), "hour")).toBe(at("2025-12-10T17:00:00Z"));
    expect(bucketStart(at("2025-12-10T18:06:11+01:00"), "day")).toBe(at("2025-12-10T00:00:00Z"));
    // 00:30 in Moscow is still the previous UTC day.
    expect(bucketStart(at("2023-08-24T00:30:00+03:00"), "day")).toBe(at("2023-08-23T00:00:00Z"));
    // A point on the edge belongs to the bucket it starts.
    expect(bucketStart(at("2025-03-30T01:00:00Z"), "hour")).toBe(at("2025-03-30T01:00:00Z"));
    expect(bucketStart(at("2025-03-30T00:59:59.999Z"), "hour")).toBe(at("2025-03-30T00:00:00Z"));
  });
});

describe("hourly rollups", () => {
  it("hold open, high, low, close, average, median and offers, with scans split at the hour edge", () => {
    const hours = hourlyBuckets([
      scan("2025-12-10T10:59:00Z", 100, 4),
      scan("2025-12-10T10:05:00Z", 90, 6),
      scan("2025-12-10T10:30:00Z", 120, 8),
      scan("2025-12-10T11:00:00Z", 130, 2),
    ]);
    expect(hours).toHaveLength(2);
    const [ten, eleven] = hours;
    expect(ten).toMatchObject({
      bucket: at("2025-12-10T10:00:00Z"),
      open: 90,
      close: 100,
      high: 120,
      low: 90,
      n: 3,
      sum: 310,
      median: 100,
      offersSum: 18,
      offersN: 3,
    });
    expect(eleven).toMatchObject({ open: 130, close: 130, n: 1, median: 130 });
  });
  it("keeps open and close by time when scans arrive out of order", () => {
    let state = newBucket(at("2025-12-10T10:00:00Z"), scan("2025-12-10T10:30:00Z", 50));
    state = addScan(state, scan("2025-12-10T10:10:00Z", 40));
    state = addScan(state, scan("2025-12-10T10:50:00Z", 60));
    expect([state.open, state.close, state.median]).toEqual([40, 60, 50]);
  });
  it("takes the median of an even number of values as the middle pair's mean", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("daily rollups", () => {
  const scans = [scan("2025-12-09T23:30:00Z", 10), scan("2025-12-10T00:10:00Z", 20), scan("2025-12-10T00:40:00Z", 40), scan("2025-12-10T23:59:00Z", 30)];
  it("split scans at UTC midnight and take the median of the day's hourly medians", () => {
    const days = dailyBuckets(hourlyBuckets(scans));
    expect(days).toHaveLength(2);
    const [ninth, tenth] = days;
    expect(ninth).toMatchObject({ open: 10, close: 10, n: 1 });
    // Hours of the 10th: 00:00 (median 30 of 20 and 40) and 23:00 (30).
    expect(tenth).toMatchObject({ bucket: at("2025-12-10T00:00:00Z"), open: 20, close: 30, high: 40, low: 20, n: 3, sum: 90, median: 30 });
  });
});

describe("building an hour scan by scan", () => {
  it("gives the same bucket as rolling the scans up at once", () => {
    const scans = [scan("2025-12-10T10:40:00Z", 120), scan("2025-12-10T10:05:00Z", 80), scan("2025-12-10T10:20:00Z", 100, null)];
    let state = newBucket(bucketStart(scans[0]?.t as number, "hour"), scans[0] as Scan);
    for (const s of scans.slice(1)) state = addScan(state, s);
    // Scan values are kept in arrival order; everything else is the same.
    const rolled = hourlyBuckets(scans)[0];
    expect({ ...state, vals: [...(state.vals ?? [])].sort() }).toEqual({ ...rolled, vals: [...(rolled?.vals ?? [])].sort() });
  });
});

describe("retention", () => {
  it("keeps scans 30 days, hourly buckets a year and hourly scan values 25 hours", () => {
    const now = at("2026-11-22T12:00:00Z");
    const cut = retentionCutoffs(now);
    expect(cut.scansBefore).toBe(now - 30 * DAY_MS);
    expect(cut.hourlyBefore).toBe(now - 365 * DAY_MS);
    expect(cut.hourlyValuesBefore).toBe(now - 25 * HOUR_MS);
  });
});

describe("sparkline", () => {
  it("scales each day between the line's low and high, with gaps", () => {
    expect(encodeSparkline([100, null, 200, 150])).toBe("0.zi");
    expect(decodeSparkline("0.zi")).toEqual([0, null, 35, 18]);
    expect(encodeSparkline([5, 5])).toBe("ii");
    expect(encodeSparkline([null, null])).toBe("");
  });
  it("is drawable only with two days of data", () => {
    expect(sparklineDrawable("0.z")).toBe(true);
    expect(sparklineDrawable("...z")).toBe(false);
    expect(sparklineDrawable("")).toBe(false);
  });
});

describe("months", () => {
  it("start in UTC, whatever the offset", () => {
    expect(monthStart(at("2025-12-31T23:30:00-02:00"))).toBe(at("2026-01-01T00:00:00Z"));
    expect(monthStart(at("2025-12-10T18:06:11+01:00"))).toBe(at("2025-12-01T00:00:00Z"));
    expect(nextMonthStart(at("2025-12-10T00:00:00Z"))).toBe(at("2026-01-01T00:00:00Z"));
  });
});
