import type { ChatBotPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { ChatBotView } from "../features/streamers/ChatBotView.tsx";
import streamersCss from "../features/streamers/streamers.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/streamers-fossabot";

export function loader({ context }: Route.LoaderArgs): ChatBotPageData {
  const { services, request } = pageServices(context);
  return services.chatBots(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("streamers.botTitle", { bot: "Fossabot" }), t("streamers.botIntro", { bot: "Fossabot" }), t("streamers.keywords", { bot: "Fossabot" }));
}

/** `/streamers/fossabot`: a `!price` command for Fossabot answered by the site's price check (issue 18). */
export default function StreamersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="streamers" css={streamersCss} />
      <ChatBotView bot="fossabot" data={loaderData} />
    </>
  );
}
