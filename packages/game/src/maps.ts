/** Spec §2/§3 maps: slugs, names and the data-pack map ids they stand for. */
export interface MapInfo {
  slug: string;
  name: string;
  /** BSG location id of the map in the data pack. */
  packId: string;
  /** Pack id of a variant counted with this map (Nighttime Factory with Factory). */
  variantPackIds: string[];
}

export const MAPS: readonly MapInfo[] = [
  { slug: "ground-zero", name: "Ground Zero", packId: "653e6760052c01c1c805532f", variantPackIds: ["65b8d6f5cdde2479cb2a3125"] },
  { slug: "factory", name: "Factory", packId: "55f2d3fd4bdc2d5f408b4567", variantPackIds: ["59fc81d786f774390775787e"] },
  { slug: "customs", name: "Customs", packId: "56f40101d2720b2a4d8b45d6", variantPackIds: [] },
  { slug: "woods", name: "Woods", packId: "5704e3c2d2720bac5b8b4567", variantPackIds: [] },
  { slug: "shoreline", name: "Shoreline", packId: "5704e554d2720bac5b8b456e", variantPackIds: [] },
  { slug: "interchange", name: "Interchange", packId: "5714dbc024597771384a510d", variantPackIds: [] },
  { slug: "reserve", name: "Reserve", packId: "5704e5fad2720bc05b8b4567", variantPackIds: [] },
  { slug: "lab", name: "The Lab", packId: "5b0fc42d86f7744a585f9105", variantPackIds: [] },
  { slug: "lighthouse", name: "Lighthouse", packId: "5704e4dad2720bb55b8b4567", variantPackIds: [] },
  { slug: "streets", name: "Streets", packId: "5714dc692459777137212e12", variantPackIds: [] },
  { slug: "labyrinth", name: "The Labyrinth", packId: "6733700029c367a3d40b02af", variantPackIds: [] },
];

/** The side menu leaves these out (spec §2 "Side menu"). */
export const SIDE_MENU_HIDDEN_MAPS = ["ground-zero", "labyrinth"];

export const MAP_POINT_CATEGORIES = [
  { id: "extractions", order: 10 },
  { id: "spawns", order: 20 },
  { id: "quests", order: 30 },
  { id: "keys", order: 40 },
  { id: "miscellaneous", order: 50 },
  { id: "loot", order: 60 },
] as const;

/**
 * Spec §3 levels (basement, bunker, main, level2 to level5), plus level6: Streets' SVG has five
 * floors above its ground level, and the fifth must not show as a second "Level 5" (decision 052).
 */
export const MAP_LEVELS = ["basement", "bunker", "main", "level2", "level3", "level4", "level5", "level6"] as const;

export function mapBySlug(slug: string): MapInfo | undefined {
  return MAPS.find((m) => m.slug === slug);
}
