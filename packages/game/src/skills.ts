import { CRAFTING_SKILL_FACTOR, MAX_SKILL } from "./account.ts";
import type { Locale } from "./locales.ts";

/**
 * Every player skill of the game (issue 32 item 4; spec §3 "a long list of weapon, physical, mental,
 * practical and faction-specific skills"): the game's id, its group and its name in English and
 * Russian, as data/skills.json holds them (SPT's skill enum and locale; the groups of the game's skill
 * screen from a wiki transcription; scripts/data/extractSkills.ts, data/README.md "Skills"). A test
 * keeps this list equal to the pack's file. No Russian name is known for the USEC skills (the game
 * locale has none): Russian reads the English one.
 */
export const SKILL_GROUPS = ["physical", "mental", "practical", "combat", "special"] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];
/** The groups' names in the game (SPT locale strings Physical, Mental, Practical, Combat, Special). */
export const SKILL_GROUP_NAMES: Readonly<Record<SkillGroup, { en: string; ru: string }>> = {
  physical: { en: "Physical", ru: "Физические" },
  mental: { en: "Mental", ru: "Ментальные" },
  practical: { en: "Practical", ru: "Практические" },
  combat: { en: "Combat", ru: "Боевые" },
  special: { en: "Special", ru: "Особые" },
};

export interface GameSkill {
  id: string;
  group: SkillGroup;
  en: string;
  ru: string | null;
}

export const GAME_SKILLS: readonly GameSkill[] = [
  { id: "HideoutManagement", group: "practical", en: "Hideout Management", ru: "Управление Убежищем" },
  { id: "Crafting", group: "practical", en: "Crafting", ru: "Ручное производство" },
  { id: "Metabolism", group: "physical", en: "Metabolism", ru: "Метаболизм" },
  { id: "Immunity", group: "physical", en: "Immunity", ru: "Иммунитет" },
  { id: "Endurance", group: "physical", en: "Endurance", ru: "Выносливость" },
  { id: "Strength", group: "physical", en: "Strength", ru: "Сила" },
  { id: "Vitality", group: "physical", en: "Vitality", ru: "Жизнеспособность" },
  { id: "Health", group: "physical", en: "Health", ru: "Здоровье" },
  { id: "StressResistance", group: "physical", en: "Stress Resistance", ru: "Стрессоустойчивость" },
  { id: "Throwing", group: "combat", en: "Throwables", ru: "Метательное оружие" },
  { id: "RecoilControl", group: "combat", en: "Recoil Control", ru: "Контроль отдачи" },
  { id: "CovertMovement", group: "practical", en: "Covert Movement", ru: "Скрытное передвижение" },
  { id: "FieldMedicine", group: "practical", en: "Field Medicine", ru: "Полевая медпомощь" },
  { id: "Search", group: "practical", en: "Search", ru: "Поиск" },
  { id: "Sniping", group: "practical", en: "Sniping", ru: "Снайпинг" },
  { id: "Perception", group: "mental", en: "Perception", ru: "Восприятие" },
  { id: "Intellect", group: "mental", en: "Intellect", ru: "Интеллект" },
  { id: "Attention", group: "mental", en: "Attention", ru: "Внимательность" },
  { id: "Charisma", group: "mental", en: "Charisma", ru: "Харизма" },
  { id: "Memory", group: "mental", en: "Memory", ru: "Память" },
  { id: "Melee", group: "combat", en: "Melee", ru: "Холодное оружие" },
  { id: "Surgery", group: "practical", en: "Surgery", ru: "Хирургия" },
  { id: "AimDrills", group: "practical", en: "Aim Drills", ru: "Прицеливание" },
  { id: "TroubleShooting", group: "combat", en: "Troubleshooting", ru: "Устранение неполадок" },
  { id: "ProneMovement", group: "practical", en: "Prone Movement", ru: "Передвижение ползком" },
  { id: "FirstAid", group: "practical", en: "First Aid", ru: "Первая помощь" },
  { id: "LightVests", group: "practical", en: "Light Vests", ru: "Легкие бронежилеты" },
  { id: "HeavyVests", group: "practical", en: "Heavy Vests", ru: "Тяжелые бронежилеты" },
  { id: "WeaponModding", group: "practical", en: "Weapon Modding", ru: "Базовый моддинг оружия" },
  { id: "AdvancedModding", group: "practical", en: "Advanced Modding", ru: "Продвинутый моддинг оружия" },
  { id: "NightOps", group: "practical", en: "Night Ops", ru: "Ночные операции" },
  { id: "SilentOps", group: "practical", en: "Silent Ops", ru: "Бесшумные операции" },
  { id: "Lockpicking", group: "practical", en: "Lockpicking", ru: "Взлом двери..." },
  { id: "WeaponTreatment", group: "practical", en: "Weapon Maintenance", ru: "Уход за оружием" },
  { id: "MagDrills", group: "practical", en: "Mag Drills", ru: "Работа с магазинами" },
  { id: "Freetrading", group: "practical", en: "Free Trading", ru: "Свободная торговля" },
  { id: "Auctions", group: "practical", en: "Auctions", ru: "Аукционы" },
  { id: "Cleanoperations", group: "practical", en: "Clean Operations", ru: "Чистые операции" },
  { id: "Barter", group: "practical", en: "Barter", ru: "Бартер" },
  { id: "Shadowconnections", group: "practical", en: "Shadow Connections", ru: "Теневые операции" },
  { id: "Taskperformance", group: "practical", en: "Task Performance", ru: "Исполнительность" },
  { id: "BearAssaultoperations", group: "special", en: "BEAR Assault Operations", ru: "BEAR штурмовые операции" },
  { id: "BearAuthority", group: "special", en: "BEAR Authority", ru: "BEAR авторитет" },
  { id: "BearAksystems", group: "special", en: "BEAR AK Systems", ru: "BEAR АК-системы" },
  { id: "BearHeavycaliber", group: "special", en: "BEAR Heavy Caliber", ru: "BEAR крупный калибр" },
  { id: "BearRawpower", group: "special", en: "BEAR Raw Power", ru: "BEAR грубая сила" },
  { id: "UsecArsystems", group: "special", en: "USEC AR Systems", ru: null },
  { id: "UsecDeepweaponmodding_Settings", group: "special", en: "USEC Deep Weapon Modding", ru: null },
  { id: "UsecLongrangeoptics_Settings", group: "special", en: "USEC Long Range Optics", ru: null },
  { id: "UsecNegotiations", group: "special", en: "USEC Negotiations", ru: null },
  { id: "UsecTactics", group: "special", en: "USEC Tactics", ru: null },
  { id: "Pistol", group: "combat", en: "Pistols", ru: "Пистолеты" },
  { id: "Revolver", group: "combat", en: "Revolvers", ru: "Револьверы" },
  { id: "SMG", group: "combat", en: "Submachine Guns", ru: "Пистолеты-пулеметы" },
  { id: "Assault", group: "combat", en: "Assault Rifles", ru: "Штурмовые винтовки и автоматы" },
  { id: "Shotgun", group: "combat", en: "Shotguns", ru: "Дробовики" },
  { id: "Sniper", group: "combat", en: "Bolt-action Rifles", ru: "Болтовые винтовки" },
  { id: "LMG", group: "combat", en: "Light Machine Guns", ru: "Легкие пулеметы" },
  { id: "HMG", group: "combat", en: "Heavy Machine Guns", ru: "Тяжелые пулеметы" },
  { id: "Launcher", group: "combat", en: "Grenade Launchers", ru: "Гранатометы" },
  { id: "AttachedLauncher", group: "combat", en: "Underbarrel Launchers", ru: "Подствольное оружие" },
  { id: "DMR", group: "combat", en: "DMRs", ru: "Марксманские винтовки" },
];
export const SKILL_IDS: readonly string[] = GAME_SKILLS.map((s) => s.id);
const BY_ID = new Map(GAME_SKILLS.map((s) => [s.id, s]));

