import type { ModuleView, ProgressData } from "@raidkit/api";
import { contentImage, formatDuration, hideoutImageUrl, type ModuleBlocker, moduleBlockers, modulesAfterDestroy, skillName } from "@raidkit/game";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useBrowserList } from "../../shared/browserList.ts";
import { useImageHost, useLocale, useRootData } from "../../shared/rootData.ts";
import { Picture } from "../../ui/Picture.tsx";
import { ItemNeedLine } from "./ItemNeedLine.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";

const VIEWS = ["all", "tracked", "ready"] as const;

type View = (typeof VIEWS)[number];

/** /progression/hideout: every station's levels, built or not, with build and destroy (issue 6, spec §4). */
export function HideoutProgressView(props: { data: ProgressData }) {
  const t = useT();
  const locale = useLocale();
  const traderNames = useRootData()?.shell.traderNames ?? {};
  const imageHost = useImageHost();
  const user = useOptionalAccount()?.user ?? null;
  const { progress, overview } = useProgressOverview(props.data);
  const [tracked, updateTracked] = useBrowserList(`raidkit:trackedStations:${user?.charUid ?? "guest"}`);
  const [view, setView] = useState<View>("all");
  const ready = useMemo(() => new Set(overview.modules.ready), [overview.modules.ready]);
  const stations = useMemo(() => {
    const by = new Map<string, ModuleView[]>();
    for (const m of props.data.modules) {
      const list = by.get(m.stationId);
      if (list) list.push(m);
      else by.set(m.stationId, [m]);
    }
    return [...by.values()];
  }, [props.data.modules]);
  const stationName = useMemo(() => new Map(stations.map((levels) => [levels[0]?.stationId, levels[0]?.stationName])), [stations]);

  const built = overview.modules.builtIds;
  const given = useMemo(
    () => new Set(props.data.editionModules[progress.char.gameEdition as keyof ProgressData["editionModules"]] ?? []),
    [props.data.editionModules, progress.char.gameEdition],
  );
  const blockerText = (b: ModuleBlocker): string => {
    if (b.kind === "station") return t("progress.hideout.blocker.station", { name: stationName.get(b.stationId) ?? b.stationId, level: b.level });
    if (b.kind === "trader") return t("progress.hideout.blocker.trader", { name: traderNames[b.trader] ?? b.trader, level: b.level, have: b.have });
    if (b.kind === "skill") return t("progress.hideout.blocker.skill", { name: skillName(b.skill, locale), level: b.level, have: b.have });
    if (b.kind === "item") return t("progress.hideout.blocker.item", { name: props.data.items[b.uid]?.name ?? b.uid, count: b.count, have: b.have });
    return "";
  };
  // A level whose requirements are not all met is built only when the player says so, knowing what is missing.
  const build = (m: ModuleView) => {
    const blockers = moduleBlockers(m, overview.modules.progress);
    if (blockers.length > 0 && !window.confirm(t("progress.hideout.buildAnyway", { list: blockers.map((b) => `• ${blockerText(b)}`).join("\n") }))) return;
    progress.apply({ add: { modulesBuilt: [m.id] } });
  };
  const destroy = (m: ModuleView) => {
    if (!window.confirm(t("progress.hideout.destroySure"))) return;
    const after = modulesAfterDestroy(progress.modulesBuilt, m.stationId, m.level);
    progress.apply({ remove: { modulesBuilt: [...progress.modulesBuilt].filter((id) => !after.has(id)) } });
  };
  const toggleTrack = (stationId: string) => updateTracked((list) => (list.includes(stationId) ? list.filter((x) => x !== stationId) : [...list, stationId]));

  const shown = stations.filter((levels) => {
    const id = levels[0]?.stationId ?? "";
    if (view === "tracked") return tracked.includes(id);
    if (view === "ready") return levels.some((m) => ready.has(m.id));
    return true;
  });

  return (
    <>
      <div className="market-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("progress.hideout.view")}</legend>
          {VIEWS.map((v) => (
            <button key={v} type="button" className={v === view ? "on" : undefined} aria-pressed={v === view} onClick={() => setView(v)}>
              {t(`progress.hideout.views.${v}`)}
              {v === "ready" && ` (${ready.size})`}
              {v === "tracked" && ` (${tracked.length})`}
            </button>
          ))}
        </fieldset>
        <span className="muted small">{t("progress.hideout.built", { built: overview.modules.built, total: overview.modules.total })}</span>
      </div>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{view === "tracked" ? t("progress.hideout.noneTracked") : t("progress.hideout.noneReady")}</p>
        </div>
      ) : (
        <div className="station-grid">
          {shown.map((levels) => {
            const first = levels[0] as ModuleView;
            const builtLevel = levels.filter((m) => built.has(m.id)).reduce((max, m) => Math.max(max, m.level), 0);
            const isTracked = tracked.includes(first.stationId);
            return (
              <article key={first.stationId} className="panel station-card" data-station={first.stationId}>
                <header className="station-head">
                  <h2>
                    <Picture
                      src={contentImage(hideoutImageUrl(imageHost, first.stationEnglishName), first.stationImageLink)}
                      name={first.stationName}
                      kind="hideout"
                    />
                    {first.stationName}
                  </h2>
                  <span className="muted small">{t("progress.hideout.levelOf", { level: builtLevel, max: levels.length })}</span>
                  <button
                    type="button"
                    className={`star ${isTracked ? "on" : ""}`}
                    aria-pressed={isTracked}
                    aria-label={t("progress.hideout.track", { name: first.stationName })}
                    title={t("progress.hideout.track", { name: first.stationName })}
                    onClick={() => toggleTrack(first.stationId)}
                  >
                    {isTracked ? "★" : "☆"}
                  </button>
                </header>
                <ol className="module-levels">
                  {levels.map((m) => {
                    const isBuilt = built.has(m.id);
                    const isGiven = given.has(m.id);
                    const isNext = !isBuilt && m.level === builtLevel + 1;
                    const state = isGiven ? "given" : isBuilt ? "built" : ready.has(m.id) ? "ready" : "locked";
                    return (
                      <li key={m.id} className={`module-level state-${state}`} data-module={m.id}>
                        <div className="module-head">
                          <span className="module-name">{t("progress.hideout.level", { level: m.level })}</span>
                          <span
                            className={`status-badge ${state === "built" || state === "given" ? "pro" : state === "ready" ? "free" : "expired"}`}
                            title={isGiven ? t("progress.hideout.givenHint") : undefined}
                          >
                            {t(`progress.hideout.state.${state}`)}
                          </span>
                          {m.constructionSec > 0 && <span className="muted small">{formatDuration(m.constructionSec, locale)}</span>}
                          {!progress.readOnly && isBuilt && !isGiven && (
                            <button type="button" className="link-button" onClick={() => destroy(m)}>
                              {t("progress.hideout.destroy")}
                            </button>
                          )}
                          {!progress.readOnly && isNext && (
                            <button type="button" className="primary-button small-button" onClick={() => build(m)}>
                              {t("progress.hideout.build")}
                            </button>
                          )}
                        </div>
                        {!isBuilt && (
                          <ul className="module-reqs small">
                            {m.requires.stations.map((s) => (
                              <li key={`s${s.stationId}`} className={built.has(`${s.stationId}-${s.level}`) ? "met" : "unmet"}>
                                {stationName.get(s.stationId) ?? s.stationId} {t("progress.hideout.level", { level: s.level })}
                              </li>
                            ))}
                            {m.requires.traders.map((r) => (
                              <li key={`t${r.trader}`} className={(progress.tradersLL[r.trader] ?? 1) >= r.level ? "met" : "unmet"}>
                                {traderNames[r.trader] ?? r.trader} LL{r.level}
                              </li>
                            ))}
                            {m.requires.skills.map((r) => (
                              <li key={`k${r.skill}`} className={(progress.skills[r.skill] ?? r.level) >= r.level ? "met" : "unmet"}>
                                {t("progress.hideout.skill", { name: skillName(r.skill, locale), level: r.level })}
                              </li>
                            ))}
                            {m.requires.items.map((need, i) => (
                              <ItemNeedLine key={`i${i}`} need={need} items={props.data.items} have={progress.itemsFound} />
                            ))}
                          </ul>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </article>
            );
          })}
        </div>
      )}
    </>
  );
}
