// Copies two small sets of game rules into the data pack, verbatim, from pinned commits of their
// public sources (bare git snapshots, read with `git show`), with their source block:
//   data/editions.json      game editions: starting stash and Cultist Circle levels, edition-only
//                           and excluded quests (tarkovtracker-org/tarkov-data-overlay, MIT; the
//                           same overlay commit as quests_2025.json's editionRules)
//   data/game_globals.json  flea market tax rates and Hideout Management elite slots (SPT
//                           globals.json, CC BY-NC-SA 4.0; the same commit as the rest of the SPT data)
// Usage: node scripts/extract-game-rules.ts <overlay git dir> <server-csharp git dir>
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./buildIfNeeded.ts";

const OVERLAY = { repository: "tarkovtracker-org/tarkov-data-overlay", commit: "fc9a4c307fb08a30b5be4f7587b5a4919c661095", path: "dist/overlay.json" };
const SPT = {
  repository: "sp-tarkov/server-csharp",
  commit: "4953527bcaff9d23f9664f12c8e92fc7010173a9",
  path: "Libraries/SPTarkov.Server.Assets/Assets/database/globals.json",
};

const [overlayDir, sptDir] = process.argv.slice(2);
if (!overlayDir || !sptDir) {
  console.error("usage: node scripts/extract-game-rules.ts <overlay git dir> <server-csharp git dir>");
  process.exit(2);
}
const show = (dir: string, ref: string) => execFileSync("git", ["--git-dir", dir, "show", ref], { encoding: "utf8", maxBuffer: 1 << 30 });

const overlay = JSON.parse(show(overlayDir, `${OVERLAY.commit}:${OVERLAY.path}`));
const editions = {
  source: {
    ...OVERLAY,
    commitDate: execFileSync("git", ["--git-dir", overlayDir, "log", "-1", "--format=%cI", OVERLAY.commit], { encoding: "utf8" }).trim(),
    license: "MIT (LICENSE file)",
  },
  note: "The overlay's `editions` object, verbatim: per edition its id (the code quests_2025.json's editionRules use), title, defaultStashLevel, defaultCultistCircleLevel, traderRepBonus, exclusiveTaskIds, excludedTaskIds.",
  editions: overlay.editions,
};
writeFileSync(path.join(ROOT, "data/editions.json"), `${JSON.stringify(editions)}\n`);

const globals = JSON.parse(show(sptDir, `${SPT.commit}:${SPT.path}`)).config;
const rules = {
  source: {
    ...SPT,
    commitDate: execFileSync("git", ["--git-dir", sptDir, "log", "-1", "--format=%cI", SPT.commit], { encoding: "utf8" }).trim(),
    license: "CC BY-NC-SA 4.0 (LICENSE file of the repository)",
  },
  note: "Fields of config copied verbatim: RagFair.communityItemTax and communityRequirementTax (flea market tax rates, in percent) and SkillsSettings.HideoutManagement.EliteSlots (extra slots and storage the elite Hideout Management skill gives per station).",
  ragFair: { communityItemTax: globals.RagFair.communityItemTax, communityRequirementTax: globals.RagFair.communityRequirementTax },
  hideoutManagementEliteSlots: globals.SkillsSettings.HideoutManagement.EliteSlots,
};
writeFileSync(path.join(ROOT, "data/game_globals.json"), `${JSON.stringify(rules)}\n`);
console.log("data/editions.json, data/game_globals.json written");
