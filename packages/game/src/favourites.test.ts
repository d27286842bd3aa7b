import { describe, expect, it } from "vitest";
import { toggleFavourite } from "./favourites.ts";

describe("toggleFavourite (spec §4)", () => {
  it("adds an id that is not in the list", () => {
    expect(toggleFavourite(["a"], "b")).toEqual(["a", "b"]);
  });
  it("removes an id that is already in the list", () => {
    expect(toggleFavourite(["a", "b"], "a")).toEqual(["b"]);
  });
  it("does not change the list it was given", () => {
    const list = ["a"];
    toggleFavourite(list, "b");
    expect(list).toEqual(["a"]);
  });
});
