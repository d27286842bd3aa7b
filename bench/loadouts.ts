// The loadout builder's figures (issue 16): what one part change costs in the browser's code path
// (the build recomputed: part set, figures, conflicts, required slots, price) on a real M4A1 with
// every handguard the game allows, beside a baseline (copying the build); and the builder page's
// JS+CSS beyond the shell every page loads (gzip), with its weapon data (brotli).
// `npm run bench:loadouts` runs it alone against its own server; `npm run bench` includes it.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { WeaponBuilderData } from "@raidkit/api";
import { buildConflicts, buildItemIds, buildPrice, buildStats, defaultBuild, missingRequired, setPart, slotOptions, weaponCatalogue } from "@raidkit/game";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { buildIfNeeded } from "../scripts/buildIfNeeded.ts";
import { BROWSER, median, percentile, startProcess, tempDir } from "./lib.ts";

const M4A1 = "5447a9cd4bdc2dbd208b4567";
const HANDGUARD = "mod_reciever/mod_handguard";

export interface LoadoutFigures {
  changes: number;
  medianMs: number;
  p95Ms: number;
  baselineMs: number;
  pageAssets: { files: number; gzipBytes: number; shellFiles: number; budgetBytes: number };
  builderDataBrotliBytes: number;
}

const assetsOf = async (base: string, path: string) => {
  const html = await (await fetch(base + path, { headers: BROWSER })).text();
  return new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
};

export async function benchLoadouts(base: string): Promise<LoadoutFigures> {
  // The builder page names its weapon data's address; the browser loads it (decision 024).
  const page = await (await fetch(`${base}/loadouts/weapon/${M4A1}`, { headers: BROWSER })).text();
  const dataUrl = page.match(/\/api\/be\/loadouts\/builder\/en\/pvp\/[^"'\s\\]+/)?.[0];
  if (!dataUrl) throw new Error("the builder page names no weapon data");
  const response = await fetch(base + dataUrl, { headers: { ...BROWSER, "accept-encoding": "br" } });
  const builderDataBrotliBytes = Number(response.headers.get("content-length"));
  await response.arrayBuffer();
  const data = (await (await fetch(base + dataUrl, { headers: BROWSER })).json()) as WeaponBuilderData;

  const cat = weaponCatalogue({ weapons: [data.weapon], parts: Object.values(data.parts), ammo: data.ammo, presets: data.presets });
  const start = defaultBuild(cat, data.weapon);
  const handguards = slotOptions(cat, start, HANDGUARD);
  const prices = (id: string) => (id === data.weapon.id ? data.weapon.prices : data.parts[id]?.prices) ?? undefined;
  const settings = { priceField: "price" as const, useFlea: true, useTraders: true, tradersLL: { Mechanic: 2, Skier: 2, Peacekeeper: 2 }, userPrices: {} };
  const times: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const part of handguards) {
      const started = performance.now();
      const build = setPart(cat, start, HANDGUARD, part.id);
      buildStats(cat, build);
      buildConflicts(cat, build);
      missingRequired(cat, build);
      buildPrice(buildItemIds(build), prices, settings);
      times.push(performance.now() - started);
      const copied = performance.now();
      structuredClone(build);
      baseline.push(performance.now() - copied);
    }
  }

  // The shell: what every page loads (the assets two plain pages share); the builder's own beyond it.
  const [builder, fee, time] = await Promise.all([assetsOf(base, `/loadouts/weapon/${M4A1}`), assetsOf(base, "/fee"), assetsOf(base, "/time")]);
  const shell = new Set([...fee].filter((a) => time.has(a)));
  let gzipBytes = 0;
  const own = [...builder].filter((a) => !shell.has(a));
  for (const asset of own) gzipBytes += gzipSync(Buffer.from(await (await fetch(base + asset)).arrayBuffer()), { level: 9 }).length;
  return {
    changes: times.length,
    medianMs: median(times),
    p95Ms: percentile(times, 0.95),
    baselineMs: median(baseline),
    pageAssets: { files: own.length, gzipBytes, shellFiles: shell.size, budgetBytes: 150 * 1024 },
    builderDataBrotliBytes,
  };
}

export function formatLoadouts(f: LoadoutFigures): string {
  return `Builder: one part change recomputed median ${f.medianMs.toFixed(3)} ms, p95 ${f.p95Ms.toFixed(3)} ms over ${f.changes} handguard swaps; baseline (copy of the build) ${f.baselineMs.toFixed(3)} ms   (budget 2 ms)
Builder page JS+CSS beyond the shell ${(f.pageAssets.gzipBytes / 1024).toFixed(1)} KB gzip in ${f.pageAssets.files} files (shell: ${f.pageAssets.shellFiles} files)   (budget 150 KB)
M4A1 builder data                    ${(f.builderDataBrotliBytes / 1024).toFixed(1)} KB brotli`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfNeeded();
  const port = 3493;
  const app = await startProcess(
    "apps/server/src/main.ts",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDir("raidkit-bench-loadouts-"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      PRICE_SOURCE_URL: "off",
      PILOT_BUILD: "off",
    },
    `http://127.0.0.1:${port}/favicon.svg`,
    SERVER_NODE_FLAGS,
  );
  try {
    console.log(formatLoadouts(await benchLoadouts(`http://127.0.0.1:${port}`)));
  } finally {
    app.kill();
  }
}
