import type { WebsiteAlertReply } from "@raidkit/api";

/** Spec §2: plain text gets an info icon; text with markup is shown as (server-sanitised) HTML. */
export function AlertBanner(props: { alert: WebsiteAlertReply | null }) {
  if (!props.alert?.text) return null;
  return (
    <div className="alert-banner" role="status">
      {props.alert.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML (apps/server/src/services/shell.ts)
        <div className="alert-html" dangerouslySetInnerHTML={{ __html: props.alert.text }} />
      ) : (
        <p>
          <span className="info-icon" aria-hidden="true">
            i
          </span>
          {props.alert.text}
        </p>
      )}
    </div>
  );
}
