import type { AdminItemPatch } from "@raidkit/api";
import { formatDate, formatPrice, GAME_MODES, LOCALES, type Locale } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { adminHref } from "../adminPages.ts";
import { useLoaded } from "../useLoaded.ts";
import type { ItemReply } from "./catalogueTypes.ts";
import { JudgedPrice, Message, ruleReasons } from "./parts.tsx";

type Verdict = NonNullable<ItemReply["quality"]["pvp"]>;
const IMAGE_FIELDS = ["icon", "grid", "image512"] as const;

/** Every field's draft: the override as typed ("" = none, i.e. the imported value). */
interface Draft {
  names: Record<string, string>;
  shortNames: Record<string, string>;
  banned: "" | "true" | "false";
  images: Record<(typeof IMAGE_FIELDS)[number], string>;
}

const draftOf = (item: ItemReply): Draft => ({
  names: { ...item.overrides.names },
  shortNames: { ...item.overrides.shortNames },
  banned: item.overrides.bannedOnFlea === null ? "" : item.overrides.bannedOnFlea ? "true" : "false",
  images: { icon: item.overrides.images.icon ?? "", grid: item.overrides.images.grid ?? "", image512: item.overrides.images.image512 ?? "" },
});

/** The fields whose draft differs from the stored override (empty: back to the imported value). */
function patchOf(item: ItemReply, draft: Draft): AdminItemPatch {
  const patch: AdminItemPatch = {};
  const names: NonNullable<AdminItemPatch["names"]> = {};
  for (const locale of LOCALES) {
    const name = (draft.names[locale] ?? "").trim();
    const short = (draft.shortNames[locale] ?? "").trim();
    const change: { name?: string | null; shortName?: string | null } = {};
    if (name !== (item.overrides.names[locale] ?? "")) change.name = name || null;
    if (short !== (item.overrides.shortNames[locale] ?? "")) change.shortName = short || null;
    if (Object.keys(change).length > 0) names[locale] = change;
  }
  if (Object.keys(names).length > 0) patch.names = names;
  const banned = draft.banned === "" ? null : draft.banned === "true";
  if (banned !== item.overrides.bannedOnFlea) patch.bannedOnFlea = banned;
  const images: NonNullable<AdminItemPatch["images"]> = {};
  for (const f of IMAGE_FIELDS) if (draft.images[f].trim() !== (item.overrides.images[f] ?? "")) images[f] = draft.images[f].trim() || null;
  if (Object.keys(images).length > 0) patch.images = images;
  return patch;
}

/**
 * /admin/item/{uid} (issue 19): the item as imported beside an admin's overrides (names and short
 * names per site locale, tags, the flea ban, image links), each with "reset to imported", and the
 * price-quality verdict per mode with the admin's own. Overrides survive every import.
 */
