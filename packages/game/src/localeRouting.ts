import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "./constants.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

/**
 * Spec §2 "Routing rules": a locale prefix (/en, /ru, ... /kr) is removed; the locale is set and
 * the visitor is redirected (302) to the same path without it. Returns null when there is no prefix.
 * The path stays on our host: repeated leading slashes or backslashes (`/ru//attacker.example/`,
 * which a browser reads as another host) collapse to one slash.
 */
export function stripLocalePrefix(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const [, code, rest] = match;
  if (!isLocale(code)) return null;
  return { locale: code, path: `/${(rest ?? "").replace(/^[/\\]+/, "")}` };
}

/** The Set-Cookie value that stores the chosen locale (spec §9: path /, max age one year). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Reads the stored locale from a Cookie header, ignoring unknown values. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/** True when the visitor's first language preference is Russian ("a Russian-language hint"). */
export function prefersRussian(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked[0];
  return first !== undefined && (first.tag === "ru" || first.tag.startsWith("ru-"));
}

/**
 * Spec §1: the locale is the stored one, else detected: Russian for a search-bot visitor or a
 * Russian-language hint, otherwise English.
 */
export function detectLocale(input: { cookieHeader?: string | null; acceptLanguage?: string | null; isBot: boolean }): Locale {
  const stored = localeFromCookieHeader(input.cookieHeader);
  if (stored) return stored;
  if (input.isBot || prefersRussian(input.acceptLanguage)) return "ru";
  return DEFAULT_LOCALE;
}

/**
 * The language of a machine client's reply (issue 34, item 9: the public API /api/v1 and the
 * chat-bot price check): the `lang` parameter when it names a served language, else the language
 * the player chose on the site (its cookie; Russian or English), else the Accept-Language hint, else
 * English. Never the search-bot rule of detectLocale: curl and
 * python-requests are "bots" to it, and asked `?lang=en` they must not be answered in Russian.
 */
export function apiLocale(input: { lang?: string | null; cookieHeader?: string | null; acceptLanguage?: string | null }): "en" | "ru" {
  const lang = (input.lang ?? "").trim().toLowerCase();
  if (lang === "en" || lang === "ru") return lang;
  // A language the player chose on the site (a browser opening an API link) is a choice, not a guess.
  const stored = localeFromCookieHeader(input.cookieHeader);
  if (stored) return stored === "ru" ? "ru" : "en";
  return prefersRussian(input.acceptLanguage) ? "ru" : "en";
}

/** Paths whose callers are programs, answered in apiLocale's language: the public API and the chat bots' price check. */
export function isApiLocalePath(pathname: string): boolean {
  return pathname.startsWith("/api/v1/") || pathname === "/api/v1" || pathname.startsWith("/api/bot/");
}
