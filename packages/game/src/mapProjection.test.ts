import { describe, expect, it } from "vitest";
import { projectToSvg } from "./mapProjection.ts";

// Customs as in data/maps/maps.json: rotation 180, bounds [[698, -307], [-371, 237]].
const customs = {
  coordinateRotation: 180,
  bounds: [
    [698, -307],
    [-371, 237],
  ] as [[number, number], [number, number]],
};

describe("projectToSvg", () => {
  it("puts the bounds' corners on the picture's corners", () => {
    const a = projectToSvg({ x: 698, z: -307 }, customs);
    const b = projectToSvg({ x: -371, z: 237 }, customs);
    // Rotated by 180°, the first corner (largest x, smallest z) lands at the left, top.
    expect(a.left).toBeCloseTo(0);
    expect(a.top).toBeCloseTo(0);
    expect(b.left).toBeCloseTo(1);
    expect(b.top).toBeCloseTo(1);
  });

  it("maps linearly in between", () => {
    const mid = projectToSvg({ x: (698 - 371) / 2, z: (-307 + 237) / 2 }, customs);
    expect(mid.left).toBeCloseTo(0.5);
    expect(mid.top).toBeCloseTo(0.5);
    const quarter = projectToSvg({ x: 698 - (698 + 371) / 4, z: -307 }, customs);
    expect(quarter.left).toBeCloseTo(0.25);
  });

  it("turns a quarter for a 90° map (Factory)", () => {
    const factory = {
      coordinateRotation: 90,
      bounds: [
        [-67, 69],
        [76.6, -65.5],
      ] as [[number, number], [number, number]],
    };
    // With 90°, game z runs along the picture's width and game x along its height.
    const p = projectToSvg({ x: -67, z: 69 }, factory);
    const q = projectToSvg({ x: -67, z: -65.5 }, factory);
    expect(Math.abs(p.left - q.left)).toBeCloseTo(1);
    expect(p.top).toBeCloseTo(q.top);
  });

  it("leaves positions off the map outside 0..1", () => {
    const off = projectToSvg({ x: 2000, z: 0 }, customs);
    expect(off.left).toBeLessThan(0);
  });
});
