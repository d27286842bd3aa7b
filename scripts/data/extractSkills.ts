// Writes the game's skill list into the data pack, and the skill rates the site computes with into
// game_globals.json (data/README.md, "Skills"):
//   data/skills.json        every player skill of the game: its id (SPT's SkillTypes enum), its group and
//                           its name in English and Russian, verbatim from the SPT locale (key = the id;
//                           SPT spells four keys differently: Troubleshooting, AUCTIONS, BearHeavyCaliber,
//                           BearRawPower). The USEC skills have no string in that locale: their English
//                           name is the one of the group source below, and no Russian name is known.
//   data/game_globals.json  `skills`: Crafting.CraftTimeReductionPerLevel and HideoutManagement's
//                           ConsumptionReductionPerLevel and SkillBoostPercent, verbatim from SPT globals.json
//                           SkillsSettings (the other fields of the file are left as they are).
// The group of each skill (physical, mental, combat, practical, special) is the `type` field of
// austinhodak/TheHideoutAndroid tarkovapi/src/main/res/raw/skills.json @ 569cbb3dbe7698e4401ab0659a04279cd75cfc3e
// (a wiki transcription, no license stated; "BEAR"/"USEC" there = special here), transcribed by hand into
// GROUP below from the stored copy of that file (matched on the English name), as the pack's
// extract_positions_tarkovdev.json was. Skills the game enum holds for bots or as aggregates (BotReload,
// BotSound, Misc, DrawMaster, AimMaster) are not player skills on the game's skill screen and are left out.
// Usage: node scripts/data/extractSkills.ts <sp-tarkov/server-csharp git dir>
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../buildIfNeeded.ts";

const SPT = {
  repository: "sp-tarkov/server-csharp",
  commit: "4953527bcaff9d23f9664f12c8e92fc7010173a9",
  globals: "Libraries/SPTarkov.Server.Assets/Assets/database/globals.json",
  locales: "Libraries/SPTarkov.Server.Assets/Assets/database/locales/global",
  license: "CC BY-NC-SA 4.0 (LICENSE file of the repository)",
};
const GROUP_SOURCE = {
  repository: "austinhodak/TheHideoutAndroid",
  commit: "569cbb3dbe7698e4401ab0659a04279cd75cfc3e",
  path: "tarkovapi/src/main/res/raw/skills.json",
  license: "none stated (no LICENSE file)",
};

/** id → [group, English name of the group source when the SPT locale has none]. */
const GROUP: Record<string, [string, string?]> = {
  Endurance: ["physical"],
  Strength: ["physical"],
  Vitality: ["physical"],
  Health: ["physical"],
  StressResistance: ["physical"],
  Metabolism: ["physical"],
  Immunity: ["physical"],
  Perception: ["mental"],
  Intellect: ["mental"],
  Attention: ["mental"],
  Charisma: ["mental"],
  Memory: ["mental"],
  Pistol: ["combat"],
  Revolver: ["combat"],
  SMG: ["combat"],
  Assault: ["combat"],
  Shotgun: ["combat"],
  Sniper: ["combat"],
  DMR: ["combat"],
  LMG: ["combat"],
  HMG: ["combat"],
  Launcher: ["combat"],
  AttachedLauncher: ["combat"],
  Throwing: ["combat"],
  Melee: ["combat"],
  RecoilControl: ["combat"],
  TroubleShooting: ["combat"],
  AimDrills: ["practical"],
  Crafting: ["practical"],
  HideoutManagement: ["practical"],
  Surgery: ["practical"],
  CovertMovement: ["practical"],
  Search: ["practical"],
  MagDrills: ["practical"],
  LightVests: ["practical"],
  HeavyVests: ["practical"],
  WeaponTreatment: ["practical"],
  ProneMovement: ["practical"],
  FieldMedicine: ["practical"],
  FirstAid: ["practical"],
  Lockpicking: ["practical"],
  Sniping: ["practical"],
  WeaponModding: ["practical"],
  AdvancedModding: ["practical"],
  NightOps: ["practical"],
  SilentOps: ["practical"],
  Auctions: ["practical"],
  Barter: ["practical"],
  Freetrading: ["practical"],
  Cleanoperations: ["practical"],
  Shadowconnections: ["practical"],
  Taskperformance: ["practical"],
  BearAksystems: ["special"],
  BearAssaultoperations: ["special"],
  BearAuthority: ["special"],
  BearHeavycaliber: ["special"],
  BearRawpower: ["special"],
  UsecArsystems: ["special", "USEC AR Systems"],
  UsecDeepweaponmodding_Settings: ["special", "USEC Deep Weapon Modding"],
  UsecLongrangeoptics_Settings: ["special", "USEC Long Range Optics"],
  UsecNegotiations: ["special", "USEC Negotiations"],
  UsecTactics: ["special", "USEC Tactics"],
};
/** SPT locale keys spelled otherwise than the enum id. */
const LOCALE_KEY: Record<string, string> = {
  TroubleShooting: "Troubleshooting",
  Auctions: "AUCTIONS",
  BearHeavycaliber: "BearHeavyCaliber",
  BearRawpower: "BearRawPower",
};
const NOT_PLAYER_SKILLS = new Set(["BotReload", "BotSound", "Misc", "DrawMaster", "AimMaster", "Physical", "Combat"]);

