import { useCallback, useSyncExternalStore } from "react";

/**
 * Values kept in the browser's localStorage under a key, read with useSyncExternalStore so every
 * component (and other tabs, through the storage event) sees changes at once. A change re-reads
 * the stored value first, so two tabs changing different entries both keep theirs. A storage
 * failure is logged and the value lives on in memory.
 */
const listeners = new Set<() => void>();
const cache = new Map<string, unknown>();

function read<T>(key: string, parse: (raw: unknown) => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  let value: T;
  try {
    const raw = localStorage.getItem(key);
    value = parse(raw === null ? undefined : JSON.parse(raw));
  } catch {
    value = parse(undefined);
  }
  cache.set(key, value);
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key) cache.delete(e.key);
    else cache.clear();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Writes a value under `key` and tells every reader. */
export function writeBrowserValue(key: string, value: unknown): void {
  cache.set(key, value);
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn("not saved in the browser", key, error);
  }
  for (const listener of listeners) listener();
}

/**
 * The value under `key` (made by `parse` from what is stored, or from undefined) and a function
 * that replaces it from the current stored one. `parse` must return the same `empty` object for
 * nothing stored, so server and first browser render agree.
 */
export function useBrowserValue<T>(key: string, parse: (raw: unknown) => T, empty: T): [T, (change: (current: T) => T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, parse),
    () => empty,
  );
  const update = useCallback(
    (change: (current: T) => T) => {
      // Another tab may have written since this tab last read: start from what is stored now.
      cache.delete(key);
      writeBrowserValue(key, change(read(key, parse)));
    },
    [key, parse],
  );
  return [value, update];
}

const EMPTY: string[] = [];
const parseList = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : EMPTY);

/** A list of strings under `key` and a function that replaces it from the current one. */
export function useBrowserList(key: string): [string[], (change: (current: string[]) => string[]) => void] {
  return useBrowserValue(key, parseList, EMPTY);
}
