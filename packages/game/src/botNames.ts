import type { Locale } from "./locales.ts";

/**
 * What players call the game's bot types ("bossSanitar"), the one table the quests and the maps
 * read: the game's own names in English and Russian (the pack has no file naming bot types), in
 * Russian as a subject ("Санитар", a map's boss list) and as the object of "kill …" ("Санитара", a
 * quest's fail condition). Other languages read the English name.
 */
interface BotNames {
  en: string;
  ru: string;
  /** Russian accusative, where it differs from `ru`. */
  ruObject?: string;
}

const BOT_NAMES: Record<string, BotNames> = {
  Savage: { en: "Scavs", ru: "Дикие", ruObject: "Диких" },
  AnyPmc: { en: "PMCs", ru: "ЧВК" },
  bossBully: { en: "Reshala", ru: "Решала", ruObject: "Решалу" },
  bossKilla: { en: "Killa", ru: "Килла", ruObject: "Киллу" },
  bossKillaAgro: { en: "Killa", ru: "Килла", ruObject: "Киллу" },
  bossKojaniy: { en: "Shturman", ru: "Штурман", ruObject: "Штурмана" },
  bossGluhar: { en: "Glukhar", ru: "Глухарь", ruObject: "Глухаря" },
  bossSanitar: { en: "Sanitar", ru: "Санитар", ruObject: "Санитара" },
  bossTagilla: { en: "Tagilla", ru: "Тагилла", ruObject: "Тагиллу" },
  bossTagillaAgro: { en: "Tagilla", ru: "Тагилла", ruObject: "Тагиллу" },
  bossKnight: { en: "Knight", ru: "Рыцарь", ruObject: "Рыцаря" },
  followerBigPipe: { en: "Big Pipe", ru: "Биг Пайп", ruObject: "Биг Пайпа" },
  followerBirdEye: { en: "Birdeye", ru: "Птичий Глаз", ruObject: "Птичьего Глаза" },
  bossZryachiy: { en: "Zryachiy", ru: "Зрячий", ruObject: "Зрячего" },
  bossBoar: { en: "Kaban", ru: "Кабан", ruObject: "Кабана" },
  bossBoarSniper: { en: "Kaban's snipers", ru: "Снайперы Кабана", ruObject: "снайперов Кабана" },
  bossKolontay: { en: "Kollontay", ru: "Коллонтай", ruObject: "Коллонтая" },
  bossPartisan: { en: "Partisan", ru: "Партизан", ruObject: "Партизана" },
  sectantPriest: { en: "Cultists", ru: "Культисты", ruObject: "культистов" },
  pmcBot: { en: "Raiders", ru: "Рейдеры", ruObject: "рейдеров" },
  exUsec: { en: "Rogues", ru: "Отступники", ruObject: "отступников" },
  gifter: { en: "Santa", ru: "Дед Мороз", ruObject: "Деда Мороза" },
  peacemaker: { en: "Peacekeeper's unit", ru: "Отряд Миротворца", ruObject: "отряд Миротворца" },
  arenaFighterEvent: { en: "Bloodhounds", ru: "Бладхаунды", ruObject: "Бладхаундов" },
  crazyAssaultEvent: { en: "Crazy Scavs", ru: "Безумные Дикие", ruObject: "Безумных Диких" },
};

/**
 * Spawn groups the map names as one: Knight comes with his two followers (the game's "Goons").
 */
const GROUPS: Record<string, string[]> = { bossKnight: ["bossKnight", "followerBigPipe", "followerBirdEye"] };

/** The bot types a map lists as its bosses and special spawns (the game files also spawn PMCs and Tagilla's helpers there). */
export const MAP_BOSS_TYPES: ReadonlySet<string> = new Set(
  Object.keys(BOT_NAMES).filter((type) => !["Savage", "AnyPmc", "followerBigPipe", "followerBirdEye"].includes(type)),
);

/**
 * A bot type's name in the visitor's language, as a subject ("name", default) or as the object of
 * "kill …" ("object"); null when the site has no name for it.
 */
export function botName(botType: string, locale: Locale, form: "name" | "object" = "name"): string | null {
  const names = BOT_NAMES[botType];
  if (!names) return null;
  if (locale !== "ru") return names.en;
  return form === "object" ? (names.ruObject ?? names.ru) : names.ru;
}

/** A boss spawn's name on a map: the boss with the followers that spawn with it ("Knight, Big Pipe and Birdeye"). */
export function bossSpawnName(botType: string, locale: Locale): string | null {
  const group = GROUPS[botType];
  if (!group) return botName(botType, locale);
  const names = group.map((type) => botName(type, locale) as string);
  const and = locale === "ru" ? " и " : " and ";
  return `${names.slice(0, -1).join(", ")}${and}${names[names.length - 1]}`;
}
