import type { WebsiteAlertReply } from "@raidkit/api";

/**
 * The website alert's text as every page shows it (spec §2): plain text with an info icon, or
 * the server-sanitised HTML. The banner and the admin page's preview both render it.
 */
export function AlertContent(props: { alert: WebsiteAlertReply }) {
  return props.alert.html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML (apps/server/src/services/shell.ts)
    <div className="alert-html" dangerouslySetInnerHTML={{ __html: props.alert.text }} />
  ) : (
    <p>
      <span className="info-icon" aria-hidden="true">
        i
      </span>
      {props.alert.text}
    </p>
  );
}
