import type { ChatBotPageData } from "@raidkit/api";
import {
  figureVerdict,
  formatDate,
  formatPrice,
  GAME_MODES,
  isSuspect,
  type Locale,
  type MarketRow,
  queryMarket,
  realPrice,
  replaceRefusedCharacters,
  trustedFigure,
  trustedPrice,
} from "@raidkit/game";
import { DEFAULT_RATE_LIMITS } from "../auth/rateLimits.ts";
import type { Config } from "../config.ts";
import type { CatalogueService } from "./catalogue.ts";

/**
 * The chat-bot price check (issue 18, item 2): one line of text for a chat, answered to the
 * chat bots of streaming services (GET /api/bot/price) and to Discord's /price command. The item is
 * the market search's best answer (packages/game queryMarket over the catalogue the market page
 * uses: the same relevance, layouts, transliteration and typo tolerance); flea figures are shown
 * only when the price-quality rule trusts them (packages/game priceQuality.ts), else the line says
 * why there is none; numbers as the site writes them in the asked language (formatPrice).
 */

/** Where chat bots ask (http/chatBot.ts): beside /api/be, since it answers text/plain. */
export const BOT_PRICE_PATH = "/api/bot/price";

export const PRICE_CHECK_LOCALES = ["en", "ru"] as const;
export type PriceCheckLocale = (typeof PRICE_CHECK_LOCALES)[number];
export const PRICE_CHECK_MODES = GAME_MODES;
export type PriceCheckMode = (typeof PRICE_CHECK_MODES)[number];

/** The longest item name asked for (the market's own search box takes 100 characters). */
export const PRICE_CHECK_MAX_QUERY = 100;
/** Chat lines stay under this (Nightbot reads at most 400 characters of a custom API's reply). */
export const PRICE_CHECK_MAX_LINE = 400;
/** How much of an unknown query the "not found" line repeats. */
const ECHO_CHARS = 40;

const TEXTS = {
  en: {
    usage: "Usage: !price <item name>, e.g. !price salewa",
    tooLong: `The item name is too long (at most ${PRICE_CHECK_MAX_QUERY} characters).`,
    notFound: (q: string) => `No item found for "${q}". Try another name.`,
    noPrices: (mode: string) => `No ${mode} prices on this site yet.`,
    avg24h: "24 h avg",
    figure: { lastPrice: "last price", avg24h: "24 h avg", avg7d: "7 d avg", partsPrice: "sum of parts" },
    lastDoubted: (price: string) => `last price ${price} doubtful, not used`,
    sellTo: (trader: string) => `sell to ${trader}`,
    noFlea: "no flea price",
    banned: "banned on flea",
    suspect: "flea price doubtful, not shown",
    stale: (date: string) => `flea price out of date (${date}), not shown`,
    pveNeedsPro: (origin: string) => `Pro status required: PVE prices are for Pro users. A Pro account makes this command on ${origin}/streamers.`,
    pveNeedsProDiscord: (origin: string, id: string) =>
      `Pro status required: PVE prices are for Pro users. Link this Discord account${id ? ` (discord:${id})` : ""} to a Pro account on ${origin}/account.`,
  },
  ru: {
    usage: "Использование: !price <название предмета>, например !price salewa",
    tooLong: `Слишком длинное название (не больше ${PRICE_CHECK_MAX_QUERY} символов).`,
    notFound: (q: string) => `Предмет «${q}» не найден. Попробуйте другое название.`,
    noPrices: (mode: string) => `На сайте пока нет цен ${mode}.`,
    avg24h: "ср. за 24 ч",
    figure: { lastPrice: "последняя цена", avg24h: "ср. за 24 ч", avg7d: "ср. за 7 д", partsPrice: "сумма частей" },
    lastDoubted: (price: string) => `последняя цена ${price} сомнительна, не используется`,
    sellTo: (trader: string) => `продать: ${trader}`,
    noFlea: "нет цены на барахолке",
    banned: "запрещён на барахолке",
    suspect: "цена барахолки сомнительна, не показана",
    stale: (date: string) => `цена барахолки устарела (${date}), не показана`,
    pveNeedsPro: (origin: string) => `Требуется статус Pro: цены PVE доступны пользователям Pro. Pro-аккаунт создаёт эту команду на ${origin}/streamers.`,
    pveNeedsProDiscord: (origin: string, id: string) =>
      `Требуется статус Pro: цены PVE доступны пользователям Pro. Привяжите этот аккаунт Discord${id ? ` (discord:${id})` : ""} к Pro-аккаунту на ${origin}/account.`,
  },
} as const;

export interface PriceCheckAsk {
  /** The item name as typed in the chat (raw; may be missing). */
  q: string | null | undefined;
  /** `l`: en or ru; anything else is English. */
  l?: string | null | undefined;
  /** `m`: pvp or pve; anything else is PVP. */
  m?: string | null | undefined;
}

export type PriceCheckReply =
  | { kind: "found"; text: string; locale: PriceCheckLocale; mode: PriceCheckMode; uid: string }
  | { kind: "notFound" | "noPrices" | "usage" | "tooLong"; text: string; locale: PriceCheckLocale; mode: PriceCheckMode };

/**
 * The line that refuses PVE to a chat (spec §4, decision 038): the spec's "Pro status required"
 * and how to get PVE there, from a chat bot's command (made by a Pro account on /streamers) or, with
 * `discordUserId` (undefined off Discord), from Discord (that Discord account linked to a Pro account on /account).
 */
export function pveRefusalLine(locale: PriceCheckLocale, origin: string, discordUserId?: string): string {
  return discordUserId !== undefined ? TEXTS[locale].pveNeedsProDiscord(origin, discordUserId) : TEXTS[locale].pveNeedsPro(origin);
}

