import { type ItemView, itemShownPrice, judgeItem, type UnjudgedItemView } from "./itemView.ts";
import { type QualityClock, referenceValue } from "./priceQuality.ts";

/**
 * A preset is priced as itself (issue 34, item 8), never as its bare weapon. tarkov.dev gives a
 * weapon's default preset the weapon's own flea figures (data/items.json: the M4A1 Carbine preset,
 * 5×2, has the bare Colt M4A1's ₽33,333 last price and ₽121,891 24 h average, while Mechanic pays
 * ₽35,941 for the preset and ₽10,302 for the bare gun). Figures equal to the weapon's are not the
 * preset's: they are dropped, and the preset's price is the sum of its weapon's and parts' prices.
 * A preset whose figures are its own keeps them.
 */

/** What a preset is made of: the weapon and the parts on it (packages/game weapons WeaponPreset). */
export interface PresetMakeup {
  id: string;
  weaponId: string;
  parts: Readonly<Record<string, string>>;
}

type FleaFigures = Pick<UnjudgedItemView, "lastPrice" | "avg24h">;

/** Do a preset's flea figures only repeat its bare weapon's (both present and equal)? */
export function borrowsWeaponFigures(preset: FleaFigures, weapon: FleaFigures): boolean {
  if (preset.lastPrice === null && preset.avg24h === null) return false;
  return preset.lastPrice === weapon.lastPrice && preset.avg24h === weapon.avg24h;
}

/** The sum of the prices of a preset's items (its weapon and every part), or null when one has none. */
export function sumOfParts(uids: readonly string[], priceOf: (uid: string) => number | null): number | null {
  let sum = 0;
  for (const uid of uids) {
    const price = priceOf(uid);
    if (price === null) return null;
    sum += price;
  }
  return sum;
}

/**
 * Judges the catalogue's items (judgeItem) with the presets priced as themselves: a preset that
 * borrows its weapon's figures loses them, and one without flea figures (the pack's import drops
 * borrowed points: packRecords.ts) is priced alike (no flea figure, change or sparkline of its own) and gets
 * `partsPrice`, the sum of its weapon's and parts' prices as the lists show them (itemShownPrice:
 * the trusted flea price, else the best trader's), a part with neither counted at the game's value
 * of it (referenceValue: base or handbook price; on the pack, parts whose only flea price is an
 * older snapshot's), which the trusted price then uses. A part unknown to the catalogue: no sum.
 */
export function judgeWithPresets(raw: readonly UnjudgedItemView[], presets: Iterable<PresetMakeup>, clock: QualityClock): ItemView[] {
  const judged = raw.map((item) => judgeItem(item, clock));
  const index = new Map(raw.map((item, i) => [item.uid, i]));
  const shown = (uid: string) => {
    const i = index.get(uid);
    if (i === undefined) return null;
    const item = judged[i] as ItemView;
    return itemShownPrice(item).price ?? referenceValue(item);
  };
  for (const preset of presets) {
    const at = index.get(preset.id);
    const weaponAt = index.get(preset.weaponId);
    if (at === undefined || weaponAt === undefined) continue;
    const item = raw[at] as UnjudgedItemView;
    const ownFigures = (item.lastPrice !== null || item.avg24h !== null) && !borrowsWeaponFigures(item, raw[weaponAt] as UnjudgedItemView);
    if (ownFigures) continue;
    const partsPrice = sumOfParts([preset.weaponId, ...Object.values(preset.parts)], shown);
    judged[at] = judgeItem(
      { ...item, lastPrice: null, avg24h: null, avg7d: null, change24h: null, change7d: null, spark: null, offers: null, lowConfidence: false, partsPrice },
      clock,
    );
  }
  return judged;
}
