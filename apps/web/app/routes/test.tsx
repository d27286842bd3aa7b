import type { StatusPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { StatusView } from "../features/status/StatusView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/test";

export async function loader({ context }: Route.LoaderArgs): Promise<StatusPageData> {
  const { services, request } = pageServices(context);
  return services.status(request);
}

/** The state of the server now: never kept by the page cache or a browser. */
export const headers: Route.HeadersFunction = () => ({ "cache-control": "no-store" });

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("status.title"), t("status.intro"), t("status.keywords"));
}

/** `/test`: the developer status page (spec §2). */
export default function TestRoute({ loaderData }: Route.ComponentProps) {
  return <StatusView status={loaderData} />;
}
