/** The eleven site locales of spec §1, their Intl tags and their data-pack file codes. */

export const LOCALES = ["en", "ru", "de", "fr", "es", "cz", "cn", "hu", "tr", "jp", "kr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const INTL_TAG: Record<Locale, string> = {
  en: "en-US",
  ru: "ru-RU",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  cz: "cs-CZ",
  cn: "zh-CN",
  hu: "hu-HU",
  tr: "tr-TR",
  jp: "ja-JP",
  kr: "ko-KR",
};

/** Site code -> code of the data pack's `locales/<code>.json` (ISO 639-1). */
export const PACK_LOCALE_CODE: Record<Exclude<Locale, "en">, string> = {
  ru: "ru",
  de: "de",
  fr: "fr",
  es: "es",
  cz: "cs",
  cn: "zh",
  hu: "hu",
  tr: "tr",
  jp: "ja",
  kr: "ko",
};

/**
 * The locale's ISO 639-1 language code: the pack's file code, and the LanguageCode the live API
 * (tarkov.dev) takes for names and quests.
 */
export function languageCode(locale: Locale): string {
  return locale === "en" ? "en" : PACK_LOCALE_CODE[locale];
}

/** Native names shown in the language dropdown. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: "English",
  ru: "Русский",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  cz: "Čeština",
  cn: "中文",
  hu: "Magyar",
  tr: "Türkçe",
  jp: "日本語",
  kr: "한국어",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function intlTag(locale: Locale): string {
  return INTL_TAG[locale];
}
