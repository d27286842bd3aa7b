import type { InteractiveMapData, MapFrameData, MapLayersData, MapPageData } from "@raidkit/api";
import { floorAt, MAP_LEVELS, type MapPoint } from "@raidkit/game";
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { preload } from "react-dom";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import type { LeafletMap as LeafletMapType, PlayerMarker } from "./LeafletMap.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { MapBosses, UnplacedExits } from "./MapLists.tsx";
import { MapSearch } from "./MapSearch.tsx";
import { pointText, type SearchEntry, searchEntries, withheldLines } from "./mapText.ts";
import { RaidTimer } from "./RaidTimer.tsx";
import { useHiddenLayers } from "./useHiddenLayers.ts";
import { WhereAmI } from "./WhereAmI.tsx";

/** The map page as sent: the frame for the first paint, and where its layers are loaded from. */
export type MapPageView = Omit<MapPageData, "interactive"> & { interactive: MapFrameData; layersUrl: string };

/**
 * The map's layers, fetched once the page shows (they are not inside its HTML); fetched again when
 * the page's data is (a login, another mode), since they depend on who asks.
 */
function useMapLayers(url: string, revision: unknown): { layers: MapLayersData | null; failed: boolean; retry: () => void } {
  preload(url, { as: "fetch", crossOrigin: "anonymous" });
  const [state, setState] = useState<{ layers: MapLayersData | null; failed: boolean }>({ layers: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<MapLayersData>) : Promise.reject(new Error(String(r.status)))))
      .then((layers) => live && setState({ layers, failed: false }))
      .catch(() => live && setState({ layers: null, failed: true }));
    return () => {
      live = false;
    };
  }, [url, revision, attempt]);
  const retry = useCallback(() => {
    setState({ layers: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/**
 * `/maps/{map}`: the interactive map (Leaflet over the pack's SVG) with floors, point layers, a
 * legend, a search, fullscreen and the player's position, from a pasted screenshot name or, on the
 * full map, live from the pilot.
 */
export function MapView(props: { map: MapPageView }) {
  const t = useT();
  const locale = useLocale();
  const { map } = props;
  const frameData = map.interactive;
  const loaded = useMapLayers(map.layersUrl, map);
  // The picture is fetched with the layers and the map's script, not after them (LeafletMap reads it from the preload).
  if (map.svgUrl) preload(map.svgUrl, { as: "fetch", crossOrigin: "anonymous" });
  const data: InteractiveMapData | null = useMemo(() => (loaded.layers ? { ...frameData, ...loaded.layers } : null), [frameData, loaded.layers]);
  const [focus, setFocus] = useState<{ point: MapPoint; seq: number } | null>(null);
  const pilot = usePilot();
  const [Leaflet, setLeaflet] = useState<typeof LeafletMapType | null>(null);
  const [pasted, setPasted] = useState<PlayerMarker | null>(null);
  const [floor, setFloor] = useState<string | null>(() => frameData.floors.find((f) => f.level === "main")?.id ?? null);
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
  const live = frameData.full && pilot.position && pilot.map === map.slug ? pilot.position : null;
  const player = live ?? pasted;

  // A new position picks its floor by height, until the player chooses a floor by hand.
  useEffect(() => {
    if (!player || !followFloor) return;
    const at = floorAt(player, frameData.heightLayers, frameData.floors);
    if (at) setFloor(at.id);
  }, [player, followFloor, frameData]);

  // Another map starts on its main floor, following the player's height again.
  useEffect(() => {
    setFloor(frameData.floors.find((f) => f.level === "main")?.id ?? null);
    setFollowFloor(true);
    setPasted(null);
    setFocus(null);
  }, [map.slug]);

  const labels = useMemo(
    () => ({ map: t("maps.mapLabel", { map: map.localName }), player: t("maps.you"), svgFailed: t("maps.svgFailed") }),
    [t, map.localName],
  );

  // A point's tooltip: its name (a spawn point or a hazard without one is named by its kind), then what it is and asks for.
  const describe = useMemo(
    () =>
      (p: MapPoint, beyond: boolean): { title: string; lines: string[] } => {
        const { title, lines } = pointText(p, t, locale);
        return { title, lines: beyond ? [...lines, t("maps.beyondPicture")] : lines };
      },
    [t],
  );

  const entries = useMemo(() => (data ? searchEntries(data.points, t, locale) : []), [data, t, locale]);
  // A found point: its layer is shown, its floor chosen, and the map moves to it.
  const found = (entry: SearchEntry) => showPoint(entry.point);
  const showPoint = (p: MapPoint) => {
    if (hidden.has(`${p.category}/${p.sub}`)) toggleHidden([`${p.category}/${p.sub}`], false);
    const at = floorAt(p, frameData.heightLayers, frameData.floors);
    if (at) {
      setFloor(at.id);
      setFollowFloor(false);
    }
    setFocus((f) => ({ point: p, seq: (f?.seq ?? 0) + 1 }));
  };

  // `?focus={point}` (a key's item page links its doors): once the layers are there, the map moves to
  // the point, once per address; a point the viewer does not get (a free map's) leaves the map as it is.
  const [params] = useSearchParams();
  const asked = params.get("focus");
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !asked || focused.current === `${map.slug}|${asked}`) return;
    focused.current = `${map.slug}|${asked}`;
    const point = data.points.find((p) => p.id === asked);
    if (point) showPoint(point);
  });

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
      {!frameData.full && (
        <p className="hint-bar" data-testid="map-free-hint">
          {t("maps.freeHint")}
          {/* What Pro adds is what the server withheld on this map (the offline data has no locks or containers on some maps). */}
          {data &&
            ` ${
              data.withheld.length
                ? t("maps.proAdds", {
                    layers: withheldLines(t, data.withheld)
                      .map((w) => `${w.label} ${w.count}`)
                      .join(", "),
                  })
                : t("maps.proAddsLive")
            }`}
        </p>
      )}
      {frameData.full && pilot.status !== "connected" && (
        <p className="hint-bar">
          {t("maps.pilotHint")} <Link to="/pilot">{t("maps.pilotLink")}</Link>
        </p>
      )}
      {map.svgUrl && frameData.geo ? (
        <div className="map-layout">
          <div className="map-frame" ref={frame}>
            <div className="map-toolbar">
              {frameData.floors.length > 1 && (
                <fieldset className="segmented" aria-label={t("maps.floor")}>
                  <legend className="visually-hidden">{t("maps.floor")}</legend>
                  {[...frameData.floors]
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
            {Leaflet && data ? (
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
                focus={focus}
              />
            ) : (
              <div className="leaflet-holder loading">
                {loaded.failed ? (
                  <span>
                    {t("maps.layersFailed")}{" "}
                    <button type="button" className="link-button" onClick={loaded.retry}>
                      {t("maps.retry")}
                    </button>
                  </span>
                ) : (
                  t("maps.loading")
                )}
              </div>
            )}
            {player && (
              <p className="map-position muted small num" data-testid="player-position">
                {live ? t("maps.livePosition") : t("maps.pastedPosition")}: x {player.x.toFixed(1)}, y {player.y.toFixed(1)}, z {player.z.toFixed(1)}
              </p>
            )}
          </div>
          <aside className="map-side">
            {data && <MapSearch entries={entries} onFound={found} />}
            <WhereAmI onPosition={setPasted} />
            {data ? <MapLegend data={data} hidden={hidden} toggle={toggleHidden} /> : <p className="panel muted small">{t("maps.layersLoading")}</p>}
            {data && data.bosses.length > 0 && <MapBosses bosses={data.bosses} />}
          </aside>
        </div>
      ) : (
        <>
          <p className="empty-state">{t("maps.noSvg")}</p>
          {data && data.bosses.length > 0 && <MapBosses bosses={data.bosses} />}
        </>
      )}
      {data && <UnplacedExits data={data} placedOnNoPicture={!(map.svgUrl && frameData.geo)} describe={describe} />}
      {map.description && (
        // The data has map descriptions in English only.
        <p className="map-description" lang="en">
          {map.description}
        </p>
      )}
    </article>
  );
}
