/** The game's per-card speed-up of the bitcoin farm: each card after the first adds 4.1225%. */
export const GPU_BOOST = 0.041225;
export const MIN_GPUS = 1;
export const MAX_GPUS = 50;
const DAY_SEC = 86_400;

/** Seconds to make one bitcoin with `gpus` cards: base / (1 + (gpus − 1) · 0.041225). */
export function secondsPerBitcoin(baseSeconds: number, gpus: number): number {
  const cards = Math.min(MAX_GPUS, Math.max(MIN_GPUS, Math.floor(gpus)));
  return baseSeconds / (1 + (cards - 1) * GPU_BOOST);
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
}

export interface BitcoinFarmFigures {
  gpus: number;
  hoursPerBitcoin: number;
  bitcoinsPerDay: number;
  incomePerDay: number;
  fuelPerDay: number;
  profitPerDay: number;
  gpuCost: number;
  /** Days until the cards have paid for themselves from the profit, or null when there is no profit. */
  paybackDays: number | null;
}

/** Bitcoin farm figures for one card count (spec: issue 5 bitcoin farm calculator). */
export function bitcoinFarm(input: BitcoinFarmInput): BitcoinFarmFigures {
  const seconds = secondsPerBitcoin(input.baseSeconds, input.gpus);
  const gpus = Math.min(MAX_GPUS, Math.max(MIN_GPUS, Math.floor(input.gpus)));
  const bitcoinsPerDay = DAY_SEC / seconds;
  const incomePerDay = bitcoinsPerDay * input.bitcoinPrice;
  const fuelPerDay = (input.fuelPerHour ?? 0) * 24;
  const profitPerDay = incomePerDay - fuelPerDay;
  const gpuCost = gpus * input.gpuPrice;
  return {
    gpus,
    hoursPerBitcoin: seconds / 3600,
    bitcoinsPerDay,
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
