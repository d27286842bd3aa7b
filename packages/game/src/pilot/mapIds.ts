import { mapBySlug } from "../maps.ts";

/** The game's names for its maps (location ids and scene bundles) and the site's map slugs (`MAPS`). */
export interface GameMapId {
  /** Site map slug, one of `MAPS`. */
  map: string;
  /** Set for the night version of a map the site counts together with its day version. */
  variant?: "night";
}

/** Location ids as the game names them in `NetworkGameCreate` (lower case here; the game's case varies). */
export const GAME_LOCATION_IDS: Readonly<Record<string, GameMapId>> = {
  bigmap: { map: "customs" },
  factory4_day: { map: "factory" },
  factory4_night: { map: "factory", variant: "night" },
  woods: { map: "woods" },
  shoreline: { map: "shoreline" },
  interchange: { map: "interchange" },
  rezervbase: { map: "reserve" },
  laboratory: { map: "lab" },
  lighthouse: { map: "lighthouse" },
  tarkovstreets: { map: "streets" },
  sandbox: { map: "ground-zero" },
  sandbox_high: { map: "ground-zero" },
  labyrinth: { map: "labyrinth" },
};

/**
 * Stems of the scene bundles in `scene preset path:maps/<bundle>.bundle`. A bundle matches the
 * longest stem it starts with, so `factory_night_preset` is not taken for `factory`, and a renamed
 * preset such as `woods_preset_v2` still finds its map.
 */
export const GAME_BUNDLE_STEMS: Readonly<Record<string, GameMapId>> = {
  factory_day: { map: "factory" },
  factory_night: { map: "factory", variant: "night" },
  factory: { map: "factory" },
  customs: { map: "customs" },
  bigmap: { map: "customs" },
  shoreline: { map: "shoreline" },
  rezerv_base: { map: "reserve" },
  rezervbase: { map: "reserve" },
  city: { map: "streets" },
  tarkovstreets: { map: "streets" },
  laboratory: { map: "lab" },
  lighthouse: { map: "lighthouse" },
  woods: { map: "woods" },
  shopping_mall: { map: "interchange" },
  interchange: { map: "interchange" },
  sandbox_high: { map: "ground-zero" },
  sandbox: { map: "ground-zero" },
  labyrinth: { map: "labyrinth" },
};

const STEMS_LONGEST_FIRST = Object.keys(GAME_BUNDLE_STEMS).sort((a, b) => b.length - a.length);

/** The site map of a game location id (`bigmap`, `Factory4_Night`, …); null when unknown. */
export function mapFromLocationId(id: string): GameMapId | null {
  const key = id.trim().toLowerCase();
  return Object.hasOwn(GAME_LOCATION_IDS, key) ? GAME_LOCATION_IDS[key]! : null;
}

/**
 * The site map of a scene bundle: `maps/customs_preset.bundle`, `shopping_mall.bundle` or just
 * `rezerv_base_preset`; null when unknown (the hideout, menus).
 */
export function mapFromBundleName(bundle: string): GameMapId | null {
  const name = bundle
    .trim()
    .toLowerCase()
    .replace(/^.*[\\/]/, "")
    .replace(/\.bundle$/, "");
  // A stem must end the name or be followed by "_" (so "citycenter" is not "city").
  const stem = STEMS_LONGEST_FIRST.find((s) => name === s || name.startsWith(`${s}_`));
  return stem ? GAME_BUNDLE_STEMS[stem]! : null;
}

/**
 * Names other pilots send in MAP_CHANGE besides the site's slugs (spec §7 gives only `map`):
 * display names as the game and tarkov.dev write them, normalised by `mapFromPilotName`.
 */
const MAP_DISPLAY_NAMES: Readonly<Record<string, GameMapId>> = {
  "streets-of-tarkov": { map: "streets" },
  "night-factory": { map: "factory", variant: "night" },
  "factory-night": { map: "factory", variant: "night" },
  "ground-zero-21+": { map: "ground-zero" },
  "ground-zero-high": { map: "ground-zero" },
  labs: { map: "lab" },
  laboratory: { map: "lab" },
};

/**
 * The site map a pilot names in MAP_CHANGE: a site slug ("customs"), a display name ("Customs",
 * "Streets of Tarkov", "The Lab", "Night Factory"), a location id ("bigmap") or a scene bundle;
 * null when none of them (the page then logs the message as text and stays).
 */
export function mapFromPilotName(name: string): GameMapId | null {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/[\s_]+/g, "-");
  if (key === "") return null;
  if (mapBySlug(key)) return { map: key };
  if (Object.hasOwn(MAP_DISPLAY_NAMES, key)) return MAP_DISPLAY_NAMES[key]!;
  return mapFromLocationId(name) ?? mapFromBundleName(name);
}
