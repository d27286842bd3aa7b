import { decodeSparkline, sparklineDrawable } from "@raidkit/game";

/** The 7-day sparkline of a market row: one point per day, scaled to the line's own range. */
export function Sparkline(props: { spark: string | null; title?: string; up?: boolean | null }) {
  if (!sparklineDrawable(props.spark)) return <span className="spark-empty" title={props.title} />;
  const levels = decodeSparkline(props.spark);
  const w = 64;
  const h = 18;
  const step = w / Math.max(1, levels.length - 1);
  const points = levels
    .map((v, i) => (v === null ? null : `${(i * step).toFixed(1)},${(h - 1 - (v / 35) * (h - 2)).toFixed(1)}`))
    .filter((p): p is string => p !== null)
    .join(" ");
  return (
    <svg
      className={`sparkline ${props.up === true ? "up" : props.up === false ? "down" : ""}`}
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      role="img"
      aria-label={props.title}
    >
      <title>{props.title}</title>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
