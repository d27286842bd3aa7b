import { ADMIN_ITEM_FILTERS, type AdminItemsQuery } from "@raidkit/api";
import { formatNumber, formatPrice } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { ClearableInput } from "../../../ui/ClearableInput.tsx";
import { AdminPager } from "../AdminPager.tsx";
import { adminHref } from "../adminPages.ts";
import { useAdminQuery } from "../useAdminQuery.ts";
import { useLoaded } from "../useLoaded.ts";
import { JudgedPrice } from "./parts.tsx";

type Sort = NonNullable<AdminItemsQuery["sort"]>;
type Filter = NonNullable<AdminItemsQuery["filter"]>;

/** Columns marked `opt` are left out on phones, so the prices fit beside the name. */
const COLUMNS: { key: Sort | null; label: string; num?: boolean; opt?: boolean }[] = [
  { key: "name", label: "name" },
  { key: "shortName", label: "shortName", opt: true },
  { key: "category", label: "category", opt: true },
  { key: "basePrice", label: "basePrice", num: true },
  { key: "pvp", label: "pvp", num: true },
  { key: "pve", label: "pve", num: true },
  { key: null, label: "image" },
  { key: null, label: "overridden" },
];

/**
 * /admin/items (issue 19): the catalogue (the pack's items, live imports and items added by hand)
 * as a dense table, searched, filtered, sorted and paged on the server; each row opens the item's
 * admin page. The view lives in the address.
 */
export function ItemsTable() {
  const t = useT();
  const locale = useLocale();
  const state = useAdminQuery();
  const q = state.read("q");
  const filter = (ADMIN_ITEM_FILTERS as readonly string[]).includes(state.read("filter")) ? (state.read("filter") as Filter) : undefined;
  const sort = (state.read("sort") || "name") as Sort;
  const dir = state.read("dir") === "desc" ? "desc" : "asc";
  const query: AdminItemsQuery = { sort, dir, page: state.page, ...(q ? { q } : {}), ...(filter ? { filter } : {}) };
  const { data, error, loading } = useLoaded(() => adminApi.adminItems(query), JSON.stringify(query));
  const sortBy = (key: Sort) => state.set({ sort: key === "name" ? null : key, dir: sort === key && dir === "asc" ? "desc" : null });
  return (
    <div className="admin-cat">
      <div className="admin-cat-tools">
        <ClearableInput
          type="search"
          aria-label={t("admin.catalogue.search")}
          placeholder={t("admin.catalogue.search")}
          value={q}
          onDebouncedChange={(text) => state.set({ q: text })}
        />
        <Link to={adminHref("addItem")} className="secondary-button">
          + {t("admin.catalogue.addItem")}
        </Link>
      </div>
      <fieldset className="admin-cat-filters">
        <legend className="visually-hidden">{t("admin.catalogue.filter")}</legend>
        <button type="button" aria-pressed={!filter} onClick={() => state.set({ filter: null })}>
          {t("admin.catalogue.filters.all")} {data && <span className="muted">{formatNumber(data.counts.all, locale)}</span>}
        </button>
        {ADMIN_ITEM_FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => state.set({ filter: filter === f ? null : f })}>
            {t(`admin.catalogue.filters.${f}`)} {data && <span className="muted">{formatNumber(data.counts[f], locale)}</span>}
          </button>
        ))}
      </fieldset>
      {error && <p className="form-error small">{error}</p>}
      {!data ? (
        <p className="muted small loading">{t("admin.catalogue.loading")}</p>
      ) : data.rows.length === 0 ? (
        <p className="empty-state small">{t("admin.catalogue.none")}</p>
      ) : (
        <>
          <p className="muted small" aria-live="polite">
            {t("admin.catalogue.found", { n: formatNumber(data.total, locale) })}
            {loading && ` · ${t("admin.catalogue.loading")}`}
          </p>
          <div className="table-scroll">
            <table className="data-table small admin-cat-table" data-testid="admin-items">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.label}
                      className={[c.num ? "num" : "", c.opt ? "opt" : ""].join(" ").trim() || undefined}
                      aria-sort={c.key && sort === c.key ? (dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {c.key ? (
                        <button type="button" className={sort === c.key ? "sorted" : undefined} onClick={() => sortBy(c.key as Sort)}>
                          {t(`admin.catalogue.columns.${c.label}`)}
                          {sort === c.key ? (dir === "asc" ? " ▲" : " ▼") : ""}
                        </button>
                      ) : (
                        t(`admin.catalogue.columns.${c.label}`)
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.uid}>
                    <td className="admin-cat-name">
                      <Link to={adminHref("item", { uid: r.uid })}>{r.localName}</Link>
                      {r.added && <span className="badge">{t("admin.catalogue.addedBadge")}</span>}
                      {r.bannedOnFlea && <span className="badge">{t("admin.catalogue.bannedBadge")}</span>}
                    </td>
                    <td className="opt">{r.localShortName}</td>
                    <td className="muted opt">{r.category ?? "—"}</td>
                    <td className="num">{r.basePrice === null ? "—" : formatPrice(r.basePrice, locale)}</td>
                    <td className="num">
                      <JudgedPrice value={r.prices.pvp.lastPrice} code={r.prices.pvp.quality} locale={locale} />
                      {r.prices.pvp.override && <span className="badge">{t(`admin.catalogue.override.${r.prices.pvp.override}`)}</span>}
                    </td>
                    <td className="num">
                      <JudgedPrice value={r.prices.pve.lastPrice} code={r.prices.pve.quality} locale={locale} />
                      {r.prices.pve.override && <span className="badge">{t(`admin.catalogue.override.${r.prices.pve.override}`)}</span>}
                    </td>
                    <td>{r.image === "none" ? <span className="muted">{t("admin.catalogue.source.none")}</span> : t(`admin.catalogue.source.${r.image}`)}</td>
                    <td className="mono small">{r.overridden.join(", ") || "—"}</td>
                  </tr>
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
