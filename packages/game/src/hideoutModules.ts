import type { GameEdition } from "./account.ts";
import { editionCode, GAME_EDITION_CODES } from "./gameEditions.ts";
import type { Locale } from "./locales.ts";
import type { ItemNeed } from "./neededItems.ts";
import type { PackEdition } from "./pack/gameRulesRecord.ts";
import type { PackStation } from "./pack/hideoutRecord.ts";
import { textCompare } from "./textOrder.ts";
import { loyaltyLevel } from "./traders.ts";

/** The game's area types of the hideout stations editions give levels of (SPT/EFT EAreaType). */
export const STATION_TYPE = { stash: 3, cultistCircle: 27, bitcoinFarm: 20 } as const;

/** What building a hideout module level takes (the data pack's station levels). */
export interface ModuleRequirement {
  stations: { stationId: string; level: number }[];
  /** Loyalty levels by trader nickname. */
  traders: { trader: string; level: number }[];
  /** Skill levels by the game's skill name (Endurance, HideoutManagement…). */
  skills: { skill: string; level: number }[];
  items: ItemNeed[];
}

/** A hideout module level (spec §3 Hideout) with what building it takes. */
export interface ModuleView {
  /** "{stationId}-{level}", as modulesBuilt holds it. */
  id: string;
  stationId: string;
  stationName: string;
  /** The station's English name: its picture's file name on the content server (decision 067). */
  stationEnglishName: string;
  /** The live source's picture of the station, null offline (decision 067). */
  stationImageLink: string | null;
  level: number;
  constructionSec: number;
  requires: ModuleRequirement;
}

/** A stored station: the pack's record and its names per locale. */
export interface StationSource {
  id: string;
  name: string;
  names: Record<string, string>;
  data: PackStation;
}

export const moduleId = (stationId: string, level: number) => `${stationId}-${level}`;

/**
 * Every level of every station a player builds, in the visitor's language (one builder for the
 * progress pages). Sub-areas built along with their parent are left out.
 */
export function buildModuleViews(stations: readonly StationSource[], traderNames: ReadonlyMap<string, string>, locale: Locale): ModuleView[] {
  const stationByType = new Map(stations.map((s) => [s.data.type, s.id]));
  const modules: ModuleView[] = [];
  for (const s of stations) {
    if (s.data.parentArea) continue;
    const stationName = s.names[locale] ?? s.names.en ?? s.name;
    for (const level of s.data.levels) {
      const requires: ModuleRequirement = { stations: [], traders: [], skills: [], items: [] };
      for (const r of level.requirements) {
        if (r.type === "station") {
          const stationId = stationByType.get(r.stationType);
          // "Level 0" of a station is no requirement (the data writes Stash 0 for Stash 2).
          if (stationId && r.level > 0) requires.stations.push({ stationId, level: r.level });
        } else if (r.type === "traderLoyalty") {
          const trader = traderNames.get(r.traderId);
          if (trader) requires.traders.push({ trader, level: r.level });
        } else if (r.type === "skill") {
          requires.skills.push({ skill: r.skill, level: r.level });
        } else if (r.count > 0) {
          requires.items.push({ uids: [r.itemId], count: r.count, foundInRaid: r.foundInRaid });
        }
      }
      modules.push({
        id: moduleId(s.id, level.level),
        stationId: s.id,
        stationName,
        stationEnglishName: s.names.en ?? s.name,
        stationImageLink: s.data.imageLink ?? null,
        level: level.level,
        constructionSec: level.constructionTimeSec,
        requires,
      });
    }
  }
  const byName = textCompare(locale);
  return modules.sort((a, b) => byName(a.stationName, b.stationName) || a.level - b.level);
}

/**
 * The module levels each edition starts with (editions.json: the stash level and the Cultist
 * Circle level), capped at the levels the hideout data has.
 */
