import type { ChatBotPageData } from "@raidkit/api";
import { pageServices } from "../context.ts";
import { DiscordBotView } from "../features/streamers/DiscordBotView.tsx";
import streamersCss from "../features/streamers/streamers.css?inline";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { InlineStyle } from "../ui/InlineStyle.tsx";
import type { Route } from "./+types/discord-bot";

export function loader({ context }: Route.LoaderArgs): ChatBotPageData {
  const { services, request } = pageServices(context);
  return services.chatBots(request);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("discordBot.title"), t("discordBot.intro"), t("discordBot.keywords"));
}

/** `/discord-bot`: the Discord price check, /price through HTTP interactions (spec §2, issue 18). */
export default function DiscordBotRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="streamers" css={streamersCss} />
      <DiscordBotView data={loaderData} />
    </>
  );
}
