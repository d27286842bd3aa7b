import type { TagEntry } from "@raidkit/api";
import { MARKET_SORTS, type MarketSort, type SortDir, tagPath } from "@raidkit/game";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { marketHref } from "./marketUrl.ts";

/** Search box, category and sort controls; each change updates the URL (so it can be shared). */
export function MarketToolbar(props: {
  tags: TagEntry[];
  tag: string | null;
  sort: MarketSort | "relevance";
  dir: SortDir;
  confidentOnly: boolean;
  favouritesOnly: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const go = (to: string) => navigate(to, { replace: true, preventScrollReset: true });
  // "/" focuses the search box from anywhere on the page (as on most game tools).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || target?.closest("input, textarea, select, [contenteditable]")) return;
      e.preventDefault();
      document.getElementById("market-search")?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <search>
      <form className="market-toolbar" onSubmit={(e) => e.preventDefault()}>
        <label className="visually-hidden" htmlFor="market-search">
          {t("market.searchLabel")}
        </label>
        <ClearableInput
          id="market-search"
          type="search"
          name="search"
          placeholder={t("market.search")}
          autoComplete="off"
          spellCheck={false}
          value={params.get("search") ?? ""}
          debounceMs={250}
          onDebouncedChange={(value) => go(marketHref(location.pathname, params, { search: value.trim(), page: null }))}
        />
        <label className="field">
          <span>{t("market.category")}</span>
          <select
            value={props.tag ?? ""}
            onChange={(e) => {
              const query = new URLSearchParams(params);
              query.delete("page");
              const path = e.target.value ? tagPath(e.target.value) : "/market";
              go(marketHref(path, query, {}));
            }}
          >
            <option value="">{t("market.allTags")}</option>
            {props.tags.map((tag) => (
              <option key={tag.slug} value={tag.slug}>
                {`${"\u00a0\u00a0".repeat(tag.depth)}${tag.localName}`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("market.sort")}</span>
          <select
            value={props.sort === "relevance" ? "relevance" : `${props.sort}:${props.dir}`}
            onChange={(e) => {
              const [sort, dir] = e.target.value === "relevance" ? [null, null] : e.target.value.split(":");
              go(marketHref(location.pathname, params, { sort, dir, page: null }));
            }}
          >
            {params.get("search") && <option value="relevance">{t("market.sorts.relevance")}</option>}
            {MARKET_SORTS.flatMap((sort) =>
              (["asc", "desc"] as const).map((dir) => (
                <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                  {`${t(`market.sorts.${sort}`)}, ${t(dir === "asc" ? "market.ascending" : "market.descending")}`}
                </option>
              )),
            )}
          </select>
        </label>
        <label className="field check">
          <input
            type="checkbox"
            key={String(props.confidentOnly)}
            defaultChecked={props.confidentOnly}
            onChange={(e) => go(marketHref(location.pathname, params, { confident: e.target.checked ? "1" : null, page: null }))}
          />
          <span>{t("market.hideLowConfidence")}</span>
        </label>
        <label className="field check">
          <input
            type="checkbox"
            key={`fav-${props.favouritesOnly}`}
            defaultChecked={props.favouritesOnly}
            onChange={(e) => go(marketHref(location.pathname, params, { fav: e.target.checked ? "1" : null, page: null }))}
          />
          <span>{t("market.favouritesOnly")}</span>
        </label>
      </form>
    </search>
  );
}