const [sptDir] = process.argv.slice(2);
if (!sptDir) {
  console.error("usage: node scripts/data/extractSkills.ts <sp-tarkov/server-csharp git dir>");
  process.exit(2);
}
const git = (args: string[]) => execFileSync("git", ["--git-dir", sptDir, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
const show = (p: string) => git(["show", `${SPT.commit}:${p}`]);
const commitDate = git(["log", "-1", "--format=%cI", SPT.commit]).trim();

// The enum decides which skills exist: every one must be placed in a group or named a non-player skill.
const enumText = show("Libraries/SPTarkov.Server.Core/Models/Enums/SkillTypes.cs");
const enumIds = [...enumText.replace(/\/\/.*$/gm, "").matchAll(/^\s*([A-Za-z_]+),?\s*$/gm)].map((m) => m[1] as string);
for (const id of enumIds) if (!GROUP[id] && !NOT_PLAYER_SKILLS.has(id)) throw new Error(`skill ${id} has no group`);
for (const id of Object.keys(GROUP)) if (!enumIds.includes(id)) throw new Error(`${id} is not in SkillTypes`);

const en = JSON.parse(show(`${SPT.locales}/en.json`)) as Record<string, string>;
const ru = JSON.parse(show(`${SPT.locales}/ru.json`)) as Record<string, string>;
const skills = enumIds
  .filter((id) => GROUP[id])
  .map((id) => {
    const [group, fallbackEn] = GROUP[id] as [string, string?];
    const key = LOCALE_KEY[id] ?? id;
    const nameEn = en[key] ?? fallbackEn;
    if (!nameEn) throw new Error(`skill ${id} has no English name`);
    return { id, group, names: { en: nameEn, ru: ru[key] ?? null }, nameSource: en[key] ? "spt" : "groupSource" };
  });

// The groups' names: the locale strings keyed by the group's English word (Physical → ru Физические).
const GROUP_KEYS = { physical: "Physical", mental: "Mental", practical: "Practical", combat: "Combat", special: "Special" };
const groups = Object.entries(GROUP_KEYS).map(([id, key]) => {
  if (!en[key] || !ru[key]) throw new Error(`group ${key} has no name`);
  return { id, names: { en: en[key], ru: ru[key] } };
});

const file = {
  source: {
    repository: SPT.repository,
    commit: SPT.commit,
    path: `${SPT.locales}/{en,ru}.json, Libraries/SPTarkov.Server.Core/Models/Enums/SkillTypes.cs`,
    commitDate,
    license: SPT.license,
  },
  groupSource: GROUP_SOURCE,
  note: "`groups`: the game's skill groups in the order of its skill screen, named by the SPT locale strings Physical, Mental, Practical, Combat, Special. Every player skill of the game enum (SPT SkillTypes), in its order, with its group (the group source's `type`, transcribed by scripts/data/extractSkills.ts) and its name in English and Russian verbatim from the SPT locale (null: no string in that locale; the USEC skills' English names come from the group source, nameSource groupSource).",
  groups,
  skills,
};
writeFileSync(path.join(ROOT, "data/skills.json"), `${JSON.stringify(file)}\n`);

const settings = JSON.parse(show(SPT.globals)).config.SkillsSettings;
const globalsPath = path.join(ROOT, "data/game_globals.json");
const globals = JSON.parse(readFileSync(globalsPath, "utf8"));
globals.skills = {
  source: { repository: SPT.repository, commit: SPT.commit, path: SPT.globals, commitDate, license: SPT.license },
  note: "config.SkillsSettings fields copied verbatim: Crafting.CraftTimeReductionPerLevel (% less craft time per level), HideoutManagement.ConsumptionReductionPerLevel (% less fuel and filter use per level) and HideoutManagement.SkillBoostPercent (% more of every hideout bonus per level).",
  craftTimeReductionPerLevel: settings.Crafting.CraftTimeReductionPerLevel,
  hideoutManagementConsumptionReductionPerLevel: settings.HideoutManagement.ConsumptionReductionPerLevel,
  hideoutManagementSkillBoostPercent: settings.HideoutManagement.SkillBoostPercent,
};
writeFileSync(globalsPath, `${JSON.stringify(globals)}\n`);
console.log(`data/skills.json (${skills.length} skills), data/game_globals.json skills written`);
