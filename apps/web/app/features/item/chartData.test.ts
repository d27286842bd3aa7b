import { describe, expect, it } from "vitest";
import { chartPoints, gridStep, MAX_SLOTS, nearestPoint, whitespaceTimes } from "./chartData.ts";

const FIELDS = ["t", "open", "high", "low", "close", "avg", "median", "offers"];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const row = (t: number, v: number): (number | null)[] => [t, v, v, v, v, v, v, null];

// Salewa's real 1m reply on the pack: the 2025-11-22 daily bucket, then the 2025-12-10 hour.
const NOV_22 = Date.parse("2025-11-22T00:00:00Z");
const DEC_10 = Date.parse("2025-12-10T17:00:00Z");
const month = {
  fields: FIELDS,
  resolution: "hour" as const,
  rows: [row(NOV_22, 923103), row(DEC_10, 7000)],
  parts: [
    { resolution: "day" as const, from: NOV_22 },
    { resolution: "hour" as const, from: DEC_10 },
  ],
};

describe("chart points", () => {
  it("take each row's resolution from the parts, and join no rows 18 days apart", () => {
    const points = chartPoints(month);
    expect(points.map((p) => [p.resolution, p.close, p.joinedBefore, p.joinedAfter])).toEqual([
      ["day", 923103, false, false],
      ["hour", 7000, false, false],
    ]);
  });

  it("join neighbours within the resolution's limit only", () => {
    const t0 = Date.parse("2023-01-25T00:00:00Z");
    const days = chartPoints({
      fields: FIELDS,
      resolution: "day",
      rows: [row(t0, 1), row(t0 + 2 * DAY, 2), row(t0 + 7 * DAY, 3), row(t0 + 8 * DAY, 4)],
      parts: [{ resolution: "day", from: t0 }],
    });
    expect(days.map((p) => p.joinedAfter)).toEqual([true, false, true, false]);
    const scans = chartPoints({
      fields: FIELDS,
      resolution: "scan",
      rows: [row(t0, 1), row(t0 + 5 * 60_000, 2), row(t0 + 5 * HOUR, 3)],
      parts: [{ resolution: "scan", from: t0 }],
    });
    expect(scans.map((p) => p.joinedAfter)).toEqual([true, false, false]);
    // A source back-filled every 4 hours is a line; a day without it is a gap.
    const sparse = chartPoints({
      fields: FIELDS,
      resolution: "scan",
      rows: [0, 4, 8, 12, 36, 40].map((h) => row(t0 + h * HOUR, h)),
      parts: [{ resolution: "scan", from: t0 }],
    });
    expect(sparse.map((p) => p.joinedAfter)).toEqual([true, true, true, false, true, false]);
  });
});

describe("the time grid", () => {
  it("spaces a month by hours: whitespace in every empty hour, none where a point is", () => {
    const points = chartPoints(month);
    const from = DEC_10 + 17 * 60_000 - 30 * DAY;
    const to = DEC_10 + 6 * 60_000;
    const step = gridStep(points, from, to);
    expect(step).toBe(HOUR);
    const blank = whitespaceTimes(points, from, to, step);
    // 720 hours in the window, two of them hold the points (the day bucket sits on its first hour).
    expect(blank.length + points.length).toBe(720);
    expect(blank).not.toContain(NOV_22);
    expect(blank).not.toContain(DEC_10);
    expect(blank.every((t) => t % HOUR === 0 && t >= from && t <= to)).toBe(true);
  });

  it("follows the scans' interval and grows past the slot limit", () => {
    const t0 = Date.parse("2026-11-20T00:00:00Z");
    const rows = Array.from({ length: 50 }, (_, k) => row(t0 + k * 5 * 60_000 + 7_000, 100 + k));
    const points = chartPoints({ fields: FIELDS, resolution: "scan", rows, parts: [{ resolution: "scan", from: t0 }] });
    expect(gridStep(points, t0 - 7 * DAY + 50 * 5 * 60_000, t0 + 50 * 5 * 60_000)).toBe(5 * 60_000);
    // Hourly scans for days, then a few hours every 5 minutes: the grid follows the finer ones.
    const mixed = [
      ...Array.from({ length: 120 }, (_, k) => row(t0 - 5 * DAY + k * HOUR, 1)),
      ...Array.from({ length: 72 }, (_, k) => row(t0 + k * 5 * 60_000, 2)),
    ];
    const mixedPoints = chartPoints({ fields: FIELDS, resolution: "scan", rows: mixed, parts: [{ resolution: "scan", from: t0 - 5 * DAY }] });
    const mixedStep = gridStep(mixedPoints, t0 - 7 * DAY, t0 + 6 * HOUR);
    expect(mixedStep).toBe(5 * 60_000);
    // Each slot is 5 minutes: the last six hours take 72 of the 2,089 slots, not a third of the chart.
    const slots = whitespaceTimes(mixedPoints, t0 - 7 * DAY, t0 + 6 * HOUR, mixedStep).length + mixedPoints.length;
    expect(slots).toBe((7 * DAY + 6 * HOUR) / mixedStep + 1);
    const yearly = chartPoints(month);
    expect((DEC_10 - (DEC_10 - 2000 * DAY)) / gridStep(yearly, DEC_10 - 2000 * DAY, DEC_10)).toBeLessThanOrEqual(MAX_SLOTS);
  });

  it("finds the point nearest to a time", () => {
    const points = chartPoints(month);
    expect(nearestPoint(points, NOV_22 + DAY)?.close).toBe(923103);
    expect(nearestPoint(points, DEC_10 - DAY)?.close).toBe(7000);
    expect(nearestPoint([], DEC_10)).toBeNull();
  });
});
