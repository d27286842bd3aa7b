import type { WeaponBuilderData } from "@raidkit/api";
import { formatNumber, type WeaponPart } from "@raidkit/game";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { signed } from "./figures.ts";

/**
 * The parts a slot takes, to pick one: a search box and a list with each part's price and figures.
 * Keyboard: type to filter, ↑/↓ to move, Enter to take, Escape to close.
 */
export function PartChooser(props: {
  options: WeaponPart[];
  data: WeaponBuilderData;
  current: string | null;
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
    const named = props.options.map((p) => ({ part: p, name: props.data.parts[p.id]?.name ?? p.name }));
    return q ? named.filter((p) => p.name.toLowerCase().includes(q)) : named;
  }, [props.options, props.data, query]);
  const pick = (index: number) => {
    const row = shown[index];
    if (row) props.onPick(row.part.id);
  };
  return (
    <div className="part-chooser">
      <input
        ref={input}
        type="search"
        className="part-search"
        value={query}
        placeholder={t("loadouts.builder.searchParts")}
        aria-label={t("loadouts.builder.searchParts")}
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
        <p className="small muted">{t("loadouts.builder.noParts")}</p>
      ) : (
        <div id={listId} className="part-list" role="listbox" aria-label={t("loadouts.builder.searchParts")}>
          {shown.map(({ part, name }, i) => {
            const price = props.priceOf(part.id);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box above carries the keys (arrows, Enter)
              <div
                tabIndex={-1}
                key={part.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`${i === active ? "active" : ""} ${part.id === props.current ? "current" : ""}`}
                onClick={() => props.onPick(part.id)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="part-name">{name}</span>
                <span className="part-figures small">
                  <span title={t("loadouts.builder.ergonomics")}>{signed(part.ergonomics, locale)} E</span>
                  <span title={t("loadouts.builder.recoilChange")}>{signed(Math.round(part.recoil * 100), locale)}% R</span>
                  <span className="num">{price === null ? "—" : `${formatNumber(price, locale)} ₽`}</span>
                </span>
              </div>
            );
          })}
        </div>
      )}
      <div className="part-chooser-actions">
        {props.current && (
          <button type="button" className="small-button" onClick={() => props.onPick(null)}>
            {t("loadouts.builder.remove")}
          </button>
        )}
        <button type="button" className="small-button" onClick={props.onClose}>
          {t("loadouts.builder.close")}
        </button>
      </div>
    </div>
  );
}
