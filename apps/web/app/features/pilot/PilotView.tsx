import { pilotNeedsUpdate } from "@raidkit/game";
import { useEffect } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";
import { useRootData } from "../../shared/rootData.ts";
import { PilotActions } from "./PilotActions.tsx";
import { PilotConnect } from "./PilotConnect.tsx";
import { PilotDownload } from "./PilotDownload.tsx";
import { PilotFolders } from "./PilotFolders.tsx";
import { PilotHealth } from "./PilotHealth.tsx";
import { PilotRelayKeys } from "./PilotRelayKeys.tsx";

/**
 * `/pilot` (spec §2, §3 Pilot state, §4 Pilot connection): pairs the page with the pilot on the
 * player's machine (or listens through the site's relay), shows the link's health, its logs and
 * the action log, and the pilot's settings.
 */
export function PilotView() {
  const t = useT();
  const pilot = usePilot();
  const { load } = pilot;
  // The link's code loads with this page (other pages carry none of it).
  useEffect(load, [load]);
  const user = useOptionalAccount()?.user ?? null;
  const expected = useRootData()?.shell.pilotVersion ?? null;
  const needsUpdate = pilotNeedsUpdate(pilot.version, expected);
  return (
    <section className="pilot-page">
      <header className="page-head">
        <h1>{t("pilot.title")}</h1>
        <span className={`status-badge pilot-status ${pilot.status}`} role="status" data-status={pilot.status}>
          {t(`pilot.status.${pilot.status}`)}
        </span>
      </header>
      <p className="page-sub">{t("pilot.intro")}</p>
      {!user?.pro && (
        <p className="hint-bar">
          {t("pilot.proHint")} <Link to="/patreon-about">{t("pilot.proLink")}</Link>
        </p>
      )}
      {needsUpdate && (
        <p className="hint-bar warn" role="alert">
          {t("pilot.needsUpdate", { version: pilot.version ?? "", expected: expected ?? "" })}
        </p>
      )}
      <div className="pilot-grid">
        <PilotConnect />
        <PilotDownload />
        <PilotHealth />
        <PilotFolders />
        {user?.pro && <PilotRelayKeys />}
        <PilotActions />
      </div>
    </section>
  );
}
