import { describe, expect, it } from "vitest";
import { assignUniqueSlugs, itemPath, itemSlug, tagSlug } from "./slug.ts";

describe("itemSlug (spec §3)", () => {
  it("uses the item's url when it has one", () => {
    expect(itemSlug({ uid: "a", url: "ak-74n", name: "AK-74N" })).toBe("ak-74n");
  });
  it("lowercases the name and turns spaces and slashes to underscores", () => {
    expect(itemSlug({ uid: "a", name: "Kalashnikov AKS-74UN 5.45x39 assault rifle" })).toBe("kalashnikov_aks-74un_5.45x39_assault_rifle");
    expect(itemSlug({ uid: "a", name: "Bolts/Screws  pack" })).toBe("bolts_screws_pack");
  });
  it("adds a suffix for non-functional items", () => {
    expect(itemSlug({ uid: "a", name: "AK-74N", isFunctional: false })).toBe("ak-74n_nonfunctional");
    expect(itemSlug({ uid: "a", name: "AK-74N", isFunctional: true })).toBe("ak-74n");
  });
  it("falls back to the uid", () => {
    expect(itemSlug({ uid: "5447a9cd4bdc2dbd208b4567", name: "  " })).toBe("5447a9cd4bdc2dbd208b4567");
    expect(itemSlug({ uid: "5447a9cd4bdc2dbd208b4567", url: "", name: null })).toBe("5447a9cd4bdc2dbd208b4567");
  });
});

describe("assignUniqueSlugs", () => {
  it("keeps the first holder of a slug and gives later ones their uid", () => {
    const slugs = assignUniqueSlugs([
      { uid: "u1", name: "Salewa" },
      { uid: "u2", name: "salewa" },
    ]);
    expect(slugs.get("u1")).toBe("salewa");
    expect(slugs.get("u2")).toBe("u2");
  });
});

describe("paths", () => {
  it("percent-encodes slugs and builds tag slugs", () => {
    expect(itemPath("#fireklean_gun_lube")).toBe("/item/%23fireklean_gun_lube");
    expect(tagSlug("Weapon parts & mods")).toBe("weapon_parts_and_mods");
    expect(tagSlug("Light & laser devices")).toBe("light_and_laser_devices");
    expect(tagSlug("Assault rifles")).toBe("assault_rifles");
  });
});
