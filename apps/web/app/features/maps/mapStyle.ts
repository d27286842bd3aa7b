import type { MapPoint } from "@raidkit/game";

/** Colours of the map's points per subcategory (the legend shows the same swatches). */
const COLOURS: Record<string, string> = {
  "extractions/pmc": "#6cc070",
  "extractions/transit": "#4fd1c5",
  "extractions/scav": "#c9a75a",
  "extractions/coop": "#5aa9e6",
  "extractions/paid": "#f0c24b",
  "spawns/pmc": "#e8e8e8",
  "spawns/scav": "#c9a75a",
  "spawns/sniperScav": "#f08a4b",
  "spawns/raider": "#b07cd8",
  "spawns/rogue": "#d6d65a",
  "spawns/boss": "#e0675c",
  "spawns/cultist": "#8f6bd1",
  "quests/quest": "#f4a6d7",
};

export function pointColour(p: Pick<MapPoint, "category" | "sub">): string {
  return COLOURS[`${p.category}/${p.sub}`] ?? "#9aa0a6";
}
