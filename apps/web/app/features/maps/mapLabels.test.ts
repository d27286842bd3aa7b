import { describe, expect, it } from "vitest";
import { labelMinZoom, labelText, placeLabels } from "./mapLabels.ts";

describe("names drawn on the map", () => {
  it("names extractions from a whole-map view, other layers only closer in, loot last", () => {
    const zooms = ["extractions", "spawns", "quests", "keys", "miscellaneous", "loot"].map((category) => labelMinZoom({ category: category as never }));
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    expect(labelMinZoom({ category: "extractions" })).toBeLessThanOrEqual(-1.5);
    expect(labelMinZoom({ category: "loot" })).toBeGreaterThanOrEqual(2);
  });

  it("draws a point's own name, a door's key, and nothing for a point without a name", () => {
    expect(labelText({ name: "Dorms V-Ex", category: "extractions" })).toBe("Dorms V-Ex");
    expect(labelText({ name: "", category: "keys", item: { uid: "k", count: 1, name: "Dorm room 314 marked key" } })).toBe("Dorm room 314 marked key");
    expect(labelText({ name: " ", category: "spawns" })).toBeNull();
  });

  it("keeps the labels that cover no label placed before them and lie on the screen", () => {
    const placed = placeLabels(
      [
        { id: "a", text: "Crossroads", x: 100, y: 100 },
        // Right beside the first: would cover it.
        { id: "b", text: "Trailer Park", x: 110, y: 102 },
        { id: "c", text: "ZB-1011", x: 300, y: 100 },
        // Off the top of the screen.
        { id: "d", text: "Old Gas Station", x: 400, y: 5 },
      ],
      { width: 800, height: 600 },
    );
    expect(placed.map((p) => p.id)).toEqual(["a", "c"]);
    expect(placeLabels([{ id: "a", text: "x", x: 50, y: 50 }], { width: 800, height: 600 }, { max: 0 })).toEqual([]);
  });
});
