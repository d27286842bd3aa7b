/** The URL the server gives a map's SVG from the data pack (served under /map-svg/), or null. */
export function mapSvgUrl(data: { svg?: { file?: unknown } | null }): string | null {
  const file = typeof data.svg?.file === "string" ? data.svg.file.split("/").pop() : null;
  return file ? `/map-svg/${encodeURIComponent(file)}` : null;
}

/** The SVG's georeference (rotation and corner bounds in game x/z), when the pack has one. */
export function mapSvgGeoreference(data: {
  svg?: { coordinateRotation?: unknown; bounds?: unknown } | null;
}): { coordinateRotation: number; bounds: [[number, number], [number, number]] } | null {
  const svg = data.svg;
  const b = svg?.bounds;
  const ok = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === "number");
  if (!svg || typeof svg.coordinateRotation !== "number" || !Array.isArray(b) || !ok(b[0]) || !ok(b[1])) return null;
  return { coordinateRotation: svg.coordinateRotation, bounds: [b[0], b[1]] };
}
