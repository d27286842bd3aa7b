import type { ItemReply } from "@raidkit/api";
import {
  AVERAGE_FLOOR,
  bestSellPlace,
  decodeQuality,
  type FleaFigure,
  figureVerdict,
  formatDate,
  formatNumber,
  formatPrice,
  HISTORY_FACTOR,
  isSuspect,
  type Locale,
  type PriceCheck,
  VALUE_ALLOWANCE,
  VALUE_FLOOR,
  VALUE_MULTIPLE,
} from "@raidkit/game";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT.tsx";
import { LocalDate, Percent, Price, PriceTime, useTimeZone } from "../../ui/Figures.tsx";

function Fact(props: { label: string; hint?: string; children: ReactNode; quality?: Verdict }) {
  // A doubted figure (priceQuality.ts) is marked: suspect ones struck through, stale ones dimmed.
  const mark = props.quality === undefined || props.quality === "ok" || props.quality === "none" ? undefined : props.quality === "stale" ? "stale" : "suspect";
  return (
    <div className="fact" title={props.hint} data-quality={mark}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

type Verdict = PriceCheck | "stale";

/**
 * Spec §3 Item price fields, each with the data's own date (never "now"); doubted figures say why
 * (priceQuality.ts). The headline is the trusted price (trustedPrice) with the figure it is.
 */
export function PriceFacts(props: { item: ItemReply & { offers?: number | null; lowConfidence?: boolean }; locale: Locale }) {
  const t = useT();
  const zone = useTimeZone();
  const p = props.item.prices;
  const quality = props.item.priceQuality;
  const code = quality.code;
  const verdict = (figure: FleaFigure): Verdict => (p[figure] === null ? "none" : figureVerdict(code, figure));
  const last = verdict("lastPrice");
  // The trusted price (packages/game trustedPrice): the headline, named when it is not the last price.
  const trusted = { price: quality.trustedPrice, figure: quality.trustedFigure };
  // A flea-banned item only ever sells to a trader (itemFacts bestSellPlace); a doubted flea price is not a place to sell.
  const venue = bestSellPlace({ bannedOnFlea: props.item.bannedOnFlea, lastPrice: trusted.price, traderPrice: p.traderPrice });
  const noChange = t("item.noChange");
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, props.locale));
  const date = p.updated === null ? t("item.timeUnknown") : formatDate(p.updated, zone);
  /** Why a figure is doubted, with the numbers the rule compared. */
  const why = (figure: FleaFigure, check: Verdict): string | null => {
    const price = money(p[figure]);
    switch (check) {
      case "aboveValue":
        return t("item.quality.aboveValue", { price, times: VALUE_MULTIPLE, value: money(quality.value), allowance: money(VALUE_ALLOWANCE) });
      case "belowValue":
        return t("item.quality.belowValue", { price, share: formatNumber(VALUE_FLOOR, props.locale, 2), value: money(quality.value) });
      case "belowTrader":
        return t("item.quality.belowTrader", { price, trader: p.traderName ?? "", traderPrice: money(p.traderPrice) });
      case "belowAverage":
        return t("item.quality.belowAverage", { price, share: `${formatNumber(AVERAGE_FLOOR * 100, props.locale)} %`, average: money(p.avg24h) });
      case "history":
        return t("item.quality.history", { price, factor: HISTORY_FACTOR });
      case "admin":
        // An admin's verdict (/admin/cut-edges), not a bound the figures broke.
        return t("item.quality.admin", { price });
      default:
        return null;
    }
  };
  const figureHint = (figure: FleaFigure) => {
    const check = verdict(figure);
    if (isSuspect(check)) return `${t("market.quality.suspect")}: ${why(figure, check)}`;
    if (check === "stale") return t("market.quality.staleTitle", { date });
    return undefined;
  };
  const suspects = (["lastPrice", "avg24h", "avg7d"] as const).filter((f) => isSuspect(verdict(f)));
  // A doubted last price with a trusted figure in its place: say so, and which figure is shown.
  const replaced = trusted.price !== null && trusted.figure !== "lastPrice" && isSuspect(last);
  const stale = decodeQuality(code).stale && (p.lastPrice !== null || p.avg24h !== null || p.avg7d !== null);
  const staleDays = Math.round(quality.staleAfterMs / 86_400_000);
  return (
    <section className="panel">
      {p.lastPrice === null && p.avg24h === null && <p className="muted">{t("item.noFleaPrice")}</p>}
      {props.item.lowConfidence && <p className="badge warn">{t("item.lowConfidence")}</p>}
      {suspects.length > 0 && (
        <div className="hint-bar price-doubt" role="note" data-testid="price-suspect">
          <strong>{t(replaced ? "item.quality.lastNotUsedHead" : "item.quality.suspectHead")}</strong>{" "}
          {suspects
            .map((f) => why(f, verdict(f)))
            .filter((text, i, all) => all.indexOf(text) === i)
            .join(" ")}{" "}
          {t("item.quality.notUsed", { date })}
          {replaced && trusted.figure !== null && (
            <> {t("item.quality.lastNotUsed", { figure: t(`market.figure.${trusted.figure}`), price: money(trusted.price) })}</>
          )}
        </div>
      )}
      {stale && (
        <p className="hint-bar price-doubt" role="note" data-testid="price-stale">
          {quality.asOf === null
            ? t("item.quality.staleUnknown", { date, days: staleDays })
            : t("item.quality.stale", { date, days: staleDays, asOf: formatDate(quality.asOf, zone) })}
        </p>
      )}
      <dl className="facts">
        {trusted.price !== null && trusted.figure !== null && (
          <Fact label={t("item.trustedPrice")} hint={t("item.trustedPriceHint")}>
            <span className="big-number" data-testid="trusted-price">
              <Price value={trusted.price} locale={props.locale} />
            </span>{" "}
            <span className="muted small" data-testid="trusted-figure">
              {t(`market.figure.${trusted.figure}`)}
            </span>
          </Fact>
        )}
        <Fact label={t("item.lastPrice")} hint={figureHint("lastPrice") ?? t("item.lastPriceHint")} quality={last}>
          <span className={trusted.price === null ? "big-number" : undefined}>
            <Price value={p.lastPrice} locale={props.locale} />
          </span>
          {isSuspect(last) && <span className="badge warn">{t("market.quality.suspect")}</span>}
        </Fact>
        <Fact label={t("item.avg24h")} hint={figureHint("avg24h")} quality={verdict("avg24h")}>
          <Price value={p.avg24h} locale={props.locale} />
          {isSuspect(verdict("avg24h")) && <span className="badge warn">{t("market.quality.suspect")}</span>}
        </Fact>
        <Fact label={t("item.avg7d")} hint={figureHint("avg7d")} quality={verdict("avg7d")}>
          <Price value={p.avg7d} locale={props.locale} />
          {isSuspect(verdict("avg7d")) && <span className="badge warn">{t("market.quality.suspect")}</span>}
        </Fact>
        <Fact label={t("item.pricePerSlot")} hint={trusted.figure === null ? undefined : t(`market.figure.${trusted.figure}`)}>
          <Price value={p.pricePerSlot} locale={props.locale} />
        </Fact>
        <Fact label={t("item.change24h")} hint={p.change24h === null ? noChange : undefined}>
          <Percent value={p.change24h} locale={props.locale} />
        </Fact>
        <Fact label={t("item.change7d")} hint={p.change7d === null ? noChange : undefined}>
          <Percent value={p.change7d} locale={props.locale} />
        </Fact>
        <Fact label={t("item.basePrice")}>
          <Price value={props.item.basePrice} locale={props.locale} />
        </Fact>
        <Fact label={t("item.bestTrader")}>
          {p.traderName ? (
            <>
              {p.traderName} <Price value={p.traderPrice} locale={props.locale} />
            </>
          ) : (
            <span className="muted">—</span>
          )}
        </Fact>
        {props.item.offers !== null && props.item.offers !== undefined ? (
          <Fact label={t("item.offers")}>{formatNumber(props.item.offers, props.locale)}</Fact>
        ) : (
          p.lastPrice !== null && (
            // The data pack has no offer counts: say so rather than imply enough.
            <Fact label={t("item.offers")} hint={t("item.offersUnknown")}>
              <span className="muted">{t("item.offersUnknownShort")}</span>
            </Fact>
          )
        )}
        <Fact label={t("item.sellWhere")}>
          {venue === "flea" ? t("item.sellFlea") : venue === "trader" ? t("item.sellTrader", { trader: p.traderName ?? "" }) : <span className="muted">—</span>}
        </Fact>
        <Fact label={t("item.updated")}>
          {p.lastPrice !== null || p.avg24h !== null ? <PriceTime value={p.updated} unknown={t("item.timeUnknown")} /> : <LocalDate value={p.updated} />}
        </Fact>
      </dl>
    </section>
  );
}
