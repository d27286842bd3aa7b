import type { Locale } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { LocalDate, Price } from "../../ui/Figures.tsx";

const FIRST_ROWS = 12;

/** Every price point of the item, newest first (the chart comes with the price-history feature). */
export function PricePoints(props: { points: { t: number; price: number | null; avg24h: number | null }[]; locale: Locale }) {
  const t = useT();
  const [all, setAll] = useState(false);
  if (props.points.length === 0) return null;
  const newestFirst = [...props.points].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_ROWS);
  return (
    <section className="panel">
      <h2>{t("item.history")}</h2>
      <p className="muted small">{t("item.historyNote")}</p>
      <table className="data-table compact">
        <thead>
          <tr>
            <th>{t("item.date")}</th>
            <th className="num">{t("item.lowestOffer")}</th>
            <th className="num">{t("item.avg24hShort")}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.t}>
              <td>
                <LocalDate value={p.t} />
              </td>
              <td className="num">
                <Price value={p.price} locale={props.locale} />
              </td>
              <td className="num">
                <Price value={p.avg24h} locale={props.locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {newestFirst.length > FIRST_ROWS && (
        <button type="button" className="link-button" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? "−" : `+${newestFirst.length - FIRST_ROWS}`}
        </button>
      )}
    </section>
  );
}
