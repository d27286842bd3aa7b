import type { GearBuilderData } from "@raidkit/api";
import { type BuildPrice, buildPrice, type GearCatalogue, type GearSet, gearItemIds } from "@raidkit/game";
import { useMemo } from "react";
import { usePriceSettings } from "../../shared/usePriceSettings.ts";

/** The set's price for this player: each item and plate at its cheapest source (packages/game buildPrice, shared/usePriceSettings). */
export function useGearPrice(data: GearBuilderData, cat: GearCatalogue, set: GearSet): { price: BuildPrice; unitOf: (id: string) => number | null } {
  const settings = usePriceSettings();
  return useMemo(() => {
    const pricesOf = (id: string) => data.items[id]?.prices ?? undefined;
    const unitOf = (id: string) => buildPrice([id], pricesOf, settings).total;
    return { price: buildPrice(gearItemIds(cat, set), pricesOf, settings), unitOf };
  }, [data, cat, set, settings]);
}
