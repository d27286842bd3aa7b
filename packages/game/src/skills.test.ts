import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { craftTimeReduction, MAX_SKILL } from "./account.ts";
import { bitcoinStorage } from "./bitcoinFarm.ts";
import { feeReductionFactor } from "./fleaFee.ts";
import { fuelCostPerHour } from "./hideoutFuel.ts";
import { type ProfitSettings, recipeProfit } from "./recipeProfit.ts";
import { skillName } from "./skillNames.ts";
import {
  GAME_SKILLS,
  gameSkillName,
  hideoutConsumptionFactor,
  isSkillId,
  SKILL_EFFECTS,
  SKILL_GROUP_NAMES,
  SKILL_GROUPS,
  SKILL_RATES,
  type SkillGroup,
  skillLevelsOf,
  skillSettingKey,
} from "./skills.ts";

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../data");
const readPack = (file: string) => JSON.parse(readFileSync(path.join(DATA_DIR, file), "utf8"));

describe("the game's skills (issue 32 item 4)", () => {
  it("are the pack's list: every id, group and name in English and Russian as data/skills.json holds them", () => {
    const pack = readPack("skills.json").skills as { id: string; group: string; names: { en: string; ru: string | null } }[];
    expect(GAME_SKILLS.map((s) => ({ id: s.id, group: s.group, names: { en: s.en, ru: s.ru } }))).toEqual(
      pack.map((s) => ({ id: s.id, group: s.group, names: s.names })),
    );
    expect(GAME_SKILLS).toHaveLength(62);
    const groups = readPack("skills.json").groups as { id: string; names: { en: string; ru: string } }[];
    expect(groups.map((g) => g.id)).toEqual([...SKILL_GROUPS]);
    for (const g of groups) expect(SKILL_GROUP_NAMES[g.id as SkillGroup]).toEqual(g.names);
    expect(new Set(GAME_SKILLS.map((s) => s.id)).size).toBe(GAME_SKILLS.length);
    // Every group of the game's skill screen holds skills.
    for (const g of SKILL_GROUPS) expect(GAME_SKILLS.some((s) => s.group === g)).toBe(true);
    expect(GAME_SKILLS.filter((s) => s.group === "physical").map((s) => s.id)).toEqual([
      "Metabolism",
      "Immunity",
      "Endurance",
      "Strength",
      "Vitality",
      "Health",
      "StressResistance",
    ]);
  });

  it("are named in the visitor's language, Russian falling back to English where the game has no Russian name", () => {
    expect(gameSkillName("Charisma", "en")).toBe("Charisma");
    expect(gameSkillName("Charisma", "ru")).toBe("Харизма");
    expect(gameSkillName("Sniper", "en")).toBe("Bolt-action Rifles");
    expect(gameSkillName("HideoutManagement", "ru")).toBe("Управление Убежищем");
    expect(gameSkillName("UsecTactics", "ru")).toBe("USEC Tactics");
    expect(gameSkillName("SomeNewSkill", "ru")).toBe("Some New Skill");
    // Quest rewards and hideout requirements read the same names (skillNames.ts).
    expect(skillName("Sniper", "ru")).toBe("Болтовые винтовки");
    expect(skillName("StressResistance")).toBe("Stress Resistance");
  });

  it("have effects only where the site computes a figure, each a known skill", () => {
    for (const id of Object.keys(SKILL_EFFECTS)) expect(isSkillId(id)).toBe(true);
    expect(Object.keys(SKILL_EFFECTS).sort()).toEqual(["Crafting", "HideoutManagement"]);
    expect(SKILL_EFFECTS.Charisma).toBeUndefined();
  });

  it("rates are the game data's (data/game_globals.json skills, SPT SkillsSettings)", () => {
    const rates = readPack("game_globals.json").skills;
    expect(SKILL_RATES.craftTimeReductionPerLevel).toBe(rates.craftTimeReductionPerLevel);
    expect(SKILL_RATES.hideoutManagementConsumptionReductionPerLevel).toBe(rates.hideoutManagementConsumptionReductionPerLevel);
    expect(SKILL_RATES.hideoutManagementSkillBoostPercent).toBe(rates.hideoutManagementSkillBoostPercent);
    expect(readPack("game_globals.json").hideoutManagementEliteSlots.BitcoinFarm.Container).toBe(2);
  });

  it("levels are read from the settings' skill_<id> keys, unset or non-numeric as 0, above the cap lowered to it", () => {
    expect(skillSettingKey("Charisma")).toBe("skill_Charisma");
    const levels = skillLevelsOf({ skill_Charisma: 20, skill_Crafting: 51, skill_Strength: "x", skill_Memory: 80 });
    expect(levels.Charisma).toBe(20);
    expect(levels.Crafting).toBe(51);
    expect(levels.Strength).toBe(0);
    expect(levels.Memory).toBe(MAX_SKILL);
    expect(Object.keys(levels)).toHaveLength(GAME_SKILLS.length);
  });
});

