import { PilotView } from "../features/pilot/PilotView.tsx";
import pilotCss from "../features/pilot/pilot.css?url";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/pilot";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pilotCss }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("pilot.title"), t("pilot.intro"), t("pilot.keywords"));
}

/** `/pilot`: the companion program's page (spec §2). */
export default function PilotRoute() {
  return <PilotView />;
}
