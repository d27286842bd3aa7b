import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { PoolList } from "./PoolList.tsx";

/** The items one objective accepts, fetched when opened (a pool can list 3,493) and shown virtualised. */
export function ObjectiveItems(props: { questUid: string; index: number; count: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [uids, setUids] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || uids) return;
    api
      .objectiveItems(props.questUid, props.index)
      .then((r) => setUids(r.uids))
      .catch((e: Error) => setError(e.message));
  }, [open, uids, props.questUid, props.index]);
  return (
    <div className="objective-items">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "▾" : "▸"} {t("progress.items.accepted", { count: props.count })}
      </button>
      {open &&
        (error ? (
          <p className="form-error">{error}</p>
        ) : uids ? (
          <PoolList uids={uids} editable={false} />
        ) : (
          <p className="muted small loading">{t("progress.items.loadingPool")}</p>
        ))}
    </div>
  );
}
