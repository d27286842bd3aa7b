import type { PilotDownload as Download } from "@raidkit/api";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRemote } from "../../shared/useRemote.ts";

/** How a player starts the downloaded file from a terminal, allowing this site once (`--save` keeps it). */
function runCommand(download: Download, origin: string): string {
  const options = `--origin ${origin} --save`;
  return download.platform === "win-x64" ? `.\\${download.file} ${options}` : `chmod +x ${download.file} && ./${download.file} ${options}`;
}

const BUILDING_REFRESH_MS = 15_000;

/**
 * The pilot as one program to download (issue 20, item 1; docs/decisions/030): the executables this
 * server offers (`npm run pilot:build`), each with its size and SHA-256, and the steps to pair it.
 * While the server builds them it says so; without a build it says so (an admin sees why the build
 * failed) and names `npm run pilot` from the repository instead.
 */
export function PilotDownload() {
  const t = useT();
  const [building, setBuilding] = useState(false);
  // While the server builds them (docs/decisions/059), the list is read again every 15 s.
  const { data: reply, error } = useRemote("pilot-downloads", () => api.pilotDownloads(), { refreshMs: building ? BUILDING_REFRESH_MS : 0 });
  const downloads = reply?.downloads;
  const build = reply?.build;
  useEffect(() => setBuilding(build?.state === "building" && downloads?.length === 0), [build?.state, downloads?.length]);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className="panel pilot-download" aria-label={t("pilot.download.title")} data-testid="pilot-download">
      <h2>{t("pilot.download.title")}</h2>
      {error ? (
        <p className="form-error small">{error}</p>
      ) : downloads === undefined ? (
        <p className="muted small loading">{t("pilot.download.loading")}</p>
      ) : downloads.length === 0 && build?.state === "building" ? (
        <div className="empty-state small" data-testid="pilot-download-building">
          <p>{t("pilot.download.building")}</p>
        </div>
      ) : downloads.length === 0 ? (
        <div className="empty-state small">
          <p>{t("pilot.download.none")}</p>
          {build?.reason ? (
            <p className="form-error">
              {t("pilot.download.failedReason")} <code>{build.reason}</code>
            </p>
          ) : null}
          <p>
            {t("pilot.download.noneAlternative")} <code>npm run pilot</code>
          </p>
        </div>
      ) : (
        <>
          <ul className="pilot-downloads">
            {downloads.map((d) => (
              <li key={d.file} className="pilot-download-row" data-platform={d.platform}>
                <dl className="facts">
                  <div className="fact">
                    <dt>{t("pilot.download.platform")}</dt>
                    <dd className="small">{t(`pilot.download.platforms.${d.platform}`)}</dd>
                  </div>
                  <div className="fact">
                    <dt>{t("pilot.download.size")}</dt>
                    <dd className="small num">{t("pilot.download.megabytes", { size: (d.size / 1024 / 1024).toFixed(1) })}</dd>
                  </div>
                  <div className="fact">
                    <dt>{t("pilot.download.version")}</dt>
                    <dd className="small num">{d.version}</dd>
                  </div>
                </dl>
                <a className="primary-button small-button" href={d.url} download={d.file}>
                  {t("pilot.download.get", { file: d.file })}
                </a>
                <p className="small muted">{t("pilot.download.sha256")}</p>
                <code className="code-block copyable" data-testid="pilot-sha256">
                  {d.sha256}
                </code>
                {d.origins.includes(origin) ? (
                  <p className="small muted">{t("pilot.download.builtForSite")}</p>
                ) : (
                  <>
                    <p className="small muted">{t("pilot.download.runIt")}</p>
                    <code className="code-block copyable">{runCommand(d, origin)}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
          <ol className="pilot-steps small">
            <li>{t("pilot.download.step1")}</li>
            <li>{t("pilot.download.step2")}</li>
            <li>{t("pilot.download.step3")}</li>
            <li>{t("pilot.download.step4")}</li>
          </ol>
          <p className="small muted">{t("pilot.download.verify")}</p>
        </>
      )}
    </section>
  );
}
