import type { CalcItem } from "@raidkit/api";
import { formatDate, formatPrice, type Locale, type PricedPart, type ProfitSettings } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";

/** "2 × Bolts: flea ₽12,000 (last price, 10.12.25 17:06)": which price a figure used, and when. */
export function explainPart(part: PricedPart, item: CalcItem | undefined, settings: ProfitSettings, locale: Locale, t: Translate): string {
  const name = item?.name ?? part.uid;
  const head = `${part.count} × ${name}`;
  if (part.unit === null) return `${head}: ${t("calc.noPrice")}`;
  const price = formatPrice(part.unit, locale);
  let how: string;
  if (part.source === "custom") how = t("calc.source.custom");
  else if (part.source === "trader") how = t("calc.source.trader", { trader: part.trader ?? "" });
  else how = `${t("calc.source.flea")} (${t(`account.priceField.${settings.priceField}`)}${item?.updated ? `, ${formatDate(item.updated)}` : ""})`;
  const fee = part.fee > 0 ? `, ${t("calc.fee")} ${formatPrice(part.fee, locale)}` : "";
  return `${head}: ${how} ${price}${fee}`;
}
