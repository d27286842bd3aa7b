import { useSearchParams } from "react-router";

/**
 * A view's state in the address (?q, ?filter, ?sort, ?dir, ?page, ?mode, ?show), so every view of an
 * admin catalogue page has its link and the back button works. A change of anything but the page
 * goes back to the first page.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page") ?? "1")) || 1);
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === "" || (key === "page" && value === "1")) next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in change)) next.delete("page");
    setParams(next, { preventScrollReset: true, replace: "q" in change });
  };
  return { read, page, set };
}
