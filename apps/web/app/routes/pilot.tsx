import { PilotView } from "../features/pilot/PilotView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/pilot";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("pilot.title"), t("pilot.intro"), t("pilot.keywords"));
}

/** `/pilot`: the companion program's page (spec §2). */
export default function PilotRoute() {
  return <PilotView />;
}
