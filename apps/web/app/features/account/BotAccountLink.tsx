import { ApiError } from "@raidkit/api/client";
import { errorText } from "@raidkit/api/texts";
import { BOT_ACCOUNT_MAX_LENGTH, parseBotAccount } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useLocale } from "../../shared/rootData.ts";

/**
 * /account: the linked chat-bot account (spec §3 User), set or cleared by the user. The same rule as
 * the server's (packages/game botAccount.ts) checks it before sending; the server's reply is shown.
 */
export function BotAccountLink(props: { initial: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [linked, setLinked] = useState(props.initial);
  const [text, setText] = useState(props.initial ?? "");
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({ busy: false, error: null, saved: false });
  const save = async (value: string | null) => {
    setState({ busy: true, error: null, saved: false });
    try {
      const user = await api.updateMe({ botAccount: value });
      setLinked(user.botAccount);
      setText(user.botAccount ?? "");
      setState({ busy: false, error: null, saved: true });
    } catch (e) {
      setState({ busy: false, error: e instanceof ApiError ? e.reply.error : (e as Error).message, saved: false });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseBotAccount(text);
    if (parsed === null) {
      setState({ busy: false, error: errorText("invalidBotAccount", locale), saved: false });
      return;
    }
    void save(parsed);
  };
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
      <button type="submit" className="small-button" disabled={state.busy || text.trim() === ""}>
        {t("account.botAccountLink")}
      </button>
      {linked && (
        <button type="button" className="small-button danger-button" disabled={state.busy} onClick={() => void save(null)}>
          {t("account.botAccountUnlink")}
        </button>
      )}
      <span id="bot-account-help" className="small muted">
        {linked ? <code>{linked}</code> : t("account.linkedNo")} · {t("account.botAccountHelp")}
      </span>
      {state.saved && <span className="small">{t("account.botAccountSaved")}</span>}
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
