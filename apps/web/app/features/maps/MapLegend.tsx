import type { InteractiveMapData } from "@raidkit/api";
import { MAP_POINT_CATEGORIES, MAP_SUBCATEGORIES } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { pointColour } from "./mapStyle.ts";
import { withheldLines } from "./mapText.ts";

/**
 * The legend and layer toggles: every category of spec §3 in its display order, each
 * subcategory with its colour and count. What the data pack has no positions for is said; what
 * only Pro users get is counted with a link to Pro. Exits without a position are listed under the map (MapLists.tsx).
 */
export function MapLegend(props: { data: InteractiveMapData; hidden: ReadonlySet<string>; toggle: (ids: string[], hide: boolean) => void }) {
  const t = useT();
  const counts = new Map<string, number>();
  for (const p of props.data.points) counts.set(`${p.category}/${p.sub}`, (counts.get(`${p.category}/${p.sub}`) ?? 0) + 1);
  // Withheld layers (a free viewer's): quest places of every kind as one line.
  const locked = withheldLines(t, props.data.withheld);
  return (
    <section className="panel map-legend" aria-label={t("maps.legend")}>
      <h2>{t("maps.legend")}</h2>
      {[...MAP_POINT_CATEGORIES]
        .sort((a, b) => a.order - b.order)
        .map((cat) => {
          const subs = (MAP_SUBCATEGORIES[cat.id] as readonly string[]).map((sub) => `${cat.id}/${sub}`);
          const shown = subs.filter((id) => counts.has(id));
          const lockedHere = locked.filter((w) => w.category === cat.id);
          const allOn = shown.length > 0 && shown.every((id) => !props.hidden.has(id));
          return (
            <fieldset key={cat.id} className="legend-category" data-category={cat.id}>
              <legend>
                {shown.length > 0 ? (
                  <label className="check">
                    <input type="checkbox" checked={allOn} onChange={(e) => props.toggle(shown, !e.target.checked)} />
                    {t(`maps.categories.${cat.id}`)}
                  </label>
                ) : (
                  <span>{t(`maps.categories.${cat.id}`)}</span>
                )}
              </legend>
              {shown.length === 0 && lockedHere.length === 0 && <p className="muted small">{t("maps.noPositions")}</p>}
              <ul className="plain-list legend-subs">
                {shown.map((id) => {
                  const [category, sub] = id.split("/") as [string, string];
                  return (
                    <li key={id}>
                      <label className="check small">
                        <input type="checkbox" checked={!props.hidden.has(id)} onChange={(e) => props.toggle([id], !e.target.checked)} />
                        <span className="swatch" style={{ background: pointColour({ category: category as never, sub }) }} aria-hidden="true" />
                        {t(`maps.sub.${category}.${sub}`)}
                        <span className="muted num">{counts.get(id)}</span>
                      </label>
                    </li>
                  );
                })}
                {lockedHere.map((w) => (
                  <li key={w.id} className="legend-locked muted small">
                    <span className="swatch" style={{ background: pointColour({ category: w.category as never, sub: w.sub }) }} aria-hidden="true" />
                    {w.label} <span className="num">{w.count}</span> · <Link to="/patreon-about">{t("maps.proOnly")}</Link>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      <p className="muted small">{t("maps.keyboard")}</p>
    </section>
  );
}
