import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";

/** Raid notifications and sound (issue 20): notifications ask the browser's permission when ticked. */
function RaidNoticeSettings() {
  const t = useT();
  const pilot = usePilot();
  const [blocked, setBlocked] = useState(false);
  const notify = async (on: boolean) => {
    if (on) {
      const { askNotificationPermission } = await import("../../shared/pilot/pilotNotices.ts");
      const granted = await askNotificationPermission().catch(() => false);
      setBlocked(!granted);
      if (!granted) return;
    }
    pilot.client?.setSetting("raidNotifications", on);
  };
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={pilot.settings.raidNotifications} onChange={(e) => void notify(e.target.checked)} />
        {t("pilot.settings.raidNotifications")}
      </label>
      {blocked && <p className="form-error small">{t("pilot.settings.notificationsBlocked")}</p>}
      <label className="check">
        <input type="checkbox" checked={pilot.settings.raidSound} onChange={(e) => pilot.client?.setSetting("raidSound", e.target.checked)} />
        {t("pilot.settings.raidSound")}
      </label>
    </>
  );
}

/** The pilot's settings on this page: the two switches (kept in pilot_settings) and the folders (sent to the pilot). */
export function PilotFolders() {
  const t = useT();
  const pilot = usePilot();
  const [gameFolder, setGameFolder] = useState("");
  const [screenshotsFolder, setScreenshotsFolder] = useState("");
  // The pilot's CONFIGURATION fills the fields.
  useEffect(() => setGameFolder(pilot.gameFolder ?? ""), [pilot.gameFolder]);
  useEffect(() => setScreenshotsFolder(pilot.screenshotsFolder ?? ""), [pilot.screenshotsFolder]);
  const connectedLocally = pilot.status === "connected" && pilot.path === "local";
  const change = (next: { gameFolder: string; screenshotsFolder: string }) => {
    setGameFolder(next.gameFolder);
    setScreenshotsFolder(next.screenshotsFolder);
    // An empty field means "find it yourself" (null), not a folder called "".
    pilot.client?.sendFolders({ gameFolder: next.gameFolder.trim() || null, screenshotsFolder: next.screenshotsFolder.trim() || null });
  };
  return (
    <section className="panel pilot-settings">
      <h2>{t("pilot.settings.title")}</h2>
      <label className="check">
        <input type="checkbox" checked={pilot.settings.mapChangeEnabled} onChange={(e) => pilot.client?.setSetting("mapChangeEnabled", e.target.checked)} />
        {t("pilot.settings.mapChange")}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={pilot.settings.questsAutoCompleteEnabled}
          onChange={(e) => pilot.client?.setSetting("questsAutoCompleteEnabled", e.target.checked)}
        />
        {t("pilot.settings.questsAutoComplete")}
      </label>
      <RaidNoticeSettings />
      <fieldset className="pilot-folders" disabled={!connectedLocally}>
        <legend className="small muted">{connectedLocally ? t("pilot.settings.foldersHint") : t("pilot.settings.foldersOffline")}</legend>
        <label className="field">
          <span>{t("pilot.settings.gameFolder")}</span>
          <input value={gameFolder} onChange={(e) => change({ gameFolder: e.target.value, screenshotsFolder })} spellCheck={false} />
        </label>
        <label className="field">
          <span>{t("pilot.settings.screenshotsFolder")}</span>
          <input value={screenshotsFolder} onChange={(e) => change({ gameFolder, screenshotsFolder: e.target.value })} spellCheck={false} />
        </label>
        <button type="button" className="link-button" onClick={() => pilot.client?.resetFolders()}>
          {t("pilot.settings.reset")}
        </button>
      </fieldset>
    </section>
  );
}
