import type { MapLayersData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import type { Route } from "./+types/map-layers";

/**
 * `/maps/{map}/layers`: the map's layers for this viewer (their language, mode and tier), as JSON.
 * The map page loads them after it shows, so its HTML carries only what the first paint needs.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<Response> {
  const { services, request } = pageServices(context);
  const map = await services.map(request, params.map);
  if (!map) return Response.json({ error: "mapNotFound" }, { status: 404 });
  const { points, withheld, unplacedExits, bosses } = map.interactive;
  return Response.json({ points, withheld, unplacedExits, bosses } satisfies MapLayersData);
}
