import type { GameMode } from "@raidkit/game";
import { useSearchParams } from "react-router";

/**
 * An admin page's view in the address (issue 33, item 4: one hook for every admin page): the
 * search, filters, sort, game mode and page (?q, ?filter, ?sort, ?dir, ?mode, ?page, …), so each
 * view has its link and the back button works.
 *
 * - `page` counts from 1, as the address does (`?page=2` is the second page; no `?page` is the first).
 * - `set` merges a change into the address; a value of null or "" takes the key off, and so do the
 *   defaults (page 1, mode PVP). A change of anything but the page goes back to the first page.
 *   Typing a search replaces the history entry rather than adding one.
 * - `prefix` keeps two views on one page apart (the guns compare's picker and its list); the
 *   game mode and the chosen ids are shared by both.
 */
export function useAdminQuery(prefix = "") {
  const [params, setParams] = useSearchParams();
  const name = (key: string) => (key === "mode" || key === "ids" ? key : `${prefix}${key}`);
  const read = (key: string) => params.get(name(key)) ?? "";
  const mode: GameMode = params.get("mode") === "pve" ? "pve" : "pvp";
  const page = Math.max(1, Math.floor(Number(params.get(name("page")) ?? "1")) || 1);
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === "" || (key === "mode" && value === "pvp") || (key === "page" && value === "1")) next.delete(name(key));
      else next.set(name(key), value);
    }
    if (!("page" in change)) next.delete(name("page"));
    setParams(next, { preventScrollReset: true, replace: "q" in change });
  };
  /** Sets the whole view at once: keys not given are taken off. */
  const replaceAll = (view: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(view)) if (value) next.set(name(key), value);
    setParams(next, { preventScrollReset: true });
  };
  return { mode, page, read, set, replaceAll };
}
