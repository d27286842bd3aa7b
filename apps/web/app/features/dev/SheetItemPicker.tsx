import type { ApiItem } from "@raidkit/api/v1";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { ClearableInput } from "../../ui/ClearableInput.tsx";

/**
 * Adds items to the sheet by name: searches the public API itself (the call the sheet's users may
 * make too), at most 8 results, each added as its id.
 */
export function SheetItemPicker(props: { lang: string; onPick: (uid: string) => void; picked: readonly string[] }) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<ApiItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (query.trim().length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    fetch(`/api/v1/items?${new URLSearchParams({ q: query.trim(), lang: props.lang })}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ items: ApiItem[] }>) : Promise.reject(new Error(String(r.status)))))
      .then((reply) => {
        setFailed(false);
        setFound(reply.items.slice(0, 8));
      })
      .catch((e: Error) => {
        if (e.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [query, props.lang]);
  return (
    <div className="sheet-picker">
      <div className="field">
        <span>{t("devSheet.addItem")}</span>
        <ClearableInput
          value={query}
          onDebouncedChange={setQuery}
          debounceMs={300}
          aria-label={t("devSheet.addItem")}
          placeholder={t("devSheet.addItemPlaceholder")}
        />
      </div>
      {failed && <p className="form-error small">{t("ui.dataFailed")}</p>}
      {found && found.length === 0 && <p className="empty-state small">{t("devSheet.noItems")}</p>}
      {found && found.length > 0 && (
        <ul className="sheet-found">
          {found.map((item) => (
            <li key={item.uid}>
              <button type="button" className="link-button" disabled={props.picked.includes(item.uid)} onClick={() => props.onPick(item.uid)}>
                + {item.localName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
