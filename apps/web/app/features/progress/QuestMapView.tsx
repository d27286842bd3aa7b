import type { ProgressData, ProgressMap } from "@raidkit/api";
import {
  FREE_QUEST_SELECTION_LIMIT,
  isActiveStatus,
  kindsFromParam,
  kindsToParam,
  OBJECTIVE_KINDS,
  type ObjectiveKind,
  objectivesOnMap,
  projectToSvg,
  type QuestView,
  questMapSlugs,
  textCompare,
} from "@raidkit/game";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { NumberedObjectives } from "./NumberedObjectives.tsx";
import { ObjectiveKindTag } from "./ObjectiveKindTag.tsx";
import { useQuestSelection } from "./questSelection.ts";
import { useProgressOverview } from "./useProgressOverview.ts";

const COLOURS = ["#e0675c", "#6cc070", "#5aa9e6", "#c9a75a", "#b07cd8", "#4fd1c5", "#f08a4b", "#d6d65a"];

/**
 * /progression/quests-interactive: the open quests of a map and, for the ones picked, their
 * objective places on the data pack's map. Free users may pick at most 3 quests (spec §5). The
 * objective kinds shown are chosen in the address (`?kinds=kill,visit`; none: every kind); the
 * objectives of this map without a place are listed under it (issue 31 item 3).
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
  const [params, setParams] = useSearchParams();
  const kinds = kindsFromParam(params.get("kinds"));
  const shown = picked.length > 0 ? picked : onMap;
  // Every kind the shown quests have on this map (placed or not), with its count: the filter's chips.
  const kindCounts = useMemo(() => {
    const counts = new Map<ObjectiveKind, number>();
    for (const q of shown) {
      const here = objectivesOnMap(q, slug, null);
      const ids = new Set([...here.zones.map((z) => z.objective), ...here.unplaced.map((o) => o.index)]);
      for (const o of q.objectives) if (ids.has(o.index)) counts.set(o.kind, (counts.get(o.kind) ?? 0) + 1);
    }
    return OBJECTIVE_KINDS.filter((k) => counts.has(k)).map((k) => ({ kind: k, count: counts.get(k) as number }));
  }, [shown, slug]);
  const setKinds = (next: Set<ObjectiveKind>) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        const value = kindsToParam(next);
        if (value) out.set("kinds", value);
        else out.delete("kinds");
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  const toggleKind = (kind: ObjectiveKind) => {
    const next = new Set(kinds ?? []);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    setKinds(next);
  };
  const here = shown.map((q) => ({ quest: q, ...objectivesOnMap(q, slug, kinds) }));
  /** An objective's number in its picked quest's numbered list (the marker shows it). */
  const numberOf = (q: QuestView, index: number) => {
    const at = q.objectives.findIndex((o) => o.index === index);
    return at >= 0 && selected.has(q.uid) ? at + 1 : null;
  };
  const markers = map?.svg
    ? here.flatMap(({ quest, zones }) =>
        zones
          .map((z) => ({ quest, zone: z, at: projectToSvg(z, map.svg as NonNullable<ProgressMap["svg"]>) }))
          .filter((m) => m.at.left >= 0 && m.at.left <= 1 && m.at.top >= 0 && m.at.top <= 1),
      )
    : [];
  const unplaced = here.filter((h) => h.unplaced.length > 0);

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
      {kindCounts.length > 0 && (
        <fieldset className="kind-filter" aria-describedby="kind-filter-hint">
          <legend className="muted small">{t("progress.map.kinds")}</legend>
          <button type="button" className="kind-chip" aria-pressed={kinds === null} onClick={() => setKinds(new Set())}>
            {t("progress.map.allKinds")}
          </button>
          {kindCounts.map(({ kind, count }) => (
            <button
              key={kind}
              type="button"
              className={`kind-chip kind-${kind}`}
              aria-pressed={kinds?.has(kind) ?? false}
              data-kind={kind}
              onClick={() => toggleKind(kind)}
            >
              {t(`progress.objectiveKind.${kind}`)} <span className="chip-count">{count}</span>
            </button>
          ))}
          <span id="kind-filter-hint" className="visually-hidden">
            {t("progress.map.kindsHint")}
          </span>
        </fieldset>
      )}
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
              {markers.map((m, i) => {
                const objective = m.quest.objectives.find((o) => o.index === m.zone.objective);
                const number = numberOf(m.quest, m.zone.objective);
                return (
                  <span
                    key={`${m.quest.uid}-${m.zone.objective}-${i}`}
                    className={`quest-marker ${picked.length === 0 ? "dim" : ""} ${number ? "numbered" : ""}`}
                    style={{ left: `${(m.at.left * 100).toFixed(2)}%`, top: `${(m.at.top * 100).toFixed(2)}%`, background: colour.get(m.quest.uid) }}
                    title={`${m.quest.name}: ${t(`progress.objectiveKind.${m.zone.kind}`)}${objective ? ` · ${objective.text}` : ""}`}
                    data-marker={m.quest.uid}
                    data-kind={m.zone.kind}
                  >
                    {number}
                  </span>
                );
              })}
            </div>
          ) : (
            <p className="empty-state">{t("maps.noSvg")}</p>
          )}
          <figcaption className="muted small">
            {picked.length === 0 ? t("progress.map.allShown", { count: markers.length }) : t("progress.map.caption", { count: markers.length })}
          </figcaption>
          {unplaced.length > 0 && (
            <section className="quest-map-unplaced" aria-labelledby="quest-map-unplaced-title">
              <h2 id="quest-map-unplaced-title">{t("progress.map.unplacedTitle")}</h2>
              <p className="muted small">{t("progress.map.unplacedHint")}</p>
              <ul className="plain-list small">
                {unplaced.flatMap(({ quest, unplaced: list }) =>
                  list.map((o) => {
                    const number = numberOf(quest, o.index);
                    return (
                      <li key={`${quest.uid}-${o.index}`} data-unplaced={quest.uid} data-kind={o.kind}>
                        {colour.has(quest.uid) && <span className="swatch" style={{ background: colour.get(quest.uid) }} />}
                        <strong>{quest.name}</strong> {number ? <span className="objective-number">{number}.</span> : null}{" "}
                        <ObjectiveKindTag kind={o.kind} targets={o.targets} /> {o.text}
                      </li>
                    );
                  }),
                )}
              </ul>
            </section>
          )}
        </figure>
      </div>
    </>
  );
}
