import { hideoutConsumptionFactor } from "./skills.ts";

/** The game's fuel tanks the fuel cost is priced from (spec §9). */
export const METAL_FUEL_UID = "5d1b36a186f7742523398433";
export const EXPEDITIONARY_FUEL_UID = "5d1b371186f774253763a656";
/** Spec §9: fuel units per tank, as the fuel cost divides them — 100 for a metal tank, 60 otherwise. */
export const METAL_FUEL_FACTOR = 100;
export const OTHER_FUEL_FACTOR = 60;
/** Spec §9 (and the pack: Solar Power's FuelConsumption bonus is −50%). */
export const SOLAR_FUEL_FACTOR = 0.5;

/**
 * The generator's fuel use in units an hour (the fuelBase the cost reads) from the game's flow rate in
 * units a second: 0.0013194… in the pack, 4.75 units an hour, a metal tank (100 units) every 21 h.
 */
export function generatorFuelPerHour(flowRatePerSecond: number | null | undefined): number | null {
  return flowRatePerSecond && flowRatePerSecond > 0 ? flowRatePerSecond * 3600 : null;
}

/**
 * The tank the bitcoin farm is fuelled with when the player chose none (the farm makes nothing
 * without power): the one whose unit of fuel costs less at its price, metal on a tie; null when
 * neither has a price.
 */
export function cheaperFuelTank(prices: { metal: number | null; expeditionary: number | null }): "metal" | "expeditionary" | null {
  const metal = prices.metal !== null && prices.metal > 0 ? prices.metal / METAL_FUEL_FACTOR : null;
  const expeditionary = prices.expeditionary !== null && prices.expeditionary > 0 ? prices.expeditionary / OTHER_FUEL_FACTOR : null;
  if (metal === null) return expeditionary === null ? null : "expeditionary";
  return expeditionary !== null && expeditionary < metal ? "expeditionary" : "metal";
}

/**
 * Hideout fuel cost per hour (spec §9): the tank's price × fuelBase (units burnt per hour, a global
 * setting) / the tank's units, halved with Solar Power, and 0.5% less per Hideout Management level
 * (the game data's ConsumptionReductionPerLevel, skills.ts). Null when fuelBase or the price is unknown.
 */
export function fuelCostPerHour(options: {
  fuelBase: number | null;
  tankPrice: number | null;
  metal: boolean;
  solar: boolean;
  /** Hideout Management level (0–51; absent: 0). */
  hideoutManagement?: number;
}): number | null {
  const { fuelBase, tankPrice } = options;
  if (fuelBase === null || !(fuelBase > 0) || tankPrice === null || !(tankPrice > 0)) return null;
  const perHour = ((tankPrice * fuelBase) / (options.metal ? METAL_FUEL_FACTOR : OTHER_FUEL_FACTOR)) * hideoutConsumptionFactor(options.hideoutManagement ?? 0);
  return options.solar ? perHour * SOLAR_FUEL_FACTOR : perHour;
}
