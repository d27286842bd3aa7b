import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useT } from "../../i18n/useT.tsx";

/** Status of an error thrown by a loader or a render: a route response's status, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * Spec §2 error page: the status code and "Page Not Found" (404) or "Server error". Holding Ctrl
 * and Alt while pressing the mouse toggles a debug view of the stack and the error object.
 */
export function ErrorPage(props: { error: unknown }) {
  const t = useT();
  const location = useLocation();
  const [debug, setDebug] = useState(false);
  const status = errorStatus(props.error);
  useEffect(() => {
    const onMouseDown = (e: MouseEvent) => {
      if (e.ctrlKey && e.altKey) setDebug((v) => !v);
    };
    window.addEventListener("mousedown", onMouseDown);
    return () => window.removeEventListener("mousedown", onMouseDown);
  }, []);
  const title = status === 404 ? t("error.notFound") : t("error.server");
  return (
    <section className="error-page">
      {/* The failed route's own meta never runs: React puts this title in the head instead. */}
      <title>{`${title} · Raidkit`}</title>
      <meta name="description" content={status === 404 ? t("error.notFoundPath", { path: location.pathname }) : title} />
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      {status === 404 && <p className="error-path">{t("error.notFoundPath", { path: location.pathname })}</p>}
      <p>
        <Link to="/">{t("error.home")}</Link>
      </p>
      {debug && (
        <div className="error-debug">
          <h2>{t("error.debug")}</h2>
          <pre>{debugText(props.error)}</pre>
        </div>
      )}
    </section>
  );
}

function debugText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}
