import type { WeaponBuilderData } from "@raidkit/api";
import { decodeBuildParts, defaultBuild, encodeBuildParts, fittedBuild, type WeaponBuild, type WeaponCatalogue } from "@raidkit/game";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { builderCatalogue } from "./builderCatalogue.ts";

/**
 * The build on the builder page, kept in the address (`?b=`, buildCode.ts) so a build is shared
 * without an account: read once when the weapon's data arrives (a build that does not fit is cut
 * to what fits), then every change replaces the address (no new history entry, no reload).
 */
export function useBuilderState(data: WeaponBuilderData, start: WeaponBuild | null) {
  const cat: WeaponCatalogue = useMemo(() => builderCatalogue(data), [data]);
  const [params, setParams] = useSearchParams();
  const initial = useMemo(() => {
    const code = params.get("b");
    const fromAddress = code !== null ? decodeBuildParts(data.weapon.id, code) : null;
    const chosen = fromAddress ?? (start && start.weaponId === data.weapon.id ? start : null);
    return chosen ? fittedBuild(cat, chosen) : defaultBuild(cat, data.weapon);
    // The address is read once per weapon; later changes are the page's own.
  }, [cat, data.weapon, start]);
  const [build, setBuild] = useState<WeaponBuild>(initial);
  const weaponRef = useRef(data.weapon.id);
  useEffect(() => {
    if (weaponRef.current !== data.weapon.id || start) setBuild(initial);
    weaponRef.current = data.weapon.id;
  }, [initial, data.weapon.id, start]);

  const change = useCallback(
    (next: WeaponBuild) => {
      setBuild(next);
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          q.set("b", encodeBuildParts(next));
          return q;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { cat, build, change };
}
