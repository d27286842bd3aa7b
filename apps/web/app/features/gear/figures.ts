import { formatNumber, type Locale } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";

/** A fraction as a signed percent (−0.025 → "−2.5 %", 0 → "0 %"). */
export function signedPercent(fraction: number, locale: Locale): string {
  const rounded = Math.round(fraction * 1000) / 10;
  if (rounded === 0) return "0 %";
  return `${rounded > 0 ? "+" : "−"}${formatNumber(Math.abs(rounded), locale, 1)} %`;
}

/** A worn slot's or an armour part slot's name in the page's language. */
export function placeLabel(place: string, t: Translate): string {
  const [slot, modSlot] = place.split("/");
  if (!modSlot) return t(`gear.slots.${slot}`);
  const known = t(`gear.modSlots.${modSlot}`);
  if (known !== `gear.modSlots.${modSlot}`) return known;
  const n = /_(\d+)$/.exec(modSlot);
  return n ? t("gear.modSlots.attachmentN", { n: Number(n[1]) + 1 }) : t("gear.modSlots.attachment");
}
