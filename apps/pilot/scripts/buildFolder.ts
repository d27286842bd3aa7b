// What a folder of pilot executables holds (docs/decisions/030, 059): the executables' names,
// manifest.json, and the lock a build holds while it writes there. Light on purpose (no bundler):
// the server reads it at start-up to decide whether to build (buildOnStart.ts).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PilotPlatform } from "@raidkit/api";

export type Target = "linux" | "win";

export interface TargetSpec {
  platform: PilotPlatform;
  file: string;
  /** V8's code cache is made by the building Node for its own platform: only for the one it runs on. */
  codeCache: boolean;
}

export const TARGETS: Record<Target, TargetSpec> = {
  linux: { platform: "linux-x64", file: "raidkit-pilot-linux-x64", codeCache: process.platform === "linux" && process.arch === "x64" },
  win: { platform: "win-x64", file: "raidkit-pilot-win-x64.exe", codeCache: process.platform === "win32" && process.arch === "x64" },
};

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const DEFAULT_OUT_DIR = path.join(ROOT, "apps/pilot/dist");
export const MANIFEST_FILE = "manifest.json";
/** The `node` devDependency's binary (the Linux executable's base, and the Node that makes the blobs). */
export const LINUX_NODE = path.join(ROOT, "node_modules/node/bin/node");
export const POSTJECT_CLI = path.join(ROOT, "node_modules/postject/dist/cli.js");
/** The build script, run by the server in a child process (buildOnStart.ts). */
export const BUILD_SCRIPT = path.join(ROOT, "apps/pilot/scripts/build.ts");

/** Held by the build writing into a folder: one build at a time, even by instances sharing the folder. */
export const LOCK_FILE = ".build.lock";
/** A lock older than this is a build that died without removing it (a build takes 5–30 s, a first Windows fetch more). */
export const LOCK_STALE_MS = 30 * 60_000;
/** A build's exit code when another build holds the folder's lock (EX_TEMPFAIL). */
export const LOCK_HELD_EXIT = 75;

export interface BuildLock {
  pid: number;
  host: string;
  startedAt: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has the pid, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The lock of a build under way in `dir`, or null: none, unreadable, older than LOCK_STALE_MS, or
 * left by a process of this machine that is gone (a killed build). A lock of another machine (a
 * shared folder) counts until it is stale.
 */
export function readBuildLock(dir: string, now = Date.now()): BuildLock | null {
  let lock: BuildLock;
  try {
    lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as BuildLock;
  } catch {
    return null;
  }
  const started = Date.parse(lock.startedAt);
  if (!Number.isFinite(started) || now - started > LOCK_STALE_MS) return null;
  if (lock.host === os.hostname() && !alive(lock.pid)) return null;
  return lock;
}

/**
 * Takes the folder's lock for this process: a function that gives it back, or null when a build
 * holds it. A stale lock (readBuildLock) is taken over. Creating the file is atomic (`wx`), so of
 * builds starting together exactly one gets it.
 */
export function acquireBuildLock(dir: string): (() => void) | null {
  const file = path.join(dir, LOCK_FILE);
  const lock: BuildLock = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(lock)}\n`, { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (readBuildLock(dir) !== null) return null;
      rmSync(file, { force: true });
    }
  }
  return null;
}

/** Why the last build for this folder failed ({ at, reason }), for /pilot's admins; removed when a build starts. */
export const FAILURE_FILE = ".build-failed.json";

export interface BuildFailure {
  at: string;
  reason: string;
}

/** The recorded failure of the folder's last build, or null. */
export function readBuildFailure(dir: string): BuildFailure | null {
  try {
    const failure = JSON.parse(readFileSync(path.join(dir, FAILURE_FILE), "utf8")) as Partial<BuildFailure>;
    return typeof failure.reason === "string" && typeof failure.at === "string" ? { at: failure.at, reason: failure.reason } : null;
  } catch {
    return null;
  }
}
