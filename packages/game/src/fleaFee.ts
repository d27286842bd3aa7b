import { SKILL_RATES } from "./skills.ts";
/**
 * The flea market's tax rates, as fractions: Ti on the offer's base value, Tr on the requested
 * price. They come from the game data (globals' RagFair.communityItemTax and communityRequirementTax,
 * 3% each) or an admin's setting per game mode (`npm run admin -- flea-tax`); nothing here assumes them.
 */
export interface FleaTax {
  ti: number;
  tr: number;
}

/** Spec §9: Intelligence Center level 3 takes 30% off the fee, plus 1% of that per hideout management skill point. */
export const IC3_FEE_REDUCTION = 0.3;

export interface FleaFeeOptions {
  /** The rates of the player's game mode. */
  tax: FleaTax;
  /** How many are sold in one offer. */
  count?: number;
  /** The price is for the whole stack ("require for all items in offer"), not for each item. */
  wholeStack?: boolean;
  /** Intelligence Center level 3 built. */
  ic3?: boolean;
  /** Hideout management skill level (0–51). */
  hideoutManagement?: number;
}

/** A usable tax rate: a fraction from 0 up to (not including) 1; 0.03 is 3%. */
export function isFleaTaxRate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value < 1;
}

/** The rates of the game data's globals, which give them in percent (3 → 0.03). */
export function fleaTaxFromPercent(ragFair: { communityItemTax: number; communityRequirementTax: number }): FleaTax {
  return { ti: ragFair.communityItemTax / 100, tr: ragFair.communityRequirementTax / 100 };
}

/** The fee multiplier from the hideout: 1, or 1 − 0.3·(1 + 0.01·skill) with IC3 built (spec §9). */
export function feeReductionFactor(ic3: boolean, hideoutManagement = 0): number {
  if (!ic3) return 1;
  return 1 - IC3_FEE_REDUCTION * (1 + (SKILL_RATES.hideoutManagementSkillBoostPercent / 100) * Math.max(0, hideoutManagement));
}

/**
 * The game's flea market fee: VO·Ti·4^PO + VR·Tr·4^PR, times the hideout's factor, rounded once to
 * the nearest rouble (as the game does, after every factor). VO is the base price × count; VR is
 * what the offer asks in all: the price × count, or the price itself when it is for the whole stack.
 * PO = log10(VO/VR) and PR = log10(VR/VO), the one of them that is positive raised to the power 1.08
 * (PR when VR ≥ VO, else PO). Null when the item has no base price or the price is not positive.
 */
export function fleaFee(basePrice: number | null, price: number, options: FleaFeeOptions): number | null {
  if (!basePrice || basePrice <= 0 || !(price > 0)) return null;
  const count = Math.max(1, options.count ?? 1);
  const vo = basePrice * count;
  const vr = options.wholeStack ? price : price * count;
  let po = Math.log10(vo / vr);
  let pr = Math.log10(vr / vo);
  if (vr >= vo) pr = pr ** 1.08;
  else po = po ** 1.08;
  const fee = vo * options.tax.ti * 4 ** po + vr * options.tax.tr * 4 ** pr;
  return Math.round(fee * feeReductionFactor(options.ic3 ?? false, options.hideoutManagement ?? 0));
}
