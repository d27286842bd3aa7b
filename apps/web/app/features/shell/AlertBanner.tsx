import type { WebsiteAlertReply } from "@raidkit/api";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { AlertContent } from "../../ui/AlertContent.tsx";

/** Where this browser keeps the alert the player closed (its text's hash): a new alert shows again. */
const DISMISSED_KEY = "rk_alert_dismissed";

/** A short, stable hash of the alert's text (FNV-1a), enough to tell one alert from the next. */
export function alertHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function storedDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Spec §2: plain text gets an info icon; text with markup is shown as (server-sanitised) HTML.
 * The player may close it; it stays closed in this browser until an admin sets another alert.
 */
export function AlertBanner(props: { alert: WebsiteAlertReply | null }) {
  const t = useT();
  const text = props.alert?.text ?? "";
  const hash = alertHash(text);
  // The server renders it; the browser hides it after hydration if this alert was closed here.
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setDismissed(storedDismissed()), []);
  if (!props.alert?.text || dismissed === hash) return null;
  const dismiss = () => {
    setDismissed(hash);
    try {
      window.localStorage.setItem(DISMISSED_KEY, hash);
    } catch {
      // Not kept: closed for this page only.
    }
  };
  return (
    <div className="alert-banner" role="status" data-testid="alert-banner">
      <AlertContent alert={props.alert} />
      <button type="button" className="alert-close" onClick={dismiss} aria-label={t("ui.dismissAlert")} title={t("ui.dismissAlert")}>
        ×
      </button>
    </div>
  );
}
