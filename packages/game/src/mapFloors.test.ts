import { describe, expect, it } from "vitest";
import { floorAt, heightLayers, levelOfLayerName, svgFloors } from "./mapFloors.ts";
import { packFile } from "./testing/realPack.ts";

describe("svgFloors (the pack's SVG groups as spec levels)", () => {
  it("Factory: Basement, Ground_Floor (default) and two floors above", () => {
    expect(svgFloors(["Basement", "Ground_Floor", "First_Floor", "Second_Floor"], "Ground_Floor")).toEqual([
      { id: "Basement", level: "basement" },
      { id: "Ground_Floor", level: "main" },
      { id: "First_Floor", level: "level2" },
      { id: "Second_Floor", level: "level3" },
    ]);
  });

  it("Reserve: Bunkers are the bunker level", () => {
    expect(svgFloors(["Bunkers", "Ground_Level"], "Ground_Level")).toEqual([
      { id: "Bunkers", level: "bunker" },
      { id: "Ground_Level", level: "main" },
    ]);
  });

  it("The Lab: the default technical level is the basement, the first level is main", () => {
    expect(svgFloors(["Technical_Level", "First_Level", "Second_Level"], "Technical_Level")).toEqual([
      { id: "Technical_Level", level: "basement" },
      { id: "First_Level", level: "main" },
      { id: "Second_Level", level: "level2" },
    ]);
  });

  it('Streets: five floors above ground are level2 to level6, each level once (it showed "Level 5" twice)', () => {
    const floors = svgFloors(
      ["Ground_Level", "Underground_Level", "First_Floor", "Second_Floor", "Third_Floor", "Fourth_Floor", "Fifth_Floor"],
      "Ground_Level",
    );
    expect(floors.map((f) => f.level)).toEqual(["main", "basement", "level2", "level3", "level4", "level5", "level6"]);
  });

  it("every map of the pack: no two floors share a level", () => {
    const pack = packFile("maps");
    for (const m of pack.maps.filter((x) => x.svg)) {
      const levels = svgFloors(m.svg?.floors ?? [], m.svg?.defaultFloor ?? null).map((f) => f.level);
      expect(new Set(levels).size, m.name).toBe(levels.length);
      expect(levels.length, m.name).toBe(m.svg?.floors.length);
    }
  });
});

describe("levelOfLayerName (tarkov.dev's layer names)", () => {
  it.each([
    ["2nd Floor", "level2"],
    ["3rd Floor", "level3"],
    ["4th Floor", "level4"],
    ["Underground", "basement"],
    ["Tunnels", "basement"],
    ["Garage", "basement"],
    ["Technical", "basement"],
    ["Bunkers", "bunker"],
    ["Second Level", "level2"],
    ["Roof", null],
  ])("%s → %s", (name, level) => {
    expect(levelOfLayerName(name)).toBe(level);
  });
});

describe("floorAt (the player's height picks the floor)", () => {
  // Shoreline in data/maps/maps.json: 2nd floor from -1 to 2 m, 3rd from 2 m, underground below -5 m in two boxes.
  const layers = heightLayers([
    { name: "2nd Floor", extents: [{ height: [-1, 2] }] },
    { name: "3rd Floor", extents: [{ height: [2, 1000] }] },
    {
      name: "Underground",
      extents: [
        {
          height: [-1000, -5],
          bounds: [
            [[-300, 100], [-200, 0], "bunker"],
            [[0, 0], [50, 50], "tunnel"],
          ],
        },
      ],
    },
  ]);
  const floors = svgFloors(["Ground_Level", "Underground_Level", "First_Floor", "Second_Floor", "Third_Floor"], "Ground_Level");

  it("reads heights and boxes from the pack's layer table", () => {
    expect(layers).toHaveLength(3);
    expect(layers[2]?.boxes).toEqual([
      [
        [-300, 100],
        [-200, 0],
      ],
      [
        [0, 0],
        [50, 50],
      ],
    ]);
  });

  it("below every range is the main floor", () => {
    expect(floorAt({ x: 10, y: -3, z: 10 }, layers, floors)?.id).toBe("Ground_Level");
  });

  it("inside a range without boxes is that level", () => {
    expect(floorAt({ x: 10, y: 0.5, z: 10 }, layers, floors)?.id).toBe("First_Floor");
    expect(floorAt({ x: 10, y: 7, z: 10 }, layers, floors)?.id).toBe("Second_Floor");
  });

  it("a range with boxes counts only inside a box", () => {
    expect(floorAt({ x: 20, y: -10, z: 20 }, layers, floors)?.id).toBe("Underground_Level");
    expect(floorAt({ x: 500, y: -10, z: 500 }, layers, floors)?.id).toBe("Ground_Level");
  });

  it("the layer's named SVG group wins over the level its name suggests", () => {
    // Interchange: tarkov.dev's "2nd Floor" is the group First_Floor.
    const named = heightLayers([{ name: "2nd Floor", svgLayer: "First_Floor", extents: [{ height: [25, 34] }] }]);
    const interchange = svgFloors(["Ground_Level", "First_Floor", "Second_Floor"], "Ground_Level");
    expect(floorAt({ x: 0, y: 30, z: 0 }, named, interchange)?.id).toBe("First_Floor");
    const unnamed = heightLayers([{ name: "3rd Floor", svgLayer: "Third_Floor", extents: [{ height: [34, 1000] }] }]);
    expect(floorAt({ x: 0, y: 40, z: 0 }, unnamed, interchange)?.id).toBe("Second_Floor");
  });

  it("a level the SVG does not have falls back to main", () => {
    const oneFloor = svgFloors(["Ground_Level"], "Ground_Level");
    expect(floorAt({ x: 10, y: 7, z: 10 }, layers, oneFloor)?.id).toBe("Ground_Level");
  });
});
