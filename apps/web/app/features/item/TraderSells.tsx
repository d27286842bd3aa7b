import type { TraderSellView } from "@raidkit/api";
import type { Locale } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { LocalDate, Price } from "../../ui/Figures.tsx";

/** What each trader pays for the item, in the trader's currency and in roubles. */
export function TraderSells(props: { sells: TraderSellView[]; locale: Locale }) {
  const t = useT();
  const best = Math.max(0, ...props.sells.map((s) => s.priceRub));
  return (
    <section className="panel">
      <h2>{t("item.sellToTraders")}</h2>
      {props.sells.length === 0 ? (
        <p className="muted">{t("item.noSells")}</p>
      ) : (
        <>
          <table className="data-table">
            <thead>
              <tr>
                <th>{t("item.trader")}</th>
                <th className="num">{t("item.price")}</th>
                <th className="num">{t("item.inRoubles")}</th>
              </tr>
            </thead>
            <tbody>
              {props.sells.map((s) => (
                <tr key={s.trader} className={s.priceRub === best ? "best" : undefined}>
                  <td>{s.trader}</td>
                  <td className="num">
                    <Price value={s.price} locale={props.locale} currency={s.currency} />
                  </td>
                  <td className="num">
                    <Price value={s.priceRub} locale={props.locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small">
            <LocalDate value={props.sells[0]?.t} />
          </p>
        </>
      )}
    </section>
  );
}
