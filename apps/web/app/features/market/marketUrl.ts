import { DEFAULT_SORT, knownPageParams, type MarketSort, type SortDir } from "@raidkit/game";

/**
 * Builds a market URL for the current path with some query values changed (empty ones dropped).
 * Parameters the page does not read are not carried on (they would split the page cache).
 */
export function marketHref(pathname: string, current: URLSearchParams, changes: Record<string, string | number | null | undefined>): string {
  const next = knownPageParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get("page") === "1") next.delete("page");
  // The default sort says nothing, except during a search (without a sort a search ranks by relevance).
  if (!next.get("search") && next.get("sort") === DEFAULT_SORT && (next.get("dir") ?? "asc") === "asc") {
    next.delete("sort");
    next.delete("dir");
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Clicking a column: the same column flips direction; a new one starts with its natural direction. */
export function nextSort(column: MarketSort, sort: MarketSort | "relevance", dir: SortDir): { sort: MarketSort; dir: SortDir } {
  if (column === sort) return { sort, dir: dir === "asc" ? "desc" : "asc" };
  return { sort: column, dir: column === "name" ? "asc" : "desc" };
}
