import type { ChatMessageView } from "@raidkit/api";
import { ApiError, CHAT_MAX_LENGTH, CHAT_SOCKET_PATH, chatMutedUntil } from "@raidkit/api/client";
import { formatDate } from "@raidkit/game";
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRootData } from "../../shared/rootData.ts";
import { useTimeZone } from "../../ui/Figures.tsx";
import { InlineStyle } from "../../ui/InlineStyle.tsx";
import chatCss from "./chat.css?inline";
import { ChatClient, type ChatState, SendIds } from "./chatClient.ts";

const HOUR = 3_600_000;
const MUTES = [
  { key: "mute1h", ms: HOUR },
  { key: "mute24h", ms: 24 * HOUR },
  { key: "mute7d", ms: 7 * 24 * HOUR },
  { key: "muteForever", ms: null },
] as const;

/**
 * The site chat (issue 18): everyone reads; Pro users write (Enter sends); admins delete a message or
 * mute its author. Escape closes it. Messages are shown as text (React escapes them).
 */
export default function ChatPanel(props: { onClose: () => void }) {
  const t = useT();
  const root = useRootData();
  const zone = useTimeZone();
  const viewer = root?.viewer;
  const [state, setState] = useState<ChatState | null>(null);
  const client = useRef<ChatClient | null>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const sendIds = useRef(new SendIds());

  useEffect(() => {
    const c = new ChatClient(
      {
        messages: (query) => api.chatMessages(query),
        openSocket: () => new WebSocket(`${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${CHAT_SOCKET_PATH}`),
      },
      setState,
    );
    client.current = c;
    c.start();
    return () => c.stop();
  }, []);

  useEffect(() => {
    (input.current ?? panel.current)?.focus();
  }, []);

  // New messages keep the list at its end, unless the reader scrolled up.
  const count = state?.messages.length ?? 0;
  const lastId = state?.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = list.current;
    if (el && atBottom.current && lastId !== undefined) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 30 && state?.hasOlder) {
      const before = el.scrollHeight;
      void client.current?.loadOlder().then(() => {
        // Keep the reader's place when older messages come in above.
        requestAnimationFrame(() => {
          if (list.current) list.current.scrollTop += list.current.scrollHeight - before;
        });
      });
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      props.onClose();
    }
  };

  // The site's one date format, in the viewer's time zone (as every other page shows times).
  const when = (at: number) => formatDate(at, zone);
  const errorOf = (e: unknown) => {
    if (!(e instanceof ApiError)) return t("errors.generic");
    const mutedUntil = chatMutedUntil(e);
    if (mutedUntil !== undefined) return mutedUntil === null ? t("chat.mutedForever") : t("chat.mutedUntil", { time: when(mutedUntil) });
    return e.reply.error;
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      // The same id when Send is pressed again for this text: a retry never posts it twice.
      const { message } = await api.chatSend(text, sendIds.current.idFor(text));
      sendIds.current.sent();
      client.current?.sent(message);
      atBottom.current = true;
      setText("");
    } catch (err) {
      setError(errorOf(err));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const remove = async (m: ChatMessageView) => {
    try {
      await api.chatDelete(m.id);
      client.current?.removed(m.id);
    } catch (err) {
      setNotice(errorOf(err));
    }
  };
  const mute = async (m: ChatMessageView, ms: number | null) => {
    try {
      await api.chatMute(m.id, ms === null ? null : Date.now() + ms);
      setNotice(t("chat.muted", { name: m.author }));
    } catch (err) {
      setNotice(errorOf(err));
    }
  };

  const status = state?.status ?? "connecting";
  return (
    <section className="chat-panel" ref={panel} tabIndex={-1} aria-label={t("chat.title")} onKeyDown={onKeyDown}>
      <InlineStyle name="chat" css={chatCss} />
      <header className="chat-head">
        <strong>{t("chat.title")}</strong>
        <span className={`chat-status chat-status-${status}`} role="status">
          {t(`chat.${status === "live" ? "live" : status === "offline" ? "offline" : "connecting"}`)}
        </span>
        <button type="button" className="icon-button" onClick={props.onClose} aria-label={t("chat.close")}>
          ×
        </button>
      </header>
      <ol className="chat-list" ref={list} onScroll={onScroll} aria-label={t("chat.messages")} aria-live="polite" data-testid="chat-list">
        {state?.loaded && (
          <li className="chat-more">
            {state.hasOlder ? (
              <button type="button" className="link-button" onClick={() => void client.current?.loadOlder()}>
                {t("chat.older")}
              </button>
            ) : (
              t("chat.noOlder")
            )}
          </li>
        )}
        {!state?.loaded && !state?.failed && <li className="chat-more">{t("chat.loading")}</li>}
        {state?.failed && <li className="chat-more chat-error">{t("chat.failed")}</li>}
        {state?.loaded && count === 0 && <li className="chat-more">{t("chat.empty")}</li>}
        {state?.messages.map((m) => (
          <li key={m.id} className="chat-message" data-id={m.id}>
            <span className="chat-meta">
              <span className="chat-author">{m.author}</span>
              <time dateTime={new Date(m.at).toISOString()}>{when(m.at)}</time>
              {viewer?.admin && (
                <span className="chat-admin">
                  <button type="button" className="link-button" onClick={() => void remove(m)} aria-label={t("chat.deleteLabel")}>
                    {t("chat.delete")}
                  </button>
                  <select
                    aria-label={t("chat.muteLabel")}
                    value=""
                    onChange={(e) => {
                      const choice = MUTES.find((x) => x.key === e.target.value);
                      if (choice) void mute(m, choice.ms);
                    }}
                  >
                    <option value="">{t("chat.mute")}</option>
                    {MUTES.map((x) => (
                      <option key={x.key} value={x.key}>
                        {t(`chat.${x.key}`)}
                      </option>
                    ))}
                  </select>
                </span>
              )}
            </span>
            <span className="chat-text">{m.text}</span>
          </li>
        ))}
      </ol>
      {notice && (
        <p className="chat-notice" role="status">
          {notice}
        </p>
      )}
      {viewer?.pro ? (
        <form className="chat-form" onSubmit={send}>
          <input
            ref={input}
            type="text"
            value={text}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("chat.placeholder")}
            aria-label={t("chat.placeholder")}
            autoComplete="off"
          />
          <button type="submit" disabled={sending || !text.trim()}>
            {t("chat.send")}
          </button>
          {text.length > CHAT_MAX_LENGTH - 100 && <span className="chat-counter">{t("chat.counter", { count: text.length, max: CHAT_MAX_LENGTH })}</span>}
          {error && (
            <p className="chat-error" role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        <p className="chat-readonly">{t(viewer?.loggedIn ? "chat.readOnlyFree" : "chat.readOnlyVisitor")}</p>
      )}
    </section>
  );
}
