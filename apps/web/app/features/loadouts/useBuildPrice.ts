import type { WeaponBuilderData } from "@raidkit/api";
import { type BuildPrice, buildItemIds, buildPrice, type PriceField, type WeaponBuild } from "@raidkit/game";
import { useMemo } from "react";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useCharProgress } from "../../shared/progressStore.ts";

/**
 * The build's price for this player (spec §3 Loadout: price): each item at its cheapest source, the
 * flea market or a trader at the loyalty levels the player keeps (server for Pro, browser otherwise),
 * the player's own prices first; the same rule as the calculators (packages/game buildPrice).
 */
export function useBuildPrice(data: WeaponBuilderData, build: WeaponBuild): { price: BuildPrice; unitOf: (id: string) => number | null } {
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
    const pricesOf = (id: string) => (id === data.weapon.id ? data.weapon.prices : data.parts[id]?.prices) ?? undefined;
    const unitOf = (id: string) => buildPrice([id], pricesOf, settings).total;
    return { price: buildPrice(buildItemIds(build), pricesOf, settings), unitOf };
  }, [data, build, user, progress.tradersLL]);
}