export function ItemEditor(props: { uid: string; onSaved?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const loaded = useLoaded(() => adminApi.adminItem(props.uid), props.uid);
  const item = loaded.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState("");
  if (!item) return <p className={loaded.error ? "form-error small" : "muted small loading"}>{loaded.error ?? t("admin.catalogue.loading")}</p>;
  const d = draft ?? draftOf(item);
  const set = (next: Partial<Draft>) => {
    setDraft({ ...d, ...next });
    setMessage(null);
  };
  const apply = async (patch: AdminItemPatch) => {
    setBusy(true);
    try {
      const reply = await adminApi.adminItemUpdate(item.uid, patch);
      loaded.setData(reply);
      setDraft(null);
      setMessage({ ok: true, text: t("admin.catalogue.saved") });
      props.onSaved?.();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const patch = patchOf(item, d);
  const unchanged = Object.keys(patch).length === 0;
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!unchanged) void apply(patch);
  };
  const tags = item.overrides.tags ?? { add: [], remove: [] };
  const tagName = new Map(item.allTags.map((x) => [x.slug, x.name]));
  const toggleTag = (slug: string) => {
    const imported = item.imported.tags.includes(slug);
    const shown = item.shown.tags.includes(slug);
    const add = tags.add.filter((s) => s !== slug);
    const remove = tags.remove.filter((s) => s !== slug);
    if (shown) {
      if (imported) remove.push(slug);
    } else if (!imported) add.push(slug);
    void apply({ tags: add.length + remove.length > 0 ? { add, remove } : null });
  };
  return (
    <div className="admin-cat admin-item">
      <header className="admin-item-head">
        {item.shown.icon ? (
          <img src={item.shown.icon} alt="" width={64} height={64} />
        ) : (
          <span className="admin-item-noimg muted">{t("admin.catalogue.noImage")}</span>
        )}
        <div>
          <h2>{item.shown.name}</h2>
          <p className="muted small">
            <span className="mono">{item.uid}</span> · <Link to={`/item/${item.shown.url}`}>{t("admin.catalogue.playerPage")}</Link>
            {item.added && <span className="badge">{t("admin.catalogue.addedBadge")}</span>}
          </p>
          {item.added && <p className="small">{t("admin.catalogue.addedNote")}</p>}
        </div>
      </header>
      <Message message={message} />
      <form className="panel" onSubmit={save}>
        <h3>{t("admin.catalogue.names")}</h3>
        <div className="table-scroll">
          <table className="data-table small admin-cat-names">
            <thead>
              <tr>
                <th>{t("admin.catalogue.locale")}</th>
                <th>{t("admin.catalogue.importedName")}</th>
                <th>{t("admin.catalogue.overrideName")}</th>
                <th>{t("admin.catalogue.importedShort")}</th>
                <th>{t("admin.catalogue.overrideShort")}</th>
              </tr>
            </thead>
            <tbody>
              {LOCALES.map((l: Locale) => (
                <tr key={l}>
                  <th scope="row" className="mono">
                    {l}
                  </th>
                  <td className="muted">{item.imported.names[l] ?? "—"}</td>
                  <td>
                    <input
                      aria-label={`${t("admin.catalogue.overrideName")} (${l})`}
                      value={d.names[l] ?? ""}
                      maxLength={200}
                      onChange={(e) => set({ names: { ...d.names, [l]: e.target.value } })}
                    />
                    {item.overrides.names[l] !== undefined && (
                      <button type="button" className="link-button small" disabled={busy} onClick={() => void apply({ names: { [l]: { name: null } } })}>
                        {t("admin.catalogue.reset")}
                      </button>
                    )}
                  </td>
                  <td className="muted">{item.imported.shortNames[l] ?? "—"}</td>
                  <td>
                    <input
                      aria-label={`${t("admin.catalogue.overrideShort")} (${l})`}
                      value={d.shortNames[l] ?? ""}
                      maxLength={100}
                      onChange={(e) => set({ shortNames: { ...d.shortNames, [l]: e.target.value } })}
                    />
                    {item.overrides.shortNames[l] !== undefined && (
                      <button type="button" className="link-button small" disabled={busy} onClick={() => void apply({ names: { [l]: { shortName: null } } })}>
                        {t("admin.catalogue.reset")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small">{t("admin.catalogue.namesHint")}</p>

        <h3>{t("admin.catalogue.flea")}</h3>
        <label className="field">
          <span>{t("admin.catalogue.bannedOnFlea")}</span>
          <select value={d.banned} onChange={(e) => set({ banned: e.target.value as Draft["banned"] })}>
            <option value="">
              {t("admin.catalogue.asImported", { value: item.imported.bannedOnFlea ? t("admin.catalogue.yes") : t("admin.catalogue.no") })}
            </option>
            <option value="true">{t("admin.catalogue.banned")}</option>
            <option value="false">{t("admin.catalogue.notBanned")}</option>
          </select>
        </label>

        <h3>{t("admin.catalogue.images")}</h3>
        <p className="muted small">{t("admin.catalogue.imagesHint", { source: t(`admin.catalogue.source.${item.shown.iconSource}`) })}</p>
        {IMAGE_FIELDS.map((f) => (
          <div key={f} className="admin-cat-image">
            <span className="admin-cat-image-label">{t(`admin.catalogue.imageFields.${f}`)}</span>
            <span className="mono small muted admin-cat-link">{item.imported.images[f] ?? t("admin.catalogue.noLink")}</span>
            <input
              type="url"
              inputMode="url"
              placeholder="https://…"
              aria-label={`${t(`admin.catalogue.imageFields.${f}`)}: ${t("admin.catalogue.overrideLink")}`}
              value={d.images[f]}
              onChange={(e) => set({ images: { ...d.images, [f]: e.target.value } })}
            />
            {item.overrides.images[f] !== undefined && (
              <button type="button" className="link-button small" disabled={busy} onClick={() => void apply({ images: { [f]: null } })}>
                {t("admin.catalogue.reset")}
              </button>
            )}
          </div>
        ))}
        <div className="admin-cat-actions">
          <button type="submit" className="primary-button" disabled={busy || unchanged}>
            {t("admin.catalogue.save")}
          </button>
          {!unchanged && (
            <button type="button" className="secondary-button" onClick={() => setDraft(null)}>
              {t("admin.catalogue.discard")}
            </button>
          )}
        </div>
      </form>

      <section className="panel">
        <h3>{t("admin.catalogue.tags")}</h3>
        <p className="muted small">{t("admin.catalogue.tagsHint")}</p>
        <ul className="admin-cat-tags plain-list">
          {[...new Set([...item.imported.tags, ...item.shown.tags, ...tags.remove])].map((slug) => {
            const shown = item.shown.tags.includes(slug);
            const imported = item.imported.tags.includes(slug);
            return (
              <li key={slug} className={shown ? undefined : "removed"}>
                <span>{tagName.get(slug) ?? slug}</span>
                {!imported && <span className="badge">{t("admin.catalogue.tagAdded")}</span>}
                <button type="button" className="link-button small" disabled={busy} onClick={() => toggleTag(slug)}>
                  {shown ? t("admin.catalogue.tagRemove") : t("admin.catalogue.tagRestore")}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="admin-cat-actions">
          <select aria-label={t("admin.catalogue.tagAdd")} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{t("admin.catalogue.tagPick")}</option>
            {item.allTags
              .filter((x) => !item.shown.tags.includes(x.slug))
              .map((x) => (
                <option key={x.slug} value={x.slug}>
                  {x.name}
                </option>
              ))}
          </select>
          <button
            type="button"
            className="secondary-button"
            disabled={busy || !adding}
            onClick={() => {
              toggleTag(adding);
              setAdding("");
            }}
          >
            {t("admin.catalogue.tagAdd")}
          </button>
          {item.overrides.tags && (
            <button type="button" className="link-button small" disabled={busy} onClick={() => void apply({ tags: null })}>
              {t("admin.catalogue.reset")}
            </button>
          )}
        </div>
      </section>

      <section className="panel">
        <h3>{t("admin.catalogue.quality")}</h3>
        <div className="admin-cat-quality">
          {GAME_MODES.map((mode) => {
            const v = item.quality[mode];
            return v ? <QualityPanel key={mode} verdict={v} locale={locale} onChanged={loaded.reload} /> : null;
          })}
        </div>
      </section>
      {item.added && (
        <button
          type="button"
          className="secondary-button danger"
          disabled={busy}
          onClick={async () => {
            if (!window.confirm(t("admin.catalogue.removeConfirm"))) return;
            try {
              await adminApi.adminItemDelete(item.uid);
              window.location.assign(adminHref("items"));
            } catch (e) {
              setMessage({ ok: false, text: (e as Error).message });
            }
          }}
        >
          {t("admin.catalogue.remove")}
        </button>
      )}
    </div>
  );
}

/** One mode's verdict: the figures the rule compared, its reasons, and the admin's choice. */
export function QualityPanel(props: { verdict: Verdict; locale: Locale; onChanged?: (v: Verdict) => void }) {
  const t = useT();
  const v = props.verdict;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (verdict: "trust" | "suspect" | null) => {
    setBusy(true);
    setError(null);
    try {
      const reply = await adminApi.adminPriceQualityUpdate(v.uid, { mode: v.mode, verdict });
      props.onChanged?.(reply.verdict);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const money = (x: number | null) => (x === null ? "—" : formatPrice(x, props.locale));
  return (
    <div className="admin-cat-verdict" data-mode={v.mode}>
      <h4>{v.mode.toUpperCase()}</h4>
      <dl className="admin-cat-figures small">
        <dt>{t("admin.catalogue.figures.lastPrice")}</dt>
        <dd>
          <JudgedPrice value={v.lastPrice} code={v.shown} locale={props.locale} />
        </dd>
        <dt>{t("admin.catalogue.figures.avg24h")}</dt>
        <dd>
          <JudgedPrice value={v.avg24h} code={v.shown} figure="avg24h" locale={props.locale} />
        </dd>
        <dt>{t("admin.catalogue.figures.avg7d")}</dt>
        <dd>
          <JudgedPrice value={v.avg7d} code={v.shown} figure="avg7d" locale={props.locale} />
        </dd>
        <dt>{t("admin.catalogue.figures.trader")}</dt>
        <dd>
          {money(v.traderPrice)} {v.traderName ? <span className="muted">({v.traderName})</span> : null}
        </dd>
        <dt>{t("admin.catalogue.figures.value")}</dt>
        <dd>{money(v.value)}</dd>
        <dt>{t("admin.catalogue.figures.ceiling")}</dt>
        <dd>{money(v.ceiling)}</dd>
        <dt>{t("admin.catalogue.figures.updated")}</dt>
        <dd>{v.updated === null ? "—" : formatDate(v.updated)}</dd>
      </dl>
      <p className="small">
        <strong>{t("admin.catalogue.ruleSays")}</strong> {ruleReasons(v.rule, t)}
      </p>
      <fieldset className="admin-cat-choice" disabled={busy}>
        <legend className="small">{t("admin.catalogue.adminVerdict")}</legend>
        {([null, "trust", "suspect"] as const).map((choice) => (
          <label key={choice ?? "rule"} className="check small">
            <input type="radio" name={`verdict-${v.uid}-${v.mode}`} checked={v.override === choice} onChange={() => void choose(choice)} />
            {t(`admin.catalogue.override.${choice ?? "rule"}`)}
          </label>
        ))}
      </fieldset>
      {error && <p className="form-error small">{error}</p>}
    </div>
  );
}
