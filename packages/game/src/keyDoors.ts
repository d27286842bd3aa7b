import type { MapPoint } from "./mapLayers.ts";

/** A door a key opens, as a key's item page links it: the map, the door's point there, whether it needs power. */
export interface KeyDoor {
  slug: string;
  /** The map's name in the visitor's language. */
  map: string;
  /** The door's point on that map (`/maps/{slug}?focus={point}`). */
  point: string;
  needsPower: boolean;
}

/**
 * Every key's doors across the maps (issue 31 item 8): a locked door is a "keys/unlock" point whose
 * item is its key (the live source's maps place them; the offline pack has none). In the maps' order,
 * then the points' order on each map.
 */
export function keyDoorIndex(maps: readonly { slug: string; name: string; points: readonly MapPoint[] }[]): Map<string, KeyDoor[]> {
  const index = new Map<string, KeyDoor[]>();
  for (const m of maps) {
    for (const p of m.points) {
      if (p.category !== "keys" || p.sub !== "unlock" || !p.item) continue;
      const doors = index.get(p.item.uid) ?? [];
      doors.push({ slug: m.slug, map: m.name, point: p.id, needsPower: p.needsPower === true });
      index.set(p.item.uid, doors);
    }
  }
  return index;
}
