import {
  decodeQuality,
  figureVerdict,
  formatDate,
  formatPrice,
  isSuspect,
  itemPath,
  type Locale,
  type MarketRow,
  type MarketSort,
  type SortDir,
  trustedPrice,
} from "@raidkit/game";
import { Link, useLocation, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { FavouriteStar } from "../../shared/FavouriteStar.tsx";
import { LocalDate, Percent, Price, PriceTime, useTimeZone } from "../../ui/Figures.tsx";
import { ItemImage } from "../../ui/ItemImage.tsx";
import { Sparkline } from "../../ui/Sparkline.tsx";
import { marketHref, nextSort } from "./marketUrl.ts";

/**
 * The market table: favourite star, item, price figures and best trader. Headers sort by link. The
 * price column is the trusted price (packages/game trustedPrice), named when it is an average that
 * stands in for a doubted last price (its title says why). A row without any trusted flea figure
 * shows its price as the data has it, marked with why and its date: suspect, or from an older snapshot.
 */
export function MarketTable(props: { rows: MarketRow[]; locale: Locale; sort: MarketSort | "relevance"; dir: SortDir }) {
  const t = useT();
  const zone = useTimeZone();
  const location = useLocation();
  const [params] = useSearchParams();
  const header = (column: MarketSort, label: string, className: string) => {
    const active = props.sort === column;
    const next = nextSort(column, props.sort, props.dir);
    return (
      <th className={className} aria-sort={active ? (props.dir === "asc" ? "ascending" : "descending") : "none"}>
        <Link to={marketHref(location.pathname, params, { ...next, page: null })} preventScrollReset replace className={active ? "sorted" : undefined}>
          {label}
          {active && <span aria-hidden="true">{props.dir === "asc" ? " ▲" : " ▼"}</span>}
        </Link>
      </th>
    );
  };
  return (
    <table className="market-table">
      <thead>
        <tr>
          <th className="col-fav">
            <span className="visually-hidden">{t("item.favourite")}</span>
          </th>
          {header("name", t("market.columns.name"), "col-name")}
          {header("price", t("market.columns.price"), "col-price")}
          {header("avg24h", t("market.columns.avg24h"), "col-avg")}
          <th className="col-spark">{t("market.columns.trend")}</th>
          {header("change24h", t("market.columns.change24h"), "col-change")}
          {header("change7d", t("market.columns.change7d"), "col-change col-7d")}
          {header("pricePerSlot", t("market.columns.pricePerSlot"), "col-slot")}
          {header("traderPrice", t("market.columns.trader"), "col-trader")}
          {header("updated", t("market.columns.updated"), "col-updated")}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const last = row.lastPrice === null ? "none" : figureVerdict(row.quality, "lastPrice");
          // The price shown and sorted by is the trusted one (packages/game trustedPrice), named when it is not the last price.
          const trusted = trustedPrice(row);
          const replaced = trusted.price !== null && trusted.figure !== "lastPrice";
          const shownVerdict = trusted.price === null ? last : "ok";
          const avg = row.avg24h === null ? "none" : figureVerdict(row.quality, "avg24h");
          const date = row.updated === null ? t("item.timeUnknown") : formatDate(row.updated, zone);
          // An outdated price keeps its date beside the name, suspect or not.
          const stale = row.lastPrice !== null && decodeQuality(row.quality).stale;
          const doubt = (verdict: typeof last) =>
            isSuspect(verdict)
              ? t("market.quality.suspectTitle", { reason: t(`market.quality.${verdict}`), date })
              : verdict === "stale"
                ? t("market.quality.staleTitle", { date })
                : undefined;
          const offersTitle = row.lowConfidence ? t("market.lowConfidence", { count: row.offers ?? 0 }) : undefined;
          return (
            <tr
              key={row.uid}
              data-quality={shownVerdict === "ok" ? undefined : shownVerdict}
              data-price-figure={replaced ? (trusted.figure ?? undefined) : undefined}
              className={
                [stale ? "stale" : "", isSuspect(shownVerdict) ? "suspect" : "", row.lowConfidence ? "low-confidence" : ""].join(" ").trim() || undefined
              }
            >
              <td className="col-fav">
                <FavouriteStar uid={row.uid} />
              </td>
              <td className="col-name">
                <Link to={itemPath(row.url)} className="item-link">
                  <ItemImage name={row.name} shortName={row.localShortName} icon={row.icon} width={row.width} height={row.height} />
                  <span className="item-names">
                    <span className="item-name">{row.localName}</span>
                    <span className="item-short">
                      {row.localShortName}
                      {row.bannedOnFlea && <span className="badge warn">{t("market.bannedFlea")}</span>}
                      {stale && (
                        <span className="badge" title={t("market.quality.staleTitle", { date })}>
                          {date.slice(0, 8)}
                        </span>
                      )}
                    </span>
                  </span>
                </Link>
              </td>
              {replaced ? (
                <td
                  className="col-price"
                  title={
                    [
                      isSuspect(last)
                        ? t("market.quality.lastNotUsed", { price: formatPrice(row.lastPrice, props.locale), reason: t(`market.quality.${last}`), date })
                        : doubt(last),
                      offersTitle,
                    ]
                      .filter(Boolean)
                      .join("\n") || undefined
                  }
                >
                  <Price value={trusted.price} locale={props.locale} />
                  <span className="price-figure muted small">{t(`market.figure.${trusted.figure}`)}</span>
                </td>
              ) : (
                <td className={isSuspect(last) ? "col-price suspect" : "col-price"} title={[doubt(last), offersTitle].filter(Boolean).join("\n") || undefined}>
                  <Price value={row.lastPrice} locale={props.locale} />
                  {isSuspect(last) && <SuspectMark label={t("market.quality.suspect")} />}
                </td>
              )}
              <td className={isSuspect(avg) ? "col-avg suspect" : "col-avg"} title={doubt(avg)}>
                <Price value={row.avg24h} locale={props.locale} />
                {isSuspect(avg) && <SuspectMark label={t("market.quality.suspect")} />}
              </td>
              <td className="col-spark">
                <Sparkline spark={row.spark} title={t("market.trendTitle")} up={row.change7d === null ? null : row.change7d >= 0} />
              </td>
              <td className="col-change">
                <Percent value={row.change24h} locale={props.locale} />
              </td>
              <td className="col-change col-7d">
                <Percent value={row.change7d} locale={props.locale} />
              </td>
              <td className="col-slot" title={replaced && trusted.figure ? t(`market.figure.${trusted.figure}`) : undefined}>
                <Price value={row.pricePerSlot} locale={props.locale} />
              </td>
              <td className="col-trader">
                {row.traderName ? (
                  <>
                    <span className="trader-name">{row.traderName}</span> <Price value={row.traderPrice} locale={props.locale} />
                  </>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td className="col-updated">
                {row.lastPrice !== null ? <PriceTime value={row.updated} unknown={t("item.timeUnknown")} /> : <LocalDate value={row.updated} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The warning beside a suspect price (its reason and date are in the cell's title). */
function SuspectMark(props: { label: string }) {
  return (
    <span className="badge warn suspect-mark" role="img" aria-label={props.label}>
      !
    </span>
  );
}
