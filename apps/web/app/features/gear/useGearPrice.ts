import type { GearBuilderData } from "@raidkit/api";
import { type BuildPrice, buildPrice, type GearCatalogue, type GearSet, gearItemIds, type PriceField } from "@raidkit/game";
import { useMemo } from "react";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useCharProgress } from "../../shared/progressStore.ts";

/**
 * The set's price for this player: each item and plate at its cheapest source, the flea market or a
 * trader at the loyalty levels the player keeps (server for Pro, browser otherwise), the player's own
 * prices first; the rule of the calculators and the weapon builder (packages/game buildPrice).
 */
export function useGearPrice(data: GearBuilderData, cat: GearCatalogue, set: GearSet): { price: BuildPrice; unitOf: (id: string) => number | null } {
  const user = useOptionalAccount()?.user ?? null;
  const progress = useCharProgress();
  return useMemo(() => {
    const settings = {
      priceField: (user?.hideoutUsePriceField as PriceField | undefined) ?? "price",
      useFlea: true,
      useTraders: true,
      tradersLL: progress.tradersLL,
      userPrices: user?.userPricesMap ?? {},
    };
    const pricesOf = (id: string) => data.items[id]?.prices ?? undefined;
    const unitOf = (id: string) => buildPrice([id], pricesOf, settings).total;
    return { price: buildPrice(gearItemIds(cat, set), pricesOf, settings), unitOf };
  }, [data, cat, set, user, progress.tradersLL]);
}
