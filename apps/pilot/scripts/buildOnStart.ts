// The pilot's executables built with the site (issue 32, item 7; docs/decisions/059): when the server
// starts and its downloads folder lacks them for this pilot version, Node version and site, they are
// built in a child process at low priority (`nice`), after the server listens. The folder's lock
// (buildFolder.ts) keeps it to one build at a time across instances sharing the folder. Light on
// purpose: the server imports this, the build script (rolldown, postject) runs only in the child.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pilotManifest } from "@raidkit/api";
import { PILOT_VERSION } from "../src/version.ts";
import {
  BUILD_SCRIPT,
  type BuildFailure,
  FAILURE_FILE,
  LINUX_NODE,
  LOCK_HELD_EXIT,
  MANIFEST_FILE,
  POSTJECT_CLI,
  ROOT,
  readBuildLock,
  TARGETS,
  type Target,
} from "./buildFolder.ts";

/** PILOT_BUILD: `auto` (Linux, and Windows when its base binary can be had from the npm registry), `linux`, `off`. */
export type PilotBuildMode = "auto" | "linux" | "off";
export const PILOT_BUILD_MODES: readonly PilotBuildMode[] = ["auto", "linux", "off"];

export type PilotBuildPlan =
  | { build: true; targets: Target[]; windowsIfAvailable: boolean; reason: string }
  /** `cannot`: this install can never build (another platform, no build tools): the admin is told why. */
  | { build: false; reason: string; cannot?: boolean };

/** The `node` devDependency's version: the Node the executables carry. Null when it is not installed. */
function buildNodeVersion(): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(ROOT, "node_modules/node/package.json"), "utf8")) as { version: string }).version;
  } catch {
    return null;
  }
}

function sizeOf(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

/**
 * Whether the server builds the executables now, and which: those of the mode (Linux; Windows too in
 * `auto`) that manifest.json in `dir` lacks for this pilot version, this Node and the site's origin
 * (when it has one), with the listed file on disk at the listed size. None when the mode is off, the
 * machine cannot build, or another build holds the folder's lock.
 */
export function planPilotBuild(options: { mode: PilotBuildMode; dir: string; origin: string | null }): PilotBuildPlan {
  const { mode, dir, origin } = options;
  if (mode === "off") return { build: false, reason: "PILOT_BUILD=off" };
  if (process.platform !== "linux" || process.arch !== "x64") {
    return {
      build: false,
      cannot: true,
      reason: `the pilot is built on Linux x64 only (this is ${process.platform}-${process.arch}): run \`npm run pilot:build\` there`,
    };
  }
  const nodeVersion = buildNodeVersion();
  const tools = [LINUX_NODE, POSTJECT_CLI, path.join(ROOT, "node_modules/rolldown/package.json")];
  if (nodeVersion === null || !tools.every((file) => existsSync(file))) {
    return {
      build: false,
      cannot: true,
      reason: "the build tools are not installed (the node, postject and rolldown devDependencies: `npm ci` without --omit=dev)",
    };
  }
  const lock = readBuildLock(dir);
  if (lock) return { build: false, reason: `another build is writing ${dir} (pid ${lock.pid} on ${lock.host} since ${lock.startedAt})` };
  let files: { file: string; platform: string; size: number; version: string; nodeVersion: string; origins: string[] }[] = [];
  try {
    const parsed = pilotManifest.safeParse(JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8")));
    if (parsed.success) files = parsed.data.files;
  } catch {
    // No manifest (or an unreadable one): nothing is built.
  }
  const current = (target: Target) =>
    files.some(
      (entry) =>
        entry.platform === TARGETS[target].platform &&
        entry.version === PILOT_VERSION &&
        entry.nodeVersion === nodeVersion &&
        (origin === null || entry.origins.includes(origin)) &&
        sizeOf(path.join(dir, entry.file)) === entry.size,
    );
  const wanted: Target[] = mode === "auto" ? ["linux", "win"] : ["linux"];
  const missing = wanted.filter((target) => !current(target));
  const what = `pilot ${PILOT_VERSION}, Node ${nodeVersion}${origin ? `, ${origin}` : ""}`;
  if (missing.length === 0) return { build: false, reason: `built for ${what}` };
  return { build: true, targets: missing, windowsIfAvailable: mode === "auto", reason: `${missing.join(" and ")} not built for ${what}` };
}

/** What the server's logger offers (pino's). */
export interface BuildLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type PilotBuildOutcome = "none" | "built" | "failed" | "lock-held" | "stopped";

export interface PilotBuildRun {
  plan: PilotBuildPlan;
  /** How it ended: immediately for a plan without a build. */
  done: Promise<PilotBuildOutcome>;
  /** Ends a build under way (the server stops): its process group is sent SIGTERM. */
  stop(): void;
}

function recordFailure(dir: string, reason: string): void {
  const failure: BuildFailure = { at: new Date().toISOString(), reason };
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, FAILURE_FILE), `${JSON.stringify(failure)}\n`);
  } catch {
    // A folder the server cannot write: the log line says why.
  }
}

