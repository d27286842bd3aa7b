import { ADMIN_USERS_PAGE, type AdminUsersQuery, type AdminUserView, adminUserRoles } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { useAction } from "../../../shared/useAction.ts";
import { useRemote } from "../../../shared/useRemote.ts";
import { LocalDate } from "../../../ui/Figures.tsx";
import { UserBadges } from "./UserBadges.tsx";

/**
 * /admin/users' search (issue 19): a text found in the e-mail, username, uid, Patreon id or chat-bot
 * account, a role filter, newest accounts first, 50 at a time. Choosing a row opens the account.
 */
export function UserSearch(props: { query: AdminUsersQuery; selected: string | null; onQuery: (q: AdminUsersQuery) => void; onSelect: (uid: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(props.query.q ?? "");
  const { q, role } = props.query;
  // A full page means there may be older accounts.
  const page = async (before?: number) => {
    const r = await adminApi.adminUsers({ q, role, ...(before === undefined ? {} : { before }) });
    return { users: r.users, total: r.total, more: r.users.length === ADMIN_USERS_PAGE };
  };
  const search = useRemote<{ users: AdminUserView[]; total: number; more: boolean }>(JSON.stringify([q, role]), () => page());
  const next = useAction(async (before: number) => {
    const r = await page(before);
    search.setData((shown) => ({ ...r, users: [...(shown?.users ?? []), ...r.users] }));
  });
  const found = search.data ?? null;
  const more = found?.more ?? false;
  const error = next.error ?? search.error;
  const older = () => {
    const last = found?.users[found.users.length - 1];
    if (last) void next.run(last.createdAt);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onQuery({ q: text.trim() || undefined, role });
  };
  return (
    <section className="panel admin-users-search" aria-label={t("admin.users.search")}>
      <form className="admin-users-form" onSubmit={submit}>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("admin.users.searchHint")}
          aria-label={t("admin.users.search")}
          maxLength={200}
          spellCheck={false}
        />
        <select
          value={role ?? ""}
          onChange={(e) => props.onQuery({ q, role: (e.target.value || undefined) as AdminUsersQuery["role"] })}
          aria-label={t("admin.users.role")}
        >
          <option value="">{t("admin.users.anyRole")}</option>
          {adminUserRoles.map((r) => (
            <option key={r} value={r}>
              {t(`admin.users.roles.${r}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="secondary-button">
          {t("admin.users.find")}
        </button>
      </form>
      {error ? (
        <p className="form-error small" role="alert">
          {error}
        </p>
      ) : found === null ? (
        <p className="muted small loading">{t("admin.users.loading")}</p>
      ) : found.users.length === 0 ? (
        <p className="empty-state small">{t("admin.users.none")}</p>
      ) : (
        <>
          <p className="small muted" data-testid="admin-users-total">
            {t("admin.users.total", { count: formatNumber(found.total, locale) })}
          </p>
          <div className="table-scroll">
            <table className="data-table small admin-users-table" data-testid="admin-users">
              <thead>
                <tr>
                  <th>{t("admin.users.account")}</th>
                  <th>{t("admin.users.created")}</th>
                  <th>{t("admin.users.flags")}</th>
                  <th className="num">{t("admin.users.sessions")}</th>
                </tr>
              </thead>
              <tbody>
                {found.users.map((u) => (
                  <tr key={u.uid} aria-selected={u.uid === props.selected}>
                    <td>
                      <button type="button" className="link-button" onClick={() => props.onSelect(u.uid)}>
                        {u.email ?? u.username ?? u.uid}
                      </button>
                      {u.username && u.email && <span className="muted"> {u.username}</span>}
                    </td>
                    <td className="num">
                      <LocalDate value={u.createdAt} />
                    </td>
                    <td>
                      <UserBadges user={u} />
                    </td>
                    <td className="num">{formatNumber(u.liveSessions, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more && (
            <button type="button" className="secondary-button" onClick={older} disabled={next.pending}>
              {t("admin.users.older")}
            </button>
          )}
        </>
      )}
    </section>
  );
}
