import type { ChatBotPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { ChatBotView } from "../features/streamers/ChatBotView.tsx";
import streamersCss from "../features/streamers/streamers.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/streamers-streamelements";

export function loader({ context }: Route.LoaderArgs): ChatBotPageData {
  const { services, request } = pageServices(context);
  return services.chatBots(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(
    t("streamers.botTitle", { bot: "StreamElements" }),
    t("streamers.botIntro", { bot: "StreamElements" }),
    t("streamers.keywords", { bot: "StreamElements" }),
  );
}

/** `/streamers/streamelements`: a `!price` command for StreamElements answered by the site's price check (issue 18). */
export default function StreamersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="streamers" css={streamersCss} />
      <ChatBotView bot="streamelements" data={loaderData} />
    </>
  );
}
