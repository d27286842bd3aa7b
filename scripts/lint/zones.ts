// Writes scripts/lint/zones.json, the import zones biome.json extends: one Biome
// `noRestrictedImports` override per folder of apps/web/app/features (a feature imports no other
// feature, as bulletproof-react's lint zones) and one per server layer below (services import neither
// http nor jobs). Run after adding or removing a feature folder: `node scripts/lint/zones.ts`;
// scripts/lint/zones.test.ts fails while the file differs from what this script makes.
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const FEATURES_DIR = "apps/web/app/features";
export const ZONES_FILE = "scripts/lint/zones.json";

/** The server's layers: a layer imports none of the folders beside it listed here. */
export const SERVER_LAYERS: readonly { folder: string; importsNot: readonly string[]; message: string }[] = [
  {
    folder: "apps/server/src/services",
    importsNot: ["http", "jobs"],
    message: "Services import neither http nor jobs (http and jobs call services): move what both need to services/, the server's root modules or packages/.",
  },
];

const FEATURE_MESSAGE =
  "A feature does not import another feature (bulletproof-react's zones): move what both need to app/shared, app/ui or packages/game, or compose them in app/layouts or app/routes.";

/** The sub-folders of `dir`, sorted. */
export function foldersOf(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** A file of `folder` or of a sub-folder one level down reaches a sibling folder as `../x/` or `../../x/`. */
const siblingPaths = (names: readonly string[]) => names.flatMap((n) => [`../${n}/**`, `../../${n}/**`]);

function zone(folder: string, group: string[], message: string) {
  return {
    includes: [`${folder}/**`],
    linter: { rules: { style: { noRestrictedImports: { level: "error", options: { patterns: [{ group, message }] } } } } },
  };
}

/** The zones for these feature folders (default: the folders on disk). */
export function zones(features: readonly string[] = foldersOf(FEATURES_DIR)) {
  for (const feature of features) {
    // `../x/` from a feature's sub-folder would name its own sibling, not feature x: the patterns would be wrong.
    const clash = foldersOf(`${FEATURES_DIR}/${feature}`).find((sub) => features.includes(sub));
    if (clash) throw new Error(`${FEATURES_DIR}/${feature}/${clash} is named like a feature: rename it`);
  }
  return {
    $schema: "../../node_modules/@biomejs/biome/configuration_schema.json",
    overrides: [
      ...features.map((feature) => zone(`${FEATURES_DIR}/${feature}`, siblingPaths(features.filter((other) => other !== feature)), FEATURE_MESSAGE)),
      ...SERVER_LAYERS.map((layer) => zone(layer.folder, siblingPaths(layer.importsNot), layer.message)),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(`${root}${ZONES_FILE}`, `${JSON.stringify(zones(), null, 2)}\n`);
  execFileSync(`${root}node_modules/.bin/biome`, ["format", "--write", ZONES_FILE], { cwd: root, stdio: "inherit" });
}
