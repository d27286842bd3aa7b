import { beUrl } from "@raidkit/api/client";
import { safeInternalPath } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useAction } from "../../shared/useAction.ts";

/**
 * Spec §4 login: the e-mail code flow (send code, enter code) and the subscription platform.
 * After a login the page is loaded again so every part of it knows the user.
 */
export function LoginPanel(props: { patreonLogin: boolean; failed: boolean }) {
  const t = useT();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  // A failed Patreon login comes back here with ?failed; it is told until the next try.
  const [returnedFailed, setReturnedFailed] = useState(props.failed);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAction(async () => {
    if (step === "email") {
      await api.sendCode(email);
      setSentTo(email.trim());
      setStep("code");
    } else {
      await api.verifyCode(email, code);
      // Back where the login was asked for (a share link, issue 32), else the account page. Read here,
      // in the browser: the server's /user page is one for every address.
      window.location.assign(safeInternalPath(new URLSearchParams(window.location.search).get("returnTo")) ?? "/account");
    }
  });
  const busy = send.pending;
  const error = send.error ?? (returnedFailed ? t("account.loginFailed") : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setReturnedFailed(false);
    void send.run();
  }

  return (
    <section className="panel login-panel" aria-labelledby="login-title">
      <h1 id="login-title">{t("account.loginTitle")}</h1>
      <p className="muted">{t("account.loginIntro")}</p>
      <form onSubmit={submit} className="login-form" noValidate>
        {step === "email" ? (
          <label>
            <span>{t("account.email")}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the login page has one job
              autoFocus
            />
          </label>
        ) : (
          <>
            <p className="muted">{t("account.codeSent", { email: sentTo ?? email })}</p>
            <label>
              <span>{t("account.code")}</span>
              <input
                type="text"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                // biome-ignore lint/a11y/noAutofocus: the code field follows the e-mail step
                autoFocus
              />
            </label>
          </>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary-button" disabled={busy}>
            {busy ? t("account.wait") : step === "email" ? t("account.sendCode") : t("account.logIn")}
          </button>
          {step === "code" && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setStep("email");
                setCode("");
                send.clearError();
              }}
            >
              {t("account.otherEmail")}
            </button>
          )}
        </div>
      </form>
      {props.patreonLogin && (
        <div className="oauth-login">
          <span className="muted">{t("account.or")}</span>
          <a className="patreon-button" href={`${beUrl("patreonStart")}?returnTo=/account`}>
            {t("account.loginPatreon")}
          </a>
        </div>
      )}
    </section>
  );
}
