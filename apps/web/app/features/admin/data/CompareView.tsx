import type { AdminDataColumn, AdminDataKind } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { ClearableInput } from "../../../ui/ClearableInput.tsx";
import { AdminPager } from "../AdminPager.tsx";
import { useAdminQuery } from "../useAdminQuery.ts";
import { useLoaded } from "../useLoaded.ts";
import { cellText } from "./DataCell.tsx";
import { DATA_PAGE } from "./DataFrame.tsx";
import { SourceLine } from "./SourceLine.tsx";

const CHANGES = ["all", "changed", "added", "removed"] as const;
type Change = (typeof CHANGES)[number];

/**
 * One generic pack-vs-live page (issue 19): what the live source's records of a kind change
 * against the data pack's in the chosen mode: counts, then each added, removed or changed record
 * with its fields (changed: only those that differ, before → after). When the live source has no
 * records (live data off, or not imported yet) it says so: the site uses the pack.
 */
export function CompareView(props: { kind: AdminDataKind; prefix?: string }) {
  const t = useT();
  const locale = useLocale();
  const { mode, page, read, set } = useAdminQuery(props.prefix);
  const q = read("q");
  const change: Change = (CHANGES as readonly string[]).includes(read("change")) ? (read("change") as Change) : "all";
  const {
    data: reply,
    error,
    loading,
  } = useLoaded(
    () => adminApi.adminDataCompare(props.kind, { mode, q, change, offset: String((page - 1) * DATA_PAGE), limit: String(DATA_PAGE) }),
    JSON.stringify([props.kind, mode, q, change, page]),
  );

  const typeOf = (field: string): AdminDataColumn => reply?.columns.find((c) => c.key === field) ?? { key: field, type: "text" };
  const value = (v: string | number | boolean | null, field: string) => cellText(v, typeOf(field), locale, t);
  const pages = reply ? Math.max(1, Math.ceil(reply.total / DATA_PAGE)) : 1;

  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!reply) return <p className="muted small loading">{t("admin.data.loading")}</p>;
  const { counts } = reply;
  return (
    <div className="admin-data-compare" aria-busy={loading}>
      <SourceLine source={reply.source} />
      {!reply.hasLive ? (
        <div className="empty-state admin-data-empty" data-testid="admin-compare-empty">
          <p>{t("admin.data.compare.noLive", { mode: mode.toUpperCase() })}</p>
          <p className="muted small">{t("admin.data.compare.noLiveHint", { n: formatNumber(counts.pack, locale) })}</p>
        </div>
      ) : (
        <>
          <p className="small" data-testid="admin-compare-counts">
            {t("admin.data.compare.counts", {
              pack: formatNumber(counts.pack, locale),
              live: formatNumber(counts.live, locale),
              same: formatNumber(counts.same, locale),
            })}
          </p>
          <form className="admin-data-tools" onSubmit={(e) => e.preventDefault()}>
            <fieldset className="admin-data-modes">
              <legend className="visually-hidden">{t("admin.data.compare.filter")}</legend>
              {CHANGES.map((c) => (
                <button key={c} type="button" aria-pressed={change === c} onClick={() => set({ change: c === "all" ? null : c })}>
                  {t(`admin.data.compare.${c}`)} {c !== "all" && <span className="admin-data-count">{formatNumber(counts[c], locale)}</span>}
                </button>
              ))}
            </fieldset>
            <ClearableInput
              type="search"
              value={q}
              onDebouncedChange={(text) => set({ q: text.trim() || null })}
              placeholder={t("admin.data.search")}
              aria-label={t("admin.data.search")}
              maxLength={100}
            />
          </form>
          {reply.entries.length === 0 ? (
            <p className="muted">{counts.added + counts.removed + counts.changed === 0 ? t("admin.data.compare.identical") : t("admin.data.noRows")}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table small admin-data-diff" data-testid="admin-compare-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.data.compare.change")}</th>
                    <th scope="col">{t("admin.data.compare.record")}</th>
                    <th scope="col">{t("admin.data.compare.fields")}</th>
                  </tr>
                </thead>
                <tbody>
                  {reply.entries.map((e) => (
                    <tr key={`${e.change}:${e.id}`} className={`diff-${e.change}`}>
                      <td>
                        <span className={`badge diff-${e.change}`}>{t(`admin.data.compare.one.${e.change}`)}</span>
                      </td>
                      <td>
                        {e.label}
                        <br />
                        <code className="muted">{e.id}</code>
                      </td>
                      <td>
                        <ul className="admin-data-fields">
                          {e.fields.map((f) => (
                            <li key={f.field}>
                              <span className="muted">{t(`admin.data.col.${f.field}`)}:</span>{" "}
                              {e.change === "changed" ? (
                                <>
                                  <del>{value(f.before, f.field)}</del> → <ins>{value(f.after, f.field)}</ins>
                                </>
                              ) : (
                                value(e.change === "added" ? f.after : f.before, f.field)
                              )}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
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
