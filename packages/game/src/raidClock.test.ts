import { describe, expect, it } from "vitest";
import { formatClock, raidTimes } from "./raidClock.ts";

const HOUR = 3_600_000;

describe("raidTimes (spec §9)", () => {
  it("starts at the 3 h and 15 h offsets at epoch zero", () => {
    expect(raidTimes(0)).toEqual([3 * HOUR, 15 * HOUR]);
  });
  it("runs at seven times real speed", () => {
    const [a0] = raidTimes(1_000_000);
    const [a1] = raidTimes(1_000_000 + 60_000);
    expect(a1 - a0).toBe(7 * 60_000);
  });
  it("keeps the two times 12 hours apart and wraps every 24 hours", () => {
    for (const now of [0, 123_456_789, Date.UTC(2026, 10, 21, 12, 0, 0)]) {
      const [a, b] = raidTimes(now);
      expect((b - a + 24 * HOUR) % (24 * HOUR)).toBe(12 * HOUR);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(24 * HOUR);
    }
    // 24 in-game hours pass in 24/7 real hours.
    expect(raidTimes((24 * HOUR) / 7)[0]).toBeCloseTo(3 * HOUR, 3);
  });
  it("formats as HH:mm:ss", () => {
    expect(formatClock(3 * HOUR + 4 * 60_000 + 5_000)).toBe("03:04:05");
    expect(formatClock(15 * HOUR)).toBe("15:00:00");
  });
});
