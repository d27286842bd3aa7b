import type { CalculatorData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { CalculatorView } from "../features/calculators/CalculatorView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/barters";

export async function loader({ context }: Route.LoaderArgs): Promise<CalculatorData> {
  const { services, request } = pageServices(context);
  return services.calculators(request, "barters");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.barters.title"), t("calc.barters.intro"), t("calc.keywords"));
}

/** `/barters` and `/barter`: trader barters with their profit for the character (issue 5). */
export default function BartersRoute({ loaderData }: Route.ComponentProps) {
  return <CalculatorView data={loaderData} kind="barters" />;
}
