import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";

/**
 * A list to pick one thing from, opened in place: a search box (focused) over the rows, filtered by
 * every word typed. Keyboard: type to filter, ↑/↓ to move, Enter to take, Escape to close. The weapon
 * builder's parts and the gear builder's items use it; each renders its own row.
 */
export function PickList(props: {
  /** The search box's and the list's accessible name. */
  label: string;
  rows: readonly { id: string; name: string }[];
  renderRow: (id: string) => ReactNode;
  current: string | null;
  emptyText: string;
  removeText: string;
  closeText: string;
  onPick: (id: string | null) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return words.length > 0 ? props.rows.filter((r) => words.every((w) => r.name.toLowerCase().includes(w))) : props.rows;
  }, [props.rows, query]);
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);
  const pick = (index: number) => {
    const row = shown[index];
    if (row) props.onPick(row.id);
  };
  return (
    <div className="pick-list">
      <input
        ref={input}
        type="search"
        className="pick-search"
        value={query}
        placeholder={props.label}
        aria-label={props.label}
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
        <p className="small muted">{props.emptyText}</p>
      ) : (
        <div id={listId} className="pick-options" role="listbox" aria-label={props.label}>
          {shown.map((row, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search box above carries the keys (arrows, Enter)
            <div
              tabIndex={-1}
              key={row.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`${i === active ? "active" : ""} ${row.id === props.current ? "current" : ""}`}
              onClick={() => props.onPick(row.id)}
              onMouseEnter={() => setActive(i)}
            >
              {props.renderRow(row.id)}
            </div>
          ))}
        </div>
      )}
      <div className="pick-actions">
        {props.current && (
          <button type="button" className="secondary-button small-button" onClick={() => props.onPick(null)}>
            {props.removeText}
          </button>
        )}
        <button type="button" className="secondary-button small-button" onClick={props.onClose}>
          {props.closeText}
        </button>
      </div>
    </div>
  );
}
