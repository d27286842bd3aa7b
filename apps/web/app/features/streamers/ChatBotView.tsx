import type { ChatBotPageData } from "@raidkit/api";
import { formatNumber, type GameMode } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { PveLinkNote, PveNeedsPro, usePveLink } from "../../shared/pveLink.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { CopyLine } from "../../ui/CopyButton.tsx";
import { BOT_DOCS, BOT_NAMES, botChatCommand, botResponse, CHAT_BOTS, type ChatBot, commandName } from "./botCommands.ts";
import { TryPriceCheck } from "./TryPriceCheck.tsx";

/**
 * /streamers/<bot>: how to give a chat bot a `!price` command answered by the site's price check:
 * the exact line to paste (the site's public origin filled in), its language and mode, and a live
 * try-it box asking the same address. A PVE command is a Pro user's: it carries their PVE token;
 * anyone else is told PVE needs Pro (decision 038).
 */
export function ChatBotView(props: { bot: ChatBot; data: ChatBotPageData }) {
  const t = useT();
  const locale = useLocale();
  const { bot, data } = props;
  const [options, setOptions] = useState<{ lang: "en" | "ru"; mode: GameMode; name: string }>({
    lang: locale === "ru" ? "ru" : "en",
    mode: "pvp",
    name: "price",
  });
  const pve = usePveLink(options.mode === "pve");
  const made = { ...options, token: options.mode === "pve" ? pve.token : null };
  // A PVE command is given only once it carries the token; without Pro, none (it would be refused).
  const ready = options.mode === "pvp" || made.token !== null;
  const chat = botChatCommand(bot, data.origin, data.pricePath, made);
  const response = botResponse(bot, data.origin, data.pricePath, made);
  const name = commandName(options.name);
  return (
    <section className="streamers-page">
      <header className="page-head">
        <h1>{t("streamers.botTitle", { bot: BOT_NAMES[bot] })}</h1>
        <p className="page-sub">{t("streamers.botIntro", { bot: BOT_NAMES[bot] })}</p>
      </header>
      <form className="panel bot-options" onSubmit={(e) => e.preventDefault()}>
        <h2>{t("streamers.options")}</h2>
        <div className="bot-options-row">
          <label className="field">
            {t("streamers.commandName")}
            <input value={options.name} onChange={(e) => setOptions((o) => ({ ...o, name: e.target.value }))} spellCheck={false} autoComplete="off" />
          </label>
          <label className="field">
            {t("streamers.language")}
            <select value={options.lang} onChange={(e) => setOptions((o) => ({ ...o, lang: e.target.value === "ru" ? "ru" : "en" }))}>
              <option value="en">English</option>
              <option value="ru">Русский</option>
            </select>
          </label>
          <label className="field">
            {t("streamers.mode")}
            <select value={options.mode} onChange={(e) => setOptions((o) => ({ ...o, mode: e.target.value === "pve" ? "pve" : "pvp" }))}>
              <option value="pvp">PVP</option>
              <option value="pve">PVE</option>
            </select>
          </label>
        </div>
      </form>
      <section className="panel">
        <h2>{t("streamers.addCommand")}</h2>
        {options.mode === "pve" && !pve.pro && <PveNeedsPro />}
        {options.mode === "pve" && pve.pro && <PveLinkNote token={pve.token} error={pve.error} />}
        {ready && (
          <>
            {chat !== null ? (
              <>
                <p>{t("streamers.pasteInChat", { bot: BOT_NAMES[bot] })}</p>
                <CopyLine text={chat} testId="bot-chat-command" />
                <p className="small muted">{t("streamers.orDashboard")}</p>
              </>
            ) : (
              <p>{t(`streamers.steps.${bot}`, { name })}</p>
            )}
            <CopyLine text={response} testId="bot-response" />
            <p className="small">{t("streamers.usage", { name })}</p>
          </>
        )}
      </section>
      <TryPriceCheck path={data.pricePath} lang={options.lang} mode={options.mode} token={made.token} maxQuery={data.maxQuery} />
      <section className="panel">
        <h2>{t("streamers.howItAnswers")}</h2>
        <ul className="plain-list bot-facts">
          <li>{t("streamers.factMatch")}</li>
          <li>{t("streamers.factTrusted")}</li>
          <li>{t("streamers.factShort")}</li>
          <li>{t("streamers.factLimit", { count: formatNumber(data.perMinute, locale), max: formatNumber(data.maxQuery, locale) })}</li>
        </ul>
        <p className="small">
          {t("streamers.docs", { bot: BOT_NAMES[bot] })}{" "}
          {BOT_DOCS[bot].map((href) => (
            <a key={href} href={href} rel="noopener noreferrer" target="_blank" className="bot-doc-link">
              {href.replace(/^https:\/\//, "")}
            </a>
          ))}
        </p>
      </section>
      <nav className="panel bot-others" aria-label={t("streamers.otherBots")}>
        <h2>{t("streamers.otherBots")}</h2>
        <ul className="plain-list">
          {CHAT_BOTS.filter((b) => b !== bot).map((b) => (
            <li key={b}>
              <Link to={`/streamers/${b}`}>{BOT_NAMES[b]}</Link>
            </li>
          ))}
          <li>
            <Link to="/discord-bot">{t("menu.discordBot")}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
