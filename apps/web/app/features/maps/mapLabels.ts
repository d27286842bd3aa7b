import type { MapPoint } from "@raidkit/game";

/**
 * Names drawn on the interactive map: from which zoom each kind of point is named (Leaflet's
 * CRS.Simple zoom: 0 = one pixel per metre; a whole map fits at about −0.5 to −1.5 on a desktop,
 * −1.5 to −2.5 on a phone), and which labels fit without covering each other. Pure, so it is tested without a browser.
 */
const MIN_ZOOM: Record<string, number> = {
  extractions: -1.75,
  spawns: 0,
  quests: 0,
  keys: 1,
  miscellaneous: 1,
  loot: 2,
};

/** The zoom from which a point's name is drawn. */
export function labelMinZoom(p: Pick<MapPoint, "category">): number {
  return MIN_ZOOM[p.category] ?? 2;
}

/** The text drawn beside a point: its name, a door's key, or nothing (a spawn point has no name of its own). */
export function labelText(p: Pick<MapPoint, "name" | "item" | "category">): string | null {
  if (p.name.trim()) return p.name;
  if (p.category === "keys" && p.item?.name) return p.item.name;
  return null;
}

export interface LabelCandidate {
  id: string;
  text: string;
  /** The point on the screen, in pixels. */
  x: number;
  y: number;
}

export interface PlacedLabel extends LabelCandidate {
  /** The label's box on the screen (left, top, right, bottom). */
  box: [number, number, number, number];
}

/**
 * The labels that fit, in the candidates' order (most important first): each is a box centred
 * above its point, kept only when it covers no label placed before it and lies on the screen.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  screen: { width: number; height: number },
  options: { charWidth?: number; lineHeight?: number; max?: number } = {},
): PlacedLabel[] {
  const charWidth = options.charWidth ?? 6.2;
  const lineHeight = options.lineHeight ?? 15;
  const max = options.max ?? 120;
  const placed: PlacedLabel[] = [];
  for (const c of candidates) {
    if (placed.length >= max) break;
    const width = Math.min(220, c.text.length * charWidth + 8);
    const box: [number, number, number, number] = [c.x - width / 2, c.y - 9 - lineHeight, c.x + width / 2, c.y - 9];
    if (box[0] < 0 || box[1] < 0 || box[2] > screen.width || box[3] > screen.height) continue;
    if (placed.some((p) => box[0] < p.box[2] && box[2] > p.box[0] && box[1] < p.box[3] && box[3] > p.box[1])) continue;
    placed.push({ ...c, box });
  }
  return placed;
}
