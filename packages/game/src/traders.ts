/** Spec §3 Traders: display order and which traders have tracked loyalty levels. */
export const TRADER_ORDER = [
  "Prapor",
  "Therapist",
  "Fence",
  "Skier",
  "Peacekeeper",
  "Mechanic",
  "Ragman",
  "Jaeger",
  "Lightkeeper",
  "BTR Driver",
  "Ref",
] as const;

export const LOYALTY_TRACKED_TRADERS = ["Prapor", "Therapist", "Skier", "Peacekeeper", "Mechanic", "Ragman", "Jaeger", "Ref"] as const;

/** Position of a trader in the spec's order; unknown traders sort last. */
export function traderRank(nickname: string): number {
  const i = (TRADER_ORDER as readonly string[]).findIndex((n) => n.toLowerCase() === nickname.toLowerCase());
  return i < 0 ? TRADER_ORDER.length : i;
}

/** Unset loyalty levels default to 1 (spec §3, §9). */
export function loyaltyLevel(levels: Partial<Record<string, number>> | undefined, trader: string): number {
  const value = levels?.[trader];
  return typeof value === "number" && value >= 1 && value <= 4 ? Math.floor(value) : 1;
}
