// The pilot's Linux executable (`npm run pilot:build`, docs/decisions/030): its size and start-up
// time (spawn to the pairing code printed, no Node on the PATH), beside the baseline of the same
// pilot started from the repository with `node apps/pilot/src/main.ts`. `npm run bench` reuses the
// build in apps/pilot/dist and skips with a message when there is none; run alone
// (`node bench/pilotExecutable.ts`) it builds the Linux executable into a temp folder first (≈10 s).
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PilotManifest } from "@raidkit/api";
import { buildPilot, DEFAULT_OUT_DIR, MANIFEST_FILE } from "../apps/pilot/scripts/build.ts";
import { freePort, playerEnvironment, startExecutable } from "../apps/pilot/scripts/executable.ts";
import { makeTempGame } from "../apps/pilot/src/testing.ts";
import { PILOT_VERSION } from "../apps/pilot/src/version.ts";
import { median, percentile, ROOT, tempDir } from "./lib.ts";

const RUNS = Number(process.env.BENCH_PILOT_STARTS ?? 10);

export interface PilotExecutableFigures {
  file: string;
  sizeBytes: number;
  nodeVersion: string;
  runs: number;
  startupMedianMs: number;
  startupP95Ms: number;
  /** `node apps/pilot/src/main.ts`, same options, same machine. */
  baselineMedianMs: number;
}

/** The Linux executable of the current version in `dir`'s manifest, when it is there as described. */
export function existingLinuxBuild(dir: string = DEFAULT_OUT_DIR): { file: string; nodeVersion: string } | null {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PilotManifest;
  const entry = manifest.files.find((f) => f.platform === "linux-x64" && f.version === PILOT_VERSION);
  const file = entry && path.join(dir, entry.file);
  return entry && file && existsSync(file) && statSync(file).size === entry.size ? { file, nodeVersion: entry.nodeVersion } : null;
}

async function startupTimes(command: string, prefix: string[], runs: number): Promise<number[]> {
  const game = makeTempGame();
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const port = await freePort();
      const args = [
        ...prefix,
        "--game-folder",
        game.gameFolder,
        "--screenshots-folder",
        game.screenshotsFolder,
        "--port",
        String(port),
        "--config",
        game.configPath,
      ];
      const env = command === process.execPath ? { ...playerEnvironment(game.root), PATH: process.env.PATH ?? "" } : playerEnvironment(game.root);
      const started = await startExecutable(command, args, env);
      times.push(started.startupMs);
      await started.stop();
    }
    return times;
  } finally {
    game.cleanup();
  }
}

/** Measures an executable already built (see existingLinuxBuild). */
export async function benchPilotExecutable(build: { file: string; nodeVersion: string }, runs = RUNS): Promise<PilotExecutableFigures> {
  const times = await startupTimes(build.file, [], runs);
  const baseline = await startupTimes(process.execPath, [path.join(ROOT, "apps/pilot/src/main.ts")], runs);
  return {
    file: path.basename(build.file),
    sizeBytes: statSync(build.file).size,
    nodeVersion: build.nodeVersion,
    runs,
    startupMedianMs: median(times),
    startupP95Ms: percentile(times, 0.95),
    baselineMedianMs: median(baseline),
  };
}

export function formatPilotExecutable(f: PilotExecutableFigures): string {
  return `Pilot executable ${f.file}    ${(f.sizeBytes / 1024 / 1024).toFixed(1)} MB (Node ${f.nodeVersion}); start-up to the pairing code median ${f.startupMedianMs.toFixed(0)} ms, p95 ${f.startupP95Ms.toFixed(0)} ms over ${f.runs} starts; baseline (node apps/pilot/src/main.ts) ${f.baselineMedianMs.toFixed(0)} ms`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let build = existingLinuxBuild();
  let temporary: string | null = null;
  if (!build) {
    temporary = tempDir("raidkit-bench-pilot-build-");
    console.log(`No Linux build of pilot ${PILOT_VERSION} in ${path.relative(ROOT, DEFAULT_OUT_DIR)}: building one in ${temporary}…`);
    await buildPilot({ targets: ["linux"], outDir: temporary, log: () => {} });
    build = existingLinuxBuild(temporary);
  }
  try {
    if (!build) throw new Error("the build wrote no Linux executable");
    console.log(formatPilotExecutable(await benchPilotExecutable(build)));
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}
