import type { Locale } from "./locales.ts";
import { textCompare } from "./textOrder.ts";

/** A category as the market's dropdown lists it. */
export interface TagNode {
  slug: string;
  parent: string | null;
  localName: string;
}

/**
 * Categories as a tree (issue 22): each one right after its parent, indented by its depth, siblings
 * in the visitor's alphabetical order; a category none of whose items is listed is left out (an
 * empty choice leads nowhere). A category whose parent is unknown is a root.
 */
export function tagTree<T extends TagNode>(tags: readonly T[], locale: Locale, listed: (slug: string) => boolean): (T & { depth: number })[] {
  const known = new Set(tags.map((t) => t.slug));
  const children = new Map<string | null, T[]>();
  for (const tag of tags) {
    if (!listed(tag.slug)) continue;
    const parent = tag.parent !== null && known.has(tag.parent) ? tag.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), tag]);
  }
  const compare = textCompare(locale);
  const out: (T & { depth: number })[] = [];
  const visit = (parent: string | null, depth: number, seen: Set<string>) => {
    for (const tag of [...(children.get(parent) ?? [])].sort((a, b) => compare(a.localName, b.localName))) {
      if (seen.has(tag.slug)) continue;
      seen.add(tag.slug);
      out.push({ ...tag, depth });
      visit(tag.slug, depth + 1, seen);
    }
  };
  visit(null, 0, new Set());
  return out;
}
