import type { ProgressItem } from "@raidkit/api";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { ItemImage } from "../../ui/ItemImage.tsx";

/** One hand-over: the item (or "any of N items"), how many, found in raid or not, and how many the player has. */
export function ItemNeedLine(props: {
  need: { uids: string[]; count: number; foundInRaid: boolean };
  items: Record<string, ProgressItem>;
  have: Readonly<Record<string, number>>;
}) {
  const t = useT();
  const { need } = props;
  const have = need.uids.reduce((sum, uid) => sum + (props.have[uid] ?? 0), 0);
  const item = need.uids.length === 1 ? props.items[need.uids[0] as string] : undefined;
  return (
    <li className={`need-line ${have >= need.count ? "met" : "unmet"}`}>
      {item ? (
        <Link to={`/item/${item.url}`} className="item-chip">
          <ItemImage name={item.name} shortName={item.shortName} icon={item.icon} />
          <span>{item.name}</span>
        </Link>
      ) : (
        <span>{need.uids.length === 1 ? need.uids[0] : t("progress.items.anyOf", { count: need.uids.length })}</span>
      )}
      <span className="num">
        {" "}
        {have}/{need.count}
      </span>
      {need.foundInRaid && (
        <span className="fir-mark" title={t("progress.items.firHint")}>
          {" "}
          FIR
        </span>
      )}
    </li>
  );
}
