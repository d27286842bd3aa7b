import { changeDirection, formatChange, formatDate, formatPrice, type Locale } from "@raidkit/game";
import { useEffect, useState } from "react";

/** A price by spec §5 (rounded, currency sign), or a dash when there is no value. */
export function Price(props: { value: number | null | undefined; locale: Locale; currency?: string }) {
  if (props.value === null || props.value === undefined) return <span className="muted">—</span>;
  return <span className="num">{formatPrice(props.value, props.locale, props.currency)}</span>;
}

/** A percent change by spec §5, coloured by direction. An unknown change (no base point) is "—", greyed (issue 34), never 0%. */
export function Percent(props: { value: number | null | undefined; locale: Locale; title?: string }) {
  const known = props.value !== null && props.value !== undefined;
  return (
    <span className={`num change ${known ? changeDirection(props.value) : "unknown"}`} title={props.title}>
      {formatChange(props.value, props.locale)}
    </span>
  );
}

/**
 * The time of a price: its date, or "time unknown" when the source did not give one (issue 34: a
 * reply without `updated` is stored as null, and no page may make it "now").
 */
export function PriceTime(props: { value: number | null | undefined; unknown: string }) {
  if (props.value === null || props.value === undefined) return <span className="muted time-unknown">{props.unknown}</span>;
  return <LocalDate value={props.value} />;
}

/** UTC on the server and during hydration (so both render the same), then the visitor's time zone. */
export function useTimeZone(): string {
  const [zone, setZone] = useState("UTC");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), []);
  return zone;
}

/**
 * A date as DD.MM.YY HH:mm. Rendered in UTC on the server and during hydration (so both agree),
 * then in the visitor's own time zone.
 */
export function LocalDate(props: { value: number | null | undefined }) {
  const zone = useTimeZone();
  if (!props.value) return <span className="muted">—</span>;
  return (
    <time dateTime={new Date(props.value).toISOString()} title={zone === "UTC" ? "UTC" : undefined}>
      {formatDate(props.value, zone)}
    </time>
  );
}
