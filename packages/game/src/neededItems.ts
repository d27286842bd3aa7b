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
