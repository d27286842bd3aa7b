/**
 * The points of an interactive map (spec §3 Maps: categories with their display order and
 * subcategories), built from the data pack's map files: extract and transit positions
 * (tarkov.dev), spawn points and boss zones (SPT location files). Pure: the server builds the
 * layers once per map and hands each viewer what their role may see (see `visibleMapLayers`).
 */
import { MAP_POINT_CATEGORIES } from "./maps.ts";

export type MapCategory = (typeof MAP_POINT_CATEGORIES)[number]["id"];

/** Subcategories of spec §3, as ids (the page translates them). */
export const MAP_SUBCATEGORIES = {
  extractions: ["transit", "pmc", "scav", "coop", "paid"],
  spawns: ["pmc", "scav", "sniperScav", "raider", "rogue", "boss", "cultist"],
  quests: ["quest"],
  keys: ["unlock", "keySpawn"],
  miscellaneous: ["cache"],
  loot: [
    "ammoBox",
    "grenadeBox",
    "weaponBox",
    "stash",
    "cashRegister",
    "safe",
    "deadBody",
    "jacket",
    "drawer",
    "sportsBag",
    "suitcase",
    "woodenCrate",
    "technicalSupplyCrate",
    "toolbox",
    "pcBlock",
    "medicalSupplyCrate",
    "medcase",
    "medbag",
    "rationSupplyCrate",
  ],
} as const satisfies Record<MapCategory, readonly string[]>;

export interface GamePosition {
  x: number;
  y: number;
  z: number;
}

export interface MapPoint extends GamePosition {
  id: string;
  category: MapCategory;
  sub: string;
  /** What the point is called in the data (an extract's name, a boss, a spawn zone, a quest). */
  name: string;
  /** A short second line: a transit's destination, a boss's chance, an exit's requirement. */
  detail?: string;
  /** Quest points: the quest's uid. */
  questUid?: string;
}

/** The pack's raw map files for one location (only the fields read here). */
export interface MapPackFiles {
  spawns: { id: string; position: GamePosition; sides?: string[]; categories?: string[]; botZoneName?: string | null }[];
  extracts: { id: string; name: string; faction?: string; position: GamePosition }[];
  transits: { id: string; name: string; destinationMapName?: string; position: GamePosition }[];
  exits: { Name?: string; PassageRequirement?: string | null; Chance?: number; RequirementTip?: string }[];
  bossSpawns: { BossName?: string; BossZone?: string; BossChance?: number }[];
}

/** The game's bot type names of bosses and special spawns, with what players call them. */
const BOSS_NAMES: Record<string, string> = {
  bossBully: "Reshala",
  bossKilla: "Killa",
  bossKojaniy: "Shturman",
  bossGluhar: "Glukhar",
  bossSanitar: "Sanitar",
  bossTagilla: "Tagilla",
  bossKnight: "Knight, Big Pipe and Birdeye",
  bossZryachiy: "Zryachiy",
  bossBoar: "Kaban",
  bossBoarSniper: "Kaban's snipers",
  bossKolontay: "Kollontay",
  bossPartisan: "Partisan",
  bossKillaAgro: "Killa",
  bossTagillaAgro: "Tagilla",
  sectantPriest: "Cultists",
  pmcBot: "Raiders",
  exUsec: "Rogues",
  gifter: "Santa",
  peacemaker: "Peacekeeper's unit",
  arenaFighterEvent: "Bloodhounds",
  crazyAssaultEvent: "Crazy Scavs",
};

/** The spawn subcategory of a boss zone's bot type. */
function bossSub(botType: string): string {
  if (botType === "pmcBot") return "raider";
  if (botType === "exUsec") return "rogue";
  if (botType.startsWith("sectant")) return "cultist";
  return "boss";
}

function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** An extract's subcategory from the exit rule of the same name (PassageRequirement). */
function extractSub(rule: MapPackFiles["exits"][number] | undefined): string {
  if (rule?.PassageRequirement === "TransferItem") return "paid";
  if (rule?.PassageRequirement === "ScavCooperation") return "coop";
  return "pmc";
}

/** Which bosses may appear in each bot zone: BossZone lists zones separated by commas. */
export function bossesByZone(bossSpawns: MapPackFiles["bossSpawns"]): Map<string, { botType: string; chance: number | null }[]> {
  const zones = new Map<string, { botType: string; chance: number | null }[]>();
  for (const b of bossSpawns) {
    if (!b.BossName) continue;
    for (const zone of (b.BossZone ?? "").split(",").map((z) => z.trim())) {
      if (!zone) continue;
      const list = zones.get(zone) ?? [];
      if (!list.some((x) => x.botType === b.BossName)) list.push({ botType: b.BossName, chance: typeof b.BossChance === "number" ? b.BossChance : null });
      zones.set(zone, list);
    }
  }
  return zones;
}

/**
 * A spawn point's subcategory and name, or null for spawns the spec does not list (co-op
 * extract guards). Player spawns are PMC spawns unless only scavs use them; bot zones are scav
 * zones, sniper zones when the zone is a sniper one, and a boss zone names its bosses.
 */
