import type { CalcItem } from "@raidkit/api";
import { type FleaDoubt, formatDate, formatPrice, type Locale, type PricedPart, type PriceField, type ProfitSettings } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";

/** Why a flea figure was not used (priceQuality.ts), as the hover texts say it. */
export function doubtText(doubt: FleaDoubt & { field: PriceField }, item: CalcItem | undefined, locale: Locale, t: Translate): string {
  const why =
    doubt.why === "stale"
      ? t("calc.why.stale", { date: item?.updated ? formatDate(item.updated) : "—" })
      : doubt.why === "none"
        ? t("calc.why.none")
        : t(`market.quality.${doubt.why}`);
  return t("calc.notUsed", { field: t(`account.priceField.${doubt.field}`), price: doubt.value === null ? "—" : formatPrice(doubt.value, locale), why });
}

/**
 * "2 × Bolts: flea ₽12,000 (last price, 10.12.25 17:06)": which price a figure used, and when. A
 * flea figure the price-quality rule doubts is named with why it was not used, so the reader sees
 * what stood in for it (another flea figure, a trader, or no price).
 */
export function explainPart(part: PricedPart, item: CalcItem | undefined, field: PriceField, locale: Locale, t: Translate): string {
  const name = item?.name ?? part.uid;
  const head = `${part.count} × ${name}`;
  const doubt = part.doubt ? ` (${doubtText(part.doubt, item, locale, t)})` : "";
  if (part.unit === null) return `${head}: ${t("calc.noPrice")}${doubt}`;
  const price = formatPrice(part.unit, locale);
  let how: string;
  if (part.source === "custom") how = t("calc.source.custom");
  else if (part.source === "trader") how = t("calc.source.trader", { trader: part.trader ?? "" });
  else if (part.source === "craft" || part.source === "barter") how = t(`calc.source.${part.source}`);
  else how = `${t("calc.source.flea")} (${t(`account.priceField.${part.field ?? field}`)}${item?.updated ? `, ${formatDate(item.updated)}` : ""})`;
  const fee = part.fee > 0 ? `, ${t("calc.fee")} ${formatPrice(part.fee, locale)}` : "";
  return `${head}: ${how} ${price}${fee}${doubt}`;
}

/** The flea figure an input (buying) or an output (selling) is read at under the settings. */
export function fieldFor(settings: ProfitSettings, side: "buy" | "sell"): PriceField {
  if (side === "buy" && settings.useHistorical) return "historical";
  if (side === "sell" && settings.sellToHistorical) return "historical";
  return settings.priceField;
}
