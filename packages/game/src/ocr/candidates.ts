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
      if (!known) byUid.set(c.uid, { uid: c.uid, shortNames: [...new Set(shortNames)], names: [...new Set(names)], ...(c.size ? { size: c.size } : {}) });
      else {
        known.shortNames = [...new Set([...known.shortNames, ...shortNames])];
        known.names = [...new Set([...known.names, ...names])];
        if (!known.size && c.size) known.size = c.size;
      }
    }
  return [...byUid.values()];
}

/**
 * The whole catalogue as OCR candidates, from the offline item cache's table (fields and rows of
 * /api/be/cache): `name` and `shortName` in English, `{locale}Name` / `{locale}ShortName` in the
 * page's other language when it has them.
 */
export function catalogueCandidates(fields: readonly string[], rows: readonly unknown[][]): OcrCandidate[] {
  const column = (name: string) => fields.indexOf(name);
  const uid = column("uid");
  if (uid < 0) return [];
  const shortColumns = fields.flatMap((f, i) => (f === "shortName" || /^[a-z]{2}ShortName$/.test(f) ? [i] : []));
  const nameColumns = fields.flatMap((f, i) => (f === "name" || /^[a-z]{2}Name$/.test(f) ? [i] : []));
  const texts = (row: readonly unknown[], columns: readonly number[]) => [
    ...new Set(columns.map((i) => row[i]).filter((v): v is string => typeof v === "string" && v.length > 0)),
  ];
  // Issue 35: the size in slots tells apart items that share a short name.
  const width = column("width");
  const height = column("height");
  const sizeOf = (row: readonly unknown[]) => {
    const w = row[width];
    const h = row[height];
    return width >= 0 && height >= 0 && typeof w === "number" && typeof h === "number" && w > 0 && h > 0 ? { size: { w, h } } : {};
  };
  return rows.map((row) => ({ uid: String(row[uid]), shortNames: texts(row, shortColumns), names: texts(row, nameColumns), ...sizeOf(row) }));
}
