import { describe, expect, it } from "vitest";
import { tagTree } from "./tagTree.ts";

const tags = [
  { slug: "sights", parent: "weapon-parts", localName: "Sights" },
  { slug: "weapons", parent: null, localName: "Weapons" },
  { slug: "assault-scopes", parent: "sights", localName: "Assault scopes" },
  { slug: "assault-rifles", parent: "weapons", localName: "Assault rifles" },
  { slug: "weapon-parts", parent: null, localName: "Weapon parts & mods" },
  { slug: "empty", parent: null, localName: "" },
];

describe("the category tree of the market's dropdown", () => {
  it("puts each category right after its parent, siblings by name, and leaves out empty ones", () => {
    const tree = tagTree(tags, "en", (slug) => slug !== "empty");
    expect(tree.map((t) => `${"-".repeat(t.depth)}${t.slug}`)).toEqual(["weapon-parts", "-sights", "--assault-scopes", "weapons", "-assault-rifles"]);
  });
  it("orders siblings in the visitor's language (Russian alphabet)", () => {
    const ru = [
      { slug: "b", parent: null, localName: "Оружие" },
      { slug: "a", parent: null, localName: "Бартер" },
      { slug: "c", parent: null, localName: "Ящики" },
    ];
    expect(tagTree(ru, "ru", () => true).map((t) => t.localName)).toEqual(["Бартер", "Оружие", "Ящики"]);
  });
  it("drops a category whose items are not listed, and with it nothing else", () => {
    const tree = tagTree(tags, "en", (slug) => slug !== "sights" && slug !== "empty");
    // A child of a left-out category has no place under it: it is left out too.
    expect(tree.map((t) => t.slug)).toEqual(["weapon-parts", "weapons", "assault-rifles"]);
  });
});
