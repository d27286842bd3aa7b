import type { QuestListData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { QuestsView } from "../features/progress/QuestsView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import type { Route } from "./+types/progression-quests";

export async function loader({ context }: Route.LoaderArgs): Promise<QuestListData> {
  const { services, request } = pageServices(context);
  return services.questList(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("progress.quests.title"), t("progress.quests.intro"), t("progress.keywords"));
}

/** `/progression/quests`: quest progress (issue 6). */
export default function ProgressionQuestsRoute({ loaderData }: Route.ComponentProps) {
  return <QuestsView data={loaderData} />;
}
