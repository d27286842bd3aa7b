import { PILOT_PORT, type PilotRaid } from "@raidkit/game";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";
import { LocalDate } from "../../ui/Figures.tsx";

/** Where the player's raid is: queueing, loading, in a raid on a map (and since when), ended how. */
function RaidSummary(props: { raid: PilotRaid }) {
  const t = useT();
  const { raid } = props;
  if (raid.phase === "idle") return <>—</>;
  const where = [raid.map, raid.mode?.toUpperCase()].filter(Boolean).join(" · ");
  const result = raid.phase === "ended" && raid.result ? ` · ${t(`pilot.notice.result.${raid.result}`)}` : "";
  const since = raid.phase === "raid" ? raid.startedAt : raid.phase === "ended" ? raid.endedAt : raid.queueStartedAt;
  return (
    <span data-testid="pilot-raid" data-phase={raid.phase}>
      {t(`pilot.health.raidPhase.${raid.phase}`)}
      {where && ` · ${where}`}
      {result}
      {since !== null && (
        <>
          {" · "}
          <LocalDate value={since} />
        </>
      )}
    </span>
  );
}

/** The health panel: what the pilot found and watches, its version, the game's mode and map, the last event. */
export function PilotHealth() {
  const t = useT();
  const pilot = usePilot();
  const h = pilot.health;
  const yesNo = (v: boolean | undefined) => (v === undefined ? "—" : v ? t("pilot.health.yes") : t("pilot.health.no"));
  const rows: [string, ReactNode][] = [
    [t("pilot.health.path"), t(`pilot.health.paths.${pilot.path}`, { port: pilot.port ?? PILOT_PORT })],
    [t("pilot.health.version"), pilot.version ?? "—"],
    [t("pilot.health.gameFolder"), pilot.gameFolder ? `${pilot.gameFolder} (${yesNo(h?.gameFolderFound)})` : yesNo(h?.gameFolderFound)],
    [t("pilot.health.session"), h?.sessionFolder ?? "—"],
    [
      t("pilot.health.screenshots"),
      pilot.screenshotsFolder ? `${pilot.screenshotsFolder} (${yesNo(h?.screenshotsFolderFound)})` : yesNo(h?.screenshotsFolderFound),
    ],
    [t("pilot.health.logWatcher"), yesNo(h?.logWatcherAlive)],
    [t("pilot.health.screenshotWatcher"), yesNo(h?.screenshotWatcherAlive)],
    [t("pilot.health.gameMode"), pilot.gameMode ? pilot.gameMode.toUpperCase() : "—"],
    [t("pilot.health.map"), pilot.map ?? "—"],
    [t("pilot.health.raid"), <RaidSummary raid={pilot.raid} />],
    [t("pilot.health.lastEvent"), <LocalDate value={pilot.lastEventAt ?? h?.lastEventAt} />],
  ];
  return (
    <section className="panel pilot-health" aria-label={t("pilot.health.title")}>
      <h2>{t("pilot.health.title")}</h2>
      <dl className="facts">
        {rows.map(([k, v]) => (
          <div className="fact" key={k}>
            <dt>{k}</dt>
            <dd className="small">{v}</dd>
          </div>
        ))}
      </dl>
      {pilot.map && pilot.position && (
        <p className="small num" data-testid="pilot-position">
          x {pilot.position.x.toFixed(1)}, y {pilot.position.y.toFixed(1)}, z {pilot.position.z.toFixed(1)}
        </p>
      )}
    </section>
  );
}
