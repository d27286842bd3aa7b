import type { ItemReply } from "@raidkit/api";
import { bestSellPlace, formatNumber, type Locale } from "@raidkit/game";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT.tsx";
import { LocalDate, Percent, Price } from "../../ui/Figures.tsx";

function Fact(props: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="fact" title={props.hint}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** Spec §3 Item price fields, each with the data's own date (never "now"). */
export function PriceFacts(props: { item: ItemReply & { offers?: number | null; lowConfidence?: boolean }; locale: Locale }) {
  const t = useT();
  const p = props.item.prices;
  // A flea-banned item only ever sells to a trader (itemFacts bestSellPlace).
  const venue = bestSellPlace({ bannedOnFlea: props.item.bannedOnFlea, lastPrice: p.lastPrice, traderPrice: p.traderPrice });
  const noChange = t("item.noChange");
  return (
    <section className="panel">
      {p.lastPrice === null && p.avg24h === null && <p className="muted">{t("item.noFleaPrice")}</p>}
      {props.item.lowConfidence && <p className="badge warn">{t("item.lowConfidence")}</p>}
      <dl className="facts">
        <Fact label={t("item.lastPrice")} hint={t("item.lastPriceHint")}>
          <span className="big-number">
            <Price value={p.lastPrice} locale={props.locale} />
          </span>
        </Fact>
        <Fact label={t("item.avg24h")}>
          <Price value={p.avg24h} locale={props.locale} />
        </Fact>
        <Fact label={t("item.avg7d")}>
          <Price value={p.avg7d} locale={props.locale} />
        </Fact>
        <Fact label={t("item.pricePerSlot")}>
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
        {props.item.offers !== null && props.item.offers !== undefined && <Fact label={t("item.offers")}>{formatNumber(props.item.offers, props.locale)}</Fact>}
        <Fact label={t("item.sellWhere")}>
          {venue === "flea" ? t("item.sellFlea") : venue === "trader" ? t("item.sellTrader", { trader: p.traderName ?? "" }) : <span className="muted">—</span>}
        </Fact>
        <Fact label={t("item.updated")}>
          <LocalDate value={p.updated} />
        </Fact>
      </dl>
    </section>
  );
}
