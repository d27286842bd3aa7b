import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "apps/web");
const BUILD_ENTRY = path.join(WEB, "build/server/index.js");
const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/game/src",
  "packages/api/src",
  "package-lock.json",
];

function newestMtime(target: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when there is no web build or a source file is newer than it. */
export function buildIsStale(): boolean {
  const built = newestMtime(BUILD_ENTRY);
  if (built === 0) return true;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** Builds the web app (client assets and the server bundle) with React Router's CLI. */
export function buildWeb(): void {
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: WEB, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  // The client's files compressed once, at build time (scripts/precompress.ts).
  const pre = spawnSync(process.execPath, [path.join(ROOT, "scripts/precompress.ts"), path.join(WEB, "build/client")], { stdio: "inherit" });
  if (pre.status !== 0) throw new Error(`precompressing the build failed (exit ${pre.status})`);
}

export function buildIfNeeded(): void {
  if (buildIsStale()) {
    console.log("Building the web app…");
    buildWeb();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
