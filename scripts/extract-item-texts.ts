// Adds the game's item descriptions to the data pack's locale files, verbatim, from the pinned SPT
// commit the names come from (bare git snapshot, read with `git show`):
//   data/locales/<code>.json  `itemDescriptions`: item id -> the locale's "<id> Description" string,
//                             for the ids of items.json (non-blank strings only; English stays in
//                             items.json `description`), plus `sources.descriptions` and
//                             `coverage.itemDescriptions`. Every other field is left as it is.
// Running it again rewrites the same bytes. CC BY-NC-SA 4.0, as the rest of the SPT data.
// Usage: node scripts/extract-item-texts.ts <server-csharp git dir>
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./buildIfNeeded.ts";

const SPT = {
  repository: "sp-tarkov/server-csharp",
  commit: "4953527bcaff9d23f9664f12c8e92fc7010173a9",
  dir: "Libraries/SPTarkov.Server.Assets/Assets/database/locales/global",
};
/** Pack locale file code -> SPT locale file name (the same list as the names, data/README.md). */
const LANGUAGES: Record<string, string> = { ru: "ru", de: "ge", fr: "fr", es: "es", cs: "cz", zh: "ch", hu: "hu", tr: "tu", ja: "jp", ko: "kr" };

const [sptDir] = process.argv.slice(2);
if (!sptDir) {
  console.error("usage: node scripts/extract-item-texts.ts <server-csharp git dir>");
  process.exit(2);
}
const git = (...args: string[]) => execFileSync("git", ["--git-dir", sptDir, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
const sptLocale = (file: string) => JSON.parse(git("show", `${SPT.commit}:${SPT.dir}/${file}.json`)) as Record<string, unknown>;
const commitDate = git("log", "-1", "--format=%cI", SPT.commit).trim();

const items = (JSON.parse(readFileSync(path.join(ROOT, "data/items.json"), "utf8")) as { items: { id: string; description: string | null }[] }).items;

// items.json's English descriptions come from the same commit: check that before trusting the ids.
const english = sptLocale("en");
const differing = items.filter((i) => typeof english[`${i.id} Description`] === "string" && english[`${i.id} Description`] !== i.description);
if (differing.length > 0) throw new Error(`${differing.length} English descriptions differ from items.json (e.g. ${differing[0]?.id}): not the same snapshot`);

const withText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const englishCount = items.filter((i) => withText(i.description)).length;

for (const [code, sptFile] of Object.entries(LANGUAGES)) {
  const strings = sptLocale(sptFile);
  const descriptions: Record<string, string> = {};
  for (const item of items) {
    const value = strings[`${item.id} Description`];
    if (withText(value)) descriptions[item.id] = value;
  }
  const file = path.join(ROOT, "data/locales", `${code}.json`);
  const locale = JSON.parse(readFileSync(file, "utf8"));
  locale.sources.descriptions = {
    repository: SPT.repository,
    path: `${SPT.dir}/${sptFile}.json`,
    commit: SPT.commit,
    commitDate,
    license: "CC BY-NC-SA 4.0 (LICENSE file of the repository)",
    note: "itemDescriptions: the locale's '<itemId> Description' strings for the ids of items.json, verbatim; blank strings left out (English: items.json description)",
  };
  locale.coverage.itemDescriptions = { count: Object.keys(descriptions).length, ofItemsJson: items.length, englishInItemsJson: englishCount };
  locale.itemDescriptions = descriptions;
  writeFileSync(file, `${JSON.stringify(locale)}\n`);
  console.log(`data/locales/${code}.json: ${Object.keys(descriptions).length} item descriptions`);
}
