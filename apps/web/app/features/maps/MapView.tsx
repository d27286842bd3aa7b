import type { MapPageData } from "@raidkit/api";
import { useT } from "../../i18n/useT.tsx";

/**
 * A map's page: the data pack's vector map and its raid facts. The interactive map with layers
 * and the player's position replaces the picture with the maps feature.
 */
export function MapView(props: { map: MapPageData }) {
  const t = useT();
  const { map } = props;
  return (
    <article className="map-page">
      <header className="page-head">
        <h1>{map.localName}</h1>
        <dl className="facts inline">
          {map.raidMinutes !== null && (
            <div className="fact">
              <dt>{t("maps.raidTime")}</dt>
              <dd>
                {t("maps.minutes", { count: map.raidMinutes })}
                {map.raidMinutesPve !== null && map.raidMinutesPve !== map.raidMinutes && ` · PVE ${t("maps.minutes", { count: map.raidMinutesPve })}`}
              </dd>
            </div>
          )}
          {map.players && (
            <div className="fact">
              <dt>{t("maps.players")}</dt>
              <dd>{map.players}</dd>
            </div>
          )}
        </dl>
      </header>
      {map.description && <p className="map-description">{map.description}</p>}
      {map.svgUrl ? (
        <figure className="map-figure">
          <a href={map.svgUrl} target="_blank" rel="noopener">
            <img src={map.svgUrl} alt={map.localName} decoding="async" />
          </a>
          <figcaption className="muted small">{t("maps.svgSource")}</figcaption>
        </figure>
      ) : (
        <p className="empty-state">{t("maps.noSvg")}</p>
      )}
    </article>
  );
}
