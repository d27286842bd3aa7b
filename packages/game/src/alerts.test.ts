import { describe, expect, it } from "vitest";
import { parseResetTime, priceCrossed, restockOf, restocksBetween } from "./alerts.ts";
import { formatCountdown } from "./countdown.ts";

describe("priceCrossed", () => {
  it("fires when the price goes from under the value to it or over it (above)", () => {
    expect(priceCrossed(9_000, 10_500, "above", 10_000)).toBe(true);
    expect(priceCrossed(9_000, 10_000, "above", 10_000)).toBe(true);
  });
  it("does not fire while the price stays on one side (above)", () => {
    expect(priceCrossed(11_000, 12_000, "above", 10_000)).toBe(false);
    expect(priceCrossed(8_000, 9_999, "above", 10_000)).toBe(false);
    expect(priceCrossed(10_000, 11_000, "above", 10_000)).toBe(false);
    // Moving the other way is not a crossing upward.
    expect(priceCrossed(11_000, 9_000, "above", 10_000)).toBe(false);
  });
  it("fires when the price falls from over the value to it or under it (below)", () => {
    expect(priceCrossed(12_000, 9_000, "below", 10_000)).toBe(true);
    expect(priceCrossed(12_000, 10_000, "below", 10_000)).toBe(true);
    expect(priceCrossed(9_000, 8_000, "below", 10_000)).toBe(false);
    expect(priceCrossed(9_000, 12_000, "below", 10_000)).toBe(false);
  });
  it("an unknown price on either side crosses nothing", () => {
    expect(priceCrossed(null, 12_000, "above", 10_000)).toBe(false);
    expect(priceCrossed(12_000, null, "below", 10_000)).toBe(false);
  });
});

describe("restockOf", () => {
  const now = Date.parse("2026-11-28T15:00:00Z");
  it("a time ahead counts down", () => {
    expect(restockOf(now + 90_000, now)).toEqual({ state: "due", at: now + 90_000, ms: 90_000 });
  });
  it("a time behind has passed (never shifted to a guessed next one)", () => {
    expect(restockOf(now - 1, now)).toEqual({ state: "passed", at: now - 1 });
    expect(restockOf(now, now)).toEqual({ state: "passed", at: now });
  });
  it("no time is unknown", () => {
    expect(restockOf(null, now)).toEqual({ state: "unknown" });
    expect(restockOf(undefined, now)).toEqual({ state: "unknown" });
    expect(restockOf(Number.NaN, now)).toEqual({ state: "unknown" });
  });
});

describe("formatCountdown", () => {
  it("hours, minutes and seconds", () => {
    expect(formatCountdown(0)).toBe("0:00:00");
    expect(formatCountdown(61)).toBe("0:01:01");
    expect(formatCountdown(2 * 3600 + 5 * 60 + 9.999)).toBe("2:05:09");
    expect(formatCountdown(24 * 3600)).toBe("24:00:00");
    expect(formatCountdown(-5)).toBe("0:00:00");
  });
});

describe("restocksBetween", () => {
  it("the traders whose time lies after the last look and up to now", () => {
    const list = [
      { id: "a", resetAt: 100 },
      { id: "b", resetAt: 200 },
      { id: "c", resetAt: null },
      { id: "d", resetAt: 300 },
    ];
    expect(restocksBetween(list, 100, 200).map((r) => r.id)).toEqual(["b"]);
    expect(restocksBetween(list, 99, 300).map((r) => r.id)).toEqual(["a", "b", "d"]);
    expect(restocksBetween(list, 300, 400)).toEqual([]);
  });
});

describe("parseResetTime", () => {
  it("an ISO date or epoch milliseconds; anything else is unknown", () => {
    expect(parseResetTime("2026-11-28T17:03:21.000Z")).toBe(Date.parse("2026-11-28T17:03:21.000Z"));
    expect(parseResetTime("1795885401000")).toBe(1795885401000);
    expect(parseResetTime(null)).toBeNull();
    expect(parseResetTime("")).toBeNull();
    expect(parseResetTime("soon")).toBeNull();
    expect(parseResetTime("0")).toBeNull();
  });
});
