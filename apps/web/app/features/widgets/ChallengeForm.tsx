import { CHALLENGE_PARTICIPANTS_MAX, type ChallengeParticipant, type StreamerChallenge } from "@raidkit/api";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";

/** A datetime-local value (UTC) of an epoch time, and back. */
const inputOf = (t: number) => new Date(t).toISOString().slice(0, 16);
const timeOf = (v: string) => Date.parse(`${v}:00Z`);

const DAY = 86_400_000;

/**
 * The admins' editor of the streamer challenge (issue 18): title, rules, start and end (UTC), and
 * the streamers with their scores; saved whole (the server checks it and audit-logs the change).
 */
export function ChallengeForm(props: { challenge: StreamerChallenge | null; onSaved: (c: StreamerChallenge | null) => void }) {
  const t = useT();
  const start = props.challenge?.startsAt ?? Math.ceil(Date.now() / DAY) * DAY;
  const [title, setTitle] = useState(props.challenge?.title ?? "");
  const [rules, setRules] = useState(props.challenge?.rules ?? "");
  const [startsAt, setStartsAt] = useState(inputOf(start));
  const [endsAt, setEndsAt] = useState(inputOf(props.challenge?.endsAt ?? start + 7 * DAY));
  const [people, setPeople] = useState<{ name: string; url: string; score: string }[]>(
    (props.challenge?.participants ?? []).map((p) => ({ name: p.name, url: p.url ?? "", score: String(p.score) })),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (i: number, field: "name" | "url" | "score", value: string) => setPeople(people.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const participants: ChallengeParticipant[] = people
      .filter((p) => p.name.trim())
      .map((p) => ({ name: p.name.trim(), url: p.url.trim() || null, score: Number(p.score) || 0 }));
    try {
      const reply = await adminApi.streamerChallengeUpdate({ title, rules, startsAt: timeOf(startsAt), endsAt: timeOf(endsAt), participants });
      setMessage({ ok: true, text: t("streamers.challenge.saved") });
      props.onSaved(reply.challenge);
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    }
  };
  return (
    <form className="panel admin-page challenge-form" onSubmit={save} aria-label={t("streamers.challenge.edit")}>
      <h2>{t("streamers.challenge.edit")}</h2>
      <div className="admin-settings-grid">
        <label className="field">
          <span>{t("streamers.challenge.title")}</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
        </label>
        <label className="field">
          <span>{t("streamers.challenge.starts")}</span>
          <input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} required />
        </label>
        <label className="field">
          <span>{t("streamers.challenge.ends")}</span>
          <input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} required />
        </label>
      </div>
      <label className="field admin-alert-text">
        <span>{t("streamers.challenge.rules")}</span>
        <textarea rows={4} value={rules} onChange={(e) => setRules(e.target.value)} maxLength={2000} />
      </label>
      <table className="data-table small">
        <thead>
          <tr>
            <th>{t("streamers.challenge.streamer")}</th>
            <th>{t("streamers.challenge.channel")}</th>
            <th className="num">{t("streamers.challenge.score")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => (
            <tr key={i}>
              <td>
                <input value={p.name} onChange={(e) => set(i, "name", e.target.value)} maxLength={40} aria-label={t("streamers.challenge.streamer")} />
              </td>
              <td>
                <input value={p.url} onChange={(e) => set(i, "url", e.target.value)} placeholder="https://" aria-label={t("streamers.challenge.channel")} />
              </td>
              <td className="num">
                <input type="number" step={1} value={p.score} onChange={(e) => set(i, "score", e.target.value)} aria-label={t("streamers.challenge.score")} />
              </td>
              <td>
                <button type="button" className="secondary-button" onClick={() => setPeople(people.filter((_, j) => j !== i))}>
                  {t("streamers.challenge.remove")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="palette-row">
        <button
          type="button"
          className="secondary-button"
          disabled={people.length >= CHALLENGE_PARTICIPANTS_MAX}
          onClick={() => setPeople([...people, { name: "", url: "", score: "0" }])}
        >
          {t("streamers.challenge.add")}
        </button>
        <button type="submit" className="primary-button">
          {t("streamers.challenge.save")}
        </button>
      </div>
      {message && (
        <p className={message.ok ? "small form-ok" : "form-error small"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
    </form>
  );
}
