import { beUrl } from "@raidkit/api/client";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { ProStatus } from "./ProStatus.tsx";

/** /user for a logged-in player: the profile (username, e-mail, status) and where to go next. */
export function ProfileView() {
  const t = useT();
  const locale = useLocale();
  const { user, setUsername } = useAccount();
  const [name, setName] = useState(user?.username ?? "");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!user) return null;
  async function save(event: FormEvent) {
    event.preventDefault();
    const error = await setUsername(name);
    setMessage(error ? { ok: false, text: error } : { ok: true, text: t("account.saved") });
  }
  return (
    <section className="panel profile-panel">
      <h1>{t("account.profile")}</h1>
      <dl className="kv">
        <dt>{t("account.email")}</dt>
        <dd>{user.email ?? "—"}</dd>
        <dt>{t("account.status")}</dt>
        <dd>
          <ProStatus user={user} />
        </dd>
      </dl>
      <form onSubmit={save} className="inline-form">
        <label>
          <span>{t("account.username")}</span>
          <input type="text" name="username" minLength={3} maxLength={32} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="primary-button">
          {t("account.save")}
        </button>
      </form>
      {message && (
        <p className={message.ok ? "form-ok" : "form-error"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
      <p className="link-row">
        <Link to="/account">{t("account.account")}</Link>
        {!user.pro && <Link to="/patreon-about">{t("account.getPro")}</Link>}
        <a href={`${beUrl("logout")}?lang=${locale}`}>{t("header.logout")}</a>
      </p>
    </section>
  );
}
