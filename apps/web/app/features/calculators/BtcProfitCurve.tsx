import { MAX_GPUS } from "@raidkit/game";

/** Daily profit against the card count, as a small SVG chart. */
export function BtcProfitCurve(props: { points: { gpus: number; profitPerDay: number }[]; current: number; label: string }) {
  const w = 600;
  const h = 180;
  const pad = 28;
  const values = props.points.map((p) => p.profitPerDay);
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const x = (gpus: number) => pad + ((gpus - 1) / (MAX_GPUS - 1)) * (w - 2 * pad);
  const y = (v: number) => h - pad - ((v - min) / (max - min)) * (h - 2 * pad);
  const line = props.points.map((p) => `${x(p.gpus).toFixed(1)},${y(p.profitPerDay).toFixed(1)}`).join(" ");
  const current = props.points.find((p) => p.gpus === props.current);
  return (
    <svg className="btc-chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={props.label}>
      <line x1={pad} x2={w - pad} y1={y(0)} y2={y(0)} className="axis" />
      <polyline points={line} className="curve" />
      {current && <circle cx={x(current.gpus)} cy={y(current.profitPerDay)} r={4} className="dot" />}
      <text x={pad} y={h - 6} className="tick">
        1
      </text>
      <text x={w - pad} y={h - 6} className="tick" textAnchor="end">
        {MAX_GPUS}
      </text>
    </svg>
  );
}
