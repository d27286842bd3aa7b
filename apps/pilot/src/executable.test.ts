// The pilot as one executable (issue 20, item 1; docs/decisions/030): `npm run pilot:build`'s Linux
// executable, built once here into a temp folder, runs with no Node on the PATH against a made-up
// game folder and tells a page about a map change. Its size and start-up time are printed. It is
// built the way the server builds it at start-up (issue 32, item 7; docs/decisions/059): planned,
// then built by the build script in a low-priority child process holding the folder's lock.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PilotManifest } from "@raidkit/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_FILE, ROOT, TARGETS } from "../scripts/build.ts";
import { FAILURE_FILE, LOCK_FILE, readBuildFailure, readBuildLock } from "../scripts/buildFolder.ts";
import { type BuildLog, PILOT_BUILD_NICENESS, type PilotBuildOutcome, planPilotBuild, startPilotBuild } from "../scripts/buildOnStart.ts";
import { freePort, pathWithoutNode, playerEnvironment, startExecutable } from "../scripts/executable.ts";
import { connectPage, logLine, makeTempGame, PAGE_ORIGIN, type TempGame } from "./testing.ts";

const VERSION = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
const linuxX64 = process.platform === "linux" && process.arch === "x64";
/** The site this build is for (`--origin`): allowed with no option, named in the console. */
const SITE = "https://raidkit.example";

