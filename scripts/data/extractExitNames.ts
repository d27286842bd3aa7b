// Writes the game's names of the maps' exits into each locale file of the pack (data/README.md,
// "Exit names"): data/locales/<lang>.json `exits`, { exit's Name in data/maps/exits_and_bosses.json:
// its name in that language }, verbatim from the SPT locale of the same commit as the locale files'
// other names (the game's locale keys an exit by its Name: "Dorms V-Ex" -> "А-Выход у общаги").
// The extracts of tarkov.dev's 2026 maps reply (data/maps/map_positions_tarkovdev_2026.json.gz) are named
// by the game's key too (scav exits among them), looked up the same way (letter case aside: "Railroad to
// Port" is the locale's "Railroad To Port"). Names the locale lacks (internal names like
// "tunnel_shared") are left out and read in English.
// It also writes each map's description in the language (`maps.<id>.description`, the locale's
// "<map id> Description"; English is in maps/maps.json).
// Usage: node scripts/data/extractExitNames.ts <sp-tarkov/server-csharp git dir>
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { ROOT } from "../buildIfNeeded.ts";

const COMMIT = "4953527bcaff9d23f9664f12c8e92fc7010173a9";

const gitDir = process.argv[2];
if (!gitDir) throw new Error("usage: node scripts/data/extractExitNames.ts <sp-tarkov/server-csharp git dir>");

const exits = JSON.parse(readFileSync(path.join(ROOT, "data/maps/exits_and_bosses.json"), "utf8")) as { maps: { exits: { Name?: string }[] }[] };
// The positioned extracts of tarkov.dev's 2026 maps reply carry the game's own key as their name (scav exits included).
const positions = JSON.parse(gunzipSync(readFileSync(path.join(ROOT, "data/maps/map_positions_tarkovdev_2026.json.gz"))).toString("utf8")) as {
  maps: Record<string, { extracts?: { name?: string }[] }>;
};
const names = [
  ...new Set([
    ...exits.maps.flatMap((m) => m.exits.map((e) => e.Name)),
    ...Object.values(positions.maps).flatMap((m) => (m.extracts ?? []).map((e) => e.name)),
  ]),
]
  .filter((n): n is string => !!n)
  .sort();

for (const file of readdirSync(path.join(ROOT, "data/locales")).filter((f) => f.endsWith(".json"))) {
  const target = path.join(ROOT, "data/locales", file);
  const pack = JSON.parse(readFileSync(target, "utf8")) as {
    sources: { names: { path: string; commit: string } };
    maps: Record<string, { description?: string }>;
    exits?: Record<string, string>;
  };
  // The same SPT file the locale's other names came from (cz.json for cs, ch.json for zh…).
  if (pack.sources.names.commit !== COMMIT) throw new Error(`${file}: names from ${pack.sources.names.commit}, expected ${COMMIT}`);
  const spt = JSON.parse(
    execFileSync("git", ["--git-dir", gitDir, "show", `${COMMIT}:${pack.sources.names.path}`], { maxBuffer: 64 << 20 }).toString("utf8"),
  ) as Record<string, string>;
  // The locale's keys by their letters alone: "Railroad to Port" is keyed "Railroad To Port".
  const loose = new Map(Object.keys(spt).map((k) => [k.toLowerCase(), k]));
  const found: Record<string, string> = {};
  for (const name of names) {
    const text = (spt[name] ?? spt[loose.get(name.toLowerCase()) ?? ""])?.trim();
    if (text) found[name] = text;
  }
  pack.exits = found;
  // Each map's description in this language ("<map id> Description"), beside its name.
  for (const [id, map] of Object.entries(pack.maps)) {
    const text = spt[`${id} Description`]?.trim();
    if (text) map.description = text;
  }
  writeFileSync(target, `${JSON.stringify(pack)}\n`);
  console.log(`${file}: ${Object.keys(found).length} of ${names.length} exit names`);
}
