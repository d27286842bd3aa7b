import { use, useCallback, useEffect, useState } from "react";
import { preload } from "react-dom";

/**
 * Data a page names by an address that holds its hash (decision 024): it is not inside the page,
 * and the browser keeps it until the data changes, so other pages and later visits read it from
 * the browser's cache. The page asks for it in its head, so the request starts with the scripts.
 */
const requests = new Map<string, Promise<unknown>>();

function load<T>(url: string): Promise<T> {
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    });
    // Only the newest addresses are kept (an address changes with the data).
    if (requests.size >= 16) requests.delete(requests.keys().next().value as string);
    requests.set(url, pending);
    pending.catch(() => requests.delete(url));
  }
  return pending as Promise<T>;
}

/** What loaders rendered their page with, by address: read by the same request's render on the server. */
const rendered = new Map<string, unknown>();

/** On the server: the data a loader's page renders with (it is not sent inside the page). */
export function keepForRender(url: string, data: unknown): void {
  rendered.delete(url);
  if (rendered.size >= 256) rendered.delete(rendered.keys().next().value as string);
  rendered.set(url, data);
}

/**
 * The named data, for a page the server renders complete: the server reads what its loader kept;
 * the browser suspends until the data arrives and keeps the server's HTML meanwhile (a Suspense
 * boundary around the caller shows its fallback only when the page is opened in the browser).
 */
export function useNamedData<T>(url: string): T {
  preload(url, { as: "fetch", crossOrigin: "anonymous" });
  if (import.meta.env.SSR) {
    if (!rendered.has(url)) throw new Error(`no data was kept for ${url}`);
    return rendered.get(url) as T;
  }
  return use(load<T>(url));
}

/** The named data for a page the server renders without it (too large): null until it arrives. */
export function useLoadedData<T>(url: string): { data: T | null; failed: boolean; retry: () => void } {
  preload(url, { as: "fetch", crossOrigin: "anonymous" });
  const [state, setState] = useState<{ url: string; data: T | null; failed: boolean }>({ url, data: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load<T>(url)
      .then((data) => live && setState({ url, data, failed: false }))
      .catch(() => live && setState({ url, data: null, failed: true }));
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setState({ url, data: null, failed: false });
    setAttempt((n) => n + 1);
  }, [url]);
  const current = state.url === url ? state : { data: null, failed: false };
  return { data: current.data, failed: current.failed, retry };
}