describe.runIf(linuxX64)("the pilot's Linux executable", () => {
  let outDir = "";
  let executable = "";
  let manifest: PilotManifest;
  let game: TempGame;
  let buildSeconds = 0;
  let outcome: PilotBuildOutcome;
  /** What a second instance sharing the folder planned while the build ran. */
  let planMeanwhile: ReturnType<typeof planPilotBuild> | null = null;
  let lockSeen: ReturnType<typeof readBuildLock> = null;
  let buildNiceness: number | null = null;
  const lines: string[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-build-"));
    const started = performance.now();
    // Nice 10, not the start-up's 19: beside the gate's busy test workers a build at 19 waits for minutes.
    const run = startPilotBuild({ mode: "linux", dir: outDir, origin: SITE, log: collect(lines), niceness: 10 });
    expect(run.plan).toMatchObject({ build: true, targets: ["linux"], windowsIfAvailable: false });
    let finished = false;
    void run.done.then(() => {
      finished = true;
    });
    while (!finished) {
      const lock = readBuildLock(outDir);
      if (lock && !lockSeen) {
        lockSeen = lock;
        buildNiceness = nicenessOf(lock.pid);
        planMeanwhile = planPilotBuild({ mode: "linux", dir: outDir, origin: SITE });
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    outcome = await run.done;
    buildSeconds = (performance.now() - started) / 1000;
    manifest = JSON.parse(readFileSync(path.join(outDir, MANIFEST_FILE), "utf8")) as PilotManifest;
    executable = path.join(outDir, TARGETS.linux.file);
    game = makeTempGame();
  }, 180_000);

  afterAll(() => {
    game?.cleanup();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("is built at start-up when missing, in the background, one build at a time, with one line saying so", () => {
    expect(outcome).toBe("built");
    // The build held the folder's lock (taken by the child process, not the caller) and gave it back.
    expect(lockSeen).toMatchObject({ host: os.hostname() });
    expect(lockSeen?.pid).not.toBe(process.pid);
    // At a lower priority than the server (`nice -n 19` at start-up; 10 asked here): the site's requests come first.
    expect(buildNiceness).toBe(10);
    expect(PILOT_BUILD_NICENESS).toBe(19);
    expect(existsSync(path.join(outDir, LOCK_FILE))).toBe(false);
    // A second instance starting meanwhile left it to the first.
    expect(planMeanwhile).toMatchObject({ build: false, reason: expect.stringContaining("another build is writing") });
    expect(lines).toEqual([
      expect.stringMatching(/^info pilot downloads: building in the background \(linux not built for pilot .*, https:\/\/raidkit\.example\)$/),
      "info pilot downloads built (linux)",
    ]);
  });

  it("is not built again at the next start for the same pilot, Node and site; it is for another site, and Windows is tried in auto", () => {
    expect(planPilotBuild({ mode: "linux", dir: outDir, origin: SITE })).toMatchObject({ build: false, reason: expect.stringMatching(/^built for pilot /) });
    // Without PUBLIC_URL any build serves (the page shows the one-time --origin command).
    expect(planPilotBuild({ mode: "linux", dir: outDir, origin: null })).toMatchObject({ build: false });
    expect(planPilotBuild({ mode: "linux", dir: outDir, origin: "https://other.example" })).toMatchObject({ build: true, targets: ["linux"] });
    // auto: only what is missing (Windows), and Windows only if its base binary can be had. Planned, not run: no test reaches the registry.
    expect(planPilotBuild({ mode: "auto", dir: outDir, origin: SITE })).toMatchObject({ build: true, targets: ["win"], windowsIfAvailable: true });
    expect(planPilotBuild({ mode: "off", dir: outDir, origin: "https://other.example" })).toEqual({ build: false, reason: "PILOT_BUILD=off" });
  });

  it("is built when missing, and not while another build holds the lock; a lock left by a process that is gone is taken over", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-plan-"));
    try {
      expect(planPilotBuild({ mode: "linux", dir: empty, origin: SITE })).toMatchObject({ build: true, targets: ["linux"] });
      expect(planPilotBuild({ mode: "auto", dir: empty, origin: SITE })).toMatchObject({ build: true, targets: ["linux", "win"] });
      expect(planPilotBuild({ mode: "off", dir: empty, origin: SITE })).toMatchObject({ build: false });
      const lock = (pid: number, host: string, startedAt: string) => writeFileSync(path.join(empty, LOCK_FILE), JSON.stringify({ pid, host, startedAt }));
      lock(process.pid, os.hostname(), new Date().toISOString());
      expect(planPilotBuild({ mode: "linux", dir: empty, origin: SITE })).toMatchObject({
        build: false,
        reason: expect.stringContaining(`pid ${process.pid}`),
      });
      // Another machine's build (a shared folder) counts until it is 30 minutes old.
      lock(1, "another-host", new Date(Date.now() - 29 * 60_000).toISOString());
      expect(planPilotBuild({ mode: "linux", dir: empty, origin: SITE })).toMatchObject({ build: false });
      lock(1, "another-host", new Date(Date.now() - 31 * 60_000).toISOString());
      expect(planPilotBuild({ mode: "linux", dir: empty, origin: SITE })).toMatchObject({ build: true });
      // A build of this machine that was killed.
      const gone = execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
      lock(Number(gone), os.hostname(), new Date().toISOString());
      expect(planPilotBuild({ mode: "linux", dir: empty, origin: SITE })).toMatchObject({ build: true });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("a failed build logs one clear line, records the reason for /pilot's admins and offers nothing", async () => {
    const failing = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-fail-"));
    const failed: string[] = [];
    try {
      // An origin the build refuses: the child process fails at once (no bundling).
      const run = startPilotBuild({ mode: "linux", dir: failing, origin: "ftp://raidkit.example", log: collect(failed) });
      expect(await run.done).toBe("failed");
      expect(failed.at(-1)).toBe("error pilot downloads not built: --origin ftp://raidkit.example: not an http(s) URL (exit 2)");
      expect(failed).toHaveLength(2);
      expect(readBuildFailure(failing)?.reason).toBe("--origin ftp://raidkit.example: not an http(s) URL (exit 2)");
      expect(existsSync(path.join(failing, MANIFEST_FILE))).toBe(false);
      expect(existsSync(path.join(failing, FAILURE_FILE))).toBe(true);
    } finally {
      rmSync(failing, { recursive: true, force: true });
    }
  }, 30_000);

  it("is described in manifest.json: size, SHA-256, versions", () => {
    const [entry] = manifest.files;
    expect(manifest.files).toHaveLength(1);
    // The `node` devDependency's version (24.21.0 when written).
    const nodeVersion = (JSON.parse(readFileSync(path.join(ROOT, "node_modules/node/package.json"), "utf8")) as { version: string }).version;
    expect(entry).toMatchObject({ file: "raidkit-pilot-linux-x64", platform: "linux-x64", version: VERSION, nodeVersion });
    expect(entry?.size).toBe(statSync(executable).size);
    expect(entry?.sha256).toBe(createHash("sha256").update(readFileSync(executable)).digest("hex"));
    expect(Number.isNaN(Date.parse(entry?.builtAt ?? ""))).toBe(false);
    console.log(`pilot executable (linux-x64): ${(statSync(executable).size / 1024 / 1024).toFixed(1)} MB, built in ${buildSeconds.toFixed(1)} s`);
  });

  it("prints its version with --version, without Node on the PATH", () => {
    const env = playerEnvironment(game.root);
    const nodes = (env.PATH ?? "").split(path.delimiter).filter((dir) => dir !== "" && existsSync(path.join(dir, "node")));
    expect(nodes).toEqual([]);
    expect(pathWithoutNode(path.dirname(process.execPath))).toBe("");
    const printed = execFileSync(executable, ["--version"], { env, encoding: "utf8" });
    // No "experimental" warning, only the version.
    expect(printed).toBe(`${VERSION}\n`);
  });

  it("starts with no Node on the PATH, prints where to pair, and tells the page about a map change", async () => {
    const port = await freePort();
    const pilot = await startExecutable(
      executable,
      ["--game-folder", game.gameFolder, "--screenshots-folder", game.screenshotsFolder, "--port", String(port), "--config", game.configPath],
      playerEnvironment(game.root),
    );
    try {
      console.log(`pilot executable start-up (spawn to pairing code): ${pilot.startupMs.toFixed(0)} ms`);
      const banner = pilot.stdout();
      expect(banner).toContain(`Raidkit pilot ${VERSION}`);
      expect(banner).toContain(`Pair it on:      ${SITE}/pilot  (type the code there)`);
      expect(banner).toContain(`Port:            ${port}  <- not the usual 5123: type ${port} in the page's Port field too`);
      expect(banner).toContain(`Listening on:    ws://127.0.0.1:${port}`);
      expect(banner).not.toMatch(/experimental/i);

      // The site it was built for and the local development site are both allowed.
      const local = await connectPage(port, { origin: PAGE_ORIGIN, code: pilot.code });
      await local.close();
      const page = await connectPage(port, { origin: SITE, code: pilot.code });
      try {
        expect(await page.next("CONFIGURATION")).toMatchObject({ version: VERSION, gameFolder: game.gameFolder });
        await page.next("STATUS");
        game.append("application", logLine("application", "scene preset path:maps/customs_preset.bundle", "Debug"));
        expect(await page.next("MAP_CHANGE")).toEqual({ messageType: "MAP_CHANGE", map: "customs", raw: "customs_preset.bundle" });
      } finally {
        await page.close();
      }
    } finally {
      expect(await pilot.stop()).toBe(0);
    }
  }, 30_000);
});

/** A logger that keeps "level message" lines. */
function collect(lines: string[]): BuildLog {
  const line = (level: string) => (_obj: object, msg: string) => void lines.push(`${level} ${msg}`);
  return { debug: line("debug"), info: line("info"), warn: line("warn"), error: line("error") };
}

/** A process's nice value (the 19th field of /proc/<pid>/stat, after the parenthesised command name). */
function nicenessOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  } catch {
    return null;
  }
}
