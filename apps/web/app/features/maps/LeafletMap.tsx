// Client-only: Leaflet touches `window` when it loads, so MapView imports this module lazily.
import type { InteractiveMapData } from "@raidkit/api";
import { beyondPicture, floorAt, headingOnMap, type MapPoint, mapViewBounds, svgLatLngBounds, toMapLatLng } from "@raidkit/game";
import L from "leaflet";
// Leaflet's own style sheet comes with this (lazily loaded) module, not inside the page's HTML.
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { type LabelCandidate, labelMinZoom, labelText, placeLabels } from "./mapLabels.ts";
import { pointColour } from "./mapStyle.ts";

export interface PlayerMarker {
  x: number;
  y: number;
  z: number;
  /** Degrees, 0 = +z (screenshot parser's yaw), or null without a view direction. */
  yaw: number | null;
}

export interface LeafletMapProps {
  svgUrl: string;
  data: InteractiveMapData;
  /** The SVG group shown as the current floor. */
  floor: string | null;
  /** Point ids hidden by the layer toggles, as "category/sub". */
  hidden: ReadonlySet<string>;
  player: PlayerMarker | null;
  /** Follow the player: pan to each new position. */
  follow: boolean;
  /** Draw the points' names on the map (at zooms where they fit). */
  showNames: boolean;
  labels: { map: string; player: string; svgFailed: string };
  /** A point's tooltip in the visitor's language: its title and the lines under it. */
  describe: (p: MapPoint, beyond: boolean) => { title: string; lines: string[] };
  /** A point found by the search: the map moves to it and opens its card (`seq` tells a new search for the same point). */
  focus: { point: MapPoint; seq: number } | null;
}

const BELOW = new Set(["basement", "bunker"]);

/** Shows or hides the SVG's floor groups: main always, the chosen floor on top (main dimmed under a basement). */
function applyFloor(svg: SVGSVGElement, data: InteractiveMapData, floor: string | null) {
  const chosen = data.floors.find((f) => f.id === floor) ?? data.floors.find((f) => f.level === "main") ?? null;
  for (const f of data.floors) {
    const group = svg.querySelector<SVGGElement>(`#${CSS.escape(f.id)}`);
    if (!group) continue;
    const isMain = f.level === "main";
    const show = isMain || f.id === chosen?.id;
    group.style.display = show ? "" : "none";
    group.style.opacity = isMain && chosen && BELOW.has(chosen.level) ? "0.3" : "";
  }
}

/**
 * The pack's SVGs carry a <style> with global class rules (.floor, .locked, …): once inlined, they
 * would style the rest of the page. Each rule is scoped to this SVG.
 */
function scopeStyles(svg: SVGSVGElement) {
  svg.id = "map-picture";
  for (const style of svg.querySelectorAll("style")) {
    style.textContent = (style.textContent ?? "").replace(/(^|})\s*([^{}@]+)\{/g, (_m, end: string, selectors: string) => {
      const scoped = selectors
        .split(",")
        .map((sel) => `#map-picture ${sel.trim()}`)
        .join(", ");
      return `${end} ${scoped} {`;
    });
  }
}

