// Refreshes the data pack's current files from dated public snapshots of api.tarkov.dev replies, read
// from bare git snapshots of the repositories that commit them (read with `git log` / `git show`, every
// input pinned by commit below; data/README.md, "Current prices and items (2026)"):
//   data/price_history/flea_prices_2026.json.gz  every distinct flea scan of both game modes
//       (tarkov.dev `prices/<id>`: lowest offer, average, offer count, scan time) that
//       stenkoss/sp-flea committed between its first and its pinned commit;
//   data/items_tarkovdev_2026.json.gz  the newest tarkov.dev `items` reply (regular mode, English)
//       committed by Exently/TarkovMiniWiki: names, base price, types, icon, flea figures;
//   data/locales/<code>.json `questTexts`  the game's text of every quest objective and fail condition
//       of quests_2025.json (keyed by its id), verbatim from the SPT locale of the commit the pack's
//       names come from (sp-tarkov/server-csharp 4953527, CC BY-NC-SA 4.0); other fields are left as they are.
// Nothing is invented: a scan is kept as published (timestamp 0, the source's stand-in for "no scan", is
// dropped). Running it again writes the same bytes (gzip without a time stamp).
// Usage: node scripts/data/refreshPack.ts <sp-flea git dir> <TarkovMiniWiki git dir> <server-csharp git dir>
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../buildIfNeeded.ts";

const SP_FLEA = { repository: "stenkoss/sp-flea", commit: "d4a0297b", license: "none stated (no LICENSE file)" };
const MINI_WIKI = { repository: "Exently/TarkovMiniWiki", commit: "63470b07", path: "data/tarkov_items.json", license: "MIT (LICENSE file)" };
/** Pack mode -> the source's file (tarkov.dev's game modes: regular is PVP). */
const MODE_FILES = { pvp: "prices-regular.json", pve: "prices-pve.json" } as const;
const DAY_S = 86_400;
/**
 * Days of scans kept, counted back from the start of the UTC day of the newest scan: a month of
 * history as the site's charts and figures want it (the source's older scans are left out so that a
 * first start still imports the pack in seconds).
 */
const WINDOW_DAYS = 31;

const SPT = {
  repository: "sp-tarkov/server-csharp",
  commit: "4953527bcaff9d23f9664f12c8e92fc7010173a9",
  dir: "Libraries/SPTarkov.Server.Assets/Assets/database/locales/global",
  license: "CC BY-NC-SA 4.0 (LICENSE file)",
};
/** Pack locale file code -> SPT locale file name (as the names, data/README.md). */
const LANGUAGES: Record<string, string> = { ru: "ru", de: "ge", fr: "fr", es: "es", cs: "cz", zh: "ch", hu: "hu", tr: "tu", ja: "jp", ko: "kr" };

const [spFleaDir, miniWikiDir, sptDir] = process.argv.slice(2);
if (!spFleaDir || !miniWikiDir || !sptDir) {
  console.error("usage: node scripts/data/refreshPack.ts <stenkoss/sp-flea git dir> <Exently/TarkovMiniWiki git dir> <sp-tarkov/server-csharp git dir>");
  process.exit(2);
}
const gitIn = (dir: string) => (args: string[]) => execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });

interface Scan {
  t: number;
  min: number;
  avg: number;
  offers: number;
}
interface SourceScan {
  priceMin?: number;
  price?: number;
  offerCount?: number;
  timestamp?: number;
}

/** Every distinct scan of a mode in the commits up to the pinned one, per item, in time order. */
function scansOf(git: (args: string[]) => string, file: string): { scans: Map<string, Scan[]>; commits: { hash: string; t: number }[] } {
  const commits = git(["log", "--format=%H %ct", SP_FLEA.commit, "--", file])
    .trim()
    .split("\n")
    .map((line) => {
      const [hash, t] = line.split(" ");
      return { hash: hash as string, t: Number(t) };
    })
    .reverse();
  const first = commits[0]?.t ?? 0;
  const byItem = new Map<string, Map<number, Scan>>();
  for (const { hash } of commits) {
    const reply = JSON.parse(git(["show", `${hash}:${file}`])) as Record<string, SourceScan | number>;
    for (const [id, v] of Object.entries(reply)) {
      if (typeof v !== "object" || !v.timestamp || !v.priceMin || !v.price) continue;
      const t = Math.round(v.timestamp / 1000);
      // Scans older than a day before the first commit are the state the series starts from, not part of its window.
      if (t < first - DAY_S) continue;
      let scans = byItem.get(id);
      if (!scans) {
        scans = new Map();
        byItem.set(id, scans);
      }
      scans.set(t, { t, min: v.priceMin, avg: v.price, offers: v.offerCount ?? 0 });
    }
  }
  const newest = [...byItem.values()].reduce((t, m) => Math.max(t, ...m.keys()), 0);
  const from = Math.floor(newest / DAY_S) * DAY_S - WINDOW_DAYS * DAY_S;
  const scans = new Map(
    [...byItem.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, m]) => [id, [...m.values()].filter((s) => s.t >= from).sort((a, b) => a.t - b.t)] as const)
      .filter(([, list]) => list.length > 0),
  );
  return { scans, commits };
}

