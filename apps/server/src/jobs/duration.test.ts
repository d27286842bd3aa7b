import { describe, expect, it } from "vitest";
import { parseDuration } from "./duration.ts";

describe("parseDuration", () => {
  it("reads units and plain milliseconds", () => {
    expect(parseDuration("5m")).toBe(300_000);
    expect(parseDuration("30s")).toBe(30_000);
    expect(parseDuration("1h")).toBe(3_600_000);
    expect(parseDuration("7d")).toBe(604_800_000);
    expect(parseDuration("250ms")).toBe(250);
    expect(parseDuration("1500")).toBe(1500);
  });
  it("refuses what it cannot read", () => {
    expect(parseDuration("soon")).toBeNull();
    expect(parseDuration("0")).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
});
