import { formatNumber, LOCALES } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { useLoaded } from "../useLoaded.ts";
import type { TagsReply } from "./catalogueTypes.ts";

type Tag = TagsReply["tags"][number];

/**
 * /admin/tags (issue 19): the handbook categories as a tree with their item counts; an admin renames
 * a tag per site locale and hides it from the market menu (its items stay listed). Stored as
 * overrides (item_overrides), so imports keep them.
 */
export function TagsEditor(props: { onSaved?: () => void }) {
  const t = useT();
  const loaded = useLoaded(() => adminApi.adminTags(), "tags");
  const [open, setOpen] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  if (!loaded.data) return <p className={loaded.error ? "form-error small" : "muted small loading"}>{loaded.error ?? t("admin.catalogue.loading")}</p>;
  const f = filter.trim().toLowerCase();
  const tags = f ? loaded.data.tags.filter((tag) => `${tag.slug} ${tag.name} ${tag.localName}`.toLowerCase().includes(f)) : loaded.data.tags;
  return (
    <div className="admin-cat">
      <div className="admin-cat-tools">
        <input
          type="search"
          aria-label={t("admin.catalogue.search")}
          placeholder={t("admin.catalogue.search")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <span className="muted small">{t("admin.catalogue.tagsNote")}</span>
      </div>
      {tags.length === 0 ? (
        <p className="empty-state small">{t("admin.catalogue.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table small admin-cat-table" data-testid="admin-tags">
            <thead>
              <tr>
                <th>{t("admin.catalogue.columns.name")}</th>
                <th>{t("admin.catalogue.slug")}</th>
                <th className="num">{t("admin.catalogue.columns.items")}</th>
                <th>{t("admin.catalogue.menu")}</th>
                <th>{t("admin.catalogue.overridden")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {tags.map((tag) => (
                <TagRows
                  key={tag.id}
                  tag={tag}
                  open={open === tag.id}
                  onToggle={() => setOpen(open === tag.id ? null : tag.id)}
                  onSaved={(reply) => {
                    loaded.setData(reply);
                    props.onSaved?.();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function TagRows(props: { tag: Tag; open: boolean; onToggle: () => void; onSaved: (reply: TagsReply) => void }) {
  const t = useT();
  const locale = useLocale();
  const tag = props.tag;
  const [names, setNames] = useState<Record<string, string>>(tag.overrides.names);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async (patch: Parameters<typeof adminApi.adminTagUpdate>[1]) => {
    setBusy(true);
    setError(null);
    try {
      const reply = await adminApi.adminTagUpdate(tag.id, patch);
      const next = reply.tags.find((x) => x.id === tag.id);
      if (next) setNames(next.overrides.names);
      props.onSaved(reply);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const changed: Record<string, string | null> = {};
  for (const l of LOCALES) {
    const v = (names[l] ?? "").trim();
    if (v !== (tag.overrides.names[l] ?? "")) changed[l] = v || null;
  }
  const overridden = Object.keys(tag.overrides.names);
  return (
    <>
      <tr className={tag.overrides.hidden ? "admin-cat-hidden" : undefined}>
        <td style={{ paddingLeft: `${0.4 + tag.depth * 1.1}rem` }}>
          <Link to={`/tag/${tag.slug}`}>{tag.localName}</Link>
        </td>
        <td className="mono muted">{tag.slug}</td>
        <td className="num">{formatNumber(tag.items, locale)}</td>
        <td>
          <label className="check small">
            <input type="checkbox" checked={!tag.overrides.hidden} disabled={busy} onChange={(e) => void apply({ hidden: e.target.checked ? null : true })} />
            {tag.overrides.hidden ? t("admin.catalogue.hiddenTag") : t("admin.catalogue.shownTag")}
          </label>
        </td>
        <td className="mono small">{overridden.length > 0 ? overridden.map((l) => `name.${l}`).join(", ") : "—"}</td>
        <td>
          <button type="button" className="link-button small" aria-expanded={props.open} onClick={props.onToggle}>
            {t("admin.catalogue.rename")}
          </button>
        </td>
      </tr>
      {props.open && (
        <tr className="admin-cat-detail">
          <td colSpan={6}>
            <form
              className="admin-cat-tag-names"
              onSubmit={(e) => {
                e.preventDefault();
                if (Object.keys(changed).length > 0) void apply({ names: changed });
              }}
            >
              {LOCALES.map((l) => (
                <label key={l} className="field small">
                  <span className="mono">{l}</span>
                  <input
                    value={names[l] ?? ""}
                    placeholder={tag.imported.names[l] ?? tag.imported.names.en ?? ""}
                    maxLength={200}
                    onChange={(e) => setNames({ ...names, [l]: e.target.value })}
                  />
                </label>
              ))}
              <div className="admin-cat-actions">
                <button type="submit" className="primary-button" disabled={busy || Object.keys(changed).length === 0}>
                  {t("admin.catalogue.save")}
                </button>
                {overridden.length > 0 && (
                  <button
                    type="button"
                    className="link-button small"
                    disabled={busy}
                    onClick={() => void apply({ names: Object.fromEntries(overridden.map((l) => [l, null])) })}
                  >
                    {t("admin.catalogue.resetAll")}
                  </button>
                )}
                {error && <span className="form-error small">{error}</span>}
              </div>
              <p className="muted small">{t("admin.catalogue.tagNamesHint")}</p>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}
