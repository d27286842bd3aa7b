import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPairingCode, PAIRING_CODE_LENGTH, randomPairingCode } from "@raidkit/game";

/** What the pilot keeps in its config file. Folders left null are found on the machine. */
export interface PilotConfig {
  gameFolder: string | null;
  screenshotsFolder: string | null;
  /** Sites allowed to connect (their Origin header), as URL origins. */
  origins: string[];
  port: number;
  pairingCode: string;
  /** The site to relay events to (e.g. https://raidkit.example); relaying needs the key too. */
  relayUrl: string | null;
  relayKey: string | null;
  /** Delete a position screenshot once its position is read (off by default; never any other file). */
  cleanUpScreenshots: boolean;
}

/** Set by `npm run pilot:build -- --origin <site>` (rolldown's define); absent when run from source. */
declare const __RAIDKIT_SITE_ORIGINS__: string[] | undefined;
/** The sites the executable was built for: allowed without --origin, the first one named in the console. */
export const BUILT_IN_ORIGINS: readonly string[] = typeof __RAIDKIT_SITE_ORIGINS__ === "undefined" ? [] : __RAIDKIT_SITE_ORIGINS__;
export const DEFAULT_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];
export const DEFAULT_PORT = 5123;
export const CONFIG_ENV = "RAIDKIT_PILOT_CONFIG";

/**
 * `%APPDATA%/raidkit-pilot/config.json` on Windows, `$XDG_CONFIG_HOME/raidkit-pilot/config.json`
 * or `~/.config/raidkit-pilot/config.json` elsewhere; `RAIDKIT_PILOT_CONFIG` overrides it.
 */
export function defaultConfigPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = os.homedir()): string {
  if (env[CONFIG_ENV]) return env[CONFIG_ENV];
  if (platform === "win32") return path.win32.join(env.APPDATA || path.win32.join(home, "AppData", "Roaming"), "raidkit-pilot", "config.json");
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, ".config"), "raidkit-pilot", "config.json");
}

/** Eight characters of the pairing alphabet from the system's secure random source. */
export function generatePairingCode(length: number = PAIRING_CODE_LENGTH): string {
  return randomPairingCode(length);
}

/** The origin of a site URL ("https://Example.org/x" → "https://example.org"); null unless http(s). */
export function normaliseOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

export class ConfigFileError extends Error {}

/**
 * The config file's fields that are valid; a missing file is empty. Fields of the wrong type are
 * left out (and named in `ignored`); a file that is not JSON throws, so that a typo is fixed
 * rather than overwritten.
 */
export function readConfigFile(file: string): { config: Partial<PilotConfig>; ignored: string[] } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { config: {}, ignored: [] };
    throw new ConfigFileError(`cannot read the config file ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`the config file ${file} is not valid JSON (${(error as Error).message}); fix it or delete it`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new ConfigFileError(`the config file ${file} must hold a JSON object`);
  const fields = raw as Record<string, unknown>;
  const config: Partial<PilotConfig> = {};
  const ignored: string[] = [];
  const folder = (key: "gameFolder" | "screenshotsFolder" | "relayUrl" | "relayKey") => {
    const value = fields[key];
    if (typeof value === "string" && value.trim() !== "") config[key] = value.trim();
    else if (value === null || value === undefined || value === "") config[key] = null;
    else ignored.push(key);
  };
  folder("gameFolder");
  folder("screenshotsFolder");
  folder("relayUrl");
  folder("relayKey");
  if (Array.isArray(fields.origins) && fields.origins.every((o) => typeof o === "string" && normaliseOrigin(o) !== null)) {
    config.origins = fields.origins.map((o) => normaliseOrigin(o as string)!);
  } else if (fields.origins !== undefined) ignored.push("origins");
  if (Number.isInteger(fields.port) && (fields.port as number) >= 0 && (fields.port as number) <= 65535) config.port = fields.port as number;
  else if (fields.port !== undefined) ignored.push("port");
  if (typeof fields.cleanUpScreenshots === "boolean") config.cleanUpScreenshots = fields.cleanUpScreenshots;
  else if (fields.cleanUpScreenshots !== undefined) ignored.push("cleanUpScreenshots");
  if (typeof fields.pairingCode === "string" && isPairingCode(fields.pairingCode)) config.pairingCode = fields.pairingCode;
  else if (fields.pairingCode !== undefined) ignored.push("pairingCode");
  return { config, ignored };
}

/** Writes the config readable by the user only (it holds the pairing code and the relay key), atomically. */
export function writeConfigFile(file: string, config: PilotConfig): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Fills the missing fields with defaults; a missing pairing code is made here (`created`). */
export function completeConfig(partial: Partial<PilotConfig>, options: { newCode?: boolean } = {}): { config: PilotConfig; codeCreated: boolean } {
  const codeCreated = options.newCode === true || partial.pairingCode === undefined;
  return {
    config: {
      gameFolder: partial.gameFolder ?? null,
      screenshotsFolder: partial.screenshotsFolder ?? null,
      origins: partial.origins ?? [...DEFAULT_ORIGINS],
      port: partial.port ?? DEFAULT_PORT,
      pairingCode: codeCreated ? generatePairingCode() : partial.pairingCode!,
      relayUrl: partial.relayUrl ?? null,
      relayKey: partial.relayKey ?? null,
      cleanUpScreenshots: partial.cleanUpScreenshots ?? false,
    },
    codeCreated,
  };
}
