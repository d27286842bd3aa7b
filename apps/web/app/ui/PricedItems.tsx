import { formatNumber, type Locale, type PricedPart } from "@raidkit/game";
import { Link } from "react-router";

/**
 * Each item of a priced build or set: its name (a link to its page when it has one), where it is
 * bought (a trader, or the source's label) and its price. Keyed by position: the same part or plate
 * can be on a build twice.
 */
export function PricedItems(props: {
  items: readonly PricedPart[];
  locale: Locale;
  name: (uid: string) => string;
  url: (uid: string) => string | null;
  sourceLabel: (source: NonNullable<PricedPart["source"]>) => string;
}) {
  return (
    <table className="data-table small">
      <tbody>
        {props.items.map((p, i) => {
          const url = props.url(p.uid);
          return (
            <tr key={`${p.uid}-${i}`}>
              <td>{url ? <Link to={`/item/${url}`}>{props.name(p.uid)}</Link> : props.name(p.uid)}</td>
              <td className="small muted">{p.source === "trader" ? p.trader : p.source ? props.sourceLabel(p.source) : "—"}</td>
              <td className="num">{p.unit === null ? "—" : `${formatNumber(p.unit, props.locale)} ₽`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
