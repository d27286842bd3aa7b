import type { Locale } from "./locales.ts";

/**
 * What players call the bot types quests name ("bossSanitar"): in English and Russian, the game's
 * own names (the pack has no file naming bot types). Other languages read the English name.
 */
const BOT_NAMES: Record<string, { en: string; ru: string }> = {
  Savage: { en: "Scavs", ru: "Диких" },
  AnyPmc: { en: "PMCs", ru: "ЧВК" },
  bossBully: { en: "Reshala", ru: "Решалу" },
  bossKilla: { en: "Killa", ru: "Киллу" },
  bossKojaniy: { en: "Shturman", ru: "Штурмана" },
  bossGluhar: { en: "Glukhar", ru: "Глухаря" },
  bossSanitar: { en: "Sanitar", ru: "Санитара" },
  bossTagilla: { en: "Tagilla", ru: "Тагиллу" },
  bossKnight: { en: "Knight", ru: "Рыцаря" },
  followerBigPipe: { en: "Big Pipe", ru: "Большую Трубу" },
  followerBirdEye: { en: "Birdeye", ru: "Птичьего Глаза" },
  bossZryachiy: { en: "Zryachiy", ru: "Зрячего" },
  bossBoar: { en: "Kaban", ru: "Кабана" },
  bossKolontay: { en: "Kollontay", ru: "Коллонтая" },
  bossPartisan: { en: "Partisan", ru: "Партизана" },
};

/** A bot type's name as the object of "kill …" in the visitor's language, or null when it has none. */
export function botName(botType: string, locale: Locale): string | null {
  const names = BOT_NAMES[botType];
  if (!names) return null;
  return locale === "ru" ? names.ru : names.en;
}
