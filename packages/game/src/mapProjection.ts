/**
 * Placing a game position on the data pack's SVG maps (data/README "Placing a position"): the
 * game's (x, z) is rotated by the map's coordinateRotation as tarkov.dev does (longitude x,
 * latitude z), and mapped linearly into the rotated bounds. y is height (it picks the floor).
 */
export interface SvgGeoreference {
  /** Degrees, as in the pack (0, 90, 180 or 270). */
  coordinateRotation: number;
  /** Game (x, z) of two opposite corners of the SVG. */
  bounds: [[number, number], [number, number]];
}

function rotate(x: number, z: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [x * cos - z * sin, x * sin + z * cos];
}

/**
 * Where a game position falls on the SVG, as fractions of its width (left to right) and height
 * (top to bottom); values outside 0..1 lie off the map.
 */
export function projectToSvg(position: { x: number; z: number }, geo: SvgGeoreference): { left: number; top: number } {
  const [c0x, c0z] = rotate(geo.bounds[0][0], geo.bounds[0][1], geo.coordinateRotation);
  const [c1x, c1z] = rotate(geo.bounds[1][0], geo.bounds[1][1], geo.coordinateRotation);
  const [px, pz] = rotate(position.x, position.z, geo.coordinateRotation);
  const minX = Math.min(c0x, c1x);
  const maxX = Math.max(c0x, c1x);
  const minZ = Math.min(c0z, c1z);
  const maxZ = Math.max(c0z, c1z);
  // Latitude grows upwards on the map; the picture's rows grow downwards.
  return { left: (px - minX) / (maxX - minX), top: (maxZ - pz) / (maxZ - minZ) };
}

/**
 * A game position on the interactive map's plane (Leaflet CRS.Simple): [latitude, longitude] =
 * the rotated (z, x), in game metres, so the SVG spans `svgLatLngBounds` and no scale is needed.
 */
export function toMapLatLng(position: { x: number; z: number }, coordinateRotation: number): [number, number] {
  const [lng, lat] = rotate(position.x, position.z, coordinateRotation);
  return [lat, lng];
}

/** The SVG's corners on that plane: [[south, west], [north, east]]. */
export function svgLatLngBounds(geo: SvgGeoreference): [[number, number], [number, number]] {
  const a = toMapLatLng({ x: geo.bounds[0][0], z: geo.bounds[0][1] }, geo.coordinateRotation);
  const b = toMapLatLng({ x: geo.bounds[1][0], z: geo.bounds[1][1] }, geo.coordinateRotation);
  return [
    [Math.min(a[0], b[0]), Math.min(a[1], b[1])],
    [Math.max(a[0], b[0]), Math.max(a[1], b[1])],
  ];
}

/**
 * Where a player looking along `yaw` (degrees, 0 = +z, 90 = +x, as the screenshot parser gives
 * it) faces on the map: degrees clockwise from the map's up.
 */
export function headingOnMap(yaw: number, coordinateRotation: number): number {
  const a = (yaw * Math.PI) / 180;
  const [east, north] = rotate(Math.sin(a), Math.cos(a), coordinateRotation);
  const deg = (Math.atan2(east, north) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 10) / 10;
}

/**
 * What the map view spans: the SVG's corners and every point, a margin around the points. The
 * pack's SVGs (tarkovdata, 2024) end where their bounds say, and some positions lie past them:
 * Woods' "Railway Bridge to Tarkov" is at x −730, the picture ends at −695 (tarkov.dev's newer
 * picture reaches −761). Such a point is drawn where it is, beyond the picture's edge, and the
 * view holds it.
 */
export function mapViewBounds(geo: SvgGeoreference, points: readonly { x: number; z: number }[], marginMetres = 15): [[number, number], [number, number]] {
  const [[south, west], [north, east]] = svgLatLngBounds(geo);
  let s = south;
  let w = west;
  let n = north;
  let e = east;
  for (const p of points) {
    const [lat, lng] = toMapLatLng(p, geo.coordinateRotation);
    s = Math.min(s, lat - marginMetres);
    n = Math.max(n, lat + marginMetres);
    w = Math.min(w, lng - marginMetres);
    e = Math.max(e, lng + marginMetres);
  }
  return [
    [s, w],
    [n, e],
  ];
}

/** Whether a position lies outside the SVG picture (the view still shows it; see `mapViewBounds`). */
export function beyondPicture(position: { x: number; z: number }, geo: SvgGeoreference): boolean {
  const { left, top } = projectToSvg(position, geo);
  return left < 0 || left > 1 || top < 0 || top > 1;
}
