import type { MapPageData } from "@raidkit/api";
import { floorAt, MAP_LEVELS, type MapPoint } from "@raidkit/game";
import { type ComponentType, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";
import type { LeafletMap as LeafletMapType, PlayerMarker } from "./LeafletMap.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { RaidTimer } from "./RaidTimer.tsx";
import { useHiddenLayers } from "./useHiddenLayers.ts";
import { WhereAmI } from "./WhereAmI.tsx";

/**
 * `/maps/{map}`: the interactive map (Leaflet over the pack's SVG) with floors, point layers, a
 * legend, fullscreen and the player's position, from a pasted screenshot name or, on the full
 * map, live from the pilot.
 */
export function MapView(props: { map: MapPageData }) {
  const t = useT();
  const { map } = props;
  const data = map.interactive;
  const pilot = usePilot();
  const [Leaflet, setLeaflet] = useState<typeof LeafletMapType | null>(null);
  const [pasted, setPasted] = useState<PlayerMarker | null>(null);
  const [floor, setFloor] = useState<string | null>(() => data.floors.find((f) => f.level === "main")?.id ?? null);
  const [followFloor, setFollowFloor] = useState(true);
  const [follow, setFollow] = useState(true);
  const [showNames, setShowNames] = useState(true);
  const [hidden, toggleHidden] = useHiddenLayers();
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    import("./LeafletMap.tsx").then((m) => alive && setLeaflet(() => m.LeafletMap as ComponentType as typeof LeafletMapType));
    return () => {
      alive = false;
    };
  }, []);

  // The pilot's position counts on the full map and only on the map the player is on.
  const live = data.full && pilot.position && pilot.map === map.slug ? pilot.position : null;
  const player = live ?? pasted;

  // A new position picks its floor by height, until the player chooses a floor by hand.
  useEffect(() => {
    if (!player || !followFloor) return;
    const at = floorAt(player, data.heightLayers, data.floors);
    if (at) setFloor(at.id);
  }, [player, followFloor, data]);

  // Another map starts on its main floor, following the player's height again.
  useEffect(() => {
    setFloor(data.floors.find((f) => f.level === "main")?.id ?? null);
    setFollowFloor(true);
    setPasted(null);
  }, [map.slug]);

  const labels = useMemo(
    () => ({ map: t("maps.mapLabel", { map: map.localName }), player: t("maps.you"), svgFailed: t("maps.svgFailed") }),
    [t, map.localName],
  );

  // A point's tooltip: its name (a spawn point or a hazard without one is named by its kind), then what it asks for.
  const describe = useMemo(
    () =>
      (p: MapPoint, beyond: boolean): { title: string; lines: string[] } => {
        const kind = t(`maps.sub.${p.category}.${p.sub}`);
        const lines: string[] = [];
        let title = p.name.trim() || kind;
        if (p.category === "keys") {
          title = kind;
          lines.push(p.item?.name ? t("maps.key", { name: p.item.name }) : t("maps.keyUnknown"));
        } else if (p.name.trim() && p.category !== "quests") {
          lines.push(kind);
        }
        if (p.detail) lines.push(p.detail);
        if (p.item && p.category === "extractions") lines.push(t("maps.price", { count: p.item.count.toLocaleString(), name: p.item.name ?? "?" }));
        if (p.requires?.length) lines.push(t("maps.requires", { names: p.requires.map((r) => r.name).join(", ") }));
        if (p.needsPower) lines.push(t("maps.needsPower"));
        if (beyond) lines.push(t("maps.beyondPicture"));
        return { title, lines };
      },
    [t],
  );

  const fullscreen = () => {
    // A refused request (an iframe, a browser setting) simply leaves the page as it is.
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen?.();
    request?.catch(() => {});
  };

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
          <RaidTimer raid={pilot.raid} map={map} />
          {map.players && (
            <div className="fact">
              <dt>{t("maps.players")}</dt>
              <dd>{map.players}</dd>
            </div>
          )}
        </dl>
      </header>
      {!data.full && <p className="hint-bar">{t("maps.freeHint")}</p>}
      {data.full && pilot.status !== "connected" && (
        <p className="hint-bar">
          {t("maps.pilotHint")} <Link to="/pilot">{t("maps.pilotLink")}</Link>
        </p>
      )}
      {map.svgUrl && data.geo ? (
        <div className="map-layout">
          <div className="map-frame" ref={frame}>
            <div className="map-toolbar">
              {data.floors.length > 1 && (
                <fieldset className="segmented" aria-label={t("maps.floor")}>
                  <legend className="visually-hidden">{t("maps.floor")}</legend>
                  {[...data.floors]
                    .sort((a, b) => MAP_LEVELS.indexOf(a.level) - MAP_LEVELS.indexOf(b.level))
                    .map((f) => (
                      <button
                        key={f.id}
                        type="button"
                        className={f.id === floor ? "on" : undefined}
                        aria-pressed={f.id === floor}
                        onClick={() => {
                          setFloor(f.id);
                          setFollowFloor(false);
                        }}
                      >
                        {t(`maps.floors.${f.level}`)}
                      </button>
                    ))}
                </fieldset>
              )}
              {player && (
                <>
                  <label className="check small">
                    <input type="checkbox" checked={followFloor} onChange={(e) => setFollowFloor(e.target.checked)} />
                    {t("maps.followFloor")}
                  </label>
                  <label className="check small">
                    <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} />
                    {t("maps.follow")}
                  </label>
                </>
              )}
              <label className="check small">
                <input type="checkbox" checked={showNames} onChange={(e) => setShowNames(e.target.checked)} />
                {t("maps.labels")}
              </label>
              <button type="button" className="link-button map-fullscreen" onClick={fullscreen} title={t("maps.fullscreen")}>
                {t("maps.fullscreen")}
              </button>
            </div>
            {Leaflet ? (
              <Leaflet
                svgUrl={map.svgUrl}
                data={data}
                floor={floor}
                hidden={hidden}
                player={player}
                follow={follow}
                showNames={showNames}
                labels={labels}
                describe={describe}
              />
            ) : (
              <div className="leaflet-holder loading">{t("maps.loading")}</div>
            )}
            {player && (
              <p className="map-position muted small num" data-testid="player-position">
                {live ? t("maps.livePosition") : t("maps.pastedPosition")}: x {player.x.toFixed(1)}, y {player.y.toFixed(1)}, z {player.z.toFixed(1)}
              </p>
            )}
          </div>
          <aside className="map-side">
            <WhereAmI onPosition={setPasted} />
            <MapLegend data={data} hidden={hidden} toggle={toggleHidden} />
          </aside>
        </div>
      ) : (
        <p className="empty-state">{t("maps.noSvg")}</p>
      )}
      {map.description && <p className="map-description">{map.description}</p>}
    </article>
  );
}
