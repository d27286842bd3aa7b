import type { GameMode } from "@raidkit/game";
import { useSearchParams } from "react-router";

/** Rows per page of the admin data tables (the call answers at most 200). */
export const DATA_PAGE = 50;

/**
 * The view's state in the address (?mode, ?q, ?sort, ?dir, ?page, ?change, ?ids), so every view of
 * an admin data page has its link and the back button works. `set` merges, and a change of
 * anything but the page goes back to the first page.
 */
export function useDataParams(prefix = "") {
  const [params, setParams] = useSearchParams();
  const mode: GameMode = params.get("mode") === "pve" ? "pve" : "pvp";
  const page = Math.max(0, Math.floor(Number(params.get(`${prefix}page`) ?? "1")) - 1) || 0;
  // Two views on one page (the guns compare's picker and its pack-vs-live list) keep apart by a prefix; the mode is shared.
  const name = (key: string) => (key === "mode" || key === "ids" ? key : `${prefix}${key}`);
  const read = (key: string) => params.get(name(key)) ?? "";
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === "" || (key === "mode" && value === "pvp") || (key === "page" && value === "1")) next.delete(name(key));
      else next.set(name(key), value);
    }
    if (!("page" in change)) next.delete(name("page"));
    setParams(next, { preventScrollReset: true, replace: false });
  };
  return { mode, page, read, set };
}
