import { describe, expect, it } from "vitest";
import { buildMapPoints } from "./mapLayers.ts";
import { beyondPicture, headingOnMap, mapViewBounds, projectToSvg, svgLatLngBounds, toMapLatLng } from "./mapProjection.ts";
import { packFile } from "./testing/realPack.ts";

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

describe("toMapLatLng and svgLatLngBounds (the Leaflet plane)", () => {
  it("agrees with projectToSvg: a point's place inside the bounds is the same fraction", () => {
    const [[south, west], [north, east]] = svgLatLngBounds(customs);
    for (const p of [
      { x: 181.08, z: 213.25 }, // Dorms V-Ex (extract_positions_tarkovdev.json)
      { x: 309.5, z: -174.32 }, // Old Gas Station
      { x: 0, z: 0 },
    ]) {
      const [lat, lng] = toMapLatLng(p, customs.coordinateRotation);
      const f = projectToSvg(p, customs);
      expect((lng - west) / (east - west)).toBeCloseTo(f.left);
      expect((north - lat) / (north - south)).toBeCloseTo(f.top);
    }
  });

  it("keeps game metres: the bounds are 1,069 m by 544 m on Customs", () => {
    const [[south, west], [north, east]] = svgLatLngBounds(customs);
    expect(east - west).toBeCloseTo(1069);
    expect(north - south).toBeCloseTo(544);
  });
});

describe("headingOnMap", () => {
  it("is the yaw itself on an unrotated map", () => {
    expect(headingOnMap(0, 0)).toBe(0);
    expect(headingOnMap(90, 0)).toBe(90);
    expect(headingOnMap(225, 0)).toBe(225);
  });

  it("turns with the map: on Customs (180°) looking along +z points down the map", () => {
    expect(headingOnMap(0, 180)).toBe(180);
    expect(headingOnMap(90, 180)).toBe(270);
  });

  it("on a 90° map (Factory) looking along +x points up, where larger x lies", () => {
    expect(headingOnMap(90, 90)).toBe(0);
    const [latA] = toMapLatLng({ x: 0, z: 0 }, 90);
    const [latB] = toMapLatLng({ x: 10, z: 0 }, 90);
    expect(latB).toBeGreaterThan(latA);
  });
});

describe("the Woods extract past the picture's edge (Railway Bridge to Tarkov)", () => {
  // The real pack: Woods' SVG (tarkovdata, 2024) spans x −695…650; the extract is at x −730.43.
  const woods = packFile("maps").maps.find((m) => m.name === "Woods");
  const svg = woods?.svg;
  const files = packFile("mapExtracts").maps.find((m) => m.mapId === woods?.id);
  if (!svg || !files) throw new Error("no Woods in the pack");
  const { points } = buildMapPoints({ spawns: [], extracts: files.extracts, transits: files.transits, exits: [], bossSpawns: [] });
  const bridge = points.find((p) => p.name === "Railway Bridge to Tarkov");
  if (!bridge) throw new Error("no Railway Bridge to Tarkov");

  it("is the data, not the projection: the point lies 35 m past the picture, every other Woods point on it", () => {
    expect(projectToSvg(bridge, svg).left).toBeCloseTo(1.026, 3);
    expect(beyondPicture(bridge, svg)).toBe(true);
    expect(points.filter((p) => beyondPicture(p, svg)).map((p) => p.name)).toEqual(["Railway Bridge to Tarkov"]);
  });

  it("the map's view holds it, with a margin, and still holds the whole picture", () => {
    const [[s, w], [n, e]] = mapViewBounds(svg, points);
    const [lat, lng] = toMapLatLng(bridge, svg.coordinateRotation);
    expect(lat).toBeGreaterThan(s);
    expect(lat).toBeLessThan(n);
    expect(lng).toBeLessThanOrEqual(e - 15);
    expect(lng).toBeGreaterThan(w);
    const [[ps, pw], [pn, pe]] = svgLatLngBounds(svg);
    expect([s <= ps, w <= pw, n >= pn, e >= pe]).toEqual([true, true, true, true]);
  });

  it("a view of points all on the picture is the picture", () => {
    expect(mapViewBounds(customs, [{ x: 100, z: 0 }])).toEqual(svgLatLngBounds(customs));
  });
});
