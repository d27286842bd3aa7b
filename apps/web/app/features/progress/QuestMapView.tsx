import type { ProgressData, ProgressMap } from "@raidkit/api";
import { FREE_QUEST_SELECTION_LIMIT, isActiveStatus, projectToSvg, questMapSlugs, textCompare } from "@raidkit/game";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { NumberedObjectives } from "./NumberedObjectives.tsx";
import { useQuestSelection } from "./questSelection.ts";
import { useProgressOverview } from "./useProgressOverview.ts";

const COLOURS = ["#e0675c", "#6cc070", "#5aa9e6", "#c9a75a", "#b07cd8", "#4fd1c5", "#f08a4b", "#d6d65a"];

/**
 * /progression/quests-interactive: the open quests of a map and, for the ones picked, their
 * objective places on the data pack's map. Free users may pick at most 3 quests (spec §5).
 */
export function QuestMapView(props: { data: ProgressData }) {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalAccount()?.user ?? null;
  const { progress, overview, selected } = useProgressOverview(props.data);
  const selection = useQuestSelection();
  const maps = props.data.mapViews.filter((m) => m.svg && m.svgUrl);
  const [slug, setSlug] = useState(maps[0]?.slug ?? "");
  const [limitHit, setLimitHit] = useState(false);
  const map = maps.find((m) => m.slug === slug) as ProgressMap | undefined;

  const onMap = useMemo(
    () =>
      overview.visible
        .filter((q) => isActiveStatus(overview.status.get(q.uid) ?? "Locked"))
        .filter((q) => questMapSlugs(q).has(slug) || q.zones.some((z) => z.map === slug))
        .sort((a, b) => a.reqLevel - b.reqLevel || textCompare(locale)(a.name, b.name)),
    [overview, slug, locale],
  );
  const picked = onMap.filter((q) => selected.has(q.uid));
  const colour = new Map(picked.map((q, i) => [q.uid, COLOURS[i % COLOURS.length] as string]));
  const markers = map?.svg
    ? (picked.length > 0 ? picked : onMap).flatMap((q) =>
        q.zones
          .filter((z) => z.map === slug)
          .map((z) => ({ quest: q, zone: z, at: projectToSvg(z, map.svg as NonNullable<ProgressMap["svg"]>) }))
          .filter((m) => m.at.left >= 0 && m.at.left <= 1 && m.at.top >= 0 && m.at.top <= 1),
      )
    : [];

  const toggle = (uid: string) => {
    const result = selection.toggle(uid);
    setLimitHit(result === "limit");
  };

  return (
    <>
      <div className="market-toolbar">
        <label className="field">
          <span>{t("header.maps")}</span>
          <select value={slug} onChange={(e) => setSlug(e.target.value)}>
            {maps.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <span className="muted small">
          {t("progress.map.picked", { count: selected.size })}
          {!user?.pro && ` · ${t("progress.map.freeLimit", { limit: FREE_QUEST_SELECTION_LIMIT })}`}
        </span>
        {selected.size > 0 && (
          <button type="button" className="link-button" onClick={selection.clear}>
            {t("progress.map.clear")}
          </button>
        )}
      </div>
      {limitHit && (
        <p className="form-error" role="alert">
          {t("progress.map.limit")}
        </p>
      )}
      <div className="quest-map-layout">
        <aside className="quest-map-list">
          {onMap.length === 0 ? (
            <p className="empty-state">{t("progress.map.noQuests")}</p>
          ) : (
            <ul className="plain-list">
              {onMap.map((q) => {
                const isPicked = selected.has(q.uid);
                return (
                  <li key={q.uid} className={isPicked ? "picked" : undefined} data-quest={q.uid}>
                    <label className="check">
                      <input type="checkbox" checked={isPicked} onChange={() => toggle(q.uid)} aria-label={t("progress.map.pick", { name: q.name })} />
                      {isPicked && <span className="swatch" style={{ background: colour.get(q.uid) }} />}
                      <span>{q.name}</span>
                    </label>
                    <span className="muted small">
                      {" "}
                      {q.traderName}
                      {q.zones.some((z) => z.map === slug) ? "" : ` · ${t("progress.map.noPlace")}`}
                    </span>
                    {isPicked && (
                      <>
                        <NumberedObjectives objectives={q.objectives} />
                        {!progress.readOnly && (
                          <button type="button" className="primary-button small-button" onClick={() => progress.apply({ add: { questsDone: [q.uid] } })}>
                            {t("progress.map.markDone")}
                          </button>
                        )}
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </aside>
        <figure className="quest-map">
          {map?.svgUrl ? (
            <div className="quest-map-canvas">
              <img src={map.svgUrl} alt={map.name} decoding="async" />
              {markers.map((m, i) => (
                <span
                  key={`${m.quest.uid}-${m.zone.objective}-${i}`}
                  className={`quest-marker ${picked.length === 0 ? "dim" : ""}`}
                  style={{ left: `${(m.at.left * 100).toFixed(2)}%`, top: `${(m.at.top * 100).toFixed(2)}%`, background: colour.get(m.quest.uid) }}
                  title={`${m.quest.name}: ${m.quest.objectives[m.zone.objective]?.text ?? ""}`}
                  data-marker={m.quest.uid}
                />
              ))}
            </div>
          ) : (
            <p className="empty-state">{t("maps.noSvg")}</p>
          )}
          <figcaption className="muted small">
            {picked.length === 0 ? t("progress.map.allShown", { count: markers.length }) : t("progress.map.caption", { count: markers.length })}
          </figcaption>
        </figure>
      </div>
    </>
  );
}
