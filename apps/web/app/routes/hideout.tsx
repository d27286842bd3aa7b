import type { CalculatorData } from "@raidkit/api";
import { Suspense } from "react";
import { pageServices } from "../context.ts";
import { CalculatorPending } from "../features/calculators/CalculatorPending.tsx";
import { HideoutView } from "../features/calculators/HideoutView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { keepForRender, useNamedData } from "../shared/namedData.ts";
import type { Route } from "./+types/hideout";

/** The page is rendered with its part of the calculators' data; the browser loads that from the address (decision 024). */
export async function loader({ context }: Route.LoaderArgs): Promise<{ dataUrl: string }> {
  const { services, request } = pageServices(context);
  const { dataUrl, data } = await services.calculatorPage(request, "hideout");
  keepForRender(dataUrl, data);
  return { dataUrl };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.hideout.title"), t("calc.hideout.intro"), t("calc.keywords"));
}

/** `/hideout`: hideout profit, the best craft of each station (issue 5). */
export default function HideoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CalculatorPending title="calc.hideout.title" />}>
      <WithData url={loaderData.dataUrl} />
    </Suspense>
  );
}

function WithData({ url }: { url: string }) {
  const data = useNamedData<CalculatorData>(url);
  return <HideoutView data={data} />;
}
