import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  defaultScreenshotsFolder,
  findGameFolder,
  findSessionFolder,
  gameFolderCandidates,
  logsFolderOf,
  parseInstallLocation,
  steamLibraries,
} from "./discovery.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-discovery-"));
  dirs.push(dir);
  return dir;
}

describe("gameFolderCandidates", () => {
  it("lists the launcher and Steam places on Windows, C: first", () => {
    const candidates = gameFolderCandidates({ platform: "win32", env: {}, home: "C:\\Users\\p" });
    expect(candidates.slice(0, 2)).toEqual(["C:\\Battlestate Games\\EFT", "C:\\Battlestate Games\\Escape from Tarkov"]);
    expect(candidates).toContain("C:\\Program Files (x86)\\Steam\\steamapps\\common\\Escape from Tarkov");
    expect(candidates).toContain("D:\\Battlestate Games\\EFT");
    expect(candidates).toContain("D:\\SteamLibrary\\steamapps\\common\\Escape from Tarkov");
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it("lists Steam libraries on Linux, with those of libraryfolders.vdf", () => {
    const home = tempDir();
    mkdirSync(path.join(home, ".steam", "steam", "steamapps"), { recursive: true });
    writeFileSync(
      path.join(home, ".steam", "steam", "steamapps", "libraryfolders.vdf"),
      `"libraryfolders"\n{\n\t"0"\n\t{\n\t\t"path"\t\t"${home}/.steam/steam"\n\t}\n\t"1"\n\t{\n\t\t"path"\t\t"/mnt/games/SteamLibrary"\n\t\t"label"\t\t""\n\t}\n}\n`,
    );
    const candidates = gameFolderCandidates({ platform: "linux", env: {}, home });
    expect(candidates[0]).toBe(path.join(home, ".steam", "steam", "steamapps", "common", "Escape from Tarkov"));
    expect(candidates).toContain("/mnt/games/SteamLibrary/steamapps/common/Escape from Tarkov");
    expect(candidates).toContain(path.join(home, ".local", "share", "Steam", "steamapps", "common", "Escape from Tarkov"));
  });

  it("unescapes Windows library paths", () => {
    const root = tempDir();
    mkdirSync(path.join(root, "steamapps"));
    writeFileSync(path.join(root, "steamapps", "libraryfolders.vdf"), '"libraryfolders" { "1" { "path" "E:\\\\Games\\\\SteamLibrary" } }');
    expect(steamLibraries(root)).toEqual(["E:\\Games\\SteamLibrary"]);
    expect(steamLibraries(path.join(root, "missing"))).toEqual([]);
  });
});

describe("findGameFolder and findSessionFolder", () => {
  it("picks the first candidate with a Logs folder, then its newest session", () => {
    const root = tempDir();
    const empty = path.join(root, "empty");
    const game = path.join(root, "game");
    mkdirSync(empty);
    mkdirSync(path.join(game, "Logs", "log_2025.11.17_9-05-00_1.0.0.0.41787"), { recursive: true });
    mkdirSync(path.join(game, "Logs", "log_2025.11.17_14-35-58_1.0.0.0.41787"));
    writeFileSync(path.join(game, "Logs", "log_2025.11.18_00-00-00_1.0.0.0.41787"), "a file, not a session folder");
    expect(findGameFolder([path.join(root, "missing"), empty, game])).toBe(game);
    expect(findGameFolder([empty])).toBeNull();
    expect(logsFolderOf(game)).toBe(path.join(game, "Logs"));
    expect(findSessionFolder(path.join(game, "Logs"))).toBe(path.join(game, "Logs", "log_2025.11.17_14-35-58_1.0.0.0.41787"));
    expect(findSessionFolder(empty)).toBeNull();
    expect(findSessionFolder(path.join(root, "missing"))).toBeNull();
  });
});

describe("logsFolderOf", () => {
  it("finds Logs of a launcher install, build/Logs of a Steam install, or the Logs folder itself", () => {
    const root = tempDir();
    const steam = path.join(root, "steam", "Escape from Tarkov");
    mkdirSync(path.join(steam, "build", "Logs"), { recursive: true });
    expect(logsFolderOf(steam)).toBe(path.join(steam, "build", "Logs"));
    expect(logsFolderOf(path.join(steam, "build", "Logs"))).toBe(path.join(steam, "build", "Logs"));
    expect(logsFolderOf(path.join(root, "steam"))).toBeNull();
    expect(findGameFolder([path.join(root, "steam"), steam])).toBe(steam);
  });
});

describe("parseInstallLocation", () => {
  it("reads the launcher's registry entry", () => {
    const output = [
      "",
      "HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\EscapeFromTarkov",
      "    InstallLocation    REG_SZ    F:\\Games\\Battlestate Games\\EFT",
      "",
    ].join("\r\n");
    expect(parseInstallLocation(output)).toBe("F:\\Games\\Battlestate Games\\EFT");
    expect(parseInstallLocation("ERROR: The system was unable to find the specified registry key or value.")).toBeNull();
  });
});

describe("defaultScreenshotsFolder", () => {
  it("is Documents/Escape from Tarkov/Screenshots of the user", () => {
    expect(defaultScreenshotsFolder({ platform: "win32", env: { USERPROFILE: "C:\\Users\\p" }, home: "C:\\Users\\p" }, null)).toBe(
      "C:\\Users\\p\\Documents\\Escape from Tarkov\\Screenshots",
    );
    expect(defaultScreenshotsFolder({ platform: "linux", env: {}, home: "/home/p" }, null)).toBe("/home/p/Documents/Escape from Tarkov/Screenshots");
  });

  it("finds the Proton prefix's Documents next to a Steam game folder", () => {
    const library = tempDir();
    const game = path.join(library, "steamapps", "common", "Escape from Tarkov");
    const documents = path.join(library, "steamapps", "compatdata", "3932890", "pfx", "drive_c", "users", "steamuser", "Documents", "Escape from Tarkov");
    mkdirSync(game, { recursive: true });
    mkdirSync(path.join(library, "steamapps", "compatdata", "228980"), { recursive: true });
    mkdirSync(documents, { recursive: true });
    expect(defaultScreenshotsFolder({ platform: "linux", env: {}, home: "/home/p" }, game)).toBe(path.join(documents, "Screenshots"));
  });
});
