import type { BuildPriceSettings, PriceField } from "@raidkit/game";
import { useMemo } from "react";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { useCharProgress } from "./progressStore.ts";

/**
 * How the builders price what a player buys (packages/game buildPrice): the flea market or a trader
 * at the loyalty levels the player keeps (server for Pro, this browser otherwise), their price field,
 * their own prices first.
 */
export function usePriceSettings(): BuildPriceSettings {
  const user = useOptionalAccount()?.user ?? null;
  const progress = useCharProgress();
  return useMemo(
    () => ({
      priceField: (user?.hideoutUsePriceField as PriceField | undefined) ?? "price",
      useFlea: true,
      useTraders: true,
      tradersLL: progress.tradersLL,
      userPrices: user?.userPricesMap ?? {},
    }),
    [user, progress.tradersLL],
  );
}
