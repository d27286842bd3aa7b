import type { DevApiPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { DevApiView } from "../features/dev/DevApiView.tsx";
import devCss from "../features/dev/dev.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/dev-api";

export function loader({ context }: Route.LoaderArgs): DevApiPageData {
  return pageServices(context).services.devApi();
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("devApi.title"), t("devApi.metaDescription"), t("devApi.keywords"));
}

/** `/dev/api`: the public API's reference and the key panel (spec §2, issue 15). */
export default function DevApiRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="dev" css={devCss} />
      <DevApiView data={loaderData} />
    </>
  );
}
