import type { StreamerChallenge } from "@raidkit/api";
import { formatDuration, formatNumber, type Locale } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { LocalDate } from "../../ui/Figures.tsx";

/** Where a challenge stands at `now`: not started, running (time left) or ended. */
export function challengePhase(c: Pick<StreamerChallenge, "startsAt" | "endsAt">, now: number): { phase: "soon" | "live" | "ended"; seconds: number } {
  if (now < c.startsAt) return { phase: "soon", seconds: Math.round((c.startsAt - now) / 1000) };
  if (now < c.endsAt) return { phase: "live", seconds: Math.round((c.endsAt - now) / 1000) };
  return { phase: "ended", seconds: 0 };
}

/**
 * The streamer challenge's standings, best score first (ties share a rank): on its page with the
 * rules and dates, and compact in the overlay widget.
 */
export function ChallengeStandings(props: { challenge: StreamerChallenge; locale: Locale; now: number; compact?: boolean }) {
  const t = useT();
  const { challenge: c, locale } = props;
  const { phase, seconds } = challengePhase(c, props.now);
  const ranks = c.participants.map((p) => 1 + c.participants.filter((o) => o.score > p.score).length);
  return (
    <section className={props.compact ? "challenge challenge-compact" : "panel challenge"} data-testid="challenge">
      <h2>{c.title}</h2>
      <p className="challenge-phase" data-phase={phase}>
        {phase === "ended" ? t("streamers.challenge.ended") : t(`streamers.challenge.${phase}`, { time: formatDuration(seconds, locale) })}
      </p>
      {!props.compact && (
        <p className="small muted">
          <LocalDate value={c.startsAt} /> – <LocalDate value={c.endsAt} />
        </p>
      )}
      {c.participants.length === 0 ? (
        <p className="empty-state small">{t("streamers.challenge.noParticipants")}</p>
      ) : (
        <ol className="challenge-table">
          {c.participants.map((p, i) => (
            <li key={p.name}>
              <span className="challenge-rank">{ranks[i]}</span>
              <span className="challenge-name">
                {p.url && !props.compact ? (
                  <a href={p.url} rel="noopener noreferrer nofollow" target="_blank">
                    {p.name}
                  </a>
                ) : (
                  p.name
                )}
              </span>
              <span className="challenge-score">{formatNumber(p.score, locale)}</span>
            </li>
          ))}
        </ol>
      )}
      {!props.compact && c.rules.trim() && <p className="challenge-rules">{c.rules}</p>}
    </section>
  );
}
