import { useCallback, useMemo } from "react";
import { useBrowserValue } from "../../shared/browserList.ts";

const KEY = "map_layers_hidden";
/** Hidden until the player turns them on: the dense spawn layers. */
const DEFAULT_HIDDEN: string[] = ["spawns/scav", "spawns/sniperScav"];

const parse = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : DEFAULT_HIDDEN);

/** The layer toggles ("category/sub" ids switched off), kept in this browser for every map (and every tab). */
export function useHiddenLayers(): [ReadonlySet<string>, (ids: string[], hide: boolean) => void] {
  const [list, change] = useBrowserValue(KEY, parse, DEFAULT_HIDDEN);
  const hidden = useMemo(() => new Set(list), [list]);
  const toggle = useCallback(
    (ids: string[], hide: boolean) =>
      change((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (hide) next.add(id);
          else next.delete(id);
        }
        return [...next];
      }),
    [change],
  );
  return [hidden, toggle];
}
