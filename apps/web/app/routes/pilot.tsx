import { PilotView } from "../features/pilot/PilotView.tsx";
import pilotCss from "../features/pilot/pilot.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/pilot";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("pilot.title"), t("pilot.intro"), t("pilot.keywords"));
}

/** `/pilot`: the companion program's page (spec §2). */
export default function PilotRoute() {
  return (
    <>
      <InlineStyle name="pilot" css={pilotCss} />
      <PilotView />
    </>
  );
}
