import type { AdminDataKind } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { ClearableInput } from "../../../ui/ClearableInput.tsx";
import { AdminPager } from "../AdminPager.tsx";
import { useAdminQuery } from "../useAdminQuery.ts";
import { useLoaded } from "../useLoaded.ts";
import { DataCell } from "./DataCell.tsx";
import { DATA_PAGE } from "./DataFrame.tsx";
import { SourceLine } from "./SourceLine.tsx";

/**
 * One generic admin data table (issue 19): a kind's records as the site uses them in the chosen
 * mode, searched, sorted by any column (the server does both, a page at a time, so a table of
 * thousands of trader prices stays fast), with where they come from. `pick` adds a check box per
 * row (the guns compare's choice of weapons).
 */
export function DataTable(props: {
  kind: AdminDataKind;
  prefix?: string;
  pick?: { picked: readonly string[]; max: number; toggle: (id: string, label: string) => void };
}) {
  const t = useT();
  const locale = useLocale();
  const { mode, page, read, set } = useAdminQuery(props.prefix);
  const q = read("q");
  const sort = read("sort");
  const dir = read("dir") === "desc" ? "desc" : "asc";
  const {
    data: reply,
    error,
    loading,
  } = useLoaded(
    () => adminApi.adminData(props.kind, { mode, q, sort, dir, offset: String((page - 1) * DATA_PAGE), limit: String(DATA_PAGE) }),
    JSON.stringify([props.kind, mode, q, sort, dir, page]),
  );

  const sortBy = (key: string) => set({ sort: key, dir: sort === key && dir === "asc" ? "desc" : "asc" });
  const pages = reply ? Math.max(1, Math.ceil(reply.total / DATA_PAGE)) : 1;
  const first = (page - 1) * DATA_PAGE;

  return (
    <div className="admin-data-table">
      <form className="admin-data-tools" onSubmit={(e) => e.preventDefault()}>
        <ClearableInput
          type="search"
          value={q}
          onDebouncedChange={(text) => set({ q: text.trim() || null })}
          placeholder={t("admin.data.search")}
          aria-label={t("admin.data.search")}
          maxLength={100}
        />
        {reply && <SourceLine source={reply.source} />}
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!reply && !error && <p className="muted small loading">{t("admin.data.loading")}</p>}
      {reply && (
        <>
          <p className="muted small" aria-live="polite">
            {loading
              ? t("admin.data.loading")
              : reply.total === 0
                ? t("admin.data.noRows")
                : t("admin.data.rows", {
                    from: formatNumber(first + 1, locale),
                    to: formatNumber(Math.min(first + DATA_PAGE, reply.total), locale),
                    total: formatNumber(reply.total, locale),
                  })}
          </p>
          {reply.rows.length > 0 && (
            <div className="table-scroll">
              <table className="data-table small admin-data-grid" data-testid="admin-data-table" aria-busy={loading}>
                <thead>
                  <tr>
                    {props.pick && <th scope="col">{t("admin.data.pick")}</th>}
                    {reply.columns.map((c) => (
                      <th key={c.key} scope="col" aria-sort={sort === c.key ? (dir === "asc" ? "ascending" : "descending") : undefined}>
                        <button type="button" className={sort === c.key ? "sorted" : undefined} onClick={() => sortBy(c.key)}>
                          {t(`admin.data.col.${c.key}`)}
                          {sort === c.key ? (dir === "asc" ? " ▲" : " ▼") : ""}
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {reply.rows.map((r) => {
                    const label = String(r.cells.name ?? r.cells.output ?? r.cells.item ?? r.id);
                    const picked = props.pick?.picked.includes(r.id) ?? false;
                    return (
                      <tr key={r.id} aria-selected={props.pick ? picked : undefined}>
                        {props.pick && (
                          <td>
                            <input
                              type="checkbox"
                              checked={picked}
                              disabled={!picked && props.pick.picked.length >= props.pick.max}
                              onChange={() => props.pick?.toggle(r.id, label)}
                              aria-label={t("admin.data.pickOne", { name: label })}
                            />
                          </td>
                        )}
                        {reply.columns.map((c) => (
                          <DataCell key={c.key} value={r.cells[c.key] ?? null} column={c} locale={locale} t={t} />
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager page={page} pages={pages} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </div>
  );
}