const NICE = ["/usr/bin/nice", "/bin/nice"].find((file) => existsSync(file));
/** The build's priority at start-up: the lowest, so the site's requests come first. */
export const PILOT_BUILD_NICENESS = 19;

/**
 * Plans (planPilotBuild) and, when it says so, builds in a child process: `nice -n 19 node build.ts`,
 * in a process group of its own. One log line says what happened: built, left to another instance's
 * build, or failed with the build's last line as the reason (also written to FAILURE_FILE for /pilot).
 */
export function startPilotBuild(options: {
  mode: PilotBuildMode;
  dir: string;
  origin: string | null;
  log: BuildLog;
  /** PILOT_BUILD_NICENESS unless told (a test beside busy test workers would wait minutes at 19). */
  niceness?: number;
}): PilotBuildRun {
  const { dir, origin, log } = options;
  const plan = planPilotBuild(options);
  if (!plan.build) {
    if (plan.cannot) {
      log.warn({ dir }, `pilot downloads not built: ${plan.reason}`);
      recordFailure(dir, plan.reason);
      return { plan, done: Promise.resolve("failed"), stop: () => {} };
    }
    log.debug({ dir }, `pilot downloads: no build at start-up (${plan.reason})`);
    return { plan, done: Promise.resolve("none"), stop: () => {} };
  }
  rmSync(path.join(dir, FAILURE_FILE), { force: true });
  const args = [BUILD_SCRIPT, ...plan.targets.flatMap((t) => ["--target", t]), "--out", dir, ...(origin ? ["--origin", origin] : [])];
  if (plan.windowsIfAvailable) args.push("--windows-if-available");
  const [command, commandArgs] = NICE ? [NICE, ["-n", String(options.niceness ?? PILOT_BUILD_NICENESS), process.execPath, ...args]] : [process.execPath, args];
  log.info({ dir, targets: plan.targets }, `pilot downloads: building in the background (${plan.reason})`);
  const started = performance.now();
  let child: ChildProcess;
  let stopped = false;
  const done = new Promise<PilotBuildOutcome>((resolve) => {
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter((line) => line.trim() !== ""),
      );
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    };
    const fail = (reason: string) => {
      log.error({ dir, targets: plan.targets }, `pilot downloads not built: ${reason}`);
      recordFailure(dir, reason);
      resolve("failed");
    };
    // PUBLIC_URL is not passed on: the origin is given (or not) by --origin.
    const env = { ...process.env, PUBLIC_URL: "" };
    child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    if (!NICE && child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // Left at normal priority.
      }
    }
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", (error) => fail(`the build could not start: ${error.message}`));
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const left = lines.find((line) => line.startsWith("Windows left out"));
      if (code === 0) {
        if (left) log.warn({ dir }, `pilot downloads: ${left}`);
        log.info({ dir, seconds }, `pilot downloads built (${plan.targets.filter((t) => !(left && t === "win")).join(" and ") || "nothing new"})`);
        resolve("built");
      } else if (code === LOCK_HELD_EXIT) {
        log.info({ dir }, "pilot downloads: another instance is building them");
        resolve("lock-held");
      } else if (stopped) {
        log.info({ dir }, "pilot downloads: the build was stopped with the server");
        resolve("stopped");
      } else {
        const last = lines.findLast((line) => line.startsWith("pilot build failed: ")) ?? lines.at(-1);
        fail(`${last?.replace(/^pilot build failed: /, "") ?? "no output"} (exit ${signal ?? code})`);
      }
    });
  });
  return {
    plan,
    done,
    stop: () => {
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    },
  };
}
