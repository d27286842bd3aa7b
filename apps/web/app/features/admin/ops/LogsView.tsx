import { type AdminLogsQuery, LOG_LEVEL_NAMES } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { useRemote } from "../../../shared/useRemote.ts";
import { LocalDate } from "../../../ui/Figures.tsx";

/** A line's other fields, short: `path: /api/be/x, err: …`. */
const fieldsText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");

/**
 * /admin/logs (issue 19): this instance's recent log lines (pino's, secrets redacted), newest first,
 * filtered by level, request id (a click on one shows that request's lines) and text; and the price
 * imports with their errors. Read again on demand, not polled.
 */
export function LogsView(props: { query: AdminLogsQuery; onQuery: (q: AdminLogsQuery) => void }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(props.query.q ?? "");
  const { level, reqId, q } = props.query;
  const logs = useRemote(JSON.stringify([level, reqId, q]), () => adminApi.adminLogs({ level, reqId, q, limit: 300 }), { keepPrevious: true });
  const reply = logs.data;
  const error = logs.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onQuery({ level, reqId, q: text.trim() || undefined });
  };
  return (
    <>
      <section className="panel" aria-label={t("admin.logs.lines")}>
        <form className="admin-users-form" onSubmit={submit}>
          <select
            value={level ?? ""}
            onChange={(e) => props.onQuery({ level: (e.target.value || undefined) as AdminLogsQuery["level"], reqId, q })}
            aria-label={t("admin.logs.level")}
          >
            <option value="">{t("admin.logs.anyLevel")}</option>
            {LOG_LEVEL_NAMES.map((l) => (
              <option key={l} value={l}>
                {l}+
              </option>
            ))}
          </select>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t("admin.logs.text")} aria-label={t("admin.logs.text")} />
          <button type="submit" className="secondary-button">
            {t("admin.logs.filter")}
          </button>
          <button type="button" className="secondary-button" onClick={logs.reload} disabled={logs.pending}>
            {t("admin.logs.reload")}
          </button>
        </form>
        {reqId && (
          <p className="small">
            {t("admin.logs.request")} <span className="mono">{reqId}</span>{" "}
            <button type="button" className="link-button" onClick={() => props.onQuery({ level, q })}>
              {t("admin.logs.allRequests")}
            </button>
          </p>
        )}
        {error ? (
          <p className="form-error small" role="alert">
            {error}
          </p>
        ) : reply === undefined ? (
          <p className="muted small loading">{t("admin.logs.loading")}</p>
        ) : (
          <>
            <p className="small muted">
              {t("admin.logs.about", { instance: reply.instance, capacity: formatNumber(reply.capacity, locale), level: reply.level })}
            </p>
            {reply.entries.length === 0 ? (
              <p className="empty-state small">{t("admin.logs.none")}</p>
            ) : (
              <div className="table-scroll">
                <table className="data-table small admin-logs" data-testid="admin-logs">
                  <thead>
                    <tr>
                      <th>{t("admin.logs.time")}</th>
                      <th>{t("admin.logs.level")}</th>
                      <th>{t("admin.logs.message")}</th>
                      <th>{t("admin.logs.request")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {reply.entries.map((e, i) => (
                      <tr key={i} className={`log-${e.level}`}>
                        <td className="num">
                          <LocalDate value={e.time} />
                        </td>
                        <td>{e.level}</td>
                        <td>
                          {e.msg}
                          {Object.keys(e.fields).length > 0 && <div className="mono muted break">{fieldsText(e.fields)}</div>}
                        </td>
                        <td>
                          {e.reqId && (
                            <button type="button" className="link-button mono" onClick={() => props.onQuery({ q, reqId: e.reqId ?? undefined })}>
                              {e.reqId.slice(0, 8)}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
      {reply && (
        <section className="panel" aria-label={t("admin.logs.imports")}>
          <h2>{t("admin.logs.imports")}</h2>
          {reply.imports.length === 0 ? (
            <p className="empty-state small">{t("admin.logs.noImports")}</p>
          ) : (
            <table className="data-table small" data-testid="admin-imports">
              <thead>
                <tr>
                  <th>{t("admin.logs.finished")}</th>
                  <th>{t("admin.logs.mode")}</th>
                  <th>{t("admin.logs.source")}</th>
                  <th>{t("admin.logs.status")}</th>
                  <th className="num">{t("admin.logs.items")}</th>
                  <th className="num">{t("admin.logs.took")}</th>
                  <th>{t("admin.logs.error")}</th>
                </tr>
              </thead>
              <tbody>
                {reply.imports.map((i) => (
                  <tr key={i.id} className={i.status === "failed" ? "log-error" : undefined}>
                    <td className="num">
                      <LocalDate value={i.finishedAt} />
                    </td>
                    <td>{i.mode.toUpperCase()}</td>
                    <td className="mono break">{i.source}</td>
                    <td>{i.status}</td>
                    <td className="num">{formatNumber(i.items, locale)}</td>
                    <td className="num">{formatNumber(Math.round((i.finishedAt - i.startedAt) / 100) / 10, locale)} s</td>
                    <td className="break">{i.error ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
