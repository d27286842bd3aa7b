import type { WeaponListEntry } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { LoadoutSearchView } from "../features/loadouts/LoadoutSearchView.tsx";
import loadoutsCss from "../features/loadouts/loadouts.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { keepDataOnQuery } from "../shared/keepDataOnQuery.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/loadouts-search";

export async function loader({ context }: Route.LoaderArgs): Promise<{ weapons: WeaponListEntry[] }> {
  const { services, request } = pageServices(context);
  return { weapons: await services.loadoutWeapons(request) };
}

/** Filters live in the query; the list is fetched by the page. */
export const shouldRevalidate = keepDataOnQuery;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("loadouts.search.title"), t("loadouts.search.intro"), t("loadouts.keywords"));
}

/** `/loadouts/search` (spec §2): published loadouts. */
export default function LoadoutSearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="loadouts" css={loadoutsCss} />
      <LoadoutSearchView weapons={loaderData.weapons} />
    </>
  );
}
