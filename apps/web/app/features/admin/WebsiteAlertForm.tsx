import { WEBSITE_ALERT_MAX } from "@raidkit/api";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { AlertContent } from "../../ui/AlertContent.tsx";
import { FormOutcome } from "../../ui/FormOutcome.tsx";

/**
 * /admin/website-alert (issue 19, spec §2): the banner every page shows. Plain text, or HTML when
 * it holds "<" (the server keeps only simple formatting and links: the preview is what players
 * see); empty takes it down. Players may close an alert; a new text shows again.
 */
export function WebsiteAlertForm(props: { onSaved?: () => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const current = useRemote("website-alert", async () => {
    const r = await adminApi.adminAlert();
    setText(r.text);
    return r;
  });
  const update = useAction(async (next: string) => {
    const reply = await adminApi.adminAlertUpdate(next);
    current.setData(reply);
    setText(reply.text);
    setSaved(reply.shown ? t("admin.alert.saved") : t("admin.alert.cleared"));
    props.onSaved?.();
  });
  const stored = current.data;
  if (!stored) return <p className="muted small loading">{current.error ?? t("admin.alert.loading")}</p>;
  const busy = update.pending;
  const save = (next: string) => {
    setSaved(null);
    void update.run(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(text);
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
            setSaved(null);
            update.clearError();
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
        <button type="button" className="secondary-button" disabled={busy || stored.text === ""} onClick={() => save("")}>
          {t("admin.alert.takeDown")}
        </button>
      </div>
      <FormOutcome done={saved} error={update.error} />
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
