import { describe, expect, it } from "vitest";
import { chooseItemImage, itemIconUrl, PLACEHOLDER_IMAGE } from "./itemImage.ts";

const all = { gunBuildImg: "/b.png", wikiIcon: "/i.png", enImg: "/e.png", wikiImg: "/w.png" };

describe("chooseItemImage (spec §5)", () => {
  it("prefers the build image for functional weapons", () => {
    expect(chooseItemImage({ name: "AK-74N", tags: ["Weapon"], ...all })).toEqual({ src: "/b.png", kind: "build" });
  });
  it("does not use the build image for non-functional weapons", () => {
    expect(chooseItemImage({ name: "AK-74N", tags: ["Weapon"], isFunctional: false, ...all }).kind).toBe("icon");
  });
  it("excludes the RSP-30 and ROP-30 launchers, throwables and melee", () => {
    expect(chooseItemImage({ name: "RSP-30 reactive signal cartridge (Red)", tags: ["Weapon"], ...all }).kind).toBe("icon");
    expect(chooseItemImage({ name: "ROP-30 reactive flare cartridge", tags: ["Weapon"], ...all }).kind).toBe("icon");
    expect(chooseItemImage({ name: "F-1 hand grenade", tags: ["Weapon", "Throwables"], ...all }).kind).toBe("icon");
    expect(chooseItemImage({ name: "Camper axe", tags: ["Weapon", "Melee_weapons"], ...all }).kind).toBe("icon");
  });
  it("takes wikiIcon, then enImg or wikiImg, then the placeholder", () => {
    expect(chooseItemImage({ name: "Salewa", tags: [], ...all }).src).toBe("/i.png");
    expect(chooseItemImage({ name: "Salewa", tags: [], enImg: "/e.png", wikiImg: "/w.png" }).src).toBe("/e.png");
    expect(chooseItemImage({ name: "Salewa", tags: [], wikiImg: "/w.png" }).src).toBe("/w.png");
    expect(chooseItemImage({ name: "Salewa", tags: [] })).toEqual({ src: PLACEHOLDER_IMAGE, kind: "placeholder" });
  });
  it("falls through to the icon when a weapon has no build image", () => {
    expect(chooseItemImage({ name: "AK-74N", tags: ["Weapon"], wikiIcon: "/i.png" }).kind).toBe("icon");
  });
});

describe("itemIconUrl (decision 021)", () => {
  it("takes ITEM_ICON_URL when set, else the live source's link, else none (placeholder)", () => {
    expect(itemIconUrl("a b", { template: "https://img.example/{id}.png", link: "https://assets.example/x.webp" })).toBe("https://img.example/a%20b.png");
    expect(itemIconUrl("abc", { link: "https://assets.example/abc-icon.webp" })).toBe("https://assets.example/abc-icon.webp");
    expect(itemIconUrl("abc", { link: null })).toBeNull();
    expect(itemIconUrl("abc", { link: "javascript:alert(1)" })).toBeNull();
  });
});
