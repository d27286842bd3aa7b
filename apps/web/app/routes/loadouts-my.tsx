import loadoutsCss from "../features/loadouts/loadouts.css?inline";
import { MyLoadoutsView } from "../features/loadouts/MyLoadoutsView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/loadouts-my";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("loadouts.my.title"), t("loadouts.my.intro"), t("loadouts.keywords"));
}

/** `/loadouts/my` (spec §2): the user's own loadouts, loaded in the browser with the session. */
export default function MyLoadoutsRoute() {
  return (
    <>
      <InlineStyle name="loadouts" css={loadoutsCss} />
      <MyLoadoutsView />
    </>
  );
}
