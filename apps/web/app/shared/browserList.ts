import { useCallback, useSyncExternalStore } from "react";

/**
 * A list of strings kept in the browser's localStorage under a key, read with
 * useSyncExternalStore so every component (and other tabs, through the storage event) sees
 * changes at once. A storage failure is logged and the list lives on in memory.
 */
const listeners = new Set<() => void>();
const cache = new Map<string, string[]>();
const EMPTY: string[] = [];

function read(key: string): string[] {
  const hit = cache.get(key);
  if (hit) return hit;
  let list: string[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    list = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    list = [];
  }
  cache.set(key, list);
  return list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key) cache.delete(e.key);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The list under `key` and a function that replaces it from the current one. */
export function useBrowserList(key: string): [string[], (change: (current: string[]) => string[]) => void] {
  const list = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );
  const update = useCallback(
    (change: (current: string[]) => string[]) => {
      const next = change(read(key));
      cache.set(key, next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.warn("not saved in the browser", key, error);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [list, update];
}
