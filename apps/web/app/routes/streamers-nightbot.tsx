import type { ChatBotPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { ChatBotView } from "../features/streamers/ChatBotView.tsx";
import streamersCss from "../features/streamers/streamers.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/streamers-nightbot";

export function loader({ context }: Route.LoaderArgs): ChatBotPageData {
  const { services, request } = pageServices(context);
  return services.chatBots(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("streamers.botTitle", { bot: "Nightbot" }), t("streamers.botIntro", { bot: "Nightbot" }), t("streamers.keywords", { bot: "Nightbot" }));
}

/** `/streamers/nightbot`: a `!price` command for Nightbot answered by the site's price check (issue 18). */
export default function StreamersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="streamers" css={streamersCss} />
      <ChatBotView bot="nightbot" data={loaderData} />
    </>
  );
}
