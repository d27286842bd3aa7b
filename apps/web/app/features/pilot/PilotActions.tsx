import { useT } from "../../i18n/useT.tsx";
import { usePilot } from "../../shared/pilot/PilotContext.tsx";
import { LocalDate } from "../../ui/Figures.tsx";

/** The action log (map changes, positions, quests completed; 20 kept) and the raw log (30 lines). */
export function PilotActions() {
  const t = useT();
  const pilot = usePilot();
  return (
    <>
      <section className="panel pilot-log" aria-label={t("pilot.actions.title")}>
        <header className="panel-head">
          <h2>{t("pilot.actions.title")}</h2>
          {pilot.settings.actionsLog.length > 0 && (
            <button type="button" className="link-button small" onClick={() => pilot.client?.clearActions()}>
              {t("pilot.actions.clear")}
            </button>
          )}
        </header>
        {pilot.settings.actionsLog.length === 0 ? (
          <p className="empty-state small">{t("pilot.actions.empty")}</p>
        ) : (
          <ol className="plain-list log-lines small">
            {pilot.settings.actionsLog.map((a, i) => (
              <li key={`${a.date}-${i}`} data-action={a.action}>
                <span className="muted num">
                  <LocalDate value={a.date} />
                </span>{" "}
                {t(`pilot.actions.${a.action}`)} <span className="num">{a.details}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="panel pilot-log" aria-label={t("pilot.logs.title")}>
        <h2>{t("pilot.logs.title")}</h2>
        {pilot.logs.length === 0 ? (
          <p className="empty-state small">{t("pilot.logs.empty")}</p>
        ) : (
          <ol className="plain-list log-lines small mono" data-testid="pilot-logs">
            {pilot.logs.map((line, i) => (
              <li key={`${i}-${line}`}>{line}</li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
