// The pilot as one executable (issue 20, item 1; docs/decisions/030): `npm run pilot:build`'s Linux
// executable, built once here into a temp folder, runs with no Node on the PATH against a made-up
// game folder and tells a page about a map change. Its size and start-up time are printed.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PilotManifest } from "@raidkit/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPilot, MANIFEST_FILE, ROOT, TARGETS } from "../scripts/build.ts";
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

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-build-"));
    const started = performance.now();
    manifest = await buildPilot({ targets: ["linux"], outDir, origins: [SITE], log: () => {} });
    buildSeconds = (performance.now() - started) / 1000;
    executable = path.join(outDir, TARGETS.linux.file);
    game = makeTempGame();
  }, 180_000);

  afterAll(() => {
    game?.cleanup();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("is described in manifest.json: size, SHA-256, versions", () => {
    expect(JSON.parse(readFileSync(path.join(outDir, MANIFEST_FILE), "utf8"))).toEqual(manifest);
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
