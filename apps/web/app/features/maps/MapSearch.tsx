import { useId, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { findPoint, type SearchEntry } from "./mapText.ts";

/**
 * Search on the map: type a name (an extract, a boss, a quest, a door's key…), pick it from the
 * browser's list with the arrow keys and press Enter; the map moves to the point and opens its card.
 * The result is announced (role=status).
 */
export function MapSearch(props: { entries: readonly SearchEntry[]; onFound: (entry: SearchEntry) => void }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const search = (value: string) => {
    const found = findPoint(props.entries, value);
    if (!found) {
      setMessage({ ok: false, text: t("maps.search.none", { query: value.trim() }) });
      return;
    }
    setMessage({ ok: true, text: t("maps.search.found", { name: found.title }) });
    props.onFound(found);
  };
  return (
    <search className="panel map-search">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) search(query);
        }}
      >
        <label className="field" htmlFor={`${id}-q`}>
          <span>{t("maps.search.label")}</span>
        </label>
        <div className="map-search-row">
          <input
            id={`${id}-q`}
            type="search"
            list={`${id}-list`}
            value={query}
            autoComplete="off"
            placeholder={t("maps.search.placeholder")}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="primary-button small-button">
            {t("maps.search.go")}
          </button>
        </div>
        <datalist id={`${id}-list`}>
          {/* One option per label: boss zones with the same bosses are one name in the list (the first is shown). */}
          {[...new Set(props.entries.map((e) => e.label))].map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <p className={message && !message.ok ? "form-error small" : "muted small"} role="status">
          {message?.text ?? ""}
        </p>
        <p className="muted small">{t("maps.search.help")}</p>
      </form>
    </search>
  );
}
