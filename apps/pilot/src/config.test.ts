import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPairingCode } from "@raidkit/game";
import { afterEach, describe, expect, it } from "vitest";
import { applyOverrides, parseCliArguments } from "./args.ts";
import {
  ConfigFileError,
  completeConfig,
  DEFAULT_ORIGINS,
  DEFAULT_PORT,
  defaultConfigPath,
  generatePairingCode,
  normaliseOrigin,
  readConfigFile,
  writeConfigFile,
} from "./config.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-config-"));
  dirs.push(dir);
  return dir;
}

describe("defaultConfigPath", () => {
  it("uses APPDATA on Windows and XDG_CONFIG_HOME or ~/.config elsewhere", () => {
    expect(defaultConfigPath({ APPDATA: "C:\\Users\\p\\AppData\\Roaming" }, "win32", "C:\\Users\\p")).toBe(
      "C:\\Users\\p\\AppData\\Roaming\\raidkit-pilot\\config.json",
    );
    expect(defaultConfigPath({}, "win32", "C:\\Users\\p")).toBe("C:\\Users\\p\\AppData\\Roaming\\raidkit-pilot\\config.json");
    expect(defaultConfigPath({ XDG_CONFIG_HOME: "/xdg" }, "linux", "/home/p")).toBe("/xdg/raidkit-pilot/config.json");
    expect(defaultConfigPath({}, "darwin", "/home/p")).toBe("/home/p/.config/raidkit-pilot/config.json");
  });
  it("gives way to RAIDKIT_PILOT_CONFIG", () => {
    expect(defaultConfigPath({ RAIDKIT_PILOT_CONFIG: "/etc/pilot.json", XDG_CONFIG_HOME: "/xdg" }, "linux", "/home/p")).toBe("/etc/pilot.json");
  });
});

describe("pairing code generation", () => {
  it("makes 8 characters of the pairing alphabet, different each time", () => {
    const codes = new Set(Array.from({ length: 50 }, () => generatePairingCode()));
    for (const code of codes) expect(isPairingCode(code), code).toBe(true);
    expect(codes.size).toBe(50);
  });
});

describe("config file", () => {
  it("round-trips and fills defaults, making a code only when there is none", () => {
    const file = path.join(tempDir(), "nested", "config.json");
    expect(readConfigFile(file)).toEqual({ config: {}, ignored: [] });
    const first = completeConfig({});
    expect(first.codeCreated).toBe(true);
    expect(first.config).toMatchObject({
      gameFolder: null,
      screenshotsFolder: null,
      origins: DEFAULT_ORIGINS,
      port: DEFAULT_PORT,
      relayUrl: null,
      relayKey: null,
      cleanUpScreenshots: false,
    });
    writeConfigFile(file, first.config);
    const again = completeConfig(readConfigFile(file).config);
    expect(again).toEqual({ config: first.config, codeCreated: false });
    const renewed = completeConfig(readConfigFile(file).config, { newCode: true });
    expect(renewed.codeCreated).toBe(true);
    expect(renewed.config.pairingCode).not.toBe(first.config.pairingCode);
  });

  it("leaves out fields of the wrong type and names them", () => {
    const file = path.join(tempDir(), "config.json");
    writeFileSync(
      file,
      JSON.stringify({
        gameFolder: 5,
        screenshotsFolder: " /shots ",
        origins: ["https://Raidkit.example/"],
        port: "80",
        pairingCode: "ABC",
        relayKey: "k",
        cleanUpScreenshots: "yes",
      }),
    );
    expect(readConfigFile(file)).toEqual({
      config: { screenshotsFolder: "/shots", origins: ["https://raidkit.example"], relayKey: "k", relayUrl: null },
      ignored: ["gameFolder", "port", "cleanUpScreenshots", "pairingCode"],
    });
  });

  it("refuses a file that is not JSON rather than overwrite it", () => {
    const file = path.join(tempDir(), "config.json");
    writeFileSync(file, "{ gameFolder: ");
    expect(() => readConfigFile(file)).toThrow(ConfigFileError);
    writeFileSync(file, "[]");
    expect(() => readConfigFile(file)).toThrow(/JSON object/);
  });
});

describe("normaliseOrigin", () => {
  it("keeps http(s) origins only", () => {
    expect(normaliseOrigin("https://Raidkit.Example:443/maps")).toBe("https://raidkit.example");
    expect(normaliseOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    expect(normaliseOrigin("file:///x")).toBeNull();
    expect(normaliseOrigin("raidkit.example")).toBeNull();
  });
});

describe("command line", () => {
  it("reads every option", () => {
    const args = parseCliArguments([
      "--config",
      "/c.json",
      "--game-folder",
      "D:\\EFT",
      "--screenshots-folder",
      "/s",
      "--origin",
      "https://raidkit.example/",
      "--origin",
      "http://localhost:3000",
      "--port",
      "6000",
      "--new-code",
      "--relay-url",
      "https://raidkit.example",
      "--relay-key",
      "k1",
      "--clean-up-screenshots",
      "--save",
    ]);
    expect(args).toEqual({
      configPath: "/c.json",
      overrides: {
        gameFolder: "D:\\EFT",
        screenshotsFolder: "/s",
        extraOrigins: ["https://raidkit.example", "http://localhost:3000"],
        port: 6000,
        relayUrl: "https://raidkit.example",
        relayKey: "k1",
        cleanUpScreenshots: true,
      },
      newCode: true,
      save: true,
      help: false,
      version: false,
    });
    expect(parseCliArguments([])).toEqual({ overrides: {}, newCode: false, save: false, help: false, version: false });
    expect(parseCliArguments(["-h"]).help).toBe(true);
  });

  it("refuses bad options", () => {
    expect(() => parseCliArguments(["--port", "http"])).toThrow(/port/);
    expect(() => parseCliArguments(["--port", "70000"])).toThrow(/port/);
    expect(() => parseCliArguments(["--origin", "example.org"])).toThrow(/origin/);
    expect(() => parseCliArguments(["--nope"])).toThrow();
    expect(() => parseCliArguments(["stray"])).toThrow();
  });

  it("puts the command line over the config file and adds origins once", () => {
    const { config } = completeConfig({ gameFolder: "/a", relayUrl: "https://x.example" });
    const merged = applyOverrides(config, { gameFolder: "/b", extraOrigins: ["https://raidkit.example", DEFAULT_ORIGINS[0]!], port: 0 });
    expect(merged).toMatchObject({ gameFolder: "/b", port: 0, relayUrl: "https://x.example", pairingCode: config.pairingCode });
    expect(merged.origins).toEqual([...DEFAULT_ORIGINS, "https://raidkit.example"]);
    expect(config.origins).toEqual(DEFAULT_ORIGINS);
  });
});
