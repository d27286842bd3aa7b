// Client-only: lightweight-charts touches `window`, so this module is imported lazily in the browser.
import type { HistoryReply } from "@raidkit/api";
import { formatDate, formatNumber, formatPrice, intlTag, type Locale } from "@raidkit/game";
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  LineSeries,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";

export type ChartStyle = "line" | "candles";

interface TooltipState {
  x: number;
  t: number;
  close: number;
  median: number;
  offers: number | null;
}

const COLORS = { text: "#8d958f", grid: "#1f2429", line: "#c9a75a", up: "#6cc070", down: "#e0675c", median: "#7fb8e6", volume: "rgba(141,149,143,0.35)" };

/** The price chart: line or candles, the median, and the offer count as volume; a tooltip per point. */
export function PriceChart(props: {
  history: HistoryReply;
  style: ChartStyle;
  locale: Locale;
  zone: string;
  labels: { price: string; median: string; offers: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const { history, style, locale, zone } = props;

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const chart: IChartApi = createChart(container, {
      autoSize: true,
      layout: { background: { color: "transparent" }, textColor: COLORS.text, attributionLogo: true },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      rightPriceScale: { borderColor: COLORS.grid },
      timeScale: { borderColor: COLORS.grid, timeVisible: history.resolution !== "day", secondsVisible: false },
      localization: {
        locale: intlTag(locale),
        priceFormatter: (v: number) => formatPrice(v, locale),
        timeFormatter: (t: Time) => formatDate((t as number) * 1000, zone),
      },
      crosshair: { mode: 1 },
    });
    const index = (name: string) => history.fields.indexOf(name);
    const [iT, iO, iH, iL, iC, iM, iV] = ["t", "open", "high", "low", "close", "median", "offers"].map(index) as number[];
    const rows = history.rows;
    const time = (row: (number | null)[]) => Math.floor((row[iT as number] as number) / 1000) as UTCTimestamp;
    if (style === "candles") {
      const series = chart.addSeries(CandlestickSeries, {
        upColor: COLORS.up,
        downColor: COLORS.down,
        wickUpColor: COLORS.up,
        wickDownColor: COLORS.down,
        borderVisible: false,
      });
      series.setData(
        rows.map((r) => ({
          time: time(r),
          open: r[iO as number] as number,
          high: r[iH as number] as number,
          low: r[iL as number] as number,
          close: r[iC as number] as number,
        })),
      );
    } else {
      const series = chart.addSeries(LineSeries, { color: COLORS.line, lineWidth: 2 });
      series.setData(rows.map((r) => ({ time: time(r), value: r[iC as number] as number })));
    }
    if (history.resolution !== "scan") {
      const median = chart.addSeries(LineSeries, { color: COLORS.median, lineWidth: 1, lineStyle: 2, priceLineVisible: false, lastValueVisible: false });
      median.setData(rows.map((r) => ({ time: time(r), value: r[iM as number] as number })));
    }
    if (rows.some((r) => r[iV as number] !== null)) {
      const volume = chart.addSeries(HistogramSeries, {
        color: COLORS.volume,
        priceScaleId: "volume",
        priceFormat: { type: "volume" },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
      volume.setData(rows.filter((r) => r[iV as number] !== null).map((r) => ({ time: time(r), value: r[iV as number] as number })));
    }
    chart.timeScale().fitContent();

    const byTime = new Map(rows.map((r) => [time(r) as number, r]));
    const onMove = (param: MouseEventParams<Time>) => {
      const row = param.time === undefined ? undefined : byTime.get(param.time as number);
      if (!row || !param.point) {
        setTooltip(null);
        return;
      }
      setTooltip({
        x: param.point.x,
        t: row[iT as number] as number,
        close: row[iC as number] as number,
        median: row[iM as number] as number,
        offers: row[iV as number] ?? null,
      });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
    };
  }, [history, style, locale, zone]);

  return (
    <div className="chart-box" ref={box}>
      {tooltip && (
        <div className="chart-tooltip" style={{ left: Math.max(4, tooltip.x - 80) }}>
          <div className="muted">{formatDate(tooltip.t, zone)}</div>
          <div>
            {props.labels.price}: <strong>{formatPrice(tooltip.close, locale)}</strong>
          </div>
          {history.resolution !== "scan" && (
            <div>
              {props.labels.median}: {formatPrice(tooltip.median, locale)}
            </div>
          )}
          {tooltip.offers !== null && (
            <div>
              {props.labels.offers}: {formatNumber(tooltip.offers, locale)}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
