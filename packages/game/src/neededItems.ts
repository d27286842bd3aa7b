import { loyaltyLevel } from "./traders.ts";
/** One hand-over of a quest or a module: any of `uids` (a pool when several), `count` in all. */
export interface ItemNeed {
  uids: string[];
  count: number;
  foundInRaid: boolean;
}

/** Where needs come from: an open quest or an unbuilt module level. */
export interface NeedSource {
  kind: "quest" | "module";
  id: string;
  needs: ItemNeed[];
}

export interface NeededItem {
  /** The item uid, or "pool:<sorted uids>" for a hand-over any of several items satisfy. */
  key: string;
  uids: string[];
  /** How many are needed in all, and how many of those must be found in raid. */
  need: number;
  needFoundInRaid: number;
  /** How many the player has (for a pool: the sum over its items). */
  have: number;
  /** What asks for them. */
  sources: { kind: "quest" | "module"; id: string; count: number }[];
}

const keyOf = (uids: readonly string[]) => (uids.length === 1 ? (uids[0] as string) : `pool:${[...uids].sort().join(",")}`);

/**
 * Issue 6 needed items: the sum over open quests and unbuilt modules, split into found in raid or
 * not, with have/need counts. A hand-over that accepts any of a pool of items is one entry for the
 * pool (counted once), not one per item of the pool.
 */
export function neededItems(sources: readonly NeedSource[], have: Readonly<Record<string, number>>): NeededItem[] {
  const byKey = new Map<string, NeededItem>();
  for (const source of sources) {
    for (const need of source.needs) {
      if (need.uids.length === 0 || need.count <= 0) continue;
      const key = keyOf(need.uids);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { key, uids: [...need.uids], need: 0, needFoundInRaid: 0, have: need.uids.reduce((sum, uid) => sum + (have[uid] ?? 0), 0), sources: [] };
        byKey.set(key, entry);
      }
      entry.need += need.count;
      if (need.foundInRaid) entry.needFoundInRaid += need.count;
      entry.sources.push({ kind: source.kind, id: source.id, count: need.count });
    }
  }
  return [...byKey.values()];
}

/** Requirements of a hideout module level (the data pack's station levels). */
export interface ModuleRequirement {
  stations: { stationId: string; level: number }[];
  traders: { trader: string; level: number }[];
  items: ItemNeed[];
}

/**
 * Issue 6: a module level can be built when the level below is built (or it is level 1), every
 * required station level is built, and every trader loyalty level is reached (unset levels are 1).
 * Items are counted by the needed-items views, not here.
 */
export function canBuildModule(
  module: { stationId: string; level: number; requires: ModuleRequirement },
  built: ReadonlySet<string>,
  tradersLL: Readonly<Record<string, number>>,
): boolean {
  const id = `${module.stationId}-${module.level}`;
  if (built.has(id)) return false;
  if (module.level > 1 && !built.has(`${module.stationId}-${module.level - 1}`)) return false;
  if (!module.requires.stations.every((s) => built.has(`${s.stationId}-${s.level}`))) return false;
  return module.requires.traders.every((t) => loyaltyLevel(tradersLL, t.trader) >= t.level);
}

/** Destroying a module level also takes down the levels above it (they stand on it). */
export function modulesAfterDestroy(built: ReadonlySet<string>, stationId: string, level: number): Set<string> {
  const next = new Set(built);
  for (const id of built) {
    const dash = id.lastIndexOf("-");
    if (id.slice(0, dash) === stationId && Number(id.slice(dash + 1)) >= level) next.delete(id);
  }
  return next;
}
