import { useT } from "../i18n/useT.tsx";

/** While a page's data loads (a progress bar), or when it could not be loaded (with a retry). */
export function PageDataPending(props: { label: string; failed?: boolean; retry?: () => void }) {
  const t = useT();
  return (
    <div className="empty-state" role="status" aria-busy={!props.failed}>
      {props.failed ? (
        <>
          <p>{t("ui.dataFailed")}</p>
          {props.retry && (
            <button type="button" className="primary-button" onClick={props.retry}>
              {t("ui.dataRetry")}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{props.label}</p>
          <progress aria-label={props.label} />
        </>
      )}
    </div>
  );
}
