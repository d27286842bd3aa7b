import type { ProgressData } from "@raidkit/api";
import { missingCount } from "@raidkit/game";
import { useMemo } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { Meter } from "../../ui/Meter.tsx";
import { ResetPanel } from "./ResetPanel.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";

/** /progression/dashboard: totals, kappa progress, what to do next, sharing and resets (issue 6). */
export function DashboardView(props: { data: ProgressData }) {
  const t = useT();
  const { progress, overview } = useProgressOverview(props.data);
  const quest = useMemo(() => new Map(props.data.quests.map((q) => [q.uid, q])), [props.data.quests]);
  const moduleById = useMemo(() => new Map(props.data.modules.map((m) => [m.id, m])), [props.data.modules]);
  const done = overview.counts.Completed;
  const total = overview.visible.length;
  // Counted by entry, not by piece: a hand-over of 1,000,000 roubles would drown every item.
  const missing = overview.needed.filter((n) => missingCount(n) > 0).length;
  const complete = overview.needed.length - missing;
  return (
    <>
      <div className="dash-meters">
        <Meter label={t("progress.dash.quests")} value={done} max={total} />
        <Meter label={t("progress.dash.kappa")} value={overview.kappa.done} max={overview.kappa.total} />
        {overview.lightkeeper.total > 0 && <Meter label={t("progress.dash.lightkeeper")} value={overview.lightkeeper.done} max={overview.lightkeeper.total} />}
        <Meter label={t("progress.dash.hideout")} value={overview.modules.built} max={overview.modules.total} />
        <Meter label={t("progress.dash.items")} value={complete} max={overview.needed.length} />
      </div>
      <dl className="facts inline dash-facts">
        <div className="fact">
          <dt>{t("progress.status.Available")}</dt>
          <dd>{overview.counts.Available + overview.counts.Current}</dd>
        </div>
        <div className="fact">
          <dt>{t("progress.status.Locked")}</dt>
          <dd>{overview.counts.Locked}</dd>
        </div>
        {overview.counts.Failed > 0 && (
          <div className="fact">
            <dt>{t("progress.dash.failed")}</dt>
            <dd>{overview.counts.Failed}</dd>
          </div>
        )}
        <div className="fact">
          <dt>{t("progress.dash.readyToBuild")}</dt>
          <dd>{overview.modules.ready.length}</dd>
        </div>
        <div className="fact">
          <dt>{t("progress.dash.itemsMissing")}</dt>
          <dd>{missing}</dd>
        </div>
        {progress.useProgress && (
          <div className="fact">
            <dt>{t("account.level")}</dt>
            <dd>{progress.level}</dd>
          </div>
        )}
      </dl>
      {overview.kappa.lost > 0 && <p className="warn-text">{t("progress.dash.kappaLost", { count: overview.kappa.lost })}</p>}
      <div className="dash-columns">
        <section className="panel">
          <h2>{t("progress.dash.nextUnlocks")}</h2>
          {overview.nextUnlocks.length === 0 ? (
            <p className="muted">{t("progress.dash.noUnlocks")}</p>
          ) : (
            <ul className="unlock-list">
              {overview.nextUnlocks.slice(0, 12).map((u) => (
                <li key={u.uid}>
                  <span className="quest-name">{quest.get(u.uid)?.name ?? u.uid}</span>
                  <span className="muted small"> {quest.get(u.uid)?.traderName}</span>
                  <div className="small">
                    {t("progress.dash.opens")} {u.unlocks.map((x) => quest.get(x)?.name ?? x).join(", ")}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/progression/quests">{t("progress.dash.allQuests")}</Link>
          </p>
        </section>
        <section className="panel">
          <h2>{t("progress.dash.readyToBuild")}</h2>
          {overview.modules.ready.length === 0 ? (
            <p className="muted">{t("progress.hideout.noneReady")}</p>
          ) : (
            <ul className="plain-list">
              {overview.modules.ready.map((id) => (
                <li key={id}>
                  {moduleById.get(id)?.stationName} · {t("progress.hideout.level", { level: moduleById.get(id)?.level ?? 0 })}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/progression/hideout">{t("menu.hideout")}</Link>
          </p>
        </section>
      </div>
      <div className="dash-columns">
        <SharePanel />
        {!progress.readOnly && <ResetPanel />}
      </div>
    </>
  );
}
