import type { ProgressData, ProgressDataPart, ProgressPageData } from "@raidkit/api";
import { useLocation } from "react-router";
import { pageServices } from "../context.ts";
import { DashboardView } from "../features/progress/DashboardView.tsx";
import { HideoutProgressView } from "../features/progress/HideoutProgressView.tsx";
import { NeededItemsView } from "../features/progress/NeededItemsView.tsx";
import { ProgressFrame } from "../features/progress/ProgressFrame.tsx";
import { QuestMapView } from "../features/progress/QuestMapView.tsx";
import { QuestsView } from "../features/progress/QuestsView.tsx";

import { metaT, pageMeta } from "../i18n/meta.ts";
import { useT } from "../i18n/useT.tsx";
import { keepDataOnQuery } from "../shared/keepDataOnQuery.ts";
import { useLoadedData } from "../shared/namedData.ts";
import { PageDataPending } from "../ui/PageDataPending.tsx";
import type { Route } from "./+types/progression";

/** The progress pages of spec §2, by the last part of their path. */
const PAGES = {
  dashboard: { title: "progress.dash.title", intro: "progress.dash.intro" },
  quests: { title: "progress.quests.title", intro: "progress.quests.intro" },
  "quests-interactive": { title: "progress.map.title", intro: "progress.map.intro" },
  hideout: { title: "progress.hideout.title", intro: "progress.hideout.intro" },
  "items-to-keep": { title: "progress.items.keepTitle", intro: "progress.items.keepIntro" },
  "items-tracker": { title: "progress.items.trackerTitle", intro: "progress.items.trackerIntro" },
  "items-interactive": { title: "progress.items.boardTitle", intro: "progress.items.boardIntro" },
} as const;
type Page = keyof typeof PAGES;

const pageOf = (pathname: string): Page => {
  const last = pathname.split("/").filter(Boolean).pop() ?? "dashboard";
  return (last in PAGES ? last : "dashboard") as Page;
};

/** The part of the progress data each page reads: objective texts for the list, places for the map. */
const partOf = (page: Page): ProgressDataPart => (page === "quests" ? "quests" : page === "quests-interactive" ? "map" : "base");

/**
 * The page names where its data is; the browser loads it (issue 21, finding 10: the data inside the
 * page made it 90–145 KB compressed) and keeps it until the data changes.
 */
export async function loader({ context, request: httpRequest }: Route.LoaderArgs): Promise<ProgressPageData> {
  const { services, request } = pageServices(context);
  return { dataUrl: await services.progressDataUrl(request, partOf(pageOf(new URL(httpRequest.url).pathname))) };
}

/** The query holds the quest page's view and trader only: changing them keeps the page's data. */
export const shouldRevalidate = keepDataOnQuery;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(matches);
  const page = PAGES[pageOf(location.pathname)];
  return pageMeta(t(page.title), t(page.intro), t("progress.keywords"));
}

/** `/progression/*`: the progress tracking pages (issue 6). */
export default function ProgressionRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page = pageOf(useLocation().pathname);
  const { data, failed, retry } = useLoadedData<ProgressData>(loaderData.dataUrl);
  return (
    <ProgressFrame title={t(PAGES[page].title)} className={`progress-${page}`}>
      {data ? <ProgressPage page={page} data={data} /> : <PageDataPending label={t("progress.dataLoading")} failed={failed} retry={retry} />}
    </ProgressFrame>
  );
}

function ProgressPage({ page, data }: { page: Page; data: ProgressData }) {
  switch (page) {
    case "dashboard":
      return <DashboardView data={data} />;
    case "quests":
      return <QuestsView data={data} />;
    case "quests-interactive":
      return <QuestMapView data={data} />;
    case "hideout":
      return <HideoutProgressView data={data} />;
    case "items-to-keep":
      return <NeededItemsView data={data} variant="keep" />;
    case "items-tracker":
      return <NeededItemsView data={data} variant="tracker" />;
    case "items-interactive":
      return <NeededItemsView data={data} variant="interactive" />;
  }
}