/** The interactive map: the pack's SVG as an overlay on Leaflet's CRS.Simple plane in game metres. */
export function LeafletMap(props: LeafletMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const pointsLayer = useRef<L.LayerGroup | null>(null);
  const namesLayer = useRef<L.LayerGroup | null>(null);
  const renderer = useRef<L.Canvas | null>(null);
  const playerLayer = useRef<L.Marker | null>(null);
  // Read when the picture arrives, so it shows the floor chosen meanwhile.
  const latest = useRef(props);
  latest.current = props;
  // Bumped when a map is made: the points and the player are drawn again on it.
  const [mapVersion, setMapVersion] = useState(0);
  const geo = props.data.geo;
  const rotation = geo?.coordinateRotation ?? 0;
  // The map is rebuilt only when the picture or its georeference change, not for a fresh copy of the same data.
  const geoKey = geo ? JSON.stringify(geo) : "";

  // Which floor each point stands on, so points of other floors can be dimmed.
  const pointFloors = useMemo(
    () => new Map(props.data.points.map((p) => [p.id, floorAt(p, props.data.heightLayers, props.data.floors)?.id ?? null])),
    [props.data],
  );

  // The map and its SVG overlay, once per map.
  useEffect(() => {
    const georef = latest.current.data.geo;
    if (!holder.current || !georef || !geoKey) return;
    const bounds = L.latLngBounds(svgLatLngBounds(georef));
    // The view holds the picture and every point, also those past the picture's edge (mapViewBounds).
    const view = L.latLngBounds(mapViewBounds(georef, latest.current.data.points));
    const map = L.map(holder.current, {
      crs: L.CRS.Simple,
      minZoom: -3,
      maxZoom: 4,
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      attributionControl: true,
      preferCanvas: true,
      maxBounds: view.pad(0.25),
    });
    holder.current.setAttribute("role", "region");
    holder.current.setAttribute("aria-label", latest.current.labels.map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener">Leaflet</a>');
    map.fitBounds(view);
    // The picture lies under the points' canvas (overlayPane, z-index 400); the names above it.
    map.createPane("mapPicture").style.zIndex = "350";
    const namesPane = map.createPane("mapNames");
    namesPane.style.zIndex = "450";
    namesPane.style.pointerEvents = "none";
    mapRef.current = map;
    pointsLayer.current = L.layerGroup().addTo(map);
    namesLayer.current = L.layerGroup().addTo(map);
    // One canvas for every point of this map (a new renderer per redraw would stack canvases).
    renderer.current = L.canvas({ padding: 0.2 });
    setMapVersion((v) => v + 1);
    let alive = true;
    fetch(props.svgUrl)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        if (!alive) return;
        const doc = new DOMParser().parseFromString(text, "image/svg+xml");
        const svg = doc.documentElement as unknown as SVGSVGElement;
        svg.setAttribute("preserveAspectRatio", "none");
        scopeStyles(svg);
        svgRef.current = svg;
        L.svgOverlay(svg, bounds, { pane: "mapPicture", attribution: "Map: TarkovTracker tarkovdata (ISC)", interactive: false }).addTo(map);
        applyFloor(svg, latest.current.data, latest.current.floor);
        holder.current?.setAttribute("data-picture", "ready");
      })
      .catch(() => {
        if (alive) L.popup().setLatLng(bounds.getCenter()).setContent(latest.current.labels.svgFailed).openOn(map);
      });
    return () => {
      alive = false;
      map.remove();
      mapRef.current = null;
      svgRef.current = null;
      renderer.current = null;
      playerLayer.current = null;
      namesLayer.current = null;
    };
  }, [props.svgUrl, geoKey]);

  useEffect(() => {
    if (svgRef.current) applyFloor(svgRef.current, props.data, props.floor);
    holder.current?.setAttribute("data-floor", props.floor ?? "");
  }, [props.floor, props.data]);

  // Points: circle markers on the canvas, coloured by subcategory; other floors' points dimmed.
  useEffect(() => {
    const layer = pointsLayer.current;
    const canvas = renderer.current;
    if (!layer || !canvas || mapVersion === 0) return;
    layer.clearLayers();
    let shown = 0;
    for (const p of props.data.points) {
      if (props.hidden.has(`${p.category}/${p.sub}`)) continue;
      const onFloor = !props.floor || (pointFloors.get(p.id) ?? props.floor) === props.floor || pointFloors.get(p.id) === null;
      const colour = pointColour(p);
      const marker = L.circleMarker(toMapLatLng(p, rotation), {
        renderer: canvas,
        radius: p.category === "extractions" ? 7 : p.category === "quests" ? 6 : p.category === "keys" ? 5 : p.category === "loot" ? 3 : 4,
        color: "#0f1113",
        weight: 1,
        fillColor: colour,
        fillOpacity: onFloor ? 0.95 : 0.35,
        opacity: onFloor ? 1 : 0.35,
      });
      marker.bindTooltip(tooltipOf(props.describe(p, geo ? beyondPicture(p, geo) : false)), { direction: "top", offset: [0, -6] });
      layer.addLayer(marker);
      shown++;
    }
    // What is drawn on the canvas, for a look from outside (tests, screen readers get the legend).
    holder.current?.setAttribute("data-points", String(shown));
  }, [props.data, props.hidden, props.floor, pointFloors, rotation, mapVersion, props.describe, geo]);

  // Names of the shown points on the current floor, from the zoom each kind is named at, where they do not cover each other.
  useEffect(() => {
    const map = mapRef.current;
    const layer = namesLayer.current;
    if (!map || !layer || mapVersion === 0) return;
    const draw = () => {
      layer.clearLayers();
      if (!props.showNames) {
        holder.current?.setAttribute("data-names", "0");
        return;
      }
      const zoom = map.getZoom();
      const size = map.getSize();
      const candidates: (LabelCandidate & { at: L.LatLng })[] = [];
      for (const p of props.data.points) {
        if (props.hidden.has(`${p.category}/${p.sub}`) || zoom < labelMinZoom(p)) continue;
        const onFloor = !props.floor || pointFloors.get(p.id) === null || (pointFloors.get(p.id) ?? props.floor) === props.floor;
        // A point with a name of its own is labelled with its title in the visitor's language (a transit by its destination).
        const text = onFloor && labelText(p) ? props.describe(p, false).title : null;
        if (!text) continue;
        const at = L.latLng(toMapLatLng(p, rotation));
        const xy = map.latLngToContainerPoint(at);
        candidates.push({ id: p.id, text, x: xy.x, y: xy.y, at });
      }
      const placed = placeLabels(candidates, { width: size.x, height: size.y });
      for (const l of placed) {
        const c = candidates.find((x) => x.id === l.id);
        if (!c) continue;
        const width = Math.round(l.box[2] - l.box[0]);
        const icon = L.divIcon({ className: "map-name", html: escapeHtml(l.text), iconSize: [width, 15], iconAnchor: [width / 2, 24] });
        layer.addLayer(L.marker(c.at, { icon, pane: "mapNames", interactive: false, keyboard: false }));
      }
      holder.current?.setAttribute("data-names", String(placed.length));
    };
    draw();
    map.on("zoomend moveend", draw);
    return () => {
      map.off("zoomend moveend", draw);
    };
  }, [props.data, props.hidden, props.floor, props.showNames, pointFloors, rotation, mapVersion, props.describe]);

  // A found point: the map centres on it, zoomed in enough to read it, with its card open.
  useEffect(() => {
    const map = mapRef.current;
    const focus = props.focus;
    if (!map || !focus || mapVersion === 0) return;
    const at = L.latLng(toMapLatLng(focus.point, rotation));
    map.setView(at, Math.max(map.getZoom(), 1), { animate: false });
    map.closePopup();
    L.popup({ offset: [0, -4], autoPan: false })
      .setLatLng(at)
      .setContent(tooltipOf(props.describe(focus.point, geo ? beyondPicture(focus.point, geo) : false)))
      .openOn(map);
    holder.current?.setAttribute("data-focus", focus.point.id);
  }, [props.focus, props.describe, mapVersion, rotation, geo]);

  // The player: an arrow turned to the view direction (a dot without one).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!props.player) {
      playerLayer.current?.remove();
      playerLayer.current = null;
      return;
    }
    const at = L.latLng(toMapLatLng(props.player, rotation));
    const heading = props.player.yaw === null ? null : headingOnMap(props.player.yaw, rotation);
    const html =
      heading === null
        ? '<span class="player-dot"></span>'
        : `<span class="player-arrow" style="transform: rotate(${heading}deg)"></span><span class="player-dot"></span>`;
    const icon = L.divIcon({ className: "player-marker", html, iconSize: [36, 36], iconAnchor: [18, 18] });
    if (!playerLayer.current) {
      playerLayer.current = L.marker(at, { icon, keyboard: false, title: props.labels.player, zIndexOffset: 1000 }).addTo(map);
    } else {
      playerLayer.current.setLatLng(at);
      playerLayer.current.setIcon(icon);
    }
    playerLayer.current.getElement()?.setAttribute("data-heading", heading === null ? "" : String(heading));
    // Where the marker was last drawn (tests and the latency benchmark watch it).
    holder.current?.setAttribute("data-player", `${props.player.x},${props.player.z}`);
    if (props.follow) map.panTo(at, { animate: true, duration: 0.25 });
  }, [props.player, props.follow, rotation, props.labels.player, mapVersion]);

  // Leaflet makes the holder focusable (keyboard panning and zoom); it gets its label with the map.
  return <div ref={holder} className="leaflet-holder" />;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function tooltipOf(text: { title: string; lines: string[] }): string {
  const lines = text.lines.map((l) => `<br><span class="muted">${escapeHtml(l)}</span>`).join("");
  return `<strong>${escapeHtml(text.title)}</strong>${lines}`;
}
