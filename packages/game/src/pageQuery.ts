/**
 * The query parameters a page reads (market search, sort, direction, page, confident and favourites filters;
 * the calculators' station or trader, level and locked-recipes filters;
 * the fee page's item; the share, link-result and login notes; the weapon builder's build and the gear builder's set). Anything else changes nothing on
 * the page, so it neither splits the page cache (`/?r=1` is `/`) nor is carried into links.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  "search",
  "sort",
  "dir",
  "page",
  "confident",
  "fav",
  "group",
  "level",
  "locked",
  "item",
  "share",
  "link",
  "login",
  "b",
  "g",
];

const KNOWN = new Set(PAGE_QUERY_PARAMS);

/** Only the known parameters of a query, in a fixed order (first value of each). */
export function knownPageParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null && KNOWN.has(name)) out.set(name, value);
  }
  return out;
}

/**
 * React Router's own parameter of a data request (`/item/x.data?_routes=routes/item`): which
 * loaders answer. It changes the reply, so it is part of the cache key (never of a link).
 */
const ROUTER_PARAMS = ["_routes"] as const;

/** The query part of a page's cache key: its known parameters in a fixed order ("" for none). */
export function pageCacheQuery(search: string): string {
  const params = new URLSearchParams(search);
  const known = knownPageParams(params);
  for (const name of ROUTER_PARAMS) {
    const value = params.get(name);
    if (value !== null) known.set(name, value);
  }
  const query = known.toString();
  return query ? `?${query}` : "";
}
