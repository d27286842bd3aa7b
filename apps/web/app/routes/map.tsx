import { data } from "react-router";
import { pageServices } from "../context.ts";
import { type MapPageView, MapView } from "../features/maps/MapView.tsx";
import mapsCss from "../features/maps/maps.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/map";

/**
 * `/maps/{map}` for the spec's map slugs; any other slug is not found. The page carries the map's
 * frame (picture, floors); its layers come from `/maps/{map}/layers` once it shows.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<MapPageView> {
  const { services, request } = pageServices(context);
  const map = await services.map(request, params.map);
  if (!map) throw data(null, { status: 404 });
  const { points: _points, withheld: _withheld, unplacedExits: _unplaced, bosses: _bosses, ...frame } = map.interactive;
  return { ...map, interactive: frame, layersUrl: `/maps/${map.slug}/layers` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  if (!loaderData) return [];
  return pageMeta(
    t("maps.title", { map: loaderData.localName }),
    loaderData.description ?? loaderData.localName,
    t("maps.keywords", { map: loaderData.localName }),
  );
}

/** The map page with its style sheet, for this page only (Leaflet's comes with the map's script). */
export default function MapRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="maps" css={mapsCss} />
      <MapView map={loaderData} />
    </>
  );
}
