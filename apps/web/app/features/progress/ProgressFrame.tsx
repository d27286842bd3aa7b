import type { SharedProgressReply, SharesReply } from "@raidkit/api";
import { formatDate } from "@raidkit/game";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { api } from "../../shared/api.ts";
import { SharedProgressContext } from "../../shared/progressStore.ts";
import { useRootData } from "../../shared/rootData.ts";
import { pmcName } from "./pmcName.ts";

export const PROGRESS_TABS = [
  { to: "/progression/dashboard", label: "menu.dashboard" },
  { to: "/progression/quests", label: "menu.quests" },
  { to: "/progression/quests-interactive", label: "menu.questsInteractive" },
  { to: "/progression/hideout", label: "menu.hideout" },
  { to: "/progression/items-to-keep", label: "menu.itemsToKeep" },
  { to: "/progression/items-tracker", label: "menu.itemsTracker" },
  { to: "/progression/items-interactive", label: "menu.itemsInteractive" },
] as const;

const VIEW_KEY = "raidkit:sharedView";

/** The shares this user accepted, and the one being viewed (kept for the browser tab). */
function useSharedView(loggedIn: boolean) {
  const [accepted, setAccepted] = useState<SharesReply["accepted"]>([]);
  const [viewId, setViewId] = useState<string | null>(null);
  const [shared, setShared] = useState<SharedProgressReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    setViewId(sessionStorage.getItem(VIEW_KEY));
    api
      .shares()
      .then((r) => setAccepted(r.accepted))
      .catch(() => setAccepted([]));
  }, [loggedIn]);
  useEffect(() => {
    if (!viewId) {
      setShared(null);
      return;
    }
    let live = true;
    api
      .sharedProgress(viewId)
      .then((r) => {
        if (!live) return;
        setShared(r);
        setError(null);
      })
      .catch((e: Error) => {
        if (!live) return;
        setShared(null);
        setError(e.message);
        sessionStorage.removeItem(VIEW_KEY);
        setViewId(null);
      });
    return () => {
      live = false;
    };
  }, [viewId]);
  const choose = (id: string | null) => {
    if (id) sessionStorage.setItem(VIEW_KEY, id);
    else sessionStorage.removeItem(VIEW_KEY);
    setViewId(id);
  };
  return { accepted, viewId, shared, error, choose };
}

/**
 * The frame of every /progression page: the tabs, where the progress is kept, the wipe hint for
 * PVP, and the choice between one's own progress and a shared one (read-only).
 */
export function ProgressFrame(props: { title: string; sub?: ReactNode; tools?: ReactNode; children: ReactNode; className?: string }) {
  const t = useT();
  const root = useRootData();
  const user = useOptionalAccount()?.user ?? null;
  const view = useSharedView(Boolean(user));
  const mode = user?.gameMode ?? root?.mode ?? "pvp";
  const wipeDate = root?.shell.wipeDate ?? null;
  const shared = view.shared;
  // A share link opened logged out (issue 32): what the link is for comes first, not the visitor's own
  // empty progress; after the login the link is opened again and accepted (SharePanel).
  const [params] = useSearchParams();
  const shareToken = params.get("share");
  const shareWaitsForLogin = !user && shareToken !== null;
  return (
    <SharedProgressContext.Provider value={shared}>
      <section className={`progress-page ${props.className ?? ""}`}>
        <nav className="progress-tabs" aria-label={t("menu.groups.progression")}>
          {PROGRESS_TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} prefetch="intent">
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
        <header className="page-head">
          <h1>{props.title}</h1>
          {props.sub && <div className="page-sub">{props.sub}</div>}
        </header>
        {view.accepted.length > 0 && (
          <label className="field shared-view">
            <span>{t("progress.share.viewing")}</span>
            <select value={view.viewId ?? ""} onChange={(e) => view.choose(e.target.value || null)}>
              <option value="">{t("progress.share.mine")}</option>
              {view.accepted.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.ownerName === null
                    ? t("progress.share.ofAnon", { char: pmcName(t, s), mode: s.gameMode.toUpperCase() })
                    : t("progress.share.of", { owner: s.ownerName, char: pmcName(t, s), mode: s.gameMode.toUpperCase() })}
                </option>
              ))}
            </select>
          </label>
        )}
        {view.error && <p className="form-error">{view.error}</p>}
        {shareWaitsForLogin ? (
          <p className="hint-bar" data-testid="share-login">
            {t("progress.share.loginToAccept")}{" "}
            <Link to={`/user?returnTo=${encodeURIComponent(`/progression/dashboard?share=${shareToken}`)}`}>{t("header.login")}</Link>
          </p>
        ) : shared ? (
          <p className="hint-bar shared-hint">
            {shared.ownerName === null
              ? t("progress.share.readOnlyAnon", { char: pmcName(t, shared) })
              : t("progress.share.readOnly", { owner: shared.ownerName, char: pmcName(t, shared) })}
          </p>
        ) : (
          <p className="hint-bar">
            {user?.pro ? t("progress.savedServer") : user ? t("progress.savedBrowserFree") : t("progress.savedBrowser")}{" "}
            {!user?.pro && <Link to={user ? "/patreon-about" : "/user"}>{user ? t("account.getPro") : t("header.login")}</Link>}
            {mode === "pvp" && (
              <span className="wipe-hint"> {wipeDate ? t("progress.wipeHintDate", { date: formatDate(wipeDate) }) : t("progress.wipeHint")}</span>
            )}
          </p>
        )}
        {!shareWaitsForLogin && props.tools}
        {!shareWaitsForLogin && props.children}
      </section>
    </SharedProgressContext.Provider>
  );
}
