/** The flea market's tax rates on the base value (Ti) and on the requested price (Tr). */
export const FLEA_TI = 0.03;
export const FLEA_TR = 0.03;
/** Spec §9: Intelligence Center level 3 takes 30% off the fee, plus 1% of that per hideout management skill point. */
export const IC3_FEE_REDUCTION = 0.3;

export interface FleaFeeOptions {
  /** How many are sold in one offer (Q). */
  count?: number;
  /** Intelligence Center level 3 built. */
  ic3?: boolean;
  /** Hideout management skill level (0–51). */
  hideoutManagement?: number;
}

/** The fee multiplier from the hideout: 1, or 1 − 0.3·(1 + 0.01·skill) with IC3 built (spec §9). */
export function feeReductionFactor(ic3: boolean, hideoutManagement = 0): number {
  if (!ic3) return 1;
  return 1 - IC3_FEE_REDUCTION * (1 + 0.01 * Math.max(0, hideoutManagement));
}

/**
 * The game's published flea market fee: ceil(V0·Ti·4^P0·Q + VR·Tr·4^PR·Q) · IC, where V0 is the
 * item's base price, VR the asking price, P0 = log10(V0/VR) (to the power 1.08 when VR < V0) and
 * PR = log10(VR/V0) (to the power 1.08 when VR >= V0). Null when the item has no base price.
 */
export function fleaFee(basePrice: number | null, sellPrice: number, options: FleaFeeOptions = {}): number | null {
  if (!basePrice || basePrice <= 0 || !(sellPrice > 0)) return null;
  const q = options.count ?? 1;
  const v0 = basePrice;
  const vr = sellPrice;
  let p0 = Math.log10(v0 / vr);
  let pr = Math.log10(vr / v0);
  if (vr < v0) p0 = p0 ** 1.08;
  if (vr >= v0) pr = pr ** 1.08;
  const fee = Math.ceil(v0 * FLEA_TI * 4 ** p0 * q + vr * FLEA_TR * 4 ** pr * q);
  return Math.round(fee * feeReductionFactor(options.ic3 ?? false, options.hideoutManagement ?? 0));
}
