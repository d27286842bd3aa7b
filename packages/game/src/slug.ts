/** Suffix that keeps a non-functional item's slug apart from the functional one of the same name. */
export const NON_FUNCTIONAL_SLUG_SUFFIX = "_nonfunctional";

/**
 * Spec §3: the url slug is the item's url. Otherwise it is the name in lowercase with spaces and
 * slashes turned to underscores, with a suffix for non-functional items. Otherwise it is the uid.
 */
export function itemSlug(item: { uid: string; url?: string | null; name?: string | null; isFunctional?: boolean }): string {
  if (item.url && item.url.trim() !== "") return item.url;
  const name = item.name?.trim();
  if (name) {
    const base = name.toLowerCase().replace(/[\s/]+/g, "_");
    return item.isFunctional === false ? base + NON_FUNCTIONAL_SLUG_SUFFIX : base;
  }
  return item.uid;
}

/**
 * Gives every item a unique slug: the first item (in the given order) keeps its slug, later items
 * whose slug is taken fall back to their uid, which is unique.
 */
export function assignUniqueSlugs<T extends { uid: string; url?: string | null; name?: string | null; isFunctional?: boolean }>(
  items: readonly T[],
): Map<string, string> {
  const byUid = new Map<string, string>();
  const taken = new Set<string>();
  for (const item of items) {
    let slug = itemSlug(item);
    if (taken.has(slug)) slug = item.uid;
    taken.add(slug);
    byUid.set(item.uid, slug);
  }
  return byUid;
}

/** Slug of a handbook category used as a tag: lowercase words joined by underscores, "&" as "and". */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}

/** The path of an item page, each segment percent-encoded. */
export function itemPath(slug: string): string {
  return `/item/${encodeURIComponent(slug)}`;
}

export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}