export function classifySpawn(
  spawn: MapPackFiles["spawns"][number],
  bosses: Map<string, { botType: string; chance: number | null }[]>,
): { sub: string; name: string; detail?: string } | null {
  const categories = spawn.categories ?? [];
  const sides = spawn.sides ?? [];
  const zone = spawn.botZoneName ?? "";
  if (categories.includes("Boss")) {
    const here = bosses.get(zone) ?? [];
    const first = here[0];
    if (!first) return { sub: "boss", name: zone || "Boss" };
    return {
      sub: bossSub(first.botType),
      name: here.map((b) => BOSS_NAMES[b.botType] ?? b.botType).join(", "),
      ...(first.chance !== null ? { detail: `${first.chance}%` } : {}),
    };
  }
  if (categories.includes("Player")) {
    if (sides.includes("Pmc") || sides.includes("All")) return { sub: "pmc", name: "PMC" };
    return { sub: "scav", name: "Scav" };
  }
  if (categories.includes("Bot")) {
    if (/snip/i.test(zone)) return { sub: "sniperScav", name: zone };
    return { sub: "scav", name: zone || "Scav" };
  }
  return null;
}

/** Every point of one map from the pack's files, plus the exits the pack has no position for. */
export function buildMapPoints(files: MapPackFiles): { points: MapPoint[]; unplaced: { sub: string; name: string }[] } {
  const rules = files.exits.filter((e) => e.Name).map((e) => ({ key: normaliseName(e.Name as string), rule: e }));
  // The two sources spell names apart ("Smugglers' Bunker (ZB-1012)" / "ZB-1012"): equal, or one inside the other.
  const ruleFor = (name: string) => {
    const key = normaliseName(name);
    return (rules.find((r) => r.key === key) ?? rules.find((r) => r.key.length >= 4 && (key.includes(r.key) || r.key.includes(key))))?.rule;
  };
  const points: MapPoint[] = [];
  const placed = new Set<MapPackFiles["exits"][number]>();
  for (const e of files.extracts) {
    const rule = ruleFor(e.name);
    if (rule) placed.add(rule);
    const sub = e.faction === "scav" ? "scav" : extractSub(rule);
    points.push({
      id: `x-${e.id}`,
      category: "extractions",
      sub,
      name: e.name,
      ...pos(e.position),
      ...(rule?.RequirementTip ? { detail: rule.RequirementTip } : {}),
    });
  }
  for (const t of files.transits) {
    points.push({
      id: `t-${t.id}`,
      category: "extractions",
      sub: "transit",
      name: t.name,
      ...pos(t.position),
      ...(t.destinationMapName ? { detail: t.destinationMapName } : {}),
    });
  }
  const bosses = bossesByZone(files.bossSpawns);
  for (const s of files.spawns) {
    const kind = classifySpawn(s, bosses);
    if (!kind) continue;
    points.push({ id: `s-${s.id}`, category: "spawns", ...kind, ...pos(s.position) });
  }
  // Exit rules whose name matches no positioned extract (scav exits, many paid/co-op ones).
  const unplaced = files.exits.filter((e) => e.Name && !placed.has(e)).map((e) => ({ sub: extractSub(e), name: e.Name as string }));
  return { points, unplaced };
}

function pos(p: GamePosition): GamePosition {
  return { x: round2(p.x), y: round2(p.y), z: round2(p.z) };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Points in display order: by the spec's category order, then subcategory order, then name. */
export function sortMapPoints(points: MapPoint[]): MapPoint[] {
  const catOrder = new Map(MAP_POINT_CATEGORIES.map((c) => [c.id as string, c.order]));
  const subOrder = (p: MapPoint) => (MAP_SUBCATEGORIES[p.category] as readonly string[]).indexOf(p.sub);
  return [...points].sort(
    (a, b) => (catOrder.get(a.category) ?? 99) - (catOrder.get(b.category) ?? 99) || subOrder(a) - subOrder(b) || a.name.localeCompare(b.name, "en"),
  );
}

/**
 * What a role sees on the interactive map (decision 016): free users and visitors get the map,
 * its floors, every extraction and transit and the PMC spawns; Pro users (spec §6 "full
 * interactive maps") also get scav, sniper, boss, raider, rogue and cultist spawns and the quest
 * places, and their position follows the pilot. The server withholds the rest and says how many.
 */
export function isFreeMapPoint(p: Pick<MapPoint, "category" | "sub">): boolean {
  return p.category === "extractions" || (p.category === "spawns" && p.sub === "pmc");
}

export function visibleMapLayers(points: MapPoint[], pro: boolean): { points: MapPoint[]; withheld: { category: MapCategory; sub: string; count: number }[] } {
  if (pro) return { points, withheld: [] };
  const shown: MapPoint[] = [];
  const withheld = new Map<string, { category: MapCategory; sub: string; count: number }>();
  for (const p of points) {
    if (isFreeMapPoint(p)) {
      shown.push(p);
      continue;
    }
    const key = `${p.category}/${p.sub}`;
    const w = withheld.get(key) ?? { category: p.category, sub: p.sub, count: 0 };
    w.count++;
    withheld.set(key, w);
  }
  return { points: shown, withheld: [...withheld.values()] };
}
