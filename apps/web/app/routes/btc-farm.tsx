import type { CalculatorData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { BtcFarmView } from "../features/calculators/BtcFarmView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/btc-farm";

export async function loader({ context }: Route.LoaderArgs): Promise<CalculatorData> {
  const { services, request } = pageServices(context);
  return services.calculators(request, "bitcoin");
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.btc.title"), t("calc.btc.intro"), t("calc.keywords"));
}

/** `/btc-farm`: the bitcoin farm calculator (issue 5). */
export default function BtcFarmRoute({ loaderData }: Route.ComponentProps) {
  return <BtcFarmView data={loaderData} />;
}
