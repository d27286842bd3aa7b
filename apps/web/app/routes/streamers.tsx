import type { TagEntry } from "@raidkit/api";
import { Link } from "react-router";
import { pageServices } from "../context.ts";
import { ScrollTextGenerator } from "../features/widgets/ScrollTextGenerator.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/streamers";

export async function loader({ context }: Route.LoaderArgs): Promise<{ tags: TagEntry[]; origin: string; challenge: boolean }> {
  const { services, request } = pageServices(context);
  const [tags, shell] = await Promise.all([services.tags(request), services.shell(request)]);
  return { tags, origin: services.chatBots(request).origin, challenge: shell.tournamentEnabled };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("streamers.title"), t("streamers.metaDescription"), t("streamers.overviewKeywords"));
}

const BOTS = [
  { path: "/streamers/nightbot", name: "Nightbot" },
  { path: "/streamers/streamelements", name: "StreamElements" },
  { path: "/streamers/fossabot", name: "Fossabot" },
  { path: "/discord-bot", name: "Discord" },
] as const;

/** /streamers (spec §2, issue 18): the streamer tools in one place, with the widget generator. */
export default function Streamers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="admin-page streamers-page">
      <header className="page-head">
        <h1>{t("streamers.title")}</h1>
      </header>
      <section className="panel">
        <h2>{t("streamers.bots")}</h2>
        <p className="small muted">{t("streamers.botsHint")}</p>
        <ul className="plain-list inline-list">
          {BOTS.map((b) => (
            <li key={b.path}>
              <Link to={b.path}>{b.name}</Link>
            </li>
          ))}
        </ul>
        {loaderData.challenge && (
          <p>
            <Link to="/streamers/streamer-challenge">{t("menu.streamerChallenge")}</Link>
          </p>
        )}
      </section>
      <ScrollTextGenerator tags={loaderData.tags} origin={loaderData.origin} />
    </section>
  );
}
