import type { GearBuilderData } from "@raidkit/api";
import { decodeGearSet, EMPTY_GEAR_SET, encodeGearSet, fittedGearSet, type GearCatalogue, type GearSet, gearCatalogue } from "@raidkit/game";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The set on the gear page, kept in the address (`?g=`, gearSet.ts encodeGearSet) so it is shared
 * and survives a reload without an account: read once when the data arrives (what does not fit is
 * cut), then every change replaces the address (no new history entry, no reload).
 */
export function useGearSet(data: GearBuilderData): { cat: GearCatalogue; set: GearSet; change: (next: GearSet) => void } {
  const cat = useMemo(() => gearCatalogue({ items: Object.values(data.items) }), [data]);
  const [params, setParams] = useSearchParams();
  const [set, setSet] = useState<GearSet>(() => {
    const code = params.get("g");
    return code ? fittedGearSet(cat, decodeGearSet(code)) : EMPTY_GEAR_SET;
  });
  const change = useCallback(
    (next: GearSet) => {
      setSet(next);
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          const code = encodeGearSet(next);
          if (code) q.set("g", code);
          else q.delete("g");
          return q;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { cat, set, change };
}
