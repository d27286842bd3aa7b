/** A labelled progress bar (dashboard totals, have/need counts). */
export function Meter(props: { value: number; max: number; label: string; detail?: string }) {
  const share = props.max > 0 ? Math.min(1, props.value / props.max) : 0;
  return (
    <div className="meter">
      <div className="meter-head">
        <span>{props.label}</span>
        <span className="num">{props.detail ?? `${props.value} / ${props.max}`}</span>
      </div>
      <div className="meter-track" role="progressbar" aria-label={props.label} aria-valuemin={0} aria-valuemax={props.max} aria-valuenow={props.value}>
        <div className="meter-fill" style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
