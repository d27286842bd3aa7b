import { errorText } from "@raidkit/api/texts";
import { BOT_ACCOUNT_MAX_LENGTH, parseBotAccount } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useDiscordAlerts, useLocale } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";

/**
 * /account: the linked chat-bot account (spec §3 User), set or cleared by the user. The same rule as
 * the server's (packages/game botAccount.ts) checks it before sending; the server's reply is shown.
 */
export function BotAccountLink(props: { initial: string | null }) {
  const t = useT();
  const locale = useLocale();
  // The server sends fired price alerts to a linked Discord account (docs/decisions/068).
  const discordAlerts = useDiscordAlerts();
  const [linked, setLinked] = useState(props.initial);
  const [text, setText] = useState(props.initial ?? "");
  const [saved, setSaved] = useState(false);
  // The same rule as the server's, checked before sending (its text is the server's too).
  const [invalid, setInvalid] = useState(false);
  const save = useAction(async (value: string | null) => {
    setSaved(false);
    const user = await api.updateMe({ botAccount: value });
    setLinked(user.botAccount);
    setText(user.botAccount ?? "");
    setSaved(true);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseBotAccount(text);
    setInvalid(parsed === null);
    if (parsed === null) {
      setSaved(false);
      save.clearError();
      return;
    }
    void save.run(parsed);
  };
  const error = invalid ? errorText("invalidBotAccount", locale) : save.error;
  return (
    <form className="bot-account-form" onSubmit={submit}>
      <label className="field">
        {t("account.botAccount")}
        <input
          value={text}
          maxLength={BOT_ACCOUNT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          placeholder="twitch:name"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="bot-account-help"
          data-testid="bot-account-input"
        />
      </label>
      <button type="submit" className="small-button" disabled={save.pending || text.trim() === ""}>
        {t("account.botAccountLink")}
      </button>
      {linked && (
        <button
          type="button"
          className="small-button danger-button"
          disabled={save.pending}
          onClick={() => {
            setInvalid(false);
            void save.run(null);
          }}
        >
          {t("account.botAccountUnlink")}
        </button>
      )}
      <span id="bot-account-help" className="small muted">
        {linked ? <code>{linked}</code> : t("account.linkedNo")} · {t("account.botAccountHelp")}
      </span>
      {saved && <span className="small">{t("account.botAccountSaved")}</span>}
      {discordAlerts && (
        <p className="small muted discord-alerts" data-testid="discord-alerts">
          🔔 {t(linked?.startsWith("discord:") ? "account.discordAlertsOn" : "account.discordAlertsLink")}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
