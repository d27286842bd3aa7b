import type { CalculatorData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { HideoutView } from "../features/calculators/HideoutView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/hideout";

export async function loader({ context }: Route.LoaderArgs): Promise<CalculatorData> {
  const { services, request } = pageServices(context);
  return services.calculators(request, "hideout");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.hideout.title"), t("calc.hideout.intro"), t("calc.keywords"));
}

/** `/hideout`: hideout profit, the best craft of each station (issue 5). */
export default function HideoutRoute({ loaderData }: Route.ComponentProps) {
  return <HideoutView data={loaderData} />;
}
