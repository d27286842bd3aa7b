import type { HistoryReply } from "@raidkit/api";
import { CHART_RANGES, type ChartRange, FREE_CHART_RANGES, formatDate, formatPrice, type Locale } from "@raidkit/game";
import { type ComponentType, useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { routeExists } from "../../shared/routeRegistry.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { useTimeZone } from "../../ui/Figures.tsx";
import type { ChartStyle, PriceChart as PriceChartType } from "./PriceChart.tsx";

/**
 * The item's price history: ranges 7d to all (only 7d is free, spec §4/§6), line or candles, the
 * median and the offer count. The chart library loads in the browser only; the server renders the
 * frame, so the page never waits for it.
 */
export function PriceHistoryPanel(props: { uid: string; locale: Locale; pro: boolean }) {
  const t = useT();
  const zone = useTimeZone();
  const [range, setRange] = useState<ChartRange>("7d");
  const [style, setStyle] = useState<ChartStyle>("line");
  const [asTable, setAsTable] = useState(false);
  const [Chart, setChart] = useState<typeof PriceChartType | null>(null);
  const locked = !props.pro && !FREE_CHART_RANGES.includes(range);

  useEffect(() => {
    let alive = true;
    import("./PriceChart.tsx")
      .then((m) => alive && setChart(() => m.PriceChart as ComponentType as typeof PriceChartType))
      .catch((error: unknown) => console.warn("chart could not load", error));
    return () => {
      alive = false;
    };
  }, []);

  const load = useRemote<HistoryReply>(locked ? null : `${props.uid} ${range}`, () => api.history(props.uid, range));
  const history = load.data;

  const labels = { price: t("chart.price"), median: t("chart.median"), offers: t("chart.offers") };
  return (
    <section className="panel price-history" aria-labelledby="price-history-title">
      <div className="chart-head">
        <h2 id="price-history-title">{t("chart.title")}</h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("chart.range")}</legend>
          {CHART_RANGES.map((r) => {
            const isLocked = !props.pro && !FREE_CHART_RANGES.includes(r);
            return (
              <button key={r} type="button" className={r === range ? "on" : undefined} aria-pressed={r === range} onClick={() => setRange(r)}>
                {t(`chart.ranges.${r}`)}
                {isLocked && (
                  <span className="lock" title={t("chart.proOnly")}>
                    PRO
                  </span>
                )}
              </button>
            );
          })}
        </fieldset>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("chart.style")}</legend>
          {(["line", "candles"] as const).map((s) => (
            <button key={s} type="button" className={s === style ? "on" : undefined} aria-pressed={s === style} onClick={() => setStyle(s)}>
              {t(`chart.styles.${s}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {locked ? (
        <div className="pro-hint" role="note">
          <strong>{t("errors.proRequired")}</strong>
          <p>{t("chart.proHint")}</p>
          {routeExists("/user") && <Link to="/user">{t("chart.getPro")}</Link>}
        </div>
      ) : load.error !== null && history === undefined ? (
        <div className="chart-box chart-placeholder">{t("chart.failed", { message: load.error })}</div>
      ) : history === undefined ? (
        <div className="chart-box chart-placeholder">{t("market.loading")}</div>
      ) : history.rows.length === 0 ? (
        <p className="chart-note">{t("chart.empty")}</p>
      ) : (
        <>
          {Chart ? (
            <Chart history={history} style={style} locale={props.locale} zone={zone} labels={labels} />
          ) : (
            <div className="chart-box chart-placeholder">{t("market.loading")}</div>
          )}
          {history.rows.length === 1 && (
            <p className="chart-note">
              {t("chart.onePoint", {
                price: formatPrice(history.rows[0]?.[history.fields.indexOf("close")] ?? null, props.locale),
                // The row is the bucket holding the price; the anchor is the price's own time.
                date: formatDate(history.anchor ?? history.rows[0]?.[0] ?? 0, zone),
              })}
            </p>
          )}
          <p className="muted small chart-foot">
            <span>
              {partCounts(history)
                .map(([resolution, count]) => t(`item.chartRows.${resolution}`, { count }))
                .join(", ")}
            </span>
            {/* Live prices end now; otherwise the range ends at the item's newest point, and says when that was. */}
            {!history.live && history.anchor !== null && <span> · {t("chart.endsAt", { date: formatDate(history.anchor, zone) })}</span>}
            <span> · </span>
            <button type="button" className="link-button" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
              {t(asTable ? "chart.hideTable" : "chart.showTable")}
            </button>
            <span> · </span>
            <a href="https://www.tradingview.com/" rel="noopener" target="_blank">
              {t("chart.attribution")}
            </a>
          </p>
          {asTable && <HistoryTable history={history} locale={props.locale} zone={zone} />}
        </>
      )}
    </section>
  );
}

type Resolution = HistoryReply["resolution"];

/** The resolution of the row at time `t` (the reply's parts say from when each holds). */
function resolutionAt(history: HistoryReply, t: number): Resolution {
  let found: Resolution = history.parts?.[0]?.resolution ?? history.resolution;
  for (const part of history.parts ?? []) if (part.from <= t) found = part.resolution;
  return found;
}

/** How many rows of each resolution the reply holds, oldest first ("1 day, 1 hour"). */
function partCounts(history: HistoryReply): [Resolution, number][] {
  const counts = new Map<Resolution, number>();
  for (const row of history.rows) {
    const resolution = resolutionAt(history, row[0] as number);
    counts.set(resolution, (counts.get(resolution) ?? 0) + 1);
  }
  return [...counts];
}

/** A row's time: a daily bucket is a UTC day (its date), finer rows their time in the visitor's zone. */
function rowTime(history: HistoryReply, t: number, zone: string): string {
  return resolutionAt(history, t) === "day" ? formatDate(t, "UTC").slice(0, 8) : formatDate(t, zone);
}

function HistoryTable(props: { history: HistoryReply; locale: Locale; zone: string }) {
  const t = useT();
  const at = (name: string) => props.history.fields.indexOf(name);
  const rows = [...props.history.rows].reverse().slice(0, 200);
  return (
    <table className="data-table compact">
      <thead>
        <tr>
          <th>{t("item.date")}</th>
          <th className="num">{t("chart.price")}</th>
          <th className="num">{t("chart.median")}</th>
          <th className="num">{t("chart.offers")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r[at("t")]}>
            <td>{rowTime(props.history, r[at("t")] as number, props.zone)}</td>
            <td className="num">{formatPrice(r[at("close")], props.locale)}</td>
            <td className="num">{formatPrice(r[at("median")], props.locale)}</td>
            <td className="num">{r[at("offers")] ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
