import type { WeaponBuilderData, WeaponListEntry } from "@raidkit/api";
import { Suspense } from "react";
import { data } from "react-router";
import { pageServices } from "../context.ts";
import { LoadoutBuilderView } from "../features/loadouts/LoadoutBuilderView.tsx";
import loadoutsCss from "../features/loadouts/loadouts.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useT } from "../i18n/useT.tsx";
import { keepDataOnQuery } from "../shared/keepDataOnQuery.ts";
import { keepForRender, useNamedData } from "../shared/namedData.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import { PageDataPending } from "../ui/PageDataPending.tsx";
import type { Route } from "./+types/loadouts-weapon";

interface LoaderData {
  weapons: WeaponListEntry[];
  chosen: { weaponId: string; dataUrl: string; name: string } | null;
  loadoutId: string | null;
}

/**
 * `/loadouts/weapon/{gun?}/{id?}` (spec §2): the builder; the gun is a weapon's item address or id,
 * the id a saved loadout. The weapon's data is named by its hash (decision 024); the build is in the query.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<LoaderData> {
  const { services, request } = pageServices(context);
  const page = await services.loadoutBuilder(request, params.gun ?? null);
  if (!page) throw data(null, { status: 404 });
  if (page.chosen) keepForRender(page.chosen.dataUrl, page.chosen.data);
  return {
    weapons: page.weapons,
    chosen: page.chosen ? { weaponId: page.chosen.weaponId, dataUrl: page.chosen.dataUrl, name: page.chosen.data.weapon.name } : null,
    loadoutId: params.id ?? null,
  };
}

/** The build lives in the query: changing it reloads nothing. */
export const shouldRevalidate = keepDataOnQuery;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const name = loaderData?.chosen?.name;
  return pageMeta(name ? t("loadouts.builder.titleFor", { name }) : t("loadouts.builder.title"), t("loadouts.builder.intro"), t("loadouts.keywords"));
}

export default function LoadoutWeaponRoute({ loaderData }: Route.ComponentProps) {
  const { chosen } = loaderData;
  return (
    <>
      <InlineStyle name="loadouts" css={loadoutsCss} />
      {chosen ? (
        <Suspense fallback={<Pending />}>
          <WithData url={chosen.dataUrl} weapons={loaderData.weapons} loadoutId={loaderData.loadoutId} />
        </Suspense>
      ) : (
        <LoadoutBuilderView weapons={loaderData.weapons} data={null} loadoutId={null} />
      )}
    </>
  );
}

function WithData(props: { url: string; weapons: WeaponListEntry[]; loadoutId: string | null }) {
  const builder = useNamedData<WeaponBuilderData>(props.url);
  return <LoadoutBuilderView weapons={props.weapons} data={builder} loadoutId={props.loadoutId} />;
}

function Pending() {
  const t = useT();
  return <PageDataPending label={t("loadouts.loading")} />;
}
