import { type AdminAlertReply, WEBSITE_ALERT_MAX } from "@raidkit/api";
import { type FormEvent, useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";
import { AlertContent } from "../../ui/AlertContent.tsx";

/**
 * /admin/website-alert (issue 19, spec §2): the banner every page shows. Plain text, or HTML when
 * it holds "<" (the server keeps only simple formatting and links: the preview is what players
 * see); empty takes it down. Players may close an alert; a new text shows again.
 */
export function WebsiteAlertForm(props: { onSaved?: () => void }) {
  const t = useT();
  const [stored, setStored] = useState<AdminAlertReply | null>(null);
  const [text, setText] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    adminApi.adminAlert().then(
      (r) => {
        setStored(r);
        setText(r.text);
      },
      (e: Error) => setMessage({ ok: false, text: e.message }),
    );
  }, []);
  if (!stored) return <p className="muted small loading">{message?.text ?? t("admin.alert.loading")}</p>;
  const save = async (next: string) => {
    setBusy(true);
    try {
      const reply = await adminApi.adminAlertUpdate(next);
      setStored(reply);
      setText(reply.text);
      setMessage({ ok: true, text: reply.shown ? t("admin.alert.saved") : t("admin.alert.cleared") });
      props.onSaved?.();
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(text);
  };
  return (
    <form className="panel admin-alert" onSubmit={submit}>
      <h2>{t("admin.alert.title")}</h2>
      <label className="field admin-alert-text">
        <span>{t("admin.alert.text")}</span>
        <textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setMessage(null);
          }}
          maxLength={WEBSITE_ALERT_MAX}
          rows={4}
          spellCheck
        />
        <small className="muted">{t("admin.alert.hint", { max: WEBSITE_ALERT_MAX })}</small>
      </label>
      <div className="action-row">
        <button type="submit" className="primary-button" disabled={busy || text === stored.text}>
          {t("admin.alert.save")}
        </button>
        <button type="button" className="secondary-button" disabled={busy || stored.text === ""} onClick={() => void save("")}>
          {t("admin.alert.takeDown")}
        </button>
      </div>
      {message && (
        <p className={message.ok ? "small" : "form-error small"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
      <h3 className="small muted">{t("admin.alert.preview")}</h3>
      {stored.shown ? (
        <div className="alert-banner" data-testid="alert-preview">
          <AlertContent alert={stored.shown} />
        </div>
      ) : (
        <p className="empty-state small">{t("admin.alert.none")}</p>
      )}
    </form>
  );
}
