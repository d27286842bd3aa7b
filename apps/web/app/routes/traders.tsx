import type { TraderRestocksReply } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { TradersView } from "../features/traders/TradersView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useLocale } from "../shared/rootData.ts";
import type { Route } from "./+types/traders";

export function loader({ context }: Route.LoaderArgs): Promise<TraderRestocksReply> {
  const { services, request } = pageServices(context);
  return services.traderRestocks(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("traders.title"), t("traders.intro"), t("traders.keywords"));
}

/** `/traders`: every trader's next restock in both game modes, notifications and the player's price alerts (issue 32 item 6). */
export default function TradersRoute({ loaderData }: Route.ComponentProps) {
  return <TradersView data={loaderData} locale={useLocale()} />;
}
