import { beUrl } from "@raidkit/api/client";
import { formatDate } from "@raidkit/game";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { BotAccountLink } from "./BotAccountLink.tsx";
import { CharLabel } from "./FactionIcon.tsx";
import { MyPricesPanel } from "./MyPricesPanel.tsx";
import { NewCharPopup } from "./NewCharPopup.tsx";
import { ProStatus } from "./ProStatus.tsx";

/** /account: Pro status and expiry, linked accounts, and the PMCs (spec §2). */
export function AccountView(props: { patreonLogin: boolean }) {
  const t = useT();
  const { user, selectChar, deleteChar, error } = useAccount();
  const [params] = useSearchParams();
  const [newChar, setNewChar] = useState(false);
  const locale = useLocale();
  if (!user) {
    return (
      <section className="panel">
        <h1>{t("account.account")}</h1>
        <p>{t("account.loginFirst")}</p>
        <Link to="/user" className="primary-button">
          {t("header.login")}
        </Link>
      </section>
    );
  }
  return (
    <div className="account-page">
      <section className="panel">
        <h1>{t("account.account")}</h1>
        <dl className="kv">
          <dt>{t("account.status")}</dt>
          <dd>
            <ProStatus user={user} />
          </dd>
          <dt>{t("account.memberSince")}</dt>
          <dd>{formatDate(user.created).slice(0, 8)}</dd>
          <dt>{t("account.username")}</dt>
          <dd>{user.username ?? <Link to="/user">{t("account.setUsername")}</Link>}</dd>
        </dl>
        {!user.pro && (
          <p>
            <Link to="/patreon-about">{t("account.getPro")}</Link>
          </p>
        )}
      </section>
      <section className="panel">
        <h2>{t("account.linked")}</h2>
        {params.get("link") === "taken" && (
          <p className="form-error" role="alert">
            {t("account.linkTaken")}
          </p>
        )}
        <ul className="plain-list">
          <li>
            {t("account.email")}: {user.email ?? "—"}
          </li>
          <li>
            Patreon:{" "}
            {user.patreonLinked ? (
              <span className="status-badge pro">{t("account.linkedYes")}</span>
            ) : props.patreonLogin ? (
              <a href={`${beUrl("patreonStart")}?returnTo=/account`}>{t("account.linkPatreon")}</a>
            ) : (
              <span className="muted">{t("account.linkedNo")}</span>
            )}
          </li>
          <li>
            <BotAccountLink initial={user.botAccount} />
          </li>
        </ul>
      </section>
      <section className="panel">
        <h2>{t("account.pmcs")}</h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <table className="data-table chars-table">
          <tbody>
            {user.chars.map((char) => {
              const selected = char.uid === user.charUid;
              return (
                <tr key={char.uid} className={selected ? "current" : ""}>
                  <td>
                    <CharLabel char={char} unnamed={t("account.unnamedPmc")} />
                  </td>
                  <td className="actions">
                    {selected ? (
                      <span className="muted">{t("account.selected")}</span>
                    ) : (
                      <>
                        <button type="button" disabled={!user.pro} onClick={() => void selectChar(char.uid)}>
                          {t("account.select")}
                        </button>
                        <button
                          type="button"
                          className="danger-button"
                          disabled={!user.pro}
                          onClick={() => window.confirm(t("account.areYouSure")) && void deleteChar(char.uid)}
                        >
                          {t("account.delete")}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {user.pro ? (
          <p>
            <button type="button" className="primary-button" onClick={() => setNewChar(true)}>
              + {t("account.newPmc")}
            </button>
          </p>
        ) : (
          <p className="pro-note">{t("account.pmcsNeedPro")}</p>
        )}
      </section>
      <MyPricesPanel locale={locale} />
      <NewCharPopup open={newChar} onClose={() => setNewChar(false)} />
    </div>
  );
}
