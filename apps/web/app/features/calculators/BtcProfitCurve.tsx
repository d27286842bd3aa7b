import { curveTicks, formatPrice, type Locale, MAX_GPUS } from "@raidkit/game";

/** Daily profit against the card count, as a small SVG chart with its roubles on the y-axis. */
export function BtcProfitCurve(props: { points: { gpus: number; profitPerDay: number }[]; current: number; label: string; locale: Locale }) {
  const w = 600;
  const h = 180;
  const pad = 20;
  // Room for the y-axis values ("₽1,500,000") left of the plot.
  const left = 84;
  const ticks = curveTicks(Math.min(...props.points.map((p) => p.profitPerDay)), Math.max(...props.points.map((p) => p.profitPerDay)));
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const x = (gpus: number) => left + ((gpus - 1) / (MAX_GPUS - 1)) * (w - left - pad);
  const y = (v: number) => h - pad - ((v - min) / (max - min)) * (h - 2 * pad);
  const line = props.points.map((p) => `${x(p.gpus).toFixed(1)},${y(p.profitPerDay).toFixed(1)}`).join(" ");
  const current = props.points.find((p) => p.gpus === props.current);
  return (
    <svg className="btc-chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={props.label}>
      {ticks.map((v) => (
        <g key={v} data-testid="btc-chart-y">
          <line x1={left} x2={w - pad} y1={y(v)} y2={y(v)} className={v === 0 ? "axis" : "grid"} />
          <text x={left - 6} y={y(v) + 4} className="tick" textAnchor="end">
            {formatPrice(v, props.locale)}
          </text>
        </g>
      ))}
      <polyline points={line} className="curve" />
      {current && <circle cx={x(current.gpus)} cy={y(current.profitPerDay)} r={4} className="dot" />}
      <text x={left} y={h - 4} className="tick">
        1
      </text>
      <text x={w - pad} y={h - 4} className="tick" textAnchor="end">
        {MAX_GPUS}
      </text>
    </svg>
  );
}
