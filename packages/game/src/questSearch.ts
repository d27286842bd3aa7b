import { queryVariants, relevance, type SearchEntry, searchEntry } from "./marketSearch.ts";

/** What the quest search reads of a quest: its name in the visitor's language and the English one where it differs. */
export interface QuestSearchNames {
  name: string;
  nameEn?: string;
}

const entries = new WeakMap<QuestSearchNames, SearchEntry>();
function entryOf(q: QuestSearchNames): SearchEntry {
  let entry = entries.get(q);
  if (!entry) {
    entry = searchEntry({ name: q.nameEn ?? q.name, shortName: "", localName: q.name, localShortName: "" });
    entries.set(q, entry);
  }
  return entry;
}

/**
 * The quest list's search (issue 31 item 6), by the market search's rule (marketSearch.ts
 * relevance): a quest is found by its name in the visitor's language or in English ("Gunsmith" on
 * the Russian pages), typed on the other keyboard layout or in the other alphabet; when nothing
 * answers exactly, by words one typo away. One letter is matched as typed. The list keeps its order.
 */
export function searchQuests<Q extends QuestSearchNames>(quests: readonly Q[], query: string): Q[] {
  const read = queryVariants(query);
  if (read.length === 0) return [...quests];
  const variants = (read[0]?.text.length ?? 0) >= 2 ? read : read.slice(0, 1);
  const exact = quests.filter((q) => relevance(entryOf(q), variants) > 0);
  if (exact.length > 0 || !variants.some((v) => v.terms.some((t) => t.length >= 4))) return exact;
  return quests.filter((q) => relevance(entryOf(q), variants, true) > 0);
}
