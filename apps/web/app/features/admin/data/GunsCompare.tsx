import { ADMIN_GUNS_MAX } from "@raidkit/api";
import type * as be from "@raidkit/api/be";
import type { ReplyOf } from "@raidkit/api/be";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { useRemote } from "../../../shared/useRemote.ts";
import { useAdminQuery } from "../useAdminQuery.ts";
import { CompareView } from "./CompareView.tsx";
import { cellText } from "./DataCell.tsx";
import { DataTable } from "./DataTable.tsx";

/** Which way a stat is better, to mark the best of the weapons side by side (higher ergonomics, lower recoil…). */
const BETTER: Record<string, "max" | "min"> = {
  ergonomics: "max",
  recoilVertical: "min",
  recoilHorizontal: "min",
  fireRate: "max",
  effectiveDistance: "max",
  weight: "min",
  avg24h: "min",
  traderPrice: "min",
};

/**
 * /admin/guns-compare (issue 19): the loadout builder's weapons (the pack's, or the live source's
 * where imported), 2 to 4 picked from the searchable table and shown side by side (?ids= keeps
 * the choice in the address), and what the live weapon records change against the pack's.
 */
export function GunsCompare() {
  const t = useT();
  const locale = useLocale();
  const { mode, read, set } = useAdminQuery();
  const ids = read("ids").split(",").filter(Boolean).slice(0, ADMIN_GUNS_MAX);
  const key = ids.join(",");
  const compared = useRemote<ReplyOf<typeof be.adminData>>(key ? `${mode} ${key}` : null, () =>
    adminApi.adminData("weapons", { mode, ids: key, limit: String(ADMIN_GUNS_MAX) }),
  );
  const side = compared.data ?? null;
  const error = compared.error;

  const toggle = (id: string) => {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(0, ADMIN_GUNS_MAX);
    set({ ids: next.join(",") || null });
  };
  const best = (column: string): number | null => {
    const way = BETTER[column];
    const values = (side?.rows ?? []).map((r) => r.cells[column]).filter((v): v is number => typeof v === "number");
    if (!way || values.length < 2) return null;
    return way === "max" ? Math.max(...values) : Math.min(...values);
  };

  return (
    <div className="admin-guns">
      <section aria-labelledby="guns-side">
        <h2 id="guns-side">{t("admin.data.guns.sideBySide")}</h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {ids.length < 2 && <p className="muted">{t("admin.data.guns.pickHint", { max: ADMIN_GUNS_MAX })}</p>}
        {side && side.rows.length > 0 && (
          <div className="table-scroll">
            <table className="data-table small admin-guns-table" data-testid="admin-guns-side">
              <thead>
                <tr>
                  <th scope="col">{t("admin.data.guns.stat")}</th>
                  {side.rows.map((r) => (
                    <th key={r.id} scope="col">
                      {String(r.cells.name ?? r.id)}{" "}
                      <button
                        type="button"
                        className="small-button"
                        onClick={() => toggle(r.id)}
                        aria-label={t("admin.data.guns.remove", { name: String(r.cells.name ?? r.id) })}
                      >
                        ×
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {side.columns
                  .filter((c) => c.key !== "name")
                  .map((c) => {
                    const top = best(c.key);
                    return (
                      <tr key={c.key}>
                        <th scope="row">{t(`admin.data.col.${c.key}`)}</th>
                        {side.rows.map((r) => {
                          const v = r.cells[c.key] ?? null;
                          return (
                            <td key={r.id} className={`${c.type === "text" ? "" : "num"} ${top !== null && v === top ? "best" : ""}`.trim() || undefined}>
                              {cellText(v, c, locale, t)}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="guns-pick">
        <h2 id="guns-pick">{t("admin.data.guns.pick", { max: ADMIN_GUNS_MAX })}</h2>
        <DataTable kind="weapons" pick={{ picked: ids, max: ADMIN_GUNS_MAX, toggle }} />
      </section>
      <section aria-labelledby="guns-diff">
        <h2 id="guns-diff">{t("admin.data.guns.packVsLive")}</h2>
        <CompareView kind="weapons" prefix="d" />
      </section>
    </div>
  );
}