export function isSkillId(id: string): boolean {
  return BY_ID.has(id);
}

/** A skill's name in the visitor's language (Russian for ru, English otherwise); an unknown id reads as its words. */
export function gameSkillName(id: string, locale: Locale | string): string {
  const skill = BY_ID.get(id);
  if (!skill) return id.replace(/([a-z])([A-Z])/g, "$1 $2");
  return (locale === "ru" ? skill.ru : null) ?? skill.en;
}

/** A group's name in the visitor's language (Russian for ru, English otherwise). */
export function skillGroupName(group: SkillGroup, locale: Locale | string): string {
  return SKILL_GROUP_NAMES[group][locale === "ru" ? "ru" : "en"];
}

/** The settings key a skill's level is kept under (the spec's skill_Crafting, skill_HideoutManagement, and so on). */
export function skillSettingKey(id: string): `skill_${string}` {
  return `skill_${id}`;
}

/**
 * The site's figures a skill changes (issue 32 item 4). A skill absent here changes none of them: the
 * site computes no figure its effect applies to (recoil, stamina, healing…), or the data gives no rate.
 *   craftTime: craft times (recipes, profit per hour) — Crafting's CraftTimeReductionPerLevel;
 *   fleaFee: the flea fee with Intelligence Center level 3 — Hideout Management's SkillBoostPercent;
 *   fuel: the hideout's fuel use (crafts' fuel cost, the bitcoin farm's fuel) — its ConsumptionReductionPerLevel;
 *   bitcoinStorage: the bitcoin farm's storage at the elite level — its EliteSlots.BitcoinFarm.Container.
 */
export type SkillEffect = "craftTime" | "fleaFee" | "fuel" | "bitcoinStorage";
export const SKILL_EFFECTS: Readonly<Record<string, readonly SkillEffect[]>> = {
  Crafting: ["craftTime"],
  HideoutManagement: ["fleaFee", "fuel", "bitcoinStorage"],
};

/**
 * The game data's skill rates (data/game_globals.json `skills`, SPT globals.json SkillsSettings;
 * a test keeps these equal to the pack): % less craft time per Crafting level (spec §9's 0.75 too), %
 * less fuel use per Hideout Management level, % more of a hideout bonus per Hideout Management level
 * (spec §9's "1 percent of that per hideout management skill point").
 */
export const SKILL_RATES = {
  craftTimeReductionPerLevel: CRAFTING_SKILL_FACTOR,
  hideoutManagementConsumptionReductionPerLevel: 0.5,
  hideoutManagementSkillBoostPercent: 1,
} as const;

const level = (skill: number) => Math.min(MAX_SKILL, Math.max(0, Number.isFinite(skill) ? skill : 0));

/**
 * What the hideout's fuel use is multiplied by at a Hideout Management level: 1 − 0.5% per level
 * (0.745 at the elite level 51). Solar Power's own halving is applied apart (hideoutFuel.ts).
 */
export function hideoutConsumptionFactor(hideoutManagement: number): number {
  return 1 - (level(hideoutManagement) * SKILL_RATES.hideoutManagementConsumptionReductionPerLevel) / 100;
}

/** Every skill's level from stored settings (`skill_<id>` keys); unset or non-numeric ones read 0. */
export function skillLevelsOf(settings: Readonly<Record<string, unknown>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of GAME_SKILLS) {
    const v = settings[skillSettingKey(s.id)];
    out[s.id] = typeof v === "number" && Number.isFinite(v) ? level(v) : 0;
  }
  return out;
}
