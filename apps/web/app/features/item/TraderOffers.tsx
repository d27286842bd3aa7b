import type { TraderOfferView } from "@raidkit/api";
import { itemPath, type Locale } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { Price } from "../../ui/Figures.tsx";

/** Where the item can be bought from traders: cash offers and barters, by loyalty level. */
export function TraderOffers(props: { offers: TraderOfferView[]; locale: Locale }) {
  const t = useT();
  return (
    <section className="panel">
      <h2>{t("item.buyFromTraders")}</h2>
      {props.offers.length === 0 ? (
        <p className="muted">{t("item.noOffers")}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t("item.trader")}</th>
              <th>{t("item.price")}</th>
            </tr>
          </thead>
          <tbody>
            {props.offers.map((o) => (
              <tr key={o.id}>
                <td>
                  {o.trader} <span className="badge">{t("item.level", { level: o.loyaltyLevel })}</span>
                  {o.questUnlock && <span className="badge">{t("item.questLocked")}</span>}
                  {o.buyLimit !== null && <span className="badge">{t("item.limit", { count: o.buyLimit })}</span>}
                </td>
                <td>
                  {o.kind === "cash" ? (
                    <Price value={o.price} locale={props.locale} currency={o.currency ?? "RUB"} />
                  ) : (
                    <ul className="barter-list" aria-label={t("item.barterFor")}>
                      {o.required.map((r) => (
                        <li key={r.uid}>
                          {r.count} × {r.url ? <Link to={itemPath(r.url)}>{r.name}</Link> : r.name}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
