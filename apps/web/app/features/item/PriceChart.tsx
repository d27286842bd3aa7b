// Client-only: lightweight-charts touches `window`, so this module is imported lazily in the browser.
import type { HistoryReply } from "@raidkit/api";
import { formatDate, formatNumber, formatPrice, intlTag, type Locale } from "@raidkit/game";
import {
  type AutoscaleInfo,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
  type SeriesMarker,
  type SeriesType,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useMemo, useRef, useState } from "react";
import { type ChartPoint, chartPoints, gridStep, nearestPoint, whitespaceTimes } from "./chartData.ts";

export type ChartStyle = "line" | "candles";

const COLORS = {
  text: "#8d958f",
  grid: "#1f2429",
  line: "#c9a75a",
  up: "#6cc070",
  down: "#e0675c",
  median: "#7fb8e6",
  volume: "rgba(141,149,143,0.35)",
  gap: "rgba(0,0,0,0)",
};

/** Isolated points get their date written under the marker when its label has room (px from the next label). */
const LABEL_ROOM_PX = 72;
/** Room kept right of the newest point, and left of the window, for a marker's label. */
const RIGHT_PX = 32;
const LEFT_PX = 28;
/** How close (px) the pointer must be to a point for its tooltip. */
const HOVER_PX = 14;

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** A point's time as the page writes it: a daily bucket is a UTC day (its date), finer rows their time in the visitor's zone. */
export function pointLabel(point: Pick<ChartPoint, "t" | "resolution">, zone: string): string {
  return point.resolution === "day" ? formatDate(point.t, "UTC").slice(0, 8) : formatDate(point.t, zone);
}

/**
 * The price chart on a true time axis: every slot of the chart is the same span of time (empty
 * stretches are whitespace), a line joins only neighbouring points (gaps stay gaps), and a point
 * with no neighbour is a marker, with its date when there are few. Line or candles, the median, and
 * the offer count as volume; a tooltip for the point nearest the pointer.
 */
