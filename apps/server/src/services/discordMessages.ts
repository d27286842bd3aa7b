import { type AlertDirection, formatPrice, type Locale } from "@raidkit/game";
import { failureReason } from "../failureReason.ts";
import type { Logger } from "../logger.ts";
import { itemLink } from "./priceCheck.ts";

/**
 * Direct messages from the site's Discord bot (issue 32, docs/decisions/068): a fired price alert
 * goes to the user whose linked chat-bot account is `discord:<id>`. Discord's HTTP API, two calls:
 * `POST /users/@me/channels {recipient_id}` opens (or finds) the DM channel, `POST
 * /channels/{id}/messages {content}` posts in it; both with `Authorization: Bot <token>`. The token
 * never goes into a log line or an error text. A failure (an HTTP error, no answer, a time-out, a
 * rate limit longer than we wait) is one warning line and `false`; nothing is thrown.
 */

/** Discord's id of a linked chat-bot account (`discord:<snowflake>`, packages/game botAccount.ts), or null. */
export function discordUserOf(botAccount: string | null | undefined): string | null {
  const match = /^discord:(\d{17,20})$/.exec(botAccount ?? "");
  return match?.[1] ?? null;
}

export interface DiscordDmOptions {
  token: string;
  apiUrl: string;
  log: Logger;
  fetch?: typeof fetch;
  /** Each call's time limit. */
  timeoutMs?: number;
  /** A 429 asking to wait at most this long is waited for and tried once more; longer, the message is dropped. */
  maxRetryWaitMs?: number;
}

class DiscordCallError extends Error {}

export class DiscordDirectMessages {
  private readonly options: Required<DiscordDmOptions>;
  /** DM channel ids by Discord user (Discord answers the same channel each time; one call saved per message). */
  private readonly channels = new Map<string, string>();

  constructor(options: DiscordDmOptions) {
    this.options = { fetch: globalThis.fetch, timeoutMs: 10_000, maxRetryWaitMs: 5_000, ...options };
  }

  /** Sends `content` to the Discord user as a direct message; answers whether it was posted. */
  async send(discordUserId: string, content: string): Promise<boolean> {
    let step: "channel" | "message" = "channel";
    try {
      let channel = this.channels.get(discordUserId);
      if (!channel) {
        const reply = (await this.call("/users/@me/channels", { recipient_id: discordUserId })) as { id?: unknown } | null;
        if (typeof reply?.id !== "string" || !/^\d{1,20}$/.test(reply.id)) throw new DiscordCallError("no channel id in the reply");
        channel = reply.id;
        this.channels.set(discordUserId, channel);
      }
      step = "message";
      // No mention in an alert pings anyone (an item name is plain text).
      await this.call(`/channels/${channel}/messages`, { content: content.slice(0, 2000), allowed_mentions: { parse: [] } });
      return true;
    } catch (err) {
      // A channel that stopped answering is asked for again next time.
      if (step === "message") this.channels.delete(discordUserId);
      this.options.log.warn({ discordUser: discordUserId, step, reason: (err as Error).message }, "discord direct message not sent");
      return false;
    }
  }

  /** One POST; a 429 with a short retry_after is waited for and tried once more. */
  private async call(path: string, body: unknown, retried = false): Promise<unknown> {
    const { token, apiUrl, timeoutMs, maxRetryWaitMs } = this.options;
    let response: Response;
    try {
      response = await this.options.fetch(`${apiUrl}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bot ${token}`,
          "content-type": "application/json",
          // Discord asks bots for this form of User-Agent.
          "user-agent": "DiscordBot (https://github.com/raidkit, 1)",
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      throw new DiscordCallError(e.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : `request failed: ${failureReason(e)}`);
    }
    const text = await response.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.ok) return json;
    if (response.status === 429) {
      const fromBody = Number((json as { retry_after?: unknown } | null)?.retry_after);
      const fromHeader = Number(response.headers.get("retry-after"));
      const seconds = Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : Number.isFinite(fromHeader) && fromHeader >= 0 ? fromHeader : null;
      const waitMs = seconds === null ? null : Math.ceil(seconds * 1000);
      if (!retried && waitMs !== null && waitMs <= maxRetryWaitMs) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        return this.call(path, body, true);
      }
      throw new DiscordCallError(`HTTP 429 rate limited${seconds === null ? "" : ` (retry after ${seconds} s)`}${retried ? " again" : ""}`);
    }
    // Discord's own reason ("Cannot send messages to this user", code 50007), cut short.
    const reason = (json as { message?: unknown; code?: unknown } | null)?.message;
    const code = (json as { code?: unknown } | null)?.code;
    throw new DiscordCallError(
      `HTTP ${response.status}${typeof reason === "string" ? `: ${reason.slice(0, 200)}` : ""}${typeof code === "number" ? ` (code ${code})` : ""}`,
    );
  }
}

const ALERT_TEXTS = {
  en: {
    title: "Price alert",
    crossed: (direction: AlertDirection) => (direction === "above" ? "at or above" : "at or below"),
    line: (name: string, mode: string, price: string, crossed: string, value: string, from: string) =>
      `${name} (${mode}) is now ${price}: ${crossed} your ${value} (it was ${from}).`,
    oneShot: "This alert has fired and is done; set a new one on the site to watch again.",
  },
  ru: {
    title: "Ценовое оповещение",
    crossed: (direction: AlertDirection) => (direction === "above" ? "не ниже" : "не выше"),
    line: (name: string, mode: string, price: string, crossed: string, value: string, from: string) =>
      `${name} (${mode}) теперь стоит ${price}: ${crossed} вашего значения ${value} (было ${from}).`,
    oneShot: "Оповещение сработало и больше не следит за ценой; чтобы следить снова, создайте новое на сайте.",
  },
} as const;

/**
 * The message of a fired price alert in the language it was set in (English unless Russian): the
 * item's name, its game mode, the new price and the value crossed, the price before, and the item's
 * page on the site (when the site's public address is known).
 */
export function alertMessage(
  alert: { name: string; url: string | null; mode: string; direction: AlertDirection; value: number; from: number; price: number },
  locale: string | null,
  origin: string | undefined,
): string {
  const lang = locale === "ru" ? "ru" : "en";
  const t = ALERT_TEXTS[lang];
  const money = (v: number) => formatPrice(v, lang as Locale);
  const link = origin && alert.url ? `\n${itemLink(origin, lang, alert.url)}` : "";
  // Discord markdown: the name is the player's item, never markup (an asterisk or underscore stays as typed).
  const name = alert.name.replace(/([\\*_~`|>[\]()])/g, "\\$1");
  return `**${t.title}** · ${t.line(name, alert.mode.toUpperCase(), money(alert.price), t.crossed(alert.direction), money(alert.value), money(alert.from))}\n${t.oneShot}${link}`;
}
