import type { MapPageData } from "@raidkit/api";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { data } from "react-router";
import { pageServices } from "../context.ts";
import { MapView } from "../features/maps/MapView.tsx";
import mapsCss from "../features/maps/maps.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/map";

/** `/maps/{map}` for the spec's map slugs; any other slug is not found. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<MapPageData> {
  const { services, request } = pageServices(context);
  const map = await services.map(request, params.map);
  if (!map) throw data(null, { status: 404 });
  return map;
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

/** The map page with Leaflet's own style sheet and the page's, for this page only. */
export default function MapRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="leaflet" css={leafletCss} />
      <InlineStyle name="maps" css={mapsCss} />
      <MapView map={loaderData} />
    </>
  );
}
