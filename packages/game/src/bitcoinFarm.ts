import { MAX_SKILL } from "./account.ts";

/** The game's items the farm makes and runs on: Physical Bitcoin and the graphics card. */
export const BITCOIN_UID = "59faff1d86f7746c51718c9c";
export const GPU_UID = "57347ca924597744596b4e71";
/** The game's per-card speed-up of the bitcoin farm: each card after the first adds 4.1225%. */
export const GPU_BOOST = 0.041225;
export const MIN_GPUS = 1;
export const MAX_GPUS = 50;
/** Hideout Management at its elite level (the skill cap) adds storage to the farm. */
export const ELITE_HIDEOUT_MANAGEMENT = MAX_SKILL;
const DAY_SEC = 86_400;

/** Seconds to make one bitcoin with `gpus` cards: base / (1 + (gpus − 1) · 0.041225). */
export function secondsPerBitcoin(baseSeconds: number, gpus: number): number {
  const cards = Math.min(MAX_GPUS, Math.max(MIN_GPUS, Math.floor(gpus)));
  return baseSeconds / (1 + (cards - 1) * GPU_BOOST);
}

/**
 * How many bitcoins the farm holds before it stops: the craft's production limit of the data (3),
 * plus the elite Hideout Management's extra storage of the data (BitcoinFarm.Container, 2) at skill
 * level 51 and above.
 */
export function bitcoinStorage(productionLimit: number, eliteExtra: number, hideoutManagement: number): number {
  return productionLimit + (hideoutManagement >= ELITE_HIDEOUT_MANAGEMENT ? eliteExtra : 0);
}

export interface BitcoinFarmInput {
  /** The bitcoin craft's duration in the data (seconds, one card). */
  baseSeconds: number;
  gpus: number;
  /** What one bitcoin sells for (after any fee). */
  bitcoinPrice: number;
  /** What one graphics card costs. */
  gpuPrice: number;
  /** Fuel cost per hour, or null (off, or unknown). */
  fuelPerHour: number | null;
  /** Bitcoins the farm holds before production stops (bitcoinStorage), or null when not known: no cap. */
  storage?: number | null;
  /** How often the player empties the farm, in hours; null: whenever it is full (nothing lost). */
  collectEveryHours?: number | null;
}

export interface BitcoinFarmFigures {
  gpus: number;
  hoursPerBitcoin: number;
  /** What the farm holds, or null when not known. */
  storage: number | null;
  /** Hours from empty to full: the farm must be emptied at least this often to never stop; null without a storage. */
  fillHours: number | null;
  /** Bitcoins per day when it never stops. */
  maxBitcoinsPerDay: number;
  /** Bitcoins per day at the player's collection interval (at most the storage per collection). */
  bitcoinsPerDay: number;
  /** Bitcoins per day not made because the farm stood full, and what they would have brought. */
  lostPerDay: number;
  lostIncomePerDay: number;
  incomePerDay: number;
  fuelPerDay: number;
  profitPerDay: number;
  gpuCost: number;
  /** Days until the cards have paid for themselves from the profit, or null when there is no profit. */
  paybackDays: number | null;
}

/**
 * Bitcoin farm figures for one card count (issue 5 bitcoin farm calculator). The farm stops when its
 * storage is full, so collecting every N hours (N longer than the fill time) makes `storage`
 * bitcoins per N hours: storage × 24 / N a day instead of 24 / hours per bitcoin.
 */
export function bitcoinFarm(input: BitcoinFarmInput): BitcoinFarmFigures {
  const seconds = secondsPerBitcoin(input.baseSeconds, input.gpus);
  const gpus = Math.min(MAX_GPUS, Math.max(MIN_GPUS, Math.floor(input.gpus)));
  const hoursPerBitcoin = seconds / 3600;
  const maxBitcoinsPerDay = DAY_SEC / seconds;
  const storage = input.storage != null && input.storage > 0 ? input.storage : null;
  const fillHours = storage === null ? null : storage * hoursPerBitcoin;
  const every = input.collectEveryHours;
  const capped = storage !== null && fillHours !== null && every != null && Number.isFinite(every) && every > fillHours;
  const bitcoinsPerDay = capped ? (storage * 24) / every : maxBitcoinsPerDay;
  const lostPerDay = maxBitcoinsPerDay - bitcoinsPerDay;
  const incomePerDay = bitcoinsPerDay * input.bitcoinPrice;
  const fuelPerDay = (input.fuelPerHour ?? 0) * 24;
  const profitPerDay = incomePerDay - fuelPerDay;
  const gpuCost = gpus * input.gpuPrice;
  return {
    gpus,
    hoursPerBitcoin,
    storage,
    fillHours,
    maxBitcoinsPerDay,
    bitcoinsPerDay,
    lostPerDay,
    lostIncomePerDay: lostPerDay * input.bitcoinPrice,
    incomePerDay,
    fuelPerDay,
    profitPerDay,
    gpuCost,
    paybackDays: profitPerDay > 0 ? gpuCost / profitPerDay : null,
  };
}

/** Daily profit for every card count 1..50 (the chart of the bitcoin farm page). */
export function bitcoinFarmCurve(input: Omit<BitcoinFarmInput, "gpus">): BitcoinFarmFigures[] {
  return Array.from({ length: MAX_GPUS }, (_, i) => bitcoinFarm({ ...input, gpus: i + 1 }));
}

/**
 * The y-axis values of the profit curve: about `count` round steps (1, 2 or 5 × a power of ten)
 * from zero, or from below it when the curve goes negative, to the curve's highest value or above.
 */
export function curveTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(low + 1, max);
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let i = Math.floor(low / step); i <= Math.ceil(high / step); i++) ticks.push(i * step || 0);
  return ticks;
}

/**
 * A craft as the calculators list it, with the bitcoin farm's time for the cards installed (its data
 * gives the time of one card); every other craft as it is.
 */
export function withFarmCards<T extends { durationSec: number; output: { uid: string } }>(craft: T, bitcoinUid: string, gpus: number): T {
  if (craft.output.uid !== bitcoinUid) return craft;
  return { ...craft, durationSec: secondsPerBitcoin(craft.durationSec, gpus) };
}
