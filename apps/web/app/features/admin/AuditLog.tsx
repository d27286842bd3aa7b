import type { AdminChangeView } from "@raidkit/api";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/** A before or after value, short: `fuelBase: 2.5, wipeDate: 2026-12-18`. */
function fields(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v === null ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");
}

/** The audit log (issue 19): every admin change, newest first, 50 at a time. */
export function AuditLog() {
  const t = useT();
  // Action names hold dots ("globalSettings.update"): their texts are keyed with "_"; an unknown one shows as written.
  const actionLabel = (action: string) => {
    const key = `admin.audit.actions.${action.replace(/\./g, "_")}`;
    const label = t(key);
    return label === key ? action : label;
  };
  // A page holds 50 changes: a full page means there may be older ones.
  const page = async (before?: number) => {
    const r = await adminApi.adminAudit(before);
    return { changes: r.changes, more: r.changes.length === 50 };
  };
  const first = useRemote<{ changes: AdminChangeView[]; more: boolean }>("audit", () => page());
  const older = useAction(async (before: number) => {
    const next = await page(before);
    first.setData((shown) => ({ changes: [...(shown?.changes ?? []), ...next.changes], more: next.more }));
  });
  const changes = first.data?.changes ?? null;
  const more = first.data?.more ?? false;
  const error = older.error ?? first.error;
  return (
    <section className="panel admin-audit" aria-label={t("admin.audit.title")}>
      <h2>{t("admin.audit.title")}</h2>
      {error ? (
        <p className="form-error small">{error}</p>
      ) : changes === null ? (
        <p className="muted small loading">{t("admin.audit.loading")}</p>
      ) : changes.length === 0 ? (
        <p className="empty-state small">{t("admin.audit.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table small" data-testid="admin-audit">
            <thead>
              <tr>
                <th>{t("admin.audit.when")}</th>
                <th>{t("admin.audit.who")}</th>
                <th>{t("admin.audit.what")}</th>
                <th>{t("admin.audit.before")}</th>
                <th>{t("admin.audit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id} data-action={c.action}>
                  <td className="num">
                    <LocalDate value={c.at} />
                  </td>
                  <td>{c.adminEmail ?? "—"}</td>
                  <td>
                    {actionLabel(c.action)}
                    {c.target && c.target !== "global_settings" && <span className="mono muted"> {c.target}</span>}
                  </td>
                  <td className="mono">{fields(c.before)}</td>
                  <td className="mono">{fields(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && changes && (
        <button
          type="button"
          className="secondary-button"
          disabled={older.pending}
          onClick={() => {
            const last = changes[changes.length - 1];
            if (last) void older.run(last.at);
          }}
        >
          {t("admin.audit.older")}
        </button>
      )}
    </section>
  );
}