describe("skill effects on the site's figures", () => {
  it("Crafting: 0.75% less craft time per level (38.25% at 51), and a recipe's seconds follow", () => {
    expect(craftTimeReduction(0)).toBe(0);
    expect(craftTimeReduction(20)).toBe(15);
    expect(craftTimeReduction(51)).toBe(38.25);
    const craft = { inputs: [], output: { uid: "x", count: 1 }, durationSec: 10_000 };
    const settings: ProfitSettings = {
      priceField: "price",
      useFlea: true,
      useTradersPrices: true,
      useFee: false,
      fleaTax: { ti: 0.03, tr: 0.03 },
      sellToFlea: true,
      sellToTraders: true,
      fleaOnlyMode: false,
      tradersLL: {},
      ic3: false,
      hideoutManagement: 0,
      craftingSkill: 0,
      userPrices: {},
      userSellPrices: {},
    };
    const lookup = () => undefined;
    const at = (craftingSkill: number) => recipeProfit(craft, lookup, { ...settings, craftingSkill }).seconds;
    expect(at(0)).toBe(10_000);
    expect(at(20)).toBeCloseTo(8_500, 6);
    expect(at(51)).toBeCloseTo(6_175, 6);
  });

  it("Hideout Management: fuel use 0.5% less per level (×0.745 at 51), with Solar Power's halving on top", () => {
    expect(hideoutConsumptionFactor(0)).toBe(1);
    expect(hideoutConsumptionFactor(10)).toBeCloseTo(0.95, 12);
    expect(hideoutConsumptionFactor(51)).toBeCloseTo(0.745, 12);
    expect(hideoutConsumptionFactor(99)).toBeCloseTo(0.745, 12);
    // 3 units an hour of a 100,000 ₽ metal tank (100 units): 3,000 ₽ an hour at level 0.
    const base = { fuelBase: 3, tankPrice: 100_000, metal: true };
    expect(fuelCostPerHour({ ...base, solar: false })).toBe(3000);
    expect(fuelCostPerHour({ ...base, solar: false, hideoutManagement: 51 })).toBeCloseTo(2235, 6);
    expect(fuelCostPerHour({ ...base, solar: true, hideoutManagement: 51 })).toBeCloseTo(1117.5, 6);
    expect(fuelCostPerHour({ ...base, solar: false, hideoutManagement: 20 })).toBeCloseTo(2700, 6);
  });

  it("Hideout Management: IC3's 30% fee cut grows 1% of itself per level (45.3% off at 51)", () => {
    expect(feeReductionFactor(true, 0)).toBeCloseTo(0.7, 12);
    expect(feeReductionFactor(true, 51)).toBeCloseTo(1 - 0.3 * 1.51, 12);
    expect(feeReductionFactor(false, 51)).toBe(1);
  });

  it("Hideout Management: the bitcoin farm holds 2 more at the elite level only", () => {
    expect(bitcoinStorage(3, 2, 50)).toBe(3);
    expect(bitcoinStorage(3, 2, 51)).toBe(5);
  });
});