export function PriceChart(props: {
  history: HistoryReply;
  style: ChartStyle;
  locale: Locale;
  zone: string;
  labels: { price: string; median: string; offers: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tooltip, setTooltip] = useState<{ x: number; point: ChartPoint } | null>(null);
  const { history, style, locale, zone } = props;
  const points = useMemo(() => chartPoints(history), [history]);

  useEffect(() => {
    const container = box.current;
    if (!container || points.length === 0) return;
    const first = points[0] as ChartPoint;
    const last = points.at(-1) as ChartPoint;
    const to = Math.max(history.to ?? last.t, last.t);
    const start = Math.min(history.from ?? first.t, first.t);
    // A little room (empty time) before the window, so a marker at its start keeps its date label.
    const width = Math.max(1, container.clientWidth - 90);
    const from = start - ((to - start) * LEFT_PX) / width;
    const step = gridStep(points, from, to);
    const blank = whitespaceTimes(points, from, to, step);
    const slots = blank.length + points.length;
    const chart: IChartApi = createChart(container, {
      autoSize: true,
      // No logo over the line (issue 22): the licence's link to TradingView is the "Charts by TradingView" link under the chart (PriceHistoryPanel).
      layout: { background: { color: "transparent" }, textColor: COLORS.text, attributionLogo: false },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      rightPriceScale: { borderColor: COLORS.grid },
      timeScale: {
        borderColor: COLORS.grid,
        timeVisible: to - from <= 10 * 86_400_000,
        secondsVisible: false,
        // The whole window fits: a year of hours is 8,760 slots.
        minBarSpacing: Math.min(0.5, 200 / slots),
        rightOffsetPixels: RIGHT_PX,
        fixLeftEdge: true,
        // Hours and minutes in the visitor's zone, as in the tooltip (dates stay UTC days, as the daily buckets).
        tickMarkFormatter: (time: Time, type: TickMarkType) => (type >= 3 ? formatDate((time as number) * 1000, zone).slice(9) : null),
      },
      localization: {
        locale: intlTag(locale),
        priceFormatter: (v: number) => formatPrice(v, locale),
        timeFormatter: (t: Time) => formatDate((t as number) * 1000, zone),
      },
      crosshair: { mode: 0 },
    });
    // An invisible series of whitespace makes the time scale proportional to time.
    const grid = chart.addSeries(LineSeries, { lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false });
    grid.setData(blank.map((t) => ({ time: seconds(t) })));
    // A single price (or a flat line) gets a band around it instead of a scale of equal labels.
    const autoscaleInfoProvider = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
      const info = original();
      if (!info?.priceRange) return info;
      const { minValue, maxValue } = info.priceRange;
      if (maxValue - minValue >= Math.abs(maxValue) * 0.01) return info;
      const pad = Math.max(1, Math.abs(maxValue) * 0.05);
      return { ...info, priceRange: { minValue: minValue - pad, maxValue: maxValue + pad } };
    };

    // A line segment takes the colour of the point it starts from: transparent where no line joins.
    const lineColor = (p: ChartPoint, i: number) => (i < points.length - 1 && !p.joinedAfter ? COLORS.gap : undefined);
    let main: ISeriesApi<SeriesType>;
    if (style === "candles") {
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: COLORS.up,
        downColor: COLORS.down,
        wickUpColor: COLORS.up,
        wickDownColor: COLORS.down,
        borderVisible: false,
        priceLineVisible: false,
        autoscaleInfoProvider,
      });
      candles.setData(points.map((p) => ({ time: seconds(p.t), open: p.open, high: p.high, low: p.low, close: p.close })));
      main = candles;
    } else {
      const line = chart.addSeries(LineSeries, {
        color: COLORS.line,
        lineWidth: 2,
        crosshairMarkerBackgroundColor: COLORS.line,
        priceLineVisible: false,
        autoscaleInfoProvider,
      });
      line.setData(points.map((p, i) => ({ time: seconds(p.t), value: p.close, color: lineColor(p, i) })));
      main = line;
    }
    if (points.some((p) => p.resolution !== "scan")) {
      const median = chart.addSeries(LineSeries, {
        color: COLORS.median,
        lineWidth: 1,
        lineStyle: 2,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
        autoscaleInfoProvider,
      });
      median.setData(points.map((p, i) => ({ time: seconds(p.t), value: p.median, color: lineColor(p, i) })));
    }
    if (points.some((p) => p.offers !== null)) {
      const volume = chart.addSeries(HistogramSeries, {
        color: COLORS.volume,
        priceScaleId: "volume",
        priceFormat: { type: "volume" },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
      volume.setData(points.filter((p) => p.offers !== null).map((p) => ({ time: seconds(p.t), value: p.offers as number })));
    }
    // Points no line reaches are markers; those with room carry their date (the newest first).
    const isolated = points.filter((p) => !p.joinedBefore && !p.joinedAfter);
    const labelled = new Set<ChartPoint>();
    let lastX = Number.POSITIVE_INFINITY;
    for (const p of [...isolated].reverse()) {
      const x = ((p.t - from) / Math.max(1, to - from)) * width;
      if (lastX - x < LABEL_ROOM_PX) continue;
      labelled.add(p);
      lastX = x;
    }
    const markers: SeriesMarker<Time>[] = isolated.map((p) => ({
      time: seconds(p.t),
      position: "inBar",
      shape: "circle",
      color: COLORS.line,
      size: 0.8,
      ...(labelled.has(p) ? { text: pointLabel(p, zone).slice(0, 8) } : {}),
    }));
    const markerPlugin = markers.length > 0 ? createSeriesMarkers(main, markers) : null;
    chart.timeScale().fitContent();

    const xOf = (p: ChartPoint) => chart.timeScale().timeToCoordinate(seconds(p.t));
    const onMove = (param: MouseEventParams<Time>) => {
      if (!param.point) {
        setTooltip(null);
        return;
      }
      const pointerX = param.point.x;
      // Past the first or last slot (the room kept for labels) there is no time: the nearer end point.
      const near =
        param.time !== undefined
          ? nearestPoint(points, (param.time as number) * 1000)
          : Math.abs((xOf(first) ?? 0) - pointerX) < Math.abs((xOf(last) ?? 0) - pointerX)
            ? first
            : last;
      const x = near ? xOf(near) : null;
      if (!near || x === null || Math.abs(x - pointerX) > HOVER_PX) {
        setTooltip(null);
        return;
      }
      setTooltip({ x, point: near });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      markerPlugin?.detach();
      chart.remove();
    };
  }, [history, points, style, locale, zone]);

  return (
    <div className="chart-box" ref={box}>
      {tooltip && (
        <div className="chart-tooltip" style={{ left: Math.max(4, Math.min(tooltip.x - 80, (box.current?.clientWidth ?? 0) - 250)) }}>
          <div className="muted">{pointLabel(tooltip.point, zone)}</div>
          <div>
            {props.labels.price}: <strong>{formatPrice(tooltip.point.close, locale)}</strong>
          </div>
          {tooltip.point.resolution !== "scan" && (
            <div>
              {props.labels.median}: {formatPrice(tooltip.point.median, locale)}
            </div>
          )}
          {tooltip.point.offers !== null && (
            <div>
              {props.labels.offers}: {formatNumber(tooltip.point.offers, locale)}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
