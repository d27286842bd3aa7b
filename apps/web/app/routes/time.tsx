import { TimeView } from "../features/time/TimeView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/time";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("time.title"), t("time.intro"), t("time.keywords"));
}

/** `/time`: the servers' time page (spec §2). */
export default function TimeRoute() {
  return <TimeView />;
}
