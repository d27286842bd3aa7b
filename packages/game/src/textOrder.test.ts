import { describe, expect, it } from "vitest";
import { textCompare } from "./textOrder.ts";

describe("textCompare", () => {
  it("sorts by the page's language, whatever the runtime's default", () => {
    // Latin before Cyrillic in English; the Russian collation puts Cyrillic first.
    const names = ["Zebra", "Ящик", "Apple"];
    expect([...names].sort(textCompare("en"))).toEqual(["Apple", "Zebra", "Ящик"]);
    expect([...names].sort(textCompare("ru"))).toEqual(["Ящик", "Apple", "Zebra"]);
  });
});
