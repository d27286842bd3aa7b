/**
 * Spec §5 "Screenshot text recognition adds only items that exist in the items tracker": the
 * candidates are the items of the tracker's needed entries (single items and the items of the pools
 * the progress data names), with their names in every language the page has loaded.
 */
import type { NeededItem } from "../neededItems.ts";
import type { OcrCandidate } from "./match.ts";

/** What the progress data names of an item (ProgressItem's name fields). */
export interface NamedItem {
  name: string;
  shortName: string;
}

/**
 * The tracker's items as OCR candidates. `itemsByLocale`: the progress data's items of each locale
 * loaded (the page's own first). Items the data does not name (large pools) are left out.
 */
export function trackerCandidates(needed: readonly Pick<NeededItem, "uids">[], itemsByLocale: readonly Readonly<Record<string, NamedItem>>[]): OcrCandidate[] {
  const seen = new Set<string>();
  const candidates: OcrCandidate[] = [];
  for (const entry of needed) {
    for (const uid of entry.uids) {
      if (seen.has(uid)) continue;
      seen.add(uid);
      const named = itemsByLocale.map((items) => items[uid]).filter((i): i is NamedItem => Boolean(i));
      if (named.length === 0) continue;
      candidates.push({ uid, shortNames: [...new Set(named.map((n) => n.shortName))], names: [...new Set(named.map((n) => n.name))] });
    }
  }
  return candidates;
}

/**
 * Issue 35: candidates of several sources (the whole catalogue in each language loaded, the tracker's
 * items) as one list, one entry per item with every name it has. Matching runs against this list and
 * keeps the tracker's items after (MatchOptions.keep), so an item outside the tracker that looks like
 * one of its items takes the words read instead of becoming a false find.
 */
export function mergeCandidates(...lists: readonly (readonly OcrCandidate[])[]): OcrCandidate[] {
  const byUid = new Map<string, OcrCandidate>();
  for (const list of lists)
    for (const c of list) {
      const known = byUid.get(c.uid);
      const shortNames = c.shortNames.filter(Boolean);
      const names = c.names.filter(Boolean);
      if (!known) byUid.set(c.uid, { uid: c.uid, shortNames: [...new Set(shortNames)], names: [...new Set(names)] });
      else {
        known.shortNames = [...new Set([...known.shortNames, ...shortNames])];
        known.names = [...new Set([...known.names, ...names])];
      }
    }
  return [...byUid.values()];
}