export function priceCheckLocale(value: string | null | undefined): PriceCheckLocale {
  const v = (value ?? "").trim().toLowerCase();
  return v === "ru" ? "ru" : "en";
}

export function priceCheckMode(value: string | null | undefined): PriceCheckMode {
  return (value ?? "").trim().toLowerCase() === "pve" ? "pve" : "pvp";
}

/**
 * Text from a chat for a line of text: single spaces, and no control or text-direction characters
 * (the rule of packages/game plainText.ts; the "not found" line repeats the question, and a U+202E
 * in it would turn the rest of the chat line around). Cleaned, not refused: a chat shows every answer.
 */
function cleanText(text: string): string {
  return replaceRefusedCharacters(text, { lineBreaks: false, bidi: true }).replace(/\s+/g, " ").trim();
}

/** The query a chat bot passed (URL-decoded already, "+" read as a space), without control characters or extra spaces. */
export function readQuery(q: string | null | undefined): string {
  return cleanText(q ?? "");
}

/** The address of an item's page on this site, in the asked language (/ru/… sets Russian, spec §2). */
export function itemLink(origin: string, locale: PriceCheckLocale, url: string): string {
  return `${origin}${locale === "ru" ? "/ru" : ""}/item/${encodeURIComponent(url)}`;
}

/**
 * The line for one market row: its name, the trusted price (packages/game trustedPrice: the last
 * price, else the 24 h or 7 d average, named when it is not the last price; else why there is
 * none), a doubted last price said to be unused, the 24 h average when it is not the price already
 * (trusted only), the best trader's offer and the item's page. PVE lines start with [PVE]. Never
 * longer than PRICE_CHECK_MAX_LINE: a long name is cut first.
 */
export function priceCheckLine(row: MarketRow, locale: PriceCheckLocale, mode: PriceCheckMode, origin: string): string {
  const t = TEXTS[locale];
  const price = (v: number) => formatPrice(v, locale as Locale);
  const parts: string[] = [];
  const shown = trustedPrice(row);
  const lastVerdict = figureVerdict(row.quality, "lastPrice");
  if (shown.price !== null) {
    parts.push(shown.figure === "lastPrice" || shown.figure === null ? price(shown.price) : `${price(shown.price)} (${t.figure[shown.figure]})`);
    if (isSuspect(lastVerdict) && row.lastPrice !== null) parts.push(t.lastDoubted(price(row.lastPrice)));
  } else if (row.bannedOnFlea) parts.push(t.banned);
  else if (lastVerdict === "stale" && row.updated !== null) parts.push(t.stale(formatDate(row.updated).slice(0, 8)));
  else if (isSuspect(lastVerdict)) parts.push(t.suspect);
  else parts.push(t.noFlea);
  const avg = trustedFigure(row, "avg24h");
  if (avg !== null && shown.figure !== "avg24h") parts.push(`${t.avg24h} ${price(avg)}`);
  const trader = realPrice(row.traderPrice);
  if (trader !== null && row.traderName) parts.push(`${t.sellTo(cleanText(row.traderName))} ${price(trader)}`);
  const link = itemLink(origin, locale, row.url);
  const prefix = mode === "pve" ? "[PVE] " : "";
  const tail = ` ${parts.join(" · ")} · ${link}`;
  let name = cleanText(row.localName || row.name);
  const room = PRICE_CHECK_MAX_LINE - prefix.length - tail.length - 1;
  if (name.length > room) name = `${name.slice(0, Math.max(0, room - 1)).trimEnd()}…`;
  return `${prefix}${name}:${tail}`.slice(0, PRICE_CHECK_MAX_LINE);
}

/** The reply to a price check: the best match's line, or a clear line for a missing, too long or unknown name. */
export async function priceCheck(catalogue: CatalogueService, ask: PriceCheckAsk, origin: string): Promise<PriceCheckReply> {
  const locale = priceCheckLocale(ask.l);
  const mode = priceCheckMode(ask.m);
  const t = TEXTS[locale];
  const query = readQuery(ask.q);
  if (query.length === 0) return { kind: "usage", text: t.usage, locale, mode };
  if (query.length > PRICE_CHECK_MAX_QUERY) return { kind: "tooLong", text: t.tooLong, locale, mode };
  const cat = await catalogue.get(locale, mode);
  // The market lists priced items only: none at all means this mode has no prices yet (a PVE without imports).
  if (cat.market.rows.length === 0) return { kind: "noPrices", text: t.noPrices(mode.toUpperCase()), locale, mode };
  const best = queryMarket(cat.market, { search: query, pageSize: 1 }).rows[0];
  if (!best) {
    const echo = query.length > ECHO_CHARS ? `${query.slice(0, ECHO_CHARS - 1)}…` : query;
    return { kind: "notFound", text: t.notFound(echo), locale, mode };
  }
  return { kind: "found", text: priceCheckLine(best, locale, mode, origin), locale, mode, uid: best.uid };
}

/** What /streamers/<bot> and /discord-bot show: the command lines' origin and the Discord application. */
export function chatBotPageData(config: Pick<Config, "publicUrl" | "discord">, requestOrigin: string): ChatBotPageData {
  const limit = DEFAULT_RATE_LIMITS.botIp;
  return {
    origin: config.publicUrl ?? requestOrigin,
    pricePath: BOT_PRICE_PATH,
    perMinute: Math.round((limit.points * 60) / limit.duration),
    maxQuery: PRICE_CHECK_MAX_QUERY,
    discord: config.discord ? { applicationId: config.discord.applicationId } : null,
  };
}
