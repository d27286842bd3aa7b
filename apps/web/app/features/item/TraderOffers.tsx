import type { RequiredItemView, TraderOfferView } from "@raidkit/api";
import { formatNumber, itemPath, type Locale } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { Price } from "../../ui/Figures.tsx";

const SIDE: Record<"Bear" | "Usec", string> = { Bear: "BEAR", Usec: "USEC" };

/** One item a barter asks for: whole items (the data's fraction on hover), a dogtag with its side and lowest level. */
function Required(props: { item: RequiredItemView; locale: Locale }) {
  const t = useT();
  const r = props.item;
  const name =
    r.dogtagLevel !== null
      ? t("item.dogtag", { side: r.side === "Bear" || r.side === "Usec" ? SIDE[r.side] : t("item.dogtagAnySide"), level: r.dogtagLevel })
      : r.name;
  return (
    <li>
      <span className="num" title={r.dataCount !== null ? t("item.roundedUp", { value: formatNumber(r.dataCount, props.locale, 2) }) : undefined}>
        {formatNumber(r.count, props.locale)}
      </span>{" "}
      × {r.url ? <Link to={itemPath(r.url)}>{name}</Link> : name}
    </li>
  );
}

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
                      {o.required.map((r, i) => (
                        <Required key={`${r.uid}-${i}`} item={r} locale={props.locale} />
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
