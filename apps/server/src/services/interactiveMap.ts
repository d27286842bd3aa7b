import type { InteractiveMapData, QuestView } from "@raidkit/api";
import type { StoredMap } from "@raidkit/db";
import { heightLayers, type MapPoint, sortMapPoints, svgFloors, visibleMapLayers } from "@raidkit/game";
import { mapSvgGeoreference } from "./mapSvg.ts";

/**
 * The interactive map of one location for one viewer: the georeference and floors of the pack's
 * SVG, tarkov.dev's height layers, and the points imported with the pack plus, for the full map,
 * the quest places. Free viewers never receive the Pro-only points (decision 016).
 */
export function interactiveMap(data: StoredMap, slug: string, quests: readonly QuestView[], pro: boolean): InteractiveMapData {
  const floorIds = data.svg?.floors ?? [];
  const questPoints: MapPoint[] = quests.flatMap((q) =>
    q.zones
      .filter((z) => z.map === slug)
      .map((z, i) => ({
        id: `q-${q.uid}-${z.objective}-${i}`,
        category: "quests" as const,
        sub: "quest",
        name: q.name,
        detail: q.objectives.find((o) => o.index === z.objective)?.text ?? "",
        questUid: q.uid,
        x: z.x,
        y: z.y,
        z: z.z,
      })),
  );
  const all = sortMapPoints([...data.points, ...questPoints]);
  const { points, withheld } = visibleMapLayers(all, pro);
  return {
    geo: mapSvgGeoreference(data),
    floors: svgFloors(floorIds, data.svg?.defaultFloor ?? null),
    heightLayers: heightLayers(data.tarkovdevInteractiveProjection?.layers),
    points,
    withheld,
    unplacedExits: data.unplacedExits,
    full: pro,
  };
}