export function editionModules(editions: readonly PackEdition[], stations: readonly StationSource[]): Record<GameEdition, string[]> {
  const out = {} as Record<GameEdition, string[]>;
  const levelsUpTo = (type: number, level: number) => {
    const station = stations.find((s) => s.data.type === type);
    return station ? station.data.levels.filter((l) => l.level <= level).map((l) => moduleId(station.id, l.level)) : [];
  };
  for (const [name, code] of Object.entries(GAME_EDITION_CODES) as [GameEdition, string][]) {
    const edition = editions.find((e) => e.id === code);
    out[name] = edition
      ? [...levelsUpTo(STATION_TYPE.stash, edition.defaultStashLevel), ...levelsUpTo(STATION_TYPE.cultistCircle, edition.defaultCultistCircleLevel)]
      : [];
  }
  return out;
}

/** The levels a character has: what it built, and what its edition gave it. */
export function builtWithEdition(built: ReadonlySet<string>, edition: string, given: Partial<Record<string, readonly string[]>>): Set<string> {
  const name = (Object.keys(GAME_EDITION_CODES) as GameEdition[]).find((e) => GAME_EDITION_CODES[e] === editionCode(edition)) ?? "Standard";
  return new Set([...built, ...(given[name] ?? [])]);
}

/** What the build rules read of the character. */
export interface HideoutProgress {
  /** Built levels, the edition's included. */
  built: ReadonlySet<string>;
  tradersLL: Readonly<Record<string, number>>;
  /** Skill levels the character has told the site (others, and level 0, are not checked). */
  skills: Readonly<Record<string, number>>;
  itemsFound: Readonly<Record<string, number>>;
  /**
   * Progress tracking on (hideoutUseProgress): loyalty, skills and items are checked, as the quest
   * rules check level and loyalty only with tracking on (spec §4); off, only stations are.
   */
  tracking: boolean;
}

/** One requirement of a module level the character has not met. */
export type ModuleBlocker =
  | { kind: "built" }
  | { kind: "station"; stationId: string; level: number }
  | { kind: "trader"; trader: string; level: number; have: number }
  | { kind: "skill"; skill: string; level: number; have: number }
  | { kind: "item"; uid: string; count: number; have: number };

/**
 * Why a module level cannot be marked built yet: built already; the level below or another
 * station's level not built; with tracking on, a trader's loyalty level or a known skill below what
 * it asks, or fewer of an item found than it takes. Empty: it can be built. The player may build
 * anyway after seeing the list (the site does not know everything the game does).
 */
export function moduleBlockers(module: Pick<ModuleView, "stationId" | "level" | "requires">, p: HideoutProgress): ModuleBlocker[] {
  if (p.built.has(moduleId(module.stationId, module.level))) return [{ kind: "built" }];
  const out: ModuleBlocker[] = [];
  // The level below, whether or not the data names it among the stations.
  const below = module.level > 1 ? [{ stationId: module.stationId, level: module.level - 1 }] : [];
  const stations = [...below, ...module.requires.stations.filter((s) => !(s.stationId === module.stationId && s.level === module.level - 1))];
  for (const s of stations) if (!p.built.has(moduleId(s.stationId, s.level))) out.push({ kind: "station", ...s });
  if (!p.tracking) return out;
  for (const t of module.requires.traders) {
    const have = loyaltyLevel(p.tradersLL, t.trader);
    if (have < t.level) out.push({ kind: "trader", ...t, have });
  }
  for (const s of module.requires.skills) {
    const have = p.skills[s.skill];
    // 0 is the setting's default: the player has not told the site this skill.
    if (have !== undefined && have > 0 && have < s.level) out.push({ kind: "skill", ...s, have });
  }
  for (const need of module.requires.items) {
    const uid = need.uids[0] as string;
    const have = p.itemsFound[uid] ?? 0;
    if (have < need.count) out.push({ kind: "item", uid, count: need.count, have });
  }
  return out;
}

/** A module level can be marked built when nothing blocks it. */
export function canBuildModule(module: Pick<ModuleView, "stationId" | "level" | "requires">, p: HideoutProgress): boolean {
  return moduleBlockers(module, p).length === 0;
}

/** Destroying a module level also takes down the levels above it (they stand on it); edition-given levels stay. */
export function modulesAfterDestroy(built: ReadonlySet<string>, stationId: string, level: number): Set<string> {
  const next = new Set(built);
  for (const id of built) {
    const dash = id.lastIndexOf("-");
    if (id.slice(0, dash) === stationId && Number(id.slice(dash + 1)) >= level) next.delete(id);
  }
  return next;
}
