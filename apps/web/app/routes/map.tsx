import type { MapPageData } from "@raidkit/api";
import leafletCss from "leaflet/dist/leaflet.css?url";
import { data } from "react-router";
import { pageServices } from "../context.ts";
import { MapView } from "../features/maps/MapView.tsx";
import mapsCss from "../features/maps/maps.css?url";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/map";

/** `/maps/{map}` for the spec's map slugs; any other slug is not found. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<MapPageData> {
  const { services, request } = pageServices(context);
  const map = await services.map(request, params.map);
  if (!map) throw data(null, { status: 404 });
  return map;
}

/** Leaflet's own stylesheet and the map page's, for this page only. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leafletCss },
  { rel: "stylesheet", href: mapsCss },
];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  if (!loaderData) return [];
  return pageMeta(
    t("maps.title", { map: loaderData.localName }),
    loaderData.description ?? loaderData.localName,
    t("maps.keywords", { map: loaderData.localName }),
  );
}

export default function MapRoute({ loaderData }: Route.ComponentProps) {
  return <MapView map={loaderData} />;
}
