/**
 * The custom commands that make a chat bot answer `!price <item>` with the site's price check
 * (GET /api/bot/price, text/plain, one line under 400 characters). Each bot has its own way to fetch
 * a URL and to put the chatter's words into it; the syntax below is the bots' documented one:
 *
 * - Nightbot: `$(urlfetch <url>)` returns the body of a plain-text reply under 400 characters, and
 *   `$(querystring)` is everything after the command, URL-encoded
 *   (https://docs.nightbot.tv/variables/urlfetch, https://docs.nightbot.tv/variables/querystring);
 *   commands are added in chat with `!commands add !name <response>` (https://docs.nightbot.tv/commands/commands).
 * - StreamElements: `${customapi.<url>}` returns the reply's body (only a 200 reply is shown), and
 *   `${queryescape ${1:}}` is every argument from the first on, URL-encoded
 *   (https://docs.streamelements.com/chatbot/variables/customapi,
 *   https://docs.streamelements.com/chatbot/variables/queryescape); commands are added in chat with
 *   `!command add !name <response>` (https://docs.streamelements.com/chatbot/commands/default/command).
 * - Fossabot: `$(customapi <url>)` returns the reply's body whatever its status (5 s timeout), and
 *   `$(querystring)` is the arguments after the command, URL-encoded
 *   (https://docs.fossabot.com/variables/customapi, https://docs.fossabot.com/variables/querystring);
 *   commands are made on its dashboard (Commands → Create), the response pasted there
 *   (https://docs.fossabot.com/commands/Creating-Commands).
 *
 * PVE prices are Pro data (decision 038): a PVE command made by a Pro user carries their PVE token
 * (`t=`), which the server checks on every price check; without it a PVE check answers the line
 * "Pro status required".
 */
import { type GameMode, PVE_LINK_PARAM } from "@raidkit/game";

export const CHAT_BOTS = ["nightbot", "streamelements", "fossabot"] as const;
export type ChatBot = (typeof CHAT_BOTS)[number];

export interface PriceCommandOptions {
  /** The reply's language. */
  lang: "en" | "ru";
  mode: GameMode;
  /** The chat command's name, without "!" (letters, digits, _ and -; "price" when empty or invalid). */
  name: string;
  /** The maker's PVE token (PVE commands of a Pro user). */
  token?: string | null;
}

export const BOT_NAMES: Record<ChatBot, string> = { nightbot: "Nightbot", streamelements: "StreamElements", fossabot: "Fossabot" };

/** Where each bot's documentation of the variables used is. */
export const BOT_DOCS: Record<ChatBot, string[]> = {
  nightbot: ["https://docs.nightbot.tv/variables/urlfetch", "https://docs.nightbot.tv/variables/querystring"],
  streamelements: ["https://docs.streamelements.com/chatbot/variables/customapi", "https://docs.streamelements.com/chatbot/variables/queryescape"],
  fossabot: ["https://docs.fossabot.com/variables/customapi", "https://docs.fossabot.com/variables/querystring"],
};

/** The command's name as the bots take it. */
export function commandName(name: string): string {
  const cleaned = name.trim().replace(/^!+/, "");
  return /^[\p{L}\p{N}_-]{1,30}$/u.test(cleaned) ? cleaned : "price";
}

/** The price check's address for the given language and mode (with a PVE token), the item name to be appended (`q=` last). */
export function priceUrlBase(origin: string, path: string, options: Pick<PriceCommandOptions, "lang" | "mode" | "token">): string {
  const token = options.mode === "pve" && options.token ? `&${PVE_LINK_PARAM}=${encodeURIComponent(options.token)}` : "";
  return `${origin}${path}?l=${options.lang}&m=${options.mode}${token}&q=`;
}

/** The price check's address for one item name (the try-it box asks this). */
export function priceUrl(origin: string, path: string, options: Pick<PriceCommandOptions, "lang" | "mode" | "token">, query: string): string {
  return `${priceUrlBase(origin, path, options)}${encodeURIComponent(query)}`;
}

/** The command's response: the bot fetches the price check with the chatter's words in it. */
export function botResponse(bot: ChatBot, origin: string, path: string, options: PriceCommandOptions): string {
  const base = priceUrlBase(origin, path, options);
  switch (bot) {
    case "nightbot":
      return `$(urlfetch ${base}$(querystring))`;
    case "streamelements":
      return `\${customapi.${base}\${queryescape \${1:}}}`;
    case "fossabot":
      return `$(customapi ${base}$(querystring))`;
  }
}

/** The line a moderator types in the chat to add the command, or null for a bot whose commands are made on its dashboard. */
export function botChatCommand(bot: ChatBot, origin: string, path: string, options: PriceCommandOptions): string | null {
  const name = commandName(options.name);
  const response = botResponse(bot, origin, path, options);
  switch (bot) {
    case "nightbot":
      return `!commands add !${name} ${response}`;
    case "streamelements":
      return `!command add !${name} ${response}`;
    case "fossabot":
      return null;
  }
}
