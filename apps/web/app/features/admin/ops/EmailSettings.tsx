import { type FormEvent, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useAction } from "../../../shared/useAction.ts";
import { useRemote } from "../../../shared/useRemote.ts";
import { FormOutcome } from "../../../ui/FormOutcome.tsx";

/**
 * /admin/email-settings (issue 19): where the site's e-mails (login codes) go, read from SMTP_URL
 * and MAIL_FROM (changed in the server's environment, never from a page), and a test mail to any
 * address that says whether the SMTP server took it, and how fast.
 */
export function EmailSettings(props: { adminEmail: string | null; onSent: () => void }) {
  const t = useT();
  const current = useRemote("email-settings", () => adminApi.adminEmail());
  const settings = current.data ?? null;
  const [to, setTo] = useState(props.adminEmail ?? "");
  const [sent, setSent] = useState<string | null>(null);
  const test = useAction(async () => {
    setSent(null);
    const r = await adminApi.adminEmailTest(to.trim());
    setSent(t(r.delivered ? "admin.email.sent" : "admin.email.logged", { to: r.to, ms: r.ms }));
    props.onSent();
  });
  const busy = test.pending;
  const failed = test.error ?? current.error;
  const send = (e: FormEvent) => {
    e.preventDefault();
    void test.run();
  };
  return (
    <section className="panel" aria-label={t("admin.nav.emailSettings")}>
      {settings === null ? (
        <p className="muted small loading">{t("admin.email.loading")}</p>
      ) : (
        <>
          {!settings.configured && (
            <p className="badge warn" role="status">
              {t("admin.email.notConfigured")}
            </p>
          )}
          <dl className="kv" data-testid="admin-email-settings">
            <dt>{t("admin.email.host")}</dt>
            <dd className="mono">{settings.host ?? "—"}</dd>
            <dt>{t("admin.email.port")}</dt>
            <dd className="mono">{settings.port ?? "—"}</dd>
            <dt>{t("admin.email.security")}</dt>
            <dd>{settings.configured ? t(settings.secure ? "admin.email.tls" : "admin.email.starttls") : "—"}</dd>
            <dt>{t("admin.email.user")}</dt>
            <dd className="mono">{settings.user ?? "—"}</dd>
            <dt>{t("admin.email.from")}</dt>
            <dd className="mono">{settings.from}</dd>
          </dl>
          <p className="small muted">{t("admin.email.where")}</p>
        </>
      )}
      <form className="admin-users-form" onSubmit={send}>
        <input type="email" required value={to} onChange={(e) => setTo(e.target.value)} aria-label={t("admin.email.to")} placeholder={t("admin.email.to")} />
        <button type="submit" className="primary-button" disabled={busy || to.trim() === ""}>
          {busy ? t("admin.email.sending") : t("admin.email.send")}
        </button>
      </form>
      <FormOutcome done={sent} error={failed} />
    </section>
  );
}
