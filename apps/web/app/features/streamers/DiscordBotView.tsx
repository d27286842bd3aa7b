import type { ChatBotPageData } from "@raidkit/api";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { CopyLine } from "../../ui/CopyButton.tsx";
import { BOT_NAMES, CHAT_BOTS } from "./botCommands.ts";
import { TryPriceCheck } from "./TryPriceCheck.tsx";

/** Discord's invite for an application that only answers slash commands (the applications.commands scope). */
export function discordInviteUrl(applicationId: string): string {
  return `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(applicationId)}&scope=applications.commands`;
}

/**
 * /discord-bot: the Discord price check (/price through HTTP interactions): what it does, the
 * invite link when this site has a Discord application configured, its command, and a try-it box
 * (the same line the command answers).
 */
export function DiscordBotView(props: { data: ChatBotPageData }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const lang = locale === "ru" ? "ru" : "en";
  return (
    <section className="streamers-page">
      <header className="page-head">
        <h1>{t("discordBot.title")}</h1>
        <p className="page-sub">{t("discordBot.intro")}</p>
      </header>
      <section className="panel">
        <h2>{t("discordBot.invite")}</h2>
        {data.discord ? (
          <>
            <p>{t("discordBot.inviteText")}</p>
            <p>
              <a
                className="primary-button"
                href={discordInviteUrl(data.discord.applicationId)}
                rel="noopener noreferrer"
                target="_blank"
                data-testid="discord-invite"
              >
                {t("discordBot.addToServer")}
              </a>
            </p>
            <CopyLine text={discordInviteUrl(data.discord.applicationId)} />
          </>
        ) : (
          <p className="bot-notice" data-testid="discord-not-configured">
            {t("discordBot.notConfigured")}
          </p>
        )}
      </section>
      <section className="panel">
        <h2>{t("discordBot.commands")}</h2>
        <table className="data-table bot-commands">
          <thead>
            <tr>
              <th>{t("discordBot.command")}</th>
              <th>{t("discordBot.what")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>/price item:&lt;{t("streamers.itemName")}&gt;</code>
              </td>
              <td>{t("discordBot.priceWhat")}</td>
            </tr>
            <tr>
              <td>
                <code>mode:pvp|pve</code>
              </td>
              <td>
                {t("discordBot.modeWhat")} {t("discordBot.pveWhat")} <Link to="/account">{t("discordBot.linkAccount")}</Link>
              </td>
            </tr>
            <tr>
              <td>
                <code>language:en|ru</code>
              </td>
              <td>{t("discordBot.languageWhat")}</td>
            </tr>
          </tbody>
        </table>
        <p className="small muted">{t("discordBot.autocomplete")}</p>
      </section>
      <TryPriceCheck path={data.pricePath} lang={lang} mode="pvp" maxQuery={data.maxQuery} />
      <nav className="panel bot-others" aria-label={t("streamers.otherBots")}>
        <h2>{t("discordBot.streamChats")}</h2>
        <ul className="plain-list">
          {CHAT_BOTS.map((b) => (
            <li key={b}>
              <Link to={`/streamers/${b}`}>{BOT_NAMES[b]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
