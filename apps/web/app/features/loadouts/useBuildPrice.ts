import type { WeaponBuilderData } from "@raidkit/api";
import { type BuildPrice, buildItemIds, buildPrice, type WeaponBuild } from "@raidkit/game";
import { useMemo } from "react";
import { usePriceSettings } from "../../shared/usePriceSettings.ts";

/**
 * The build's price for this player (spec §3 Loadout: price): each item at its cheapest source, the
 * flea market or a trader at the player's loyalty levels, their own prices first; the calculators'
 * rule (packages/game buildPrice, shared/usePriceSettings).
 */
export function useBuildPrice(data: WeaponBuilderData, build: WeaponBuild): { price: BuildPrice; unitOf: (id: string) => number | null } {
  const settings = usePriceSettings();
  return useMemo(() => {
    const pricesOf = (id: string) => (id === data.weapon.id ? data.weapon.prices : data.parts[id]?.prices) ?? undefined;
    const unitOf = (id: string) => buildPrice([id], pricesOf, settings).total;
    return { price: buildPrice(buildItemIds(build), pricesOf, settings), unitOf };
  }, [data, build, settings]);
}