/** Columns of one item's scans: times as deltas in seconds from the file's `t0` (then from the previous scan). */
function columns(scans: readonly Scan[], t0: number) {
  return {
    dt: scans.map((s, i) => s.t - (i === 0 ? t0 : (scans[i - 1] as Scan).t)),
    min: scans.map((s) => s.min),
    avg: scans.map((s) => s.avg),
    offers: scans.map((s) => s.offers),
  };
}

const iso = (t: number) => new Date(t * 1000).toISOString().replace(".000Z", "Z");
const writeGz = (file: string, value: unknown) => {
  const bytes = gzipSync(JSON.stringify(value), { level: 9 });
  writeFileSync(path.join(ROOT, "data", file), bytes);
  console.log(`${file}: ${bytes.length} bytes`);
};

/** Writes the scans of both modes; answers how many. */
function buildPrices(): number {
  const git = gitIn(spFleaDir as string);
  const commitDate = git(["log", "-1", "--format=%cI", SP_FLEA.commit]).trim();
  const commit = git(["rev-parse", SP_FLEA.commit]).trim();
  const modes: Record<string, { from: string; to: string; commits: number; items: Record<string, ReturnType<typeof columns>> }> = {};
  const all = Object.entries(MODE_FILES).map(([mode, file]) => ({ mode, file, ...scansOf(git, file) }));
  let total = 0;
  const t0 = Math.min(...all.flatMap(({ scans }) => [...scans.values()].map((s) => (s[0] as Scan).t)));
  for (const { mode, file, scans, commits } of all) {
    const times = [...scans.values()].flat().map((s) => s.t);
    const from = times.reduce((a, b) => Math.min(a, b));
    const to = times.reduce((a, b) => Math.max(a, b));
    modes[mode] = {
      from: iso(from),
      to: iso(to),
      commits: commits.length,
      items: Object.fromEntries([...scans.entries()].map(([id, list]) => [id, columns(list, t0)])),
    };
    console.log(`${mode} (${file}): ${commits.length} commits, ${scans.size} items, ${times.length} scans, ${iso(from)} .. ${iso(to)}`);
    total += times.length;
  }
  writeGz("price_history/flea_prices_2026.json.gz", {
    source: {
      repository: SP_FLEA.repository,
      paths: Object.values(MODE_FILES),
      commit,
      commitDate,
      license: SP_FLEA.license,
      reply: "tarkov.dev json API prices/<item id> (newest scan per item), as the source commits it several times a day",
    },
    notes: `Every distinct scan (item, scan time) found in any commit of the source up to the pinned one, from ${WINDOW_DAYS} days before the UTC day of the newest scan; modes: pvp = tarkov.dev regular. Per item: dt = seconds from t0 (first scan) or from the previous scan, min = lowest offer (RUB), avg = average offer (RUB), offers = offer count.`,
    t0,
    modes,
  });
  return total;
}

interface MiniWikiItem {
  id: string;
  name: string;
  shortName: string | null;
  description: string | null;
  basePrice: number | null;
  avg24hPrice: number | null;
  lastLowPrice: number | null;
  iconLink: string | null;
  types: string[] | null;
}

