import { ADMIN_IMAGE_SHOWS, type AdminImagesQuery } from "@raidkit/api";
import { formatNumber, formatPrice } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { ClearableInput } from "../../../ui/ClearableInput.tsx";
import { AdminPager } from "../AdminPager.tsx";
import { adminHref } from "../adminPages.ts";
import { useAdminQuery } from "../useAdminQuery.ts";
import { useLoaded } from "../useLoaded.ts";
import type { ImagesReply } from "./catalogueTypes.ts";

type Show = NonNullable<AdminImagesQuery["show"]>;
type Row = ImagesReply["rows"][number];

/**
 * The image and price gaps of the catalogue (issue 19): /admin/items-images shows the items
 * missing an icon, grid or big image and those without a flea price per mode, with counts and a
 * link to fix each; /admin/live-icons shows the icons as the live source delivers them, where each
 * item's shown icon comes from, and lets the admin set an item's icon link here.
 */
export function ImagesView(props: { shows: readonly Show[]; defaultShow: Show; editable?: boolean; onSaved?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const state = useAdminQuery();
  const asked = state.read("show") as Show;
  const show: Show = (ADMIN_IMAGE_SHOWS as readonly string[]).includes(asked) && props.shows.includes(asked) ? asked : props.defaultShow;
  const q = state.read("q");
  const query: AdminImagesQuery = { show, page: state.page, ...(q ? { q } : {}) };
  const loaded = useLoaded(() => adminApi.adminImages(query), JSON.stringify(query));
  const data = loaded.data;
  const count = (s: Show) => (data ? (s === "all" ? data.counts.all : data.counts[s]) : null);
  return (
    <div className="admin-cat">
      <fieldset className="admin-cat-filters">
        <legend className="visually-hidden">{t("admin.catalogue.filter")}</legend>
        {props.shows.map((s) => (
          <button key={s} type="button" aria-pressed={show === s} onClick={() => state.set({ show: s === props.defaultShow ? null : s })}>
            {t(`admin.catalogue.shows.${s}`)} {count(s) !== null && <span className="muted">{formatNumber(count(s), locale)}</span>}
          </button>
        ))}
      </fieldset>
      <div className="admin-cat-tools">
        <ClearableInput
          type="search"
          aria-label={t("admin.catalogue.search")}
          placeholder={t("admin.catalogue.search")}
          value={q}
          onDebouncedChange={(text) => state.set({ q: text })}
        />
        {data && (
          <span className="muted small" aria-live="polite">
            {t("admin.catalogue.found", { n: formatNumber(data.total, locale) })}
          </span>
        )}
      </div>
      {loaded.error && <p className="form-error small">{loaded.error}</p>}
      {!data ? (
        <p className="muted small loading">{t("admin.catalogue.loading")}</p>
      ) : data.rows.length === 0 ? (
        <p className="empty-state small">{t("admin.catalogue.none")}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table small admin-cat-table" data-testid="admin-images">
              <thead>
                <tr>
                  <th>{t("admin.catalogue.columns.icon")}</th>
                  <th>{t("admin.catalogue.columns.name")}</th>
                  <th>{t("admin.catalogue.columns.source")}</th>
                  <th>{t("admin.catalogue.imageFields.icon")}</th>
                  <th>{t("admin.catalogue.imageFields.grid")}</th>
                  <th>{t("admin.catalogue.imageFields.image512")}</th>
                  <th className="num">PVP</th>
                  <th className="num">PVE</th>
                  {props.editable && <th>{t("admin.catalogue.overrideLink")}</th>}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <ImageRow
                    key={r.uid}
                    row={r}
                    editable={props.editable ?? false}
                    onSaved={() => {
                      loaded.reload();
                      props.onSaved?.();
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={data.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(page) => state.set({ page: String(page) })} />
        </>
      )}
    </div>
  );
}

/** One item's images: where each comes from, and (on /admin/live-icons) its icon link to set. */
function ImageRow(p: { row: Row; editable: boolean; onSaved: () => void }) {
  const t = useT();
  const locale = useLocale();
  const r = p.row;
  const [link, setLink] = useState(r.overrides.icon ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkCell = (f: "icon" | "grid" | "image512") => {
    const value = r.overrides[f] ?? r.live[f];
    return value ? (
      <a href={value} className="mono admin-cat-link" title={value} target="_blank" rel="noopener noreferrer">
        {r.overrides[f] ? t("admin.catalogue.source.override") : t("admin.catalogue.source.live")}
      </a>
    ) : (
      <span className="muted">{t("admin.catalogue.missing")}</span>
    );
  };
  const save = async (value: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await adminApi.adminItemUpdate(r.uid, { images: { icon: value } });
      p.onSaved();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{r.icon ? <img src={r.icon} alt="" width={32} height={32} loading="lazy" /> : <span className="muted">—</span>}</td>
      <td className="admin-cat-name">
        <Link to={adminHref("item", { uid: r.uid })}>{r.name}</Link> <span className="muted">{r.shortName}</span>
      </td>
      <td>{t(`admin.catalogue.source.${r.source}`)}</td>
      <td>{linkCell("icon")}</td>
      <td>{linkCell("grid")}</td>
      <td>{linkCell("image512")}</td>
      <td className="num">{r.prices.pvp === null ? <span className="muted">—</span> : formatPrice(r.prices.pvp, locale)}</td>
      <td className="num">{r.prices.pve === null ? <span className="muted">—</span> : formatPrice(r.prices.pve, locale)}</td>
      {p.editable && (
        <td>
          <form
            className="admin-cat-inline"
            onSubmit={(e) => {
              e.preventDefault();
              void save(link.trim() || null);
            }}
          >
            <input
              type="url"
              placeholder="https://…"
              aria-label={`${t("admin.catalogue.overrideLink")}: ${r.name}`}
              value={link}
              onChange={(e) => setLink(e.target.value)}
            />
            <button type="submit" className="secondary-button" disabled={busy || link.trim() === (r.overrides.icon ?? "")}>
              {t("admin.catalogue.save")}
            </button>
            {r.overrides.icon && (
              <button type="button" className="link-button small" disabled={busy} onClick={() => void save(null)}>
                {t("admin.catalogue.reset")}
              </button>
            )}
            {error && <span className="form-error small">{error}</span>}
          </form>
        </td>
      )}
    </tr>
  );
}
