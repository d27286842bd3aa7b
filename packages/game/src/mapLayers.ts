/**
 * The points of an interactive map (spec §3 Maps: categories with their display order and
 * subcategories), built from the data pack's map files (extract and transit positions from
 * tarkov.dev, spawn points and boss zones from SPT location files) or from the live source's maps
 * (every extract, transit, spawn, locked door, switch, hazard, stationary weapon and loot
 * container: the server's live import builds them with the helpers here). Pure: the server builds
 * the layers once per map and hands each viewer what their role may see (see `visibleMapLayers`).
 */

import { bossSpawnName, MAP_BOSS_TYPES } from "./botNames.ts";
import { MAP_POINT_CATEGORIES } from "./maps.ts";
import { OBJECTIVE_KINDS } from "./questObjectives.ts";

export type MapCategory = (typeof MAP_POINT_CATEGORIES)[number]["id"];

/** Subcategories of spec §3, as ids (the page translates them). */
export const MAP_SUBCATEGORIES = {
  extractions: ["transit", "pmc", "scav", "coop", "paid"],
  spawns: ["pmc", "scav", "sniperScav", "raider", "rogue", "boss", "cultist"],
  // A quest place per objective kind (decision 058): the legend turns kills, visits, hand-overs… on and off.
  quests: OBJECTIVE_KINDS,
  keys: ["unlock", "keySpawn"],
  // Spec §3 lists Cache; switches, stationary weapons and hazards come with the live source's maps.
  miscellaneous: ["cache", "switch", "stationaryWeapon", "hazard"],
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
    // Containers of no spec kind (an airdrop, a bank's cell…): shown under their own name.
    "container",
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
  /**
   * What the point is called (an extract's, a boss's or a container's name, a quest), in English;
   * empty when the data has no name of its own (a spawn point: the page shows the subcategory).
   */
  name: string;
  /** A short second line: a transit's destination or conditions, a boss's chance. */
  detail?: string;
  /** Quest points: the quest's uid. */
  questUid?: string;
  /** The name and detail in other site locales (the live source's strings; stored, resolved per visitor). */
  names?: Record<string, string>;
  details?: Record<string, string>;
  /** What the point asks for: a locked door's key, a paid extract's price (`name` filled per visitor). */
  item?: { uid: string; count: number; name?: string; price?: number };
  /** Switches an extract needs turned on first, by name (resolved per visitor like `name`). */
  requires?: { name: string; names?: Record<string, string> }[];
  /** A locked door that opens only with the power on. */
  needsPower?: boolean;
  /** An extract's faction as the data gives it (`pmc`, `scav`); absent when the data does not say. */
  faction?: string;
  /** An exit's rules from the game files: see `ExitRules`. */
  exit?: ExitRules;
  /** A boss zone's bosses (game bot types) with their chance in percent: the page names them in its language. */
  bosses?: { type: string; chance: number | null }[];
}

/**
 * What the game files say about an exit or a transit (SPT location base): its chance to be open,
 * the seconds it takes, what it asks for (`requirement`: a kind the page words), and for a transit
 * when it opens. Absent fields: the data does not say.
 */
export interface ExitRules {
  chance?: number;
  seconds?: number;
  requirement?: ExitRequirement;
  /** A transit opens this many seconds into the raid. */
  opensAfter?: number;
}

/**
 * An exit's requirement kind from `PassageRequirement` (with `RequirementTip`/`RequiredSlot`/`Id`):
 * pay (the price is the point's `item`), coop (a scav's cooperation), power (the bunker's power),
 * worldEvent (a switch or event opens it), train, climbingGear (the game's "Alpinist" reference),
 * noBackpack (an empty backpack slot), timer.
 */
export const EXIT_REQUIREMENTS = ["pay", "coop", "power", "worldEvent", "train", "climbingGear", "noBackpack", "emptySlot", "timer"] as const;
export type ExitRequirement = (typeof EXIT_REQUIREMENTS)[number];

/** The pack's raw map files for one location (only the fields read here). */
export interface MapPackFiles {
  spawns: { id: string; position: GamePosition; sides?: string[]; categories?: string[]; botZoneName?: string | null }[];
  /** `gameName`: the game's own name of the exit (tarkov.dev's untranslated one), matched to the exit rules first. */
  extracts: { id: string; name: string; gameName?: string; faction?: string; position: GamePosition }[];
  transits: { id: string; name: string; destinationMapId?: string; destinationMapName?: string; position: GamePosition }[];
  exits: PackExitRule[];
  /** The location's transit rules (matched to the positioned transits by id). */
  transitRules?: { id: number; time?: number; activateAfterSec?: number; active?: boolean }[];
  bossSpawns: { BossName?: string; BossZone?: string; BossChance?: number }[];
  /** A map's name in each site locale by pack map id (a transit's destination), when known. */
  mapNames?: (mapId: string) => Record<string, string> | undefined;
  /** An exit's name in each site locale by its Name in the game files, when known (the English name stays the positions' own). */
  exitNames?: (exitName: string) => Record<string, string> | undefined;
}

