import { toggleFavourite } from "@raidkit/game";
import { useCallback, useSyncExternalStore } from "react";
import { useOptionalAccount } from "./account/AccountContext.tsx";

/** Favourites: the server list for Pro users, the browser's list for everyone else (spec §4). */
const KEY = "raidkit:favList";
const listeners = new Set<() => void>();
let cached: string[] | null = null;

function read(): string[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    cached = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    cached = [];
  }
  return cached;
}

const EMPTY: string[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      cached = null;
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useFavourites(): { favList: string[]; toggle: (uid: string) => void } {
  const account = useOptionalAccount();
  const local = useBrowserFavourites();
  if (account?.user?.pro) return { favList: account.user.favList, toggle: account.toggleFavourite };
  return local;
}

function useBrowserFavourites(): { favList: string[]; toggle: (uid: string) => void } {
  const favList = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((uid: string) => {
    cached = toggleFavourite(read(), uid);
    try {
      localStorage.setItem(KEY, JSON.stringify(cached));
    } catch (error) {
      console.warn("favourites not saved", error);
    }
    for (const listener of listeners) listener();
  }, []);
  return { favList, toggle };
}
