import type { ProgressData } from "@raidkit/api";
import { useCallback, useEffect, useState } from "react";
import { preload } from "react-dom";

/**
 * The /progression pages' data, loaded by the browser from the address the page names (decision
 * 024): it is not inside the page, and the browser keeps it until the data changes, so the other
 * progress pages and later visits read it from the browser's cache.
 */
const requests = new Map<string, Promise<ProgressData>>();
/** Loaded data by address: a page opened again in this tab renders at once. */
const loaded = new Map<string, ProgressData>();

function load(url: string): Promise<ProgressData> {
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as ProgressData;
      // Only the newest addresses are kept (one per part; an address changes with the data).
      if (loaded.size >= 6) loaded.clear();
      loaded.set(url, data);
      return data;
    });
    requests.set(url, pending);
    pending.catch(() => requests.delete(url));
  }
  return pending;
}

export function useProgressData(url: string): { data: ProgressData | null; failed: boolean; retry: () => void } {
  // Asked for in the page's head, so the request starts with the scripts instead of after them.
  preload(url, { as: "fetch", crossOrigin: "anonymous" });
  const [state, setState] = useState<{ url: string; data: ProgressData | null; failed: boolean }>({ url, data: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const ready = loaded.get(url);
    if (ready) {
      setState({ url, data: ready, failed: false });
      return;
    }
    if (attempt > 0) setState({ url, data: null, failed: false });
    load(url)
      .then((data) => live && setState({ url, data, failed: false }))
      .catch(() => live && setState({ url, data: null, failed: true }));
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.url === url ? state : { data: null, failed: false };
  return { data: current.data, failed: current.failed, retry };
}