export interface PackExitRule {
  Name?: string;
  PassageRequirement?: string | null;
  Chance?: number;
  RequirementTip?: string;
  ExfiltrationTime?: number;
  Count?: number;
  Id?: string;
  RequiredSlot?: string;
}

/** The spawn subcategory of a boss zone's bot type. */
function bossSub(botType: string): string {
  if (botType === "pmcBot") return "raider";
  if (botType === "exUsec") return "rogue";
  if (botType.startsWith("sectant")) return "cultist";
  return "boss";
}

/** A name's letters and digits only, in lower case ("Smugglers' Bunker (ZB-1012)" → "smugglersbunkerzb1012"). */
function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** An extract's subcategory from the exit rule of the same name (PassageRequirement). */
function extractSub(rule: PackExitRule | undefined): string {
  if (rule?.PassageRequirement === "TransferItem") return "paid";
  if (rule?.PassageRequirement === "ScavCooperation") return "coop";
  return "pmc";
}

const BSG_ID = /^[0-9a-f]{24}$/;

/** What an exit rule asks for, as a requirement kind and, for a paid exit, the item and count. */
export function exitRequirement(rule: PackExitRule): { requirement?: ExitRequirement; item?: { uid: string; count: number } } {
  switch (rule.PassageRequirement) {
    case "TransferItem":
      return { requirement: "pay", ...(rule.Id && BSG_ID.test(rule.Id) && rule.Count ? { item: { uid: rule.Id, count: rule.Count } } : {}) };
    case "ScavCooperation":
      return { requirement: "coop" };
    case "WorldEvent":
      return { requirement: rule.RequirementTip === "EXFIL_BUNKER_POWER" ? "power" : "worldEvent" };
    case "Train":
      return { requirement: "train" };
    case "Reference":
      return rule.Id === "Alpinist" ? { requirement: "climbingGear" } : {};
    case "Empty":
      return { requirement: rule.RequiredSlot === "Backpack" ? "noBackpack" : "emptySlot" };
    case "Timer":
      return { requirement: "timer" };
    default:
      return {};
  }
}

