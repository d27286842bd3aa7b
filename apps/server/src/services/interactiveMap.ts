import type { InteractiveMapData, QuestView } from "@raidkit/api";
import type { StoredMap } from "@raidkit/db";
import { heightLayers, localizeMapPoint, localizeUnplacedExit, type MapPoint, sortMapPoints, svgFloors, visibleMapLayers } from "@raidkit/game";
import { mapSvgGeoreference } from "./mapSvg.ts";

/** Who reads the map: their language, and the names of items (a door's key, an extract's price) in it. */
export interface MapViewer {
  locale: string;
  itemName: (uid: string) => string | null;
  /** The price the site trusts for an item (a door's key), null when it has none. */
  itemPrice?: (uid: string) => number | null;
}

/**
 * The interactive map of one location for one viewer: the georeference and floors of the pack's
 * SVG, tarkov.dev's height layers, and the stored points (the live source's or the pack's), named
 * in the viewer's language, plus, for the full map, the quest places. Free viewers never receive
 * the Pro-only points (decision 016).
 */
export function interactiveMap(data: StoredMap, slug: string, quests: readonly QuestView[], pro: boolean, viewer: MapViewer): InteractiveMapData {
  const floorIds = data.svg?.floors ?? [];
  const questPoints: MapPoint[] = quests.flatMap((q) =>
    q.zones
      .filter((z) => z.map === slug)
      .map((z, i) => ({
        id: `q-${q.uid}-${z.objective}-${i}`,
        category: "quests" as const,
        sub: z.kind,
        name: q.name,
        detail: q.objectives.find((o) => o.index === z.objective)?.text ?? "",
        questUid: q.uid,
        x: z.x,
        y: z.y,
        z: z.z,
      })),
  );
  const all = sortMapPoints([...data.points.map((p) => localizeMapPoint(p, viewer.locale, viewer.itemName, viewer.itemPrice)), ...questPoints]);
  const { points, withheld } = visibleMapLayers(all, pro);
  return {
    geo: mapSvgGeoreference(data),
    floors: svgFloors(floorIds, data.svg?.defaultFloor ?? null),
    heightLayers: heightLayers(data.tarkovdevInteractiveProjection?.layers),
    points,
    withheld,
    unplacedExits: data.unplacedExits.map((u) => localizeUnplacedExit(u, viewer.locale)),
    // The bosses and their chances go with the boss spawns: Pro's (decision 016).
    bosses: pro ? (data.bosses ?? []) : [],
    full: pro,
  };
}
