import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useRootData } from "../../shared/rootData.ts";
import { AlertBanner } from "./AlertBanner.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { menuGroups, SideMenu } from "./SideMenu.tsx";
import { useShellPolling } from "./useShellPolling.ts";

/**
 * The default layout's frame: alert, header, side menu (a drawer on phones), content, footer. The
 * other features' parts (user menu, chat) come from the layout, which composes them (features do
 * not import each other).
 */
export function Shell(props: { children: ReactNode; userArea?: ReactNode; drawerUserArea?: ReactNode; chat?: ReactNode }) {
  const root = useRootData();
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const { alert, weather, newVersion } = useShellPolling({ alert: root?.shell.alert ?? null, weather: root?.shell.weather ?? null });
  // Close the drawer whenever the page changes.
  const page = `${location.pathname}${location.search}`;
  const [drawerPage, setDrawerPage] = useState(page);
  if (drawer && drawerPage !== page) {
    setDrawer(false);
  }
  if (drawerPage !== page) setDrawerPage(page);
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setDrawer(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawer]);
  if (!root) return <>{props.children}</>;
  // The tournament is a global setting (the shell's), not the account's: spec §2 shows the challenge to all while it is on.
  const viewer = { ...root.viewer, tournamentEnabled: root.shell.tournamentEnabled };
  const groups = menuGroups(viewer, root.shell.regionalSites, false, root.shell.communityChatUrl);
  const mobileGroups = menuGroups(viewer, root.shell.regionalSites, true, root.shell.communityChatUrl);
  const mapNames = Object.fromEntries(root.shell.maps.map((m) => [`/maps/${m.slug}`, m.localName]));
  return (
    <div className={`app mode-${root.mode}`}>
      <a href="#main" className="skip-link">
        {t("site.skipToContent")}
      </a>
      <div className={`nav-progress ${navigation.state !== "idle" ? "active" : ""}`} aria-hidden="true" />
      <AlertBanner alert={alert} />
      {newVersion && (
        <div className="alert-banner update-banner" role="status">
          <p>
            {t("site.newVersion")}{" "}
            <button type="button" className="link-button" onClick={() => window.location.reload()}>
              {t("site.reload")}
            </button>
          </p>
        </div>
      )}
      <Header
        locale={root.locale}
        mode={root.mode}
        maps={root.shell.maps}
        weather={weather}
        onBurger={() => setDrawer(true)}
        userArea={props.userArea}
        chat={props.chat}
        activeQuests={root.activeQuests}
      />
      <div className="app-body">
        <aside className="side-column">
          <SideMenu groups={groups} mapNames={mapNames} />
        </aside>
        <main id="main" className="content" tabIndex={-1}>
          {props.children}
        </main>
      </div>
      {drawer && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the drawer; Escape does the same for keyboards
        <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && setDrawer(false)}>
          <div className="drawer" role="dialog" aria-modal="true" aria-label={t("menu.title")}>
            <div className="drawer-head">
              <strong>{t("menu.title")}</strong>
              <button type="button" className="icon-button" onClick={() => setDrawer(false)} aria-label={t("menu.close")}>
                ×
              </button>
            </div>
            {props.drawerUserArea}
            <SideMenu groups={mobileGroups} mapNames={mapNames} onNavigate={() => setDrawer(false)} />
            <section className="drawer-langs">
              <h2>{t("header.language")}</h2>
              <LanguageLinks current={root.locale} onPick={() => setDrawer(false)} />
            </section>
          </div>
        </div>
      )}
      <Footer deployDate={root.shell.deployDate} dataStatus={root.shell.dataStatus} locale={root.locale} />
    </div>
  );
}
