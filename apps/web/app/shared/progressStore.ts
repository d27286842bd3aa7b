import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useOptionalAccount } from "./account/AccountContext.tsx";

/**
 * Quests done, per character: on the server for Pro users (set operations through the progression
 * call), in the browser for everyone else (spec §5: data updates need Pro), keyed by the
 * character so PVP and PVE stay apart.
 */
const listeners = new Set<() => void>();
const cache = new Map<string, string[]>();
const EMPTY: string[] = [];

function storageKey(charUid: string | null): string {
  return `raidkit:questsDone:${charUid ?? "guest"}`;
}

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
    if (e.key?.startsWith("raidkit:questsDone:")) {
      cache.delete(e.key);
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useQuestsDone(): { done: ReadonlySet<string>; setDone: (uid: string, on: boolean) => void; onServer: boolean } {
  const account = useOptionalAccount();
  const user = account?.user ?? null;
  const key = storageKey(user?.charUid ?? null);
  const local = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );
  const onServer = Boolean(user?.pro);
  const list = onServer ? (user?.questsDone ?? EMPTY) : local;
  const done = useMemo(() => new Set(list), [list]);
  const setDone = useCallback(
    (uid: string, on: boolean) => {
      if (onServer && account) {
        void account.updateProgress(on ? { add: { questsDone: [uid] } } : { remove: { questsDone: [uid] } });
        return;
      }
      const current = read(key);
      const next = on ? (current.includes(uid) ? current : [...current, uid]) : current.filter((x) => x !== uid);
      cache.set(key, next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.warn("progress not saved", error);
      }
      for (const listener of listeners) listener();
    },
    [onServer, account, key],
  );
  return { done, setDone, onServer };
}
