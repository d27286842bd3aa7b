import type { DevSheetPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import devCss from "../features/dev/dev.css?inline";
import { SheetGuide } from "../features/dev/SheetGuide.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/dev-google-sheet";

export async function loader({ context }: Route.LoaderArgs): Promise<DevSheetPageData> {
  const { services, request } = pageServices(context);
  return services.devSheet(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("devSheet.title"), t("devSheet.intro"), t("devSheet.keywords"));
}

/** `/dev/google-sheet`: prices in a spreadsheet with IMPORTDATA (spec §2, issue 15). */
export default function DevSheetRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="dev" css={devCss} />
      <SheetGuide data={loaderData} />
    </>
  );
}
