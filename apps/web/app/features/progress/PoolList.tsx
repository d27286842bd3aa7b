import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { usePoolItems } from "./poolItems.ts";

const ROW = 30;

/**
 * The items a pool hand-over accepts (one objective accepts 3,493), in a virtualised list: only the
 * rows in view are in the page, so opening it never freezes the page.
 */
export function PoolList(props: {
  uids: readonly string[];
  have?: Readonly<Record<string, number>>;
  editable: boolean;
  setHave?: (uid: string, n: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const items = usePoolItems(props.uids, locale, true);
  const [filter, setFilter] = useState("");
  const box = useRef<HTMLDivElement>(null);
  const words = filter.trim().toLowerCase();
  const shown = (items ?? []).filter((i) => !words || i.name.toLowerCase().includes(words));
  const virtual = useVirtualizer({ count: shown.length, getScrollElement: () => box.current, estimateSize: () => ROW, overscan: 8 });
  if (!items) return <p className="muted small loading">{t("progress.items.loadingPool")}</p>;
  return (
    <div className="pool-list">
      <input
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t("progress.items.searchPool", { count: items.length })}
        aria-label={t("progress.items.searchPool", { count: items.length })}
      />
      <div ref={box} className="pool-scroll" data-count={shown.length}>
        <div style={{ height: virtual.getTotalSize(), position: "relative" }}>
          {virtual.getVirtualItems().map((row) => {
            const item = shown[row.index];
            if (!item) return null;
            const have = props.have?.[item.uid] ?? 0;
            return (
              <div
                key={item.uid}
                className="pool-item"
                style={{ position: "absolute", top: 0, left: 0, right: 0, height: ROW, transform: `translateY(${row.start}px)` }}
              >
                {item.url ? <Link to={`/item/${item.url}`}>{item.name}</Link> : <span>{item.name}</span>}
                {props.have && (
                  <span className="counter">
                    {props.editable && (
                      <button
                        type="button"
                        aria-label={t("progress.items.less", { name: item.name })}
                        disabled={have <= 0}
                        onClick={() => props.setHave?.(item.uid, have - 1)}
                      >
                        −
                      </button>
                    )}
                    <span className="num">{have}</span>
                    {props.editable && (
                      <button type="button" aria-label={t("progress.items.more", { name: item.name })} onClick={() => props.setHave?.(item.uid, have + 1)}>
                        +
                      </button>
                    )}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
