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
  "keys/unlock": "#ffd75e",
  "keys/keySpawn": "#ffe9a3",
  "miscellaneous/cache": "#7fd3a0",
  "miscellaneous/switch": "#9fe6ff",
  "miscellaneous/stationaryWeapon": "#ff9f6e",
  "miscellaneous/hazard": "#ff5a5a",
};

/** Loot containers share one warm family of colours; ammunition and weapons stand out a little. */
const LOOT: Record<string, string> = {
  ammoBox: "#d9b26f",
  grenadeBox: "#c98f4f",
  weaponBox: "#e0a060",
  stash: "#7fd3a0",
  safe: "#f2d37a",
  cashRegister: "#f2d37a",
  medicalSupplyCrate: "#ff8fa3",
  medcase: "#ff8fa3",
  medbag: "#ff8fa3",
};

/** Quest places by objective kind, in the quest card's families: kills, items, places to reach or mark. */
const QUEST: Record<string, string> = {
  kill: "#ff7a8a",
  place: "#c39bff",
  mark: "#c39bff",
  visit: "#8fb8ff",
  extract: "#8fb8ff",
  survive: "#8fb8ff",
};

export function pointColour(p: Pick<MapPoint, "category" | "sub">): string {
  if (p.category === "loot") return LOOT[p.sub] ?? "#b8a48a";
  if (p.category === "quests") return QUEST[p.sub] ?? "#f4a6d7";
  return COLOURS[`${p.category}/${p.sub}`] ?? "#9aa0a6";
}
