import { type AdminItemAdd, ITEM_ID_PATTERN } from "@raidkit/api";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { adminHref } from "../adminPages.ts";
import { useLoaded } from "../useLoaded.ts";
import { Message } from "./parts.tsx";

const EMPTY = { uid: "", name: "", shortName: "", ruName: "", ruShortName: "", tag: "", basePrice: "", width: "1", height: "1" };

/**
 * /admin/add-item (issue 19): an item the data does not have yet, added by hand with the game's id
 * (24 hexadecimal digits). The catalogue includes it like the pack's items; a later import of an
 * item with the same id replaces it (the page says so).
 */
export function AddItemForm(props: { onSaved?: () => void }) {
  const t = useT();
  const tags = useLoaded(() => adminApi.adminTags(), "tags");
  const [draft, setDraft] = useState(EMPTY);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<typeof EMPTY>) => {
    setDraft({ ...draft, ...next });
    setMessage(null);
  };
  const uidOk = ITEM_ID_PATTERN.test(draft.uid.trim().toLowerCase());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: AdminItemAdd = {
      uid: draft.uid.trim().toLowerCase(),
      name: draft.name.trim(),
      shortName: draft.shortName.trim(),
      tag: draft.tag || null,
      basePrice: draft.basePrice.trim() === "" ? null : Number(draft.basePrice),
      width: Number(draft.width),
      height: Number(draft.height),
    };
    const ru: { name?: string; shortName?: string } = {};
    if (draft.ruName.trim()) ru.name = draft.ruName.trim();
    if (draft.ruShortName.trim()) ru.shortName = draft.ruShortName.trim();
    if (ru.name || ru.shortName) body.names = { ru };
    setBusy(true);
    try {
      const reply = await adminApi.adminItemCreate(body);
      setAdded(reply.uid);
      setDraft(EMPTY);
      setMessage({ ok: true, text: t("admin.catalogue.addedOk", { name: reply.shown.name }) });
      props.onSaved?.();
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel admin-cat admin-cat-add" onSubmit={submit}>
      <p className="hint-bar small" role="note">
        {t("admin.catalogue.addNote")}
      </p>
      <div className="admin-cat-form-grid">
        <label className="field">
          <span>{t("admin.catalogue.uid")}</span>
          <input
            required
            value={draft.uid}
            pattern="[0-9a-fA-F]{24}"
            maxLength={24}
            className="mono"
            aria-invalid={draft.uid !== "" && !uidOk}
            onChange={(e) => set({ uid: e.target.value })}
          />
          <small className="muted">{t("admin.catalogue.uidHint")}</small>
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.name")} (en)</span>
          <input required maxLength={200} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.shortName")} (en)</span>
          <input required maxLength={100} value={draft.shortName} onChange={(e) => set({ shortName: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.name")} (ru)</span>
          <input maxLength={200} value={draft.ruName} onChange={(e) => set({ ruName: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.shortName")} (ru)</span>
          <input maxLength={100} value={draft.ruShortName} onChange={(e) => set({ ruShortName: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.category")}</span>
          <select value={draft.tag} onChange={(e) => set({ tag: e.target.value })}>
            <option value="">{t("admin.catalogue.noCategory")}</option>
            {tags.data?.tags.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {"  ".repeat(tag.depth)}
                {tag.localName}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("admin.catalogue.columns.basePrice")} (₽)</span>
          <input type="number" min={0} step={1} inputMode="numeric" value={draft.basePrice} onChange={(e) => set({ basePrice: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.width")}</span>
          <input type="number" required min={1} max={20} step={1} value={draft.width} onChange={(e) => set({ width: e.target.value })} />
        </label>
        <label className="field">
          <span>{t("admin.catalogue.height")}</span>
          <input type="number" required min={1} max={20} step={1} value={draft.height} onChange={(e) => set({ height: e.target.value })} />
        </label>
      </div>
      <div className="admin-cat-actions">
        <button type="submit" className="primary-button" disabled={busy || !uidOk || !draft.name.trim() || !draft.shortName.trim()}>
          {t("admin.catalogue.addSubmit")}
        </button>
      </div>
      <Message message={message} />
      {added && (
        <p className="small">
          <Link to={adminHref("item", { uid: added })}>{t("admin.catalogue.openAdded")}</Link>
        </p>
      )}
    </form>
  );
}
