import { data } from "react-router";
import { pageServices } from "../context.ts";
import { ChallengeForm } from "../features/widgets/ChallengeForm.tsx";
import { ChallengeStandings } from "../features/widgets/ChallengeStandings.tsx";
import { useChallenge } from "../features/widgets/useChallenge.ts";
import { useT } from "../i18n/useT.tsx";
import { useLocale } from "../shared/rootData.ts";
import type { Route } from "./+types/streamer-challenge";

/** Spec §2: shown (in the menu and here) only while tournamentEnabled is on; admins see it to prepare it. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ admin: boolean; enabled: boolean }> {
  const { services, request } = pageServices(context);
  const enabled = (await services.shell(request)).tournamentEnabled;
  if (!enabled && !request.viewer.admin) throw data(null, { status: 404 });
  return { admin: request.viewer.admin, enabled };
}

export function meta() {
  return [{ title: "Streamer challenge · Raidkit" }];
}

/** /streamers/streamer-challenge (issue 18): the standings, the rules and, for admins, the editor. */
export default function StreamerChallengePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { challenge, error, setChallenge } = useChallenge();
  return (
    <section className="admin-page">
      <header className="page-head">
        <h1>{t("menu.streamerChallenge")}</h1>
      </header>
      {!loaderData.enabled && <p className="badge warn">{t("streamers.challenge.off")}</p>}
      {error ? (
        <p className="form-error small">{error}</p>
      ) : challenge === undefined ? (
        <p className="muted small loading">{t("streamers.challenge.loading")}</p>
      ) : challenge === null ? (
        <p className="empty-state">{t("streamers.challenge.none")}</p>
      ) : (
        <ChallengeStandings challenge={challenge} locale={locale} now={Date.now()} />
      )}
      {challenge !== null && challenge !== undefined && (
        <p className="small muted">
          {t("streamers.challenge.widget")} <code>/widgets/streamer-challenge{locale === "en" ? "" : `?l=${locale}`}</code>
        </p>
      )}
      {loaderData.admin && challenge !== undefined && <ChallengeForm key={JSON.stringify(challenge)} challenge={challenge} onSaved={setChallenge} />}
    </section>
  );
}
