import type { ProgressData } from "@raidkit/api";
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

export async function loader({ context, request: httpRequest }: Route.LoaderArgs): Promise<ProgressData> {
  const { services, request } = pageServices(context);
  const data = await services.progress(request);
  // Objective texts and places are read only by the quest pages: the others are sent without them.
  const page = pageOf(new URL(httpRequest.url).pathname);
  if (page === "quests-interactive") return data;
  return { ...data, quests: data.quests.map((q) => ({ ...q, zones: [], objectives: page === "quests" ? q.objectives : [] })) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(matches);
  const page = PAGES[pageOf(location.pathname)];
  return pageMeta(t(page.title), t(page.intro), t("progress.keywords"));
}

/** `/progression/*`: the progress tracking pages (issue 6). */
export default function ProgressionRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page = pageOf(useLocation().pathname);
  return (
    <ProgressFrame title={t(PAGES[page].title)} className={`progress-${page}`}>
      {page === "dashboard" && <DashboardView data={loaderData} />}
      {page === "quests" && <QuestsView data={loaderData} />}
      {page === "quests-interactive" && <QuestMapView data={loaderData} />}
      {page === "hideout" && <HideoutProgressView data={loaderData} />}
      {page === "items-to-keep" && <NeededItemsView data={loaderData} variant="keep" />}
      {page === "items-tracker" && <NeededItemsView data={loaderData} variant="tracker" />}
      {page === "items-interactive" && <NeededItemsView data={loaderData} variant="interactive" />}
    </ProgressFrame>
  );
}
