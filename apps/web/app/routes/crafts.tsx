import type { CalculatorData } from "@raidkit/api";
import { Suspense } from "react";
import { pageServices } from "../context.ts";
import { CalculatorPending } from "../features/calculators/CalculatorPending.tsx";
import { CalculatorView } from "../features/calculators/CalculatorView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { keepDataOnQuery } from "../shared/keepDataOnQuery.ts";
import { keepForRender, useNamedData } from "../shared/namedData.ts";
import type { Route } from "./+types/crafts";

/** The page is rendered with its part of the calculators' data; the browser loads that from the address (decision 024). */
export async function loader({ context }: Route.LoaderArgs): Promise<{ dataUrl: string }> {
  const { services, request } = pageServices(context);
  const { dataUrl, data } = await services.calculatorPage(request, "crafts");
  keepForRender(dataUrl, data);
  return { dataUrl };
}

/** Filters and sort are in the query (CalculatorView): changing them reloads nothing. */
export const shouldRevalidate = keepDataOnQuery;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.crafts.title"), t("calc.crafts.intro"), t("calc.keywords"));
}

/** `/crafts`: hideout crafts with their profit for the character (issue 5). */
export default function CraftsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CalculatorPending title="calc.crafts.title" />}>
      <WithData url={loaderData.dataUrl} />
    </Suspense>
  );
}

function WithData({ url }: { url: string }) {
  const data = useNamedData<CalculatorData>(url);
  return <CalculatorView data={data} kind="crafts" />;
}
