/**
 * Where an item is used and where it comes from (issue 22): the quests that ask for it, the hideout
 * levels that need it, the crafts and barters that take it or make it. One pass over the game data
 * the site already builds (quest views, module views, recipes); the item page shows the result.
 */

/** What the rule reads of the game data (the site's quest, module and recipe views). */
export interface UseSources {
  quests: readonly {
    uid: string;
    name: string;
    trader: string;
    traderName: string;
    needs: readonly { uids: readonly string[]; count: number; foundInRaid: boolean }[];
  }[];
  modules: readonly {
    id: string;
    stationName: string;
    level: number;
    requires: { items: readonly { uids: readonly string[]; count: number; foundInRaid: boolean }[] };
  }[];
  crafts: readonly {
    id: string;
    stationName: string;
    level: number;
    inputs: readonly { uid: string; count: number }[];
    output: { uid: string; count: number };
  }[];
  barters: readonly {
    id: string;
    traderName: string;
    loyaltyLevel: number;
    inputs: readonly { uid: string; count: number }[];
    output: { uid: string; count: number };
  }[];
}

export interface ItemUses {
  /** Hand-overs asking for it (one of several accepted items when `pool` > 1). */
  quests: { uid: string; name: string; traderName: string; count: number; foundInRaid: boolean; pool: number }[];
  hideout: { id: string; stationName: string; level: number; count: number; foundInRaid: boolean }[];
  craftsIn: { id: string; stationName: string; level: number; count: number; output: { uid: string; count: number } }[];
  craftsOut: { id: string; stationName: string; level: number; count: number; inputs: { uid: string; count: number }[] }[];
  bartersIn: { id: string; traderName: string; loyaltyLevel: number; count: number; output: { uid: string; count: number } }[];
  bartersOut: { id: string; traderName: string; loyaltyLevel: number; count: number; inputs: { uid: string; count: number }[] }[];
}

export function itemUses(uid: string, from: UseSources): ItemUses {
  const uses: ItemUses = { quests: [], hideout: [], craftsIn: [], craftsOut: [], bartersIn: [], bartersOut: [] };
  for (const q of from.quests)
    for (const need of q.needs)
      if (need.uids.includes(uid))
        uses.quests.push({ uid: q.uid, name: q.name, traderName: q.traderName, count: need.count, foundInRaid: need.foundInRaid, pool: need.uids.length });
  for (const m of from.modules)
    for (const need of m.requires.items)
      if (need.uids.includes(uid))
        uses.hideout.push({ id: m.id, stationName: m.stationName, level: m.level, count: need.count, foundInRaid: need.foundInRaid });
  for (const c of from.crafts) {
    const taken = c.inputs.filter((i) => i.uid === uid).reduce((sum, i) => sum + i.count, 0);
    if (taken > 0) uses.craftsIn.push({ id: c.id, stationName: c.stationName, level: c.level, count: taken, output: c.output });
    if (c.output.uid === uid) uses.craftsOut.push({ id: c.id, stationName: c.stationName, level: c.level, count: c.output.count, inputs: [...c.inputs] });
  }
  for (const b of from.barters) {
    const taken = b.inputs.filter((i) => i.uid === uid).reduce((sum, i) => sum + i.count, 0);
    if (taken > 0) uses.bartersIn.push({ id: b.id, traderName: b.traderName, loyaltyLevel: b.loyaltyLevel, count: taken, output: b.output });
    if (b.output.uid === uid)
      uses.bartersOut.push({ id: b.id, traderName: b.traderName, loyaltyLevel: b.loyaltyLevel, count: b.output.count, inputs: [...b.inputs] });
  }
  return uses;
}

/** The item's page on the community wiki (Fandom), from its English name as the wiki titles pages. */
export function wikiUrl(englishName: string): string {
  return `https://escapefromtarkov.fandom.com/wiki/${encodeURIComponent(englishName.trim().replace(/ /g, "_")).replace(/%2F/g, "/")}`;
}
