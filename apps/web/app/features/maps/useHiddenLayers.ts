import { useCallback, useEffect, useState } from "react";

const KEY = "map_layers_hidden";
/** Hidden until the player turns them on: the dense spawn layers. */
const DEFAULT_HIDDEN = ["spawns/scav", "spawns/sniperScav"];

/** The layer toggles ("category/sub" ids switched off), kept in this browser for every map. */
export function useHiddenLayers(): [ReadonlySet<string>, (ids: string[], hide: boolean) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(DEFAULT_HIDDEN));
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(KEY);
      const list = raw ? (JSON.parse(raw) as unknown) : null;
      if (Array.isArray(list)) setHidden(new Set(list.filter((x): x is string => typeof x === "string")));
    } catch {
      // Unreadable storage: the defaults stay.
    }
  }, []);
  const toggle = useCallback((ids: string[], hide: boolean) => {
    setHidden((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (hide) next.add(id);
        else next.delete(id);
      }
      try {
        window.localStorage.setItem(KEY, JSON.stringify([...next]));
      } catch {
        // Not kept; still applied.
      }
      return next;
    });
  }, []);
  return [hidden, toggle];
}