/** Writes the reduced items reply; answers its item count. */
function buildItems(): number {
  const git = gitIn(miniWikiDir as string);
  const commit = git(["rev-parse", MINI_WIKI.commit]).trim();
  const commitDate = git(["log", "-1", "--format=%cI", commit]).trim();
  const reply = JSON.parse(git(["show", `${commit}:${MINI_WIKI.path}`])) as MiniWikiItem[];
  const items = reply
    .map((i) => ({
      id: i.id,
      name: i.name,
      shortName: i.shortName ?? null,
      description: i.description ?? null,
      basePrice: i.basePrice ?? null,
      avg24hPrice: i.avg24hPrice ?? null,
      lastLowPrice: i.lastLowPrice ?? null,
      types: i.types ?? [],
      iconLink: i.iconLink ?? null,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  writeGz("items_tarkovdev_2026.json.gz", {
    source: {
      repository: MINI_WIKI.repository,
      path: MINI_WIKI.path,
      commit,
      commitDate,
      license: MINI_WIKI.license,
      reply: "api.tarkov.dev GraphQL items (regular mode, English)",
    },
    notes:
      "Every item of the reply, fields as published (wikiLink, gridImageLink, normalizedName and craftsFor left out). Prices in RUB, regular (PVP) mode, at the commit time.",
    items,
  });
  console.log(`items: ${items.length}`);
  return items.length;
}

/** Objective and fail-condition texts of every language for the quests of quests_2025.json. */
function buildQuestTexts(): void {
  const git = gitIn(sptDir as string);
  const commitDate = git(["log", "-1", "--format=%cI", SPT.commit]).trim();
  const quests = (
    JSON.parse(readFileSync(path.join(ROOT, "data/quests_2025.json"), "utf8")) as {
      quests: { objectives?: { id?: string }[]; failConditions?: { id?: string }[] }[];
    }
  ).quests;
  const ids = [
    ...new Set(quests.flatMap((q) => [...(q.objectives ?? []), ...(q.failConditions ?? [])].map((o) => o.id).filter((id): id is string => !!id))),
  ].sort();
  for (const [code, spt] of Object.entries(LANGUAGES)) {
    const locale = JSON.parse(git(["show", `${SPT.commit}:${SPT.dir}/${spt}.json`])) as Record<string, unknown>;
    const texts: Record<string, string> = {};
    for (const id of ids) {
      const text = locale[id];
      if (typeof text === "string" && text.trim() !== "") texts[id] = text;
    }
    const file = path.join(ROOT, "data/locales", `${code}.json`);
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown> & { sources: Record<string, unknown>; coverage: Record<string, unknown> };
    data.questTexts = texts;
    data.sources.questTexts = { repository: SPT.repository, path: `${SPT.dir}/${spt}.json`, commit: SPT.commit, commitDate, license: SPT.license };
    data.coverage.questTexts = { found: Object.keys(texts).length, of: ids.length };
    writeFileSync(file, `${JSON.stringify(data)}\n`);
    console.log(`locales/${code}.json: ${Object.keys(texts).length} of ${ids.length} quest texts`);
  }
}

interface ManifestFile {
  file: string;
  bytes: number;
  records: number;
  description: string;
  sources: string[];
}

/**
 * Brings `manifest.json` up to date with this script's files: their entries (bytes, records, sources)
 * replace the old ones, the locale files' sizes are refreshed, and the files this refresh retired go.
 */
function updateManifest(written: ManifestFile[], retired: string[]): void {
  const file = path.join(ROOT, "data/manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { files: ManifestFile[]; sources: Record<string, unknown> };
  const mine = new Set(written.map((f) => f.file));
  manifest.files = manifest.files.filter((f) => !mine.has(f.file) && !retired.includes(f.file));
  for (const f of manifest.files) if (f.file.startsWith("locales/")) f.bytes = readFileSync(path.join(ROOT, "data", f.file)).length;
  manifest.files.push(...written);
  manifest.sources.spFlea = { repo: SP_FLEA.repository, commit: gitIn(spFleaDir as string)(["rev-parse", SP_FLEA.commit]).trim(), license: SP_FLEA.license };
  manifest.sources.miniWiki = {
    repo: MINI_WIKI.repository,
    commit: gitIn(miniWikiDir as string)(["rev-parse", MINI_WIKI.commit]).trim(),
    license: MINI_WIKI.license,
  };
  writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
}

const size = (file: string) => readFileSync(path.join(ROOT, "data", file)).length;
const itemCount = buildItems();
buildQuestTexts();
const scanCount = buildPrices();
updateManifest(
  [
    {
      file: "items_tarkovdev_2026.json.gz",
      bytes: size("items_tarkovdev_2026.json.gz"),
      records: itemCount,
      description: "The newest tarkov.dev items reply (regular mode, English, 2026-07-21): names, types, base price, icon link, flea figures (gzip)",
      sources: ["miniWiki"],
    },
    {
      file: "price_history/flea_prices_2026.json.gz",
      bytes: size("price_history/flea_prices_2026.json.gz"),
      records: scanCount,
      description: "Every distinct tarkov.dev flea scan of both game modes, 2026-07-22 to 2026-08-22 (lowest offer, average, offer count, scan time; gzip)",
      sources: ["spFlea"],
    },
  ],
  ["price_history/market_snapshot_2023-08.json"],
);
