import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";

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
