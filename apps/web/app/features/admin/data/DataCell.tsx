import type { AdminDataCell, AdminDataColumn } from "@raidkit/api";
import { formatNumber, formatPrice, type Locale } from "@raidkit/game";
import type { Translate } from "../../../i18n/translate.ts";

/** Seconds as the game shows a production time: 1:05:00 (h:mm:ss), days before the hours. */
export function formatDuration(sec: number): string {
  const s = Math.round(sec);
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${days > 0 ? `${days}d ` : ""}${h}:${two(m)}:${two(s % 60)}`;
}

/** Text cells whose values are words of the data the page translates (a trader deal's direction). */
const TRANSLATED = new Set(["deal"]);

/** A cell's text as the table shows it (numbers in the page's language; nothing as "—"). */
export function cellText(value: AdminDataCell, column: Pick<AdminDataColumn, "key" | "type">, locale: Locale, t: Translate): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? t("admin.data.yes") : t("admin.data.no");
  if (typeof value === "number") {
    if (column.type === "money") return formatPrice(value, locale);
    if (column.type === "duration") return formatDuration(value);
    return formatNumber(value, locale, 3);
  }
  if (TRANSLATED.has(column.key)) return t(`admin.data.values.${value}`);
  // The loadout builder's weapon categories, named as its picker names them.
  if (column.key === "category") return t(`loadouts.categories.${value}`);
  return value;
}

/** A table cell: numbers right-aligned, long text cut with the whole of it on hover. */
export function DataCell(props: { value: AdminDataCell; column: AdminDataColumn; locale: Locale; t: Translate }) {
  const text = cellText(props.value, props.column, props.locale, props.t);
  const numeric = props.column.type !== "text" && props.column.type !== "bool";
  return (
    <td className={numeric ? "num" : props.column.type === "bool" ? "bool" : "text"} title={text.length > 40 ? text : undefined}>
      {text}
    </td>
  );
}
