import { describe, expect, it } from "vitest";
import { classifyRedirectTarget, redirectKey, safeInternalPath } from "./redirects.ts";

const own = "https://raidkit.example";

describe("classifyRedirectTarget", () => {
  it("treats absolute targets on other hosts as external", () => {
    expect(classifyRedirectTarget("https://discord.gg/abc", own)).toEqual({ kind: "external", url: "https://discord.gg/abc" });
  });
  it("treats paths and own-host URLs as internal", () => {
    expect(classifyRedirectTarget("/market?search=ak", own)).toEqual({ kind: "internal", path: "/market?search=ak" });
    expect(classifyRedirectTarget("https://raidkit.example/barter", own)).toEqual({ kind: "internal", path: "/barter" });
  });
  it("refuses other schemes and empty targets", () => {
    expect(classifyRedirectTarget("javascript:alert(1)", own)).toBeNull();
    expect(classifyRedirectTarget("  ", own)).toBeNull();
  });
});

describe("safeInternalPath", () => {
  it("accepts only paths on our own host", () => {
    expect(safeInternalPath("/item/salewa?x=1")).toBe("/item/salewa?x=1");
    expect(safeInternalPath("//evil.example/x")).toBeNull();
    expect(safeInternalPath("/\\evil.example")).toBeNull();
    expect(safeInternalPath("https://evil.example/")).toBeNull();
    expect(safeInternalPath("market")).toBeNull();
    expect(safeInternalPath(null)).toBeNull();
  });
  it("normalises lookup keys", () => {
    expect(redirectKey("/old-page/")).toBe("/old-page");
    expect(redirectKey("/")).toBe("/");
    expect(redirectKey("/a?b=1")).toBe("/a");
  });
});
