import type { CalculatorData } from "@raidkit/api";
import { Suspense } from "react";
import { pageServices } from "../context.ts";
import { BtcFarmView } from "../features/calculators/BtcFarmView.tsx";
import { CalculatorPending } from "../features/calculators/CalculatorPending.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { keepForRender, useNamedData } from "../shared/namedData.ts";
import type { Route } from "./+types/btc-farm";

/** The page is rendered with its part of the calculators' data; the browser loads that from the address (decision 024). */
export async function loader({ context }: Route.LoaderArgs): Promise<{ dataUrl: string }> {
  const { services, request } = pageServices(context);
  const { dataUrl, data } = await services.calculatorPage(request, "bitcoin");
  keepForRender(dataUrl, data);
  return { dataUrl };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.btc.title"), t("calc.btc.intro"), t("calc.keywords"));
}

/** `/btc-farm`: the bitcoin farm calculator (issue 5). */
export default function BtcFarmRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CalculatorPending title="calc.btc.title" />}>
      <WithData url={loaderData.dataUrl} />
    </Suspense>
  );
}

function WithData({ url }: { url: string }) {
  const data = useNamedData<CalculatorData>(url);
  return <BtcFarmView data={data} />;
}
