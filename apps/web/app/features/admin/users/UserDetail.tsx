import type { AdminUserPatch, AdminUserReply } from "@raidkit/api";
import { useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useAction } from "../../../shared/useAction.ts";
import { useRemote } from "../../../shared/useRemote.ts";
import { LocalDate } from "../../../ui/Figures.tsx";
import { FormOutcome } from "../../../ui/FormOutcome.tsx";
import { UserBadges } from "./UserBadges.tsx";
import { UserFlagsForm } from "./UserFlagsForm.tsx";

/**
 * One account on /admin/users (issue 19): who it is, its flags and Pro (changed in one save), the
 * accounts linked to it (Patreon, chat bot: unlinked here), its PMCs and its live sessions (ended one
 * by one or all). Every change is audit-logged by the server; `onSaved` reloads the page's log.
 */
export function UserDetail(props: { uid: string; selfUid: string; onSaved: () => void }) {
  const t = useT();
  const account = useRemote(props.uid, () => adminApi.adminUser(props.uid));
  const reply = account.data ?? null;
  // What the last change did, for this account only (another account opened shows none).
  const [done, setDone] = useState<{ uid: string; text: string } | null>(null);
  const change = useAction(async (work: () => Promise<AdminUserReply | Pick<AdminUserReply, "sessions">>, text: string) => {
    setDone(null);
    const next = await work();
    account.setData((r) =>
      r === undefined ? r : "user" in next ? next : { ...r, sessions: next.sessions, user: { ...r.user, liveSessions: next.sessions.length } },
    );
    setDone({ uid: props.uid, text });
    props.onSaved();
  });
  const busy = change.pending;
  const run = (work: () => Promise<AdminUserReply | Pick<AdminUserReply, "sessions">>, text: string) => void change.run(work, text);
  const update = (patch: AdminUserPatch) => run(() => adminApi.adminUserUpdate(props.uid, patch), t("admin.users.saved"));
  const failed = change.error ?? account.error;
  const status = failed || done?.uid === props.uid ? <FormOutcome done={done?.text ?? null} error={failed} /> : null;
  if (!reply) return <section className="panel">{status ?? <p className="muted small loading">{t("admin.users.loading")}</p>}</section>;
  const { user } = reply;
  return (
    <section className="panel admin-user" aria-label={t("admin.users.account")} data-testid="admin-user">
      <h2>
        {user.email ?? user.username ?? user.uid} <UserBadges user={user} />
      </h2>
      <dl className="kv">
        <dt>uid</dt>
        <dd className="mono">{user.uid}</dd>
        <dt>{t("admin.users.username")}</dt>
        <dd>{user.username ?? "—"}</dd>
        <dt>{t("admin.users.created")}</dt>
        <dd>
          <LocalDate value={user.createdAt} />
        </dd>
      </dl>
      <UserFlagsForm key={JSON.stringify(user)} user={user} self={user.uid === props.selfUid} busy={busy} onSave={update} />
      <h3>{t("admin.users.linked")}</h3>
      <ul className="plain-list admin-linked">
        <li>
          {t("admin.users.email")}: {user.email ?? "—"}
        </li>
        <li>
          Patreon: <span className="mono">{user.patreonId ?? "—"}</span>{" "}
          {user.patreonId && (
            <button type="button" className="secondary-button" disabled={busy} onClick={() => update({ patreonId: null })}>
              {t("admin.users.unlink")}
            </button>
          )}
        </li>
        <li>
          {t("admin.users.botAccount")}: <span className="mono">{user.botAccount ?? "—"}</span>{" "}
          {user.botAccount && (
            <button type="button" className="secondary-button" disabled={busy} onClick={() => update({ botAccount: null })}>
              {t("admin.users.unlink")}
            </button>
          )}
        </li>
      </ul>
      <h3>{t("admin.users.chars")}</h3>
      <table className="data-table small">
        <thead>
          <tr>
            <th>{t("admin.users.charName")}</th>
            <th>{t("admin.users.mode")}</th>
            <th>{t("admin.users.fraction")}</th>
            <th className="num">{t("admin.users.level")}</th>
            <th>{t("admin.users.edition")}</th>
          </tr>
        </thead>
        <tbody>
          {reply.chars.map((c) => (
            <tr key={c.uid}>
              <td>
                {c.charName || "—"} {c.selected && <span className="badge">{t("admin.users.selected")}</span>}
              </td>
              <td>{c.gameMode.toUpperCase()}</td>
              <td>{c.fraction}</td>
              <td className="num">{c.level}</td>
              <td>{c.gameEdition}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t("admin.users.liveSessions")}</h3>
      {reply.sessions.length === 0 ? (
        <p className="muted small">{t("admin.users.noSessions")}</p>
      ) : (
        <>
          <table className="data-table small" data-testid="admin-user-sessions">
            <thead>
              <tr>
                <th>{t("admin.users.session")}</th>
                <th>{t("admin.users.started")}</th>
                <th>{t("admin.users.expires")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {reply.sessions.map((s) => (
                <tr key={s.ref}>
                  <td className="mono">{s.ref}</td>
                  <td className="num">
                    <LocalDate value={s.createdAt} />
                  </td>
                  <td className="num">
                    <LocalDate value={s.expiresAt} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="secondary-button"
                      disabled={busy}
                      onClick={() => run(() => adminApi.adminUserSessionsRevoke(props.uid, s.ref), t("admin.users.sessionEnded"))}
                    >
                      {t("admin.users.endSession")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="danger-button"
            disabled={busy}
            onClick={() => run(() => adminApi.adminUserSessionsRevoke(props.uid), t("admin.users.sessionsEnded"))}
          >
            {t("admin.users.endAll")}
          </button>
        </>
      )}
      {status}
    </section>
  );
}
