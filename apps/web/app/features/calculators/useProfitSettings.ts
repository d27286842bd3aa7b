import type { CalculatorData } from "@raidkit/api";
import { cheaperFuelTank, fleaFigure, fuelCostPerHour, HIDEOUT_SETTING_DEFAULTS, type PriceField, type ProfitSettings } from "@raidkit/game";
import { useMemo } from "react";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useCharProgress } from "../../shared/progressStore.ts";

export interface CalcContext {
  settings: ProfitSettings;
  /** Fuel cost per hour counted against crafts, or null (off, or unknown). */
  fuelPerHour: number | null;
  /** Why fuel is not counted although the player asked for it (no fuelBase, no tank price). */
  fuelUnknown: boolean;
  /**
   * The bitcoin farm's fuel (it makes nothing without power, issue 32): the player's tank, else the
   * cheaper one per unit at its price; null per hour when the rate or the prices are not known.
   */
  farmFuel: { perHour: number | null; tank: "metal" | "expeditionary" | null };
  modulesBuilt: string[];
  questsDone: string[];
  useProgress: boolean;
  pro: boolean;
  loggedIn: boolean;
}

/**
 * The character's settings for the calculators (issue 5 item 3): visitors get the default settings,
 * with the stations and loyalty levels they keep in this browser.
 */
export function useCalcContext(data: CalculatorData): CalcContext {
  const user = useOptionalAccount()?.user ?? null;
  // Stations built and loyalty levels wherever the player keeps them: the server for Pro users, this
  // browser for everyone else (issue 22: visitors and free users had every level at 1 and nothing built).
  const progress = useCharProgress();
  return useMemo(() => {
    const h = user ?? HIDEOUT_SETTING_DEFAULTS;
    const settings: ProfitSettings = {
      priceField: (h.hideoutUsePriceField as PriceField) ?? "price",
      useFlea: h.hideoutUseFlea,
      useTradersPrices: h.hideoutUseTradersPrices,
      useCrafts: h.hideoutUseCrafts,
      useBarters: h.hideoutUseBarters,
      useHistorical: h.hideoutUseHistorical,
      sellToHistorical: h.hideoutUseSellToHistorical,
      useFee: h.hideoutUseFee,
      // The rates of the page's game mode (the admin's, else the game data's).
      fleaTax: data.fleaTax,
      sellToFlea: h.hideoutUseSellToFlea,
      sellToTraders: h.hideoutUseSellToTraders,
      fleaOnlyMode: h.hideoutSellToFleaOnlyMode,
      tradersLL: progress.tradersLL,
      ic3: h.isIC3Built,
      hideoutManagement: h.skill_HideoutManagement,
      craftingSkill: h.skill_Crafting,
      userPrices: user?.userPricesMap ?? {},
      userSellPrices: user?.userSellPricesMap ?? {},
    };
    const fuel = h.hideoutUseFuel;
    const tank = fuel === "metal" ? data.fuelTanks.metal : fuel === "expeditionary" ? data.fuelTanks.expeditionary : null;
    // The tank's trusted flea price (a doubted last price falls back to its averages, priceQuality.ts).
    const tankItem = tank ? data.items[tank] : undefined;
    const tankPrice = tankItem ? fleaFigure(tankItem.prices, "price").unit : null;
    const fuelPerHour = tank
      ? fuelCostPerHour({
          fuelBase: data.fuelBase,
          tankPrice,
          metal: fuel === "metal",
          solar: h.isSolarPowerBuilt,
          hideoutManagement: h.skill_HideoutManagement,
        })
      : null;
    const priceOf = (uid: string) => {
      const item = data.items[uid];
      return item ? fleaFigure(item.prices, "price").unit : null;
    };
    const tankPrices = { metal: priceOf(data.fuelTanks.metal), expeditionary: priceOf(data.fuelTanks.expeditionary) };
    const farmTank = fuel === "metal" || fuel === "expeditionary" ? fuel : cheaperFuelTank(tankPrices);
    const farmFuel = {
      tank: farmTank,
      perHour: farmTank
        ? fuelCostPerHour({
            fuelBase: data.fuelBase,
            tankPrice: tankPrices[farmTank],
            metal: farmTank === "metal",
            solar: h.isSolarPowerBuilt,
            hideoutManagement: h.skill_HideoutManagement,
          })
        : null,
    };
    return {
      settings,
      fuelPerHour,
      farmFuel,
      fuelUnknown: tank !== null && fuelPerHour === null,
      modulesBuilt: [...progress.modulesBuilt],
      questsDone: [...progress.questsDone],
      useProgress: h.hideoutUseProgress,
      pro: user?.pro ?? false,
      loggedIn: user !== null,
    };
  }, [user, data, progress.tradersLL, progress.modulesBuilt, progress.questsDone]);
}
