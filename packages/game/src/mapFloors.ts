/**
 * Floors of the interactive maps (spec §3 Maps levels: basement, bunker, main, level2 to level5,
 * and level6 for Streets' sixth storey: decision 052).
 * The data pack's SVGs hold each floor as a group (`Ground_Level`, `First_Floor`, `Bunkers`...);
 * tarkov.dev's layer table gives the heights (and boxes) where a player stands on a floor, named
 * "2nd Floor", "Underground", "Bunkers"... Both are mapped onto the spec's level ids, so a
 * player's height picks the floor of our SVG without trusting either source's group names.
 */
import type { GamePosition } from "./mapLayers.ts";
import { MAP_LEVELS } from "./maps.ts";
import type { PackMap } from "./pack/mapRecord.ts";

export type MapLevel = (typeof MAP_LEVELS)[number];

export interface MapFloor {
  /** The SVG group id. */
  id: string;
  level: MapLevel;
}

/** Where a level applies: a height range, anywhere or inside one of the boxes (game x/z corners). */
export interface HeightLayer {
  level: MapLevel;
  /** The SVG group tarkov.dev names for it, when given. */
  svgLayer: string | null;
  height: [number, number];
  boxes: [[number, number], [number, number]][] | null;
}

const BELOW_GROUND = /basement|underground|technical|tunnel|garage/i;

/** The nth floor above main (1 → level2); null past the highest level, so no two floors share a name. */
function levelAbove(n: number): MapLevel | null {
  return (MAP_LEVELS.find((l) => l === `level${n + 1}`) ?? null) as MapLevel | null;
}

/** The SVG's floor groups as spec levels: below-ground ones are the basement, the default is main. */
export function svgFloors(floors: readonly string[], defaultFloor: string | null): MapFloor[] {
  // The Lab's default floor is its technical level; the main floor is then the first one above it.
  const main = defaultFloor && !BELOW_GROUND.test(defaultFloor) ? defaultFloor : (floors.find((f) => !BELOW_GROUND.test(f) && !/bunker/i.test(f)) ?? null);
  let above = 0;
  const out: MapFloor[] = [];
  const mainIndex = main ? floors.indexOf(main) : -1;
  for (const [i, id] of floors.entries()) {
    if (id === main) out.push({ id, level: "main" });
    else if (/bunker/i.test(id)) out.push({ id, level: "bunker" });
    else if (BELOW_GROUND.test(id)) out.push({ id, level: "basement" });
    else if (i > mainIndex || mainIndex === -1) {
      const level = levelAbove(++above);
      if (level) out.push({ id, level });
    }
  }
  return out;
}

/** A tarkov.dev layer name as a spec level ("2nd Floor" → level2, "Tunnels" → basement), or null. */
export function levelOfLayerName(name: string): MapLevel | null {
  const floor = /(\d)(?:st|nd|rd|th)\s+floor/i.exec(name);
  if (floor) {
    const n = Number(floor[1]);
    return n >= 2 && n <= 6 ? (`level${n}` as MapLevel) : null;
  }
  if (/second level/i.test(name)) return "level2";
  if (/bunker/i.test(name)) return "bunker";
  if (BELOW_GROUND.test(name)) return "basement";
  return null;
}

/** The pack's tarkov.dev layers (maps.json: name, extents with a height range and boxes), as parsed at import. */
export type PackHeightLayers = NonNullable<NonNullable<PackMap["tarkovdevInteractiveProjection"]>["layers"]>;

/** The pack's tarkov.dev layers as height layers (layers of no known floor are left out). */
export function heightLayers(layers: PackHeightLayers | undefined): HeightLayer[] {
  const out: HeightLayer[] = [];
  for (const layer of layers ?? []) {
    const level = levelOfLayerName(layer.name);
    if (!level) continue;
    for (const e of layer.extents) {
      const boxes = e.bounds ? e.bounds.map((b) => [b[0], b[1]] as [[number, number], [number, number]]) : null;
      out.push({ level, svgLayer: layer.svgLayer ?? null, height: [e.height[0], e.height[1]], boxes });
    }
  }
  return out;
}

function inBox(x: number, z: number, [[x1, z1], [x2, z2]]: [[number, number], [number, number]]): boolean {
  return x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && z >= Math.min(z1, z2) && z <= Math.max(z1, z2);
}

/**
 * The floor a position stands on: the first height layer whose range holds y (and whose boxes,
 * if any, hold x/z) and that names one of the SVG's groups (or, without a name the SVG has, its
 * level); otherwise the main floor.
 */
export function floorAt(p: GamePosition, layers: readonly HeightLayer[], floors: readonly MapFloor[]): MapFloor | null {
  const main = floors.find((f) => f.level === "main") ?? floors[0] ?? null;
  for (const layer of layers) {
    if (p.y < layer.height[0] || p.y > layer.height[1]) continue;
    if (layer.boxes && !layer.boxes.some((b) => inBox(p.x, p.z, b))) continue;
    const floor = floors.find((f) => f.id === layer.svgLayer) ?? floors.find((f) => f.level === layer.level);
    if (floor) return floor;
  }
  return main;
}