/** An exit rule's chance, time and requirement (only what the rule gives). */
export function exitRules(rule: PackExitRule): { exit?: ExitRules; item?: { uid: string; count: number } } {
  const { requirement, item } = exitRequirement(rule);
  const exit: ExitRules = {
    ...(typeof rule.Chance === "number" ? { chance: rule.Chance } : {}),
    ...(typeof rule.ExfiltrationTime === "number" && rule.ExfiltrationTime > 0 ? { seconds: rule.ExfiltrationTime } : {}),
    ...(requirement ? { requirement } : {}),
  };
  return { ...(Object.keys(exit).length > 0 ? { exit } : {}), ...(item ? { item } : {}) };
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
 * zones, sniper zones when the zone is a sniper one, and a boss zone names its bosses. Zone names
 * are internal ids, never shown: a spawn without bosses has no name of its own.
 */
export function classifySpawn(
  spawn: MapPackFiles["spawns"][number],
  bosses: Map<string, { botType: string; chance: number | null }[]>,
): { sub: string; name: string; detail?: string; bosses?: { type: string; chance: number | null }[] } | null {
  const categories = spawn.categories ?? [];
  const sides = spawn.sides ?? [];
  const zone = spawn.botZoneName ?? "";
  if (categories.includes("Boss")) {
    const here = bosses.get(zone) ?? [];
    const first = here[0];
    if (!first) return { sub: "boss", name: "" };
    return {
      sub: bossSub(first.botType),
      name: here.map((b) => bossSpawnName(b.botType, "en") ?? b.botType).join(", "),
      ...(first.chance !== null ? { detail: here.map((b) => (b.chance !== null ? `${b.chance}%` : "?")).join(", ") } : {}),
      bosses: here.map((b) => ({ type: b.botType, chance: b.chance })),
    };
  }
  // The zones' names are the game's internal ids (ZoneDormitory): the page names the subcategory instead.
  if (categories.includes("Player")) {
    if (sides.includes("Pmc") || sides.includes("All")) return { sub: "pmc", name: "" };
    return { sub: "scav", name: "" };
  }
  if (categories.includes("Bot")) {
    if (/snip/i.test(zone)) return { sub: "sniperScav", name: "" };
    return { sub: "scav", name: "" };
  }
  return null;
}

/** A boss the map lists, with its chance and whether any of its zones has a spawn point (placed). */
export interface MapBoss {
  type: string;
  chance: number | null;
  placed: boolean;
}

/** An exit rule the pack has no position for: its name as the game files give it, and its rules. */
export interface UnplacedExit {
  sub: string;
  name: string;
  /** Its name in other languages (the game's locale), stored; a visitor gets `name` in his (`localizeUnplacedExit`). */
  names?: Record<string, string>;
  exit?: ExitRules;
}

/** Every point of one map from the pack's files, plus the exits the pack has no position for and the map's bosses. */
export function buildMapPoints(files: MapPackFiles): { points: MapPoint[]; unplaced: UnplacedExit[]; bosses: MapBoss[] } {
  const rules = files.exits.filter((e) => e.Name).map((e) => ({ key: normaliseName((e.Name as string).replace(/^exfil[_ ]/i, "")), rule: e }));
  // The two sources spell names apart ("Smugglers' Bunker (ZB-1012)" / "ZB-1012", "ZB-013" /
  // "EXFIL_ZB013"): equal once reduced to letters and digits, or one inside the other.
  const ruleFor = (name: string) => {
    const key = normaliseName(name);
    return (rules.find((r) => r.key === key) ?? rules.find((r) => r.key.length >= 4 && (key.includes(r.key) || r.key.includes(key))))?.rule;
  };
  const points: MapPoint[] = [];
  const placed = new Set<PackExitRule>();
  for (const e of files.extracts) {
    const gameKey = e.gameName ? normaliseName(e.gameName.replace(/^exfil[_ ]/i, "")) : undefined;
    const rule = (gameKey ? rules.find((r) => r.key === gameKey)?.rule : undefined) ?? ruleFor(e.name);
    if (rule) placed.add(rule);
    // A shared extract (tarkov.dev's faction for both sides) without a rule is the live import's co-op.
    const sub = e.faction === "scav" ? "scav" : e.faction === "shared" && !rule ? "coop" : extractSub(rule);
    // The game names an exit by its rule's Name in each language ("Dorms V-Ex" -> "А-Выход у общаги").
    const names = (rule?.Name ? files.exitNames?.(rule.Name) : undefined) ?? (e.gameName ? files.exitNames?.(e.gameName) : undefined);
    // The rule's RequirementTip is a locale key (EXFIL_Cargo), not a text: the requirement's kind is worded by the page.
    points.push({
      id: `x-${e.id}`,
      category: "extractions",
      sub,
      name: e.name,
      ...(names && Object.keys(names).length > 0 ? { names } : {}),
      ...pos(e.position),
      ...(e.faction ? { faction: e.faction } : {}),
      ...(rule ? exitRules(rule) : {}),
    });
  }
  for (const t of files.transits) {
    const rule = files.transitRules?.find((r) => String(r.id) === t.id);
    const exit: ExitRules = {
      ...(typeof rule?.time === "number" && rule.time > 0 ? { seconds: rule.time } : {}),
      ...(typeof rule?.activateAfterSec === "number" && rule.activateAfterSec > 0 ? { opensAfter: rule.activateAfterSec } : {}),
    };
    const names = t.destinationMapId ? files.mapNames?.(t.destinationMapId) : undefined;
    points.push({
      id: `t-${t.id}`,
      category: "extractions",
      sub: "transit",
      name: t.name,
      ...pos(t.position),
      ...(t.destinationMapName ? { detail: t.destinationMapName } : {}),
      ...(names && Object.keys(names).length > 0 ? { details: names } : {}),
      ...(Object.keys(exit).length > 0 ? { exit } : {}),
    });
  }
  const bosses = bossesByZone(files.bossSpawns);
  const spawnZones = new Set<string>();
  for (const s of files.spawns) {
    const kind = classifySpawn(s, bosses);
    if (!kind) continue;
    if (s.categories?.includes("Boss") && s.botZoneName) spawnZones.add(s.botZoneName);
    points.push({ id: `s-${s.id}`, category: "spawns", ...kind, ...pos(s.position) });
  }
  // Exit rules whose name matches no positioned extract (scav exits, many paid/co-op ones).
  const unplaced = files.exits
    .filter((e) => e.Name && !placed.has(e))
    .map((e) => {
      const names = files.exitNames?.(e.Name as string);
      return {
        sub: extractSub(e),
        name: e.Name as string,
        ...(names && Object.keys(names).length > 0 ? { names } : {}),
        ...(exitRules(e).exit ? { exit: exitRules(e).exit } : {}),
      };
    });
  return { points, unplaced, bosses: mapBosses(files.bossSpawns, spawnZones) };
}

/**
 * The bosses and special groups a map lists (the game's boss spawns of known bot types, so not the
 * PvE PMC bots), each with its highest chance, placed when one of its zones has a boss spawn point
 * (a boss spawned by an event, like Partisan, has no zone). A chance of 0 (an event's boss, like
 * Santa out of season) is left out: it does not spawn.
 */
export function mapBosses(bossSpawns: MapPackFiles["bossSpawns"], spawnZones: ReadonlySet<string>): MapBoss[] {
  const out = new Map<string, MapBoss>();
  for (const b of bossSpawns) {
    if (!b.BossName || !MAP_BOSS_TYPES.has(b.BossName) || !b.BossChance) continue;
    const zones = (b.BossZone ?? "")
      .split(",")
      .map((z) => z.trim())
      .filter(Boolean);
    const placed = zones.some((z) => spawnZones.has(z));
    const prev = out.get(b.BossName);
    out.set(b.BossName, {
      type: b.BossName,
      chance: Math.max(prev?.chance ?? 0, b.BossChance),
      placed: (prev?.placed ?? false) || placed,
    });
  }
  return [...out.values()].sort((a, b) => (b.chance ?? 0) - (a.chance ?? 0) || a.type.localeCompare(b.type));
}

export function pos(p: GamePosition): GamePosition {
  return { x: round2(p.x), y: round2(p.y), z: round2(p.z) };
}

export function round2(n: number): number {
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
 * its floors, every extraction (PMC, scav, co-op, paid) and transit and the PMC spawns; Pro users
 * (spec §6 "full interactive maps") also get scav, sniper, boss, raider, rogue and cultist spawns,
 * the quest places, the keys (locked doors and their keys), the miscellaneous layer (caches,
 * switches, stationary weapons, hazards) and the loot containers, and their position follows the
 * pilot. The server withholds the rest and says how many.
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

/**
 * A loot container's place in the legend from the source's normalized name (`weapon-box`,
 * `buried-barrel-cache`, `medbag-smu06`…): the spec's loot kinds, the caches (miscellaneous), and
 * "container" for any other kind (shown under its own name).
 */
export function lootContainerKind(normalizedName: string): { category: MapCategory; sub: string } {
  const n = normalizedName.toLowerCase();
  const loot = (sub: string) => ({ category: "loot" as const, sub });
  if (/cache/.test(n)) return { category: "miscellaneous", sub: "cache" };
  if (/grenade/.test(n)) return loot("grenadeBox");
  if (/ammo/.test(n)) return loot("ammoBox");
  if (/weapon-box|weapon-crate/.test(n)) return loot("weaponBox");
  if (/stash/.test(n)) return loot("stash");
  if (/cash-register/.test(n)) return loot("cashRegister");
  if (/(^|-)safe($|-)/.test(n)) return loot("safe");
  if (/dead|body|corpse/.test(n)) return loot("deadBody");
  if (/jacket/.test(n)) return loot("jacket");
  if (/drawer/.test(n)) return loot("drawer");
  if (/sport|duffle|duffel/.test(n)) return loot("sportsBag");
  if (/suitcase/.test(n)) return loot("suitcase");
  if (/technical-supply/.test(n)) return loot("technicalSupplyCrate");
  if (/medical-supply/.test(n)) return loot("medicalSupplyCrate");
  if (/ration-supply/.test(n)) return loot("rationSupplyCrate");
  if (/wooden-crate/.test(n)) return loot("woodenCrate");
  if (/toolbox/.test(n)) return loot("toolbox");
  if (/pc-block/.test(n)) return loot("pcBlock");
  if (/medcase/.test(n)) return loot("medcase");
  if (/medbag/.test(n)) return loot("medbag");
  return loot("container");
}

/** An exit without a position as one visitor reads it: its name in his language, English where the game has none. */
export function localizeUnplacedExit(u: UnplacedExit, locale: string): UnplacedExit {
  const { names, ...rest } = u;
  return { ...rest, name: names?.[locale] ?? u.name };
}

/**
 * A stored point as one visitor reads it: the name, detail and switch names in the visitor's
 * language (English where the data has none), the asked item named by `itemName`; the other
 * languages' strings are left out of the page.
 */
export function localizeMapPoint(
  p: MapPoint,
  locale: string,
  itemName?: (uid: string) => string | null,
  /** The price the site trusts for an item: a door's card says what its key costs. */
  itemPrice?: (uid: string) => number | null,
): MapPoint {
  const { names, details, requires, item, ...rest } = p;
  const out: MapPoint = { ...rest, name: names?.[locale] ?? p.name };
  const detail = details?.[locale] ?? p.detail;
  if (detail) out.detail = detail;
  else delete out.detail;
  if (requires?.length) out.requires = requires.map((r) => ({ name: r.names?.[locale] ?? r.name }));
  if (item) {
    const name = itemName?.(item.uid) ?? null;
    const price = p.category === "keys" ? (itemPrice?.(item.uid) ?? null) : null;
    out.item = { uid: item.uid, count: item.count, ...(name ? { name } : {}), ...(price !== null ? { price } : {}) };
  }
  return out;
}

/** A nullable position as the tarkov.dev replies give it. */
type MaybePosition = GamePosition | null | undefined;

/**
 * The placed things of one map as tarkov.dev's `maps` reply gives them (the live GraphQL reply, or
 * a JSON API reply resolved to the same shape): locks with their key, switches, stationary weapons,
 * hazards and loot containers.
 */
export interface PlacedThings {
  locks?: readonly { key: { id: string } | null; needsPower: boolean | null; position: MaybePosition }[] | null;
  switches?: readonly { id: string; name: string | null; position: MaybePosition }[] | null;
  stationaryWeapons?:
    | readonly { stationaryWeapon: { id: string | null; name: string | null; shortName: string | null } | null; position: MaybePosition }[]
    | null;
  hazards?: readonly { hazardType: string | null; name: string | null; position: MaybePosition }[] | null;
  lootContainers?: readonly { lootContainer: { id: string; name: string | null; normalizedName: string } | null; position: MaybePosition }[] | null;
}

/**
 * The points of a map's placed things: a locked door or container with its key (named by the key
 * item), a switch, a stationary weapon, a hazard, a loot container (caches go with miscellaneous).
 * `names(key)` gives a thing's names in the other languages (keys `w:<switch id>`,
 * `g:<weapon id>`, `h:<hazard type>`, `l:<container id>`). Shared by the live import and the pack.
 */
export function placedThingPoints(map: PlacedThings, names: (key: string) => Record<string, string> | undefined = () => undefined): MapPoint[] {
  const points: MapPoint[] = [];
  const named = (key: string, name: string | null | undefined) => {
    const n = names(key);
    return { name: name ?? "", ...(n && Object.keys(n).length > 0 ? { names: n } : {}) };
  };
  (map.locks ?? []).forEach((l, i) => {
    if (!l.position || !l.key) return;
    points.push({
      id: `k-${i}`,
      category: "keys",
      sub: "unlock",
      name: "",
      ...pos(l.position),
      item: { uid: l.key.id, count: 1 },
      ...(l.needsPower ? { needsPower: true } : {}),
    });
  });
  for (const s of map.switches ?? []) {
    if (!s.position) continue;
    points.push({ id: `w-${s.id}`, category: "miscellaneous", sub: "switch", ...named(`w:${s.id}`, s.name), ...pos(s.position) });
  }
  (map.stationaryWeapons ?? []).forEach((w, i) => {
    if (!w.position || !w.stationaryWeapon) return;
    const key = `g:${w.stationaryWeapon.id ?? ""}`;
    points.push({
      id: `g-${i}`,
      category: "miscellaneous",
      sub: "stationaryWeapon",
      ...named(key, w.stationaryWeapon.name ?? w.stationaryWeapon.shortName),
      ...pos(w.position),
    });
  });
  (map.hazards ?? []).forEach((h, i) => {
    if (!h.position) return;
    points.push({ id: `h-${i}`, category: "miscellaneous", sub: "hazard", ...named(`h:${h.hazardType ?? ""}`, h.name), ...pos(h.position) });
  });
  (map.lootContainers ?? []).forEach((c, i) => {
    if (!c.position || !c.lootContainer) return;
    const kind = lootContainerKind(c.lootContainer.normalizedName);
    points.push({ id: `l-${i}`, ...kind, ...named(`l:${c.lootContainer.id}`, c.lootContainer.name), ...pos(c.position) });
  });
  return points;
}
