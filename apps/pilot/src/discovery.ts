import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { newestSessionFolder } from "@raidkit/game";

/** Where the pilot looks for the game; tests pass their own. */
export interface DiscoveryEnvironment {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
}

export function currentEnvironment(): DiscoveryEnvironment {
  return { platform: process.platform, env: process.env, home: os.homedir() };
}

const GAME_DIR = "Escape from Tarkov";

export function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** The `path` of the Steam libraries listed in a Steam root's libraryfolders.vdf (none when it is missing). */
export function steamLibraries(steamRoot: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(steamRoot, "steamapps", "libraryfolders.vdf"), "utf8");
  } catch {
    return [];
  }
  // KeyValues text: "path"		"D:\\SteamLibrary" (backslashes escaped).
  return [...text.matchAll(/"path"\s+"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\\\/g, "\\"));
}

function steamRoots(e: DiscoveryEnvironment): string[] {
  if (e.platform === "win32") return ["C:\\Program Files (x86)\\Steam", "C:\\Program Files\\Steam"];
  return [
    path.posix.join(e.home, ".steam", "steam"),
    path.posix.join(e.home, ".local", "share", "Steam"),
    path.posix.join(e.home, ".var", "app", "com.valvesoftware.Steam", ".local", "share", "Steam"),
  ];
}

const UNINSTALL_KEY = "HKLM\\SOFTWARE\\WOW6432Node\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\EscapeFromTarkov";

/** `InstallLocation` from the output of `reg query <key> /v InstallLocation`; null when absent. */
export function parseInstallLocation(regOutput: string): string | null {
  const match = /^\s*InstallLocation\s+REG_(?:EXPAND_)?SZ\s+(.+?)\s*$/im.exec(regOutput);
  return match ? match[1]! : null;
}

/** Where the launcher says it installed the game (Windows registry); null elsewhere or when unknown. */
function registryInstallLocation(e: DiscoveryEnvironment): string | null {
  if (e.platform !== "win32" || process.platform !== "win32") return null;
  try {
    return parseInstallLocation(execFileSync("reg", ["query", UNINSTALL_KEY, "/v", "InstallLocation"], { encoding: "utf8", timeout: 3000, windowsHide: true }));
  } catch {
    return null;
  }
}

/** The usual install places, in the order they are tried: the launcher's (registry first), then Steam's (every library). */
export function gameFolderCandidates(e: DiscoveryEnvironment): string[] {
  const p = e.platform === "win32" ? path.win32 : path.posix;
  const candidates: string[] = [];
  const registered = registryInstallLocation(e);
  if (registered) candidates.push(registered);
  if (e.platform === "win32") {
    for (const drive of ["C:", "D:", "E:"]) {
      candidates.push(`${drive}\\Battlestate Games\\EFT`, `${drive}\\Battlestate Games\\${GAME_DIR}`);
    }
    candidates.push(`C:\\Program Files (x86)\\Steam\\steamapps\\common\\${GAME_DIR}`);
    for (const drive of ["D:", "E:"])
      candidates.push(`${drive}\\SteamLibrary\\steamapps\\common\\${GAME_DIR}`, `${drive}\\Steam\\steamapps\\common\\${GAME_DIR}`);
  }
  for (const root of steamRoots(e)) {
    for (const library of [root, ...steamLibraries(root)]) candidates.push(p.join(library, "steamapps", "common", GAME_DIR));
  }
  return [...new Set(candidates)];
}

/**
 * The game's `Logs` folder inside a game folder: `Logs` (launcher installs), `build/Logs` (Steam
 * installs), or the folder itself when the player chose the Logs folder; null when there is none.
 */
export function logsFolderOf(gameFolder: string): string | null {
  for (const dir of [path.join(gameFolder, "Logs"), path.join(gameFolder, "logs"), path.join(gameFolder, "build", "Logs")]) {
    if (isDirectory(dir)) return dir;
  }
  return path.basename(gameFolder).toLowerCase() === "logs" && isDirectory(gameFolder) ? gameFolder : null;
}

/** The first candidate that exists and has a Logs folder. */
export function findGameFolder(candidates: readonly string[]): string | null {
  return candidates.find((dir) => logsFolderOf(dir) !== null) ?? null;
}

/** The newest `log_<date>_<version>` folder inside the Logs folder, as a full path. */
export function findSessionFolder(logsFolder: string): string | null {
  let names: string[];
  try {
    names = readdirSync(logsFolder, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return null;
  }
  const newest = newestSessionFolder(names);
  return newest ? path.join(logsFolder, newest.name) : null;
}

/**
 * Where the game saves screenshots: `Documents/Escape from Tarkov/Screenshots` of the user (on
 * Windows also a OneDrive Documents folder). Under Proton, the Documents folder of the Wine prefix
 * of the Steam library the game is in.
 */
export function defaultScreenshotsFolder(e: DiscoveryEnvironment, gameFolder: string | null): string {
  if (e.platform === "win32") {
    const profile = e.env.USERPROFILE || e.home;
    const candidates = [path.win32.join(profile, "Documents", GAME_DIR, "Screenshots")];
    if (e.env.OneDrive) candidates.push(path.win32.join(e.env.OneDrive, "Documents", GAME_DIR, "Screenshots"));
    return candidates.find((dir) => isDirectory(path.win32.dirname(dir))) ?? candidates[0]!;
  }
  const proton = gameFolder ? protonScreenshotsFolder(gameFolder) : null;
  return proton ?? path.posix.join(e.home, "Documents", GAME_DIR, "Screenshots");
}

/** `<library>/steamapps/compatdata/<app>/pfx/drive_c/users/steamuser/Documents/Escape from Tarkov/Screenshots`, for the prefix that has it. */
function protonScreenshotsFolder(gameFolder: string): string | null {
  const common = path.posix.dirname(gameFolder);
  if (path.posix.basename(common) !== "common") return null;
  const compatdata = path.posix.join(path.posix.dirname(common), "compatdata");
  let apps: string[];
  try {
    apps = readdirSync(compatdata);
  } catch {
    return null;
  }
  for (const app of apps) {
    const documents = path.posix.join(compatdata, app, "pfx", "drive_c", "users", "steamuser", "Documents", GAME_DIR);
    if (isDirectory(documents)) return path.posix.join(documents, "Screenshots");
  }
  return null;
}
