import type { SharesReply } from "@raidkit/api";
import { formatDate } from "@raidkit/game";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { api } from "../../shared/api.ts";
import { pmcName } from "./pmcName.ts";

const VIEW_KEY = "raidkit:sharedView";

/**
 * Spec §4 session sharing: a Pro user makes a link to the selected PMC's progress; another user
 * opening it accepts it (accepted, already accepted or invalid) and can then view it read-only.
 */
export function SharePanel() {
  const t = useT();
  const user = useOptionalAccount()?.user ?? null;
  const [params, setParams] = useSearchParams();
  const token = params.get("share");
  const [shares, setShares] = useState<SharesReply | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const accepting = useRef(false);

  const load = () =>
    api
      .shares()
      .then(setShares)
      .catch(() => setShares(null));
  useEffect(() => {
    if (user) void load();
  }, [user?.uid]);

  useEffect(() => {
    if (!token || !user || accepting.current) return;
    accepting.current = true;
    api
      .shareAccept(token)
      .then((r) => {
        sessionStorage.setItem(VIEW_KEY, r.id);
        // The frame reads the shared view when the page loads.
        window.location.replace("/progression/dashboard");
      })
      .catch((e: Error) => {
        setMessage({ ok: false, text: e.message });
        setParams({}, { replace: true });
      });
  }, [token, user?.uid]);

  const create = async () => {
    try {
      const made = await api.shareCreate();
      setLink(`${window.location.origin}${made.path}`);
      void load();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    }
  };
  const drop = async (id: string) => {
    if (!window.confirm(t("account.areYouSure"))) return;
    await api.shareDelete(id).catch((e: Error) => setMessage({ ok: false, text: e.message }));
    if (sessionStorage.getItem(VIEW_KEY) === id) sessionStorage.removeItem(VIEW_KEY);
    void load();
  };

  return (
    <section className="panel share-panel">
      <h2>{t("progress.share.title")}</h2>
      {message && <p className={message.ok ? "form-ok" : "form-error"}>{message.text}</p>}
      {!user ? (
        <p className="muted">
          {token ? t("progress.share.loginToAccept") : t("progress.share.intro")} <Link to="/user">{t("header.login")}</Link>
        </p>
      ) : (
        <>
          <p className="muted small">{t("progress.share.intro")}</p>
          {user.pro ? (
            <button type="button" className="primary-button" onClick={() => void create()}>
              {t("progress.share.create")}
            </button>
          ) : (
            <p className="small">
              {t("progress.share.needPro")} <Link to="/patreon-about">{t("account.getPro")}</Link>
            </p>
          )}
          {link && (
            <label className="field share-link">
              <span>{t("progress.share.link")}</span>
              <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </label>
          )}
          {shares && shares.made.length > 0 && (
            <ul className="plain-list small">
              {shares.made.map((s) => (
                <li key={s.id}>
                  {pmcName(t, s)} ({s.gameMode.toUpperCase()}) · {formatDate(s.createdAt)} ·{" "}
                  {s.accepted
                    ? s.viewerName === null
                      ? t("progress.share.acceptedByAnon")
                      : t("progress.share.acceptedBy", { name: s.viewerName })
                    : t("progress.share.waiting")}{" "}
                  <button type="button" className="link-button" onClick={() => void drop(s.id)}>
                    {t("progress.share.revoke")}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {shares && shares.accepted.length > 0 && (
            <>
              <h3>{t("progress.share.sharedWithMe")}</h3>
              <ul className="plain-list small">
                {shares.accepted.map((s) => (
                  <li key={s.id}>
                    {s.ownerName === null
                      ? t("progress.share.ofAnon", { char: pmcName(t, s), mode: s.gameMode.toUpperCase() })
                      : t("progress.share.of", { owner: s.ownerName, char: pmcName(t, s), mode: s.gameMode.toUpperCase() })}{" "}
                    <button type="button" className="link-button" onClick={() => void drop(s.id)}>
                      {t("progress.share.drop")}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
