import type { GearBuilderData } from "@raidkit/api";
import { formatNumber, type GearItem, isArmoredRig } from "@raidkit/game";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { signedPercent } from "./figures.ts";

/**
 * The items a slot takes, to pick one: a search box and a list with each item's figures and price;
 * items that would clash with the set are marked. Keyboard: type to filter, ↑/↓ to move, Enter to
 * take, Escape to close.
 */
export function GearChooser(props: {
  label: string;
  options: GearItem[];
  data: GearBuilderData;
  current: string | null;
  clashes: (id: string) => boolean;
  priceOf: (id: string) => number | null;
  onPick: (id: string | null) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const named = props.options.map((item) => ({ item, name: props.data.items[item.id]?.name ?? item.name }));
    return q ? named.filter((row) => row.name.toLowerCase().includes(q)) : named;
  }, [props.options, props.data, query]);
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);
  const pick = (index: number) => {
    const row = shown[index];
    if (row) props.onPick(row.item.id);
  };
  const searchLabel = t("gear.search", { slot: props.label });
  return (
    <div className="gear-chooser">
      <input
        ref={input}
        type="search"
        className="gear-search"
        value={query}
        placeholder={searchLabel}
        aria-label={searchLabel}
        aria-controls={listId}
        aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((a) => Math.min(shown.length - 1, a + 1));
          else if (e.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
          else if (e.key === "Enter") pick(active);
          else if (e.key === "Escape") props.onClose();
          else return;
          e.preventDefault();
        }}
      />
      {shown.length === 0 ? (
        <p className="small muted">{t("gear.noItems")}</p>
      ) : (
        <div id={listId} className="gear-list" role="listbox" aria-label={searchLabel}>
          {shown.map(({ item, name }, i) => {
            const price = props.priceOf(item.id);
            const clash = props.clashes(item.id);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box above carries the keys (arrows, Enter)
              <div
                tabIndex={-1}
                key={item.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`${i === active ? "active" : ""} ${item.id === props.current ? "current" : ""}`}
                onClick={() => props.onPick(item.id)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="gear-option-name">
                  {name}
                  {isArmoredRig(item) && <span className="gear-tag">{t("gear.armored")}</span>}
                  {clash && <span className="gear-tag clash">{t("gear.clashes")}</span>}
                </span>
                <span className="gear-figures small">
                  {item.armorClass > 0 && <span title={t("gear.class")}>{t("gear.classShort", { n: item.armorClass })}</span>}
                  {item.capacity !== null && <span title={t("gear.capacity")}>{t("gear.cells", { count: item.capacity })}</span>}
                  <span title={t("gear.ergonomics")}>{signedPercent(item.ergonomics, locale)}</span>
                  <span title={t("gear.weight")}>{formatNumber(item.weight, locale, 2)} kg</span>
                  <span className="num">{price === null ? "—" : `${formatNumber(price, locale)} ₽`}</span>
                </span>
              </div>
            );
          })}
        </div>
      )}
      <div className="gear-chooser-actions">
        {props.current && (
          <button type="button" className="small-button" onClick={() => props.onPick(null)}>
            {t("gear.remove")}
          </button>
        )}
        <button type="button" className="small-button" onClick={props.onClose}>
          {t("gear.close")}
        </button>
      </div>
    </div>
  );
}
