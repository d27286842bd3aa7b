import { describe, expect, it } from "vitest";
import {
  changeDirection,
  formatAgo,
  formatChange,
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatPrice,
  hoursDecimal,
  roundedMinutes,
} from "./format.ts";

describe("formatChange (issue 34)", () => {
  it("is a dash for an unknown change (no base point), never 0%; a known change as formatPercent", () => {
    for (const v of [null, undefined, Number.NaN]) expect(formatChange(v, "en")).toBe("—");
    expect(formatChange(0, "en")).toBe("0%");
    expect(formatChange(5, "ru")).toBe(formatPercent(5, "ru"));
    expect(formatChange(-12.3, "en")).toBe("-12%");
  });
});

describe("formatPercent (spec §5)", () => {
  it("shows 0% for zero, empty and non-numeric values", () => {
    for (const v of [0, "", null, undefined, "abc", Number.NaN]) expect(formatPercent(v, "en")).toBe("0%");
  });
  it("rounds absolute values above 9 and keeps one decimal below", () => {
    expect(formatPercent(12.46, "en")).toBe("+12%");
    expect(formatPercent(-9.46, "en")).toBe("-9%");
    expect(formatPercent(9, "en")).toBe("+9%");
    expect(formatPercent(3.46, "en")).toBe("+3.5%");
    expect(formatPercent(-0.04, "en")).toBe("0%");
  });
  it("puts a plus sign on positive values and uses the Russian decimal comma", () => {
    expect(formatPercent(2.5, "ru")).toBe("+2,5%");
    expect(formatPercent(-2.5, "en")).toBe("-2.5%");
  });
  it("gives a direction for colours", () => {
    expect(changeDirection(1)).toBe("up");
    expect(changeDirection(-1)).toBe("down");
    expect(changeDirection("x")).toBe("flat");
  });
});

describe("formatPrice (spec §5, §9)", () => {
  it("rounds and treats non-numeric values as 0", () => {
    expect(formatPrice(45299.6, "en")).toBe("₽45,300");
    expect(formatPrice("nope", "en")).toBe("₽0");
    expect(formatPrice(null, "en")).toBe("₽0");
  });
  it("separates thousands with a comma in English and a space in Russian", () => {
    expect(formatPrice(1234567, "en")).toBe("₽1,234,567");
    expect(formatPrice(1234567, "ru").replace(/\s/g, " ")).toBe("₽1 234 567");
    expect(formatNumber(1234567, "de")).toBe("1,234,567");
  });
  it("puts rouble, dollar and euro before the number and other units after", () => {
    expect(formatPrice(125, "en", "USD")).toBe("$125");
    expect(formatPrice(99, "en", "EUR")).toBe("€99");
    expect(formatPrice(7, "en", "GP")).toBe("7 GP");
    expect(formatPrice(-500, "en")).toBe("-₽500");
  });
});

describe("formatDate", () => {
  it("is DD.MM.YY HH:mm", () => {
    expect(formatDate(Date.UTC(2025, 11, 10, 17, 6, 11))).toBe("10.12.25 17:06");
    expect(formatDate(Date.UTC(2023, 0, 5, 3, 4), "Europe/Moscow")).toBe("05.01.23 06:04");
  });
});

describe("durations (spec §9)", () => {
  it("rounds minutes up when the seconds exceed 30", () => {
    expect(roundedMinutes(90)).toBe(1);
    expect(roundedMinutes(91)).toBe(2);
    expect(roundedMinutes(3630)).toBe(60);
    expect(roundedMinutes(3631)).toBe(61);
  });
  it("shows h/m, or ч/м in Russian", () => {
    expect(formatDuration(3 * 3600 + 20 * 60, "en")).toBe("3h 20m");
    expect(formatDuration(3 * 3600 + 20 * 60, "ru")).toBe("3ч 20м");
    expect(formatDuration(86400, "en")).toBe("24h");
    expect(formatDuration(45 * 60, "en")).toBe("45m");
  });
  it("gives hours with two decimals", () => {
    expect(hoursDecimal(5400)).toBe(1.5);
    expect(hoursDecimal(3600 + 60 * 7 + 31)).toBe(1.13);
  });
});

describe("formatAgo", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0);
  it("says how long ago, in English and Russian", () => {
    expect(formatAgo(now - 12 * 60_000, now, "en")).toBe("12 minutes ago");
    expect(formatAgo(now - 12 * 60_000, now, "ru")).toBe("12 минут назад");
    expect(formatAgo(now - 3 * 3_600_000, now, "en")).toBe("3 hours ago");
    expect(formatAgo(now - 2 * 86_400_000, now, "en")).toBe("2 days ago");
  });
});
