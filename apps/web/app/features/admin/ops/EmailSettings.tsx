import type { AdminEmailReply } from "@raidkit/api";
import { type FormEvent, useEffect, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";

/**
 * /admin/email-settings (issue 19): where the site's e-mails (login codes) go, read from SMTP_URL
 * and MAIL_FROM (changed in the server's environment, never from a page), and a test mail to any
 * address that says whether the SMTP server took it, and how fast.
 */
export function EmailSettings(props: { adminEmail: string | null; onSent: () => void }) {
  const t = useT();
  const [settings, setSettings] = useState<AdminEmailReply | null>(null);
  const [to, setTo] = useState(props.adminEmail ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    adminApi.adminEmail().then(setSettings, (e: Error) => setMessage({ ok: false, text: e.message }));
  }, []);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const r = await adminApi.adminEmailTest(to.trim());
      setMessage({ ok: true, text: t(r.delivered ? "admin.email.sent" : "admin.email.logged", { to: r.to, ms: r.ms }) });
      props.onSent();
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
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
      {message && (
        <p className={message.ok ? "small form-ok" : "form-error small"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
    </section>
  );
}
