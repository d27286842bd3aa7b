import type { CalculatorData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { CalculatorView } from "../features/calculators/CalculatorView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/crafts";

export async function loader({ context }: Route.LoaderArgs): Promise<CalculatorData> {
  const { services, request } = pageServices(context);
  return services.calculators(request, "crafts");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.crafts.title"), t("calc.crafts.intro"), t("calc.keywords"));
}

/** `/crafts`: hideout crafts with their profit for the character (issue 5). */
export default function CraftsRoute({ loaderData }: Route.ComponentProps) {
  return <CalculatorView data={loaderData} kind="crafts" />;
}
