import { describe, expect, it } from "vitest";
import { canonicalRedirect, classifyRedirectTarget, itemPagePath, redirectKey, safeInternalPath } from "./redirects.ts";

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

describe("canonicalRedirect (issue 30: /ITEM/SALEWA_FIRST_AID_KIT answered 301 to itself)", () => {
  it("moves another letter case or an id to the canonical item page in one step, keeping the query", () => {
    expect(canonicalRedirect("https://raidkit.example/ITEM/SALEWA_FIRST_AID_KIT", itemPagePath("salewa_first_aid_kit"))).toBe("/item/salewa_first_aid_kit");
    expect(canonicalRedirect("/item/SALEWA_FIRST_AID_KIT?range=1m", itemPagePath("salewa_first_aid_kit"))).toBe("/item/salewa_first_aid_kit?range=1m");
    expect(canonicalRedirect("/item/544fb45d4bdc2dee738b4568", itemPagePath("salewa_first_aid_kit"))).toBe("/item/salewa_first_aid_kit");
  });
  it("never redirects a page to itself, escaped or not", () => {
    expect(canonicalRedirect("/item/salewa_first_aid_kit", itemPagePath("salewa_first_aid_kit"))).toBeNull();
    expect(canonicalRedirect("/item/salewa_first_aid_kit?x=1", itemPagePath("salewa_first_aid_kit"))).toBeNull();
    expect(canonicalRedirect("/item/a%20b", itemPagePath("a b"))).toBeNull();
    expect(canonicalRedirect("/item/a b", "/item/a%20b")).toBeNull();
  });
  it("escapes an item address as one path segment", () => {
    expect(itemPagePath("a/b c")).toBe("/item/a%2Fb%20c");
  });
});
