import type { GearBuilderData } from "@raidkit/api";
import { Suspense } from "react";
import { pageServices } from "../context.ts";
import { GearBuilderView } from "../features/gear/GearBuilderView.tsx";
import gearCss from "../features/gear/gear.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useT } from "../i18n/useT.tsx";
import { keepDataOnQuery } from "../shared/keepDataOnQuery.ts";
import { keepForRender, useNamedData } from "../shared/namedData.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import { PageDataPending } from "../ui/PageDataPending.tsx";
import type { Route } from "./+types/gear";

/**
 * `/gear` (spec §2): the gear builder, open to everyone (the side menu links it for admins only).
 * Its data is named by its hash (decision 024); the set is in the query (`?g=`), never on the server.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ dataUrl: string }> {
  const { services, request } = pageServices(context);
  const page = await services.gearBuilder(request);
  keepForRender(page.dataUrl, page.data);
  return { dataUrl: page.dataUrl };
}

/** The set lives in the query: changing it reloads nothing. */
export const shouldRevalidate = keepDataOnQuery;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("gear.title"), t("gear.intro"), t("gear.keywords"));
}

export default function GearRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="gear" css={gearCss} />
      <Suspense fallback={<Pending />}>
        <WithData url={loaderData.dataUrl} />
      </Suspense>
    </>
  );
}

function WithData(props: { url: string }) {
  const data = useNamedData<GearBuilderData>(props.url);
  return <GearBuilderView data={data} />;
}

function Pending() {
  const t = useT();
  return <PageDataPending label={t("gear.loading")} />;
}
