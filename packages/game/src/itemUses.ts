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
    /** What completing (and taking) the quest gives and unlocks (QuestView). */
    rewards?: QuestRewardSource;
    startRewards?: QuestRewardSource | null;
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

/** The parts of a quest's rewards that name items. */
interface QuestRewardSource {
  items: readonly { uid: string; count: number }[];
  offers: readonly { uid: string; traderName: string; level: number }[];
  crafts: readonly { uid: string; count: number; stationName: string; level: number }[];
}

/** A quest that unlocks the item: a trader's offer (cash or barter) or a hideout craft. */
export type QuestUnlock =
  | { uid: string; name: string; traderName: string; kind: "offer"; by: string; level: number; onStart: boolean }
  | { uid: string; name: string; traderName: string; kind: "craft"; by: string; level: number; count: number; onStart: boolean };

export interface ItemUses {
  /** Hand-overs asking for it (one of several accepted items when `pool` > 1). */
  quests: { uid: string; name: string; traderName: string; count: number; foundInRaid: boolean; pool: number }[];
  hideout: { id: string; stationName: string; level: number; count: number; foundInRaid: boolean }[];
  craftsIn: { id: string; stationName: string; level: number; count: number; output: { uid: string; count: number } }[];
  craftsOut: { id: string; stationName: string; level: number; count: number; inputs: { uid: string; count: number }[] }[];
  bartersIn: { id: string; traderName: string; loyaltyLevel: number; count: number; output: { uid: string; count: number } }[];
  bartersOut: { id: string; traderName: string; loyaltyLevel: number; count: number; inputs: { uid: string; count: number }[] }[];
  /** Quests that give it (when completed, or when taken: `onStart`). */
  questRewards: { uid: string; name: string; traderName: string; count: number; onStart: boolean }[];
  /** Quests that unlock buying it from a trader (`by` the trader) or crafting it (`by` the station). */
  questUnlocks: QuestUnlock[];
}

export function itemUses(uid: string, from: UseSources): ItemUses {
  const uses: ItemUses = { quests: [], hideout: [], craftsIn: [], craftsOut: [], bartersIn: [], bartersOut: [], questRewards: [], questUnlocks: [] };
  for (const q of from.quests) {
    for (const need of q.needs)
      if (need.uids.includes(uid))
        uses.quests.push({ uid: q.uid, name: q.name, traderName: q.traderName, count: need.count, foundInRaid: need.foundInRaid, pool: need.uids.length });
    const moments = [
      { rewards: q.startRewards, onStart: true },
      { rewards: q.rewards, onStart: false },
    ];
    for (const { rewards, onStart } of moments) {
      if (!rewards) continue;
      const quest = { uid: q.uid, name: q.name, traderName: q.traderName, onStart };
      const count = rewards.items.filter((i) => i.uid === uid).reduce((sum, i) => sum + i.count, 0);
      if (count > 0) uses.questRewards.push({ ...quest, count });
      for (const o of rewards.offers) if (o.uid === uid) uses.questUnlocks.push({ ...quest, kind: "offer", by: o.traderName, level: o.level });
      for (const c of rewards.crafts) if (c.uid === uid) uses.questUnlocks.push({ ...quest, kind: "craft", by: c.stationName, level: c.level, count: c.count });
    }
  }
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
