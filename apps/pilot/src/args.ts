import { parseArgs } from "node:util";
import { BUILT_IN_ORIGINS, normaliseOrigin, type PilotConfig } from "./config.ts";

/** Settings given on the command line; they win over the config file for this run (`--save` keeps them). */
export interface ConfigOverrides {
  gameFolder?: string;
  screenshotsFolder?: string;
  /** Added to the configured origins. */
  extraOrigins?: string[];
  port?: number;
  relayUrl?: string;
  relayKey?: string;
  cleanUpScreenshots?: boolean;
}

export interface CliArguments {
  configPath?: string;
  overrides: ConfigOverrides;
  newCode: boolean;
  save: boolean;
  help: boolean;
  version: boolean;
}

export const USAGE = `Usage: raidkit-pilot-<system> [options]   (the downloaded file; from the repository: npm run pilot -- [options])

  --game-folder <dir>         the game's folder (the one with Logs); found on its own when not given
  --screenshots-folder <dir>  where the game saves screenshots (default: Documents/Escape from Tarkov/Screenshots)
  --origin <url>              also allow this site to connect (repeatable), e.g. --origin https://raidkit.example
  --port <n>                  WebSocket port on 127.0.0.1 (default 5123)
  --new-code                  make a new pairing code (pages paired with the old one must pair again)
  --relay-url <url>           also send events to this site (needs --relay-key)
  --relay-key <key>           the relay key the site gave you
  --clean-up-screenshots      delete a raid screenshot once its position is read (only files named
                              with a position; off unless given or saved)
  --save                      keep the options above in the config file
  --config <file>             config file (default: RAIDKIT_PILOT_CONFIG, else the user's config folder)
  -h, --help                  this text
  -v, --version               the pilot's version`;

/** Reads the command line (without node and the script); throws with a readable message on a bad option. */
export function parseCliArguments(argv: string[]): CliArguments {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      config: { type: "string" },
      "game-folder": { type: "string" },
      "screenshots-folder": { type: "string" },
      origin: { type: "string", multiple: true },
      port: { type: "string" },
      "new-code": { type: "boolean", default: false },
      "relay-url": { type: "string" },
      "relay-key": { type: "string" },
      "clean-up-screenshots": { type: "boolean", default: false },
      save: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
      version: { type: "boolean", short: "v", default: false },
    },
  });
  const overrides: ConfigOverrides = {};
  if (values["game-folder"] !== undefined) overrides.gameFolder = values["game-folder"];
  if (values["screenshots-folder"] !== undefined) overrides.screenshotsFolder = values["screenshots-folder"];
  if (values.origin !== undefined) {
    overrides.extraOrigins = values.origin.map((o) => {
      const origin = normaliseOrigin(o);
      if (origin === null) throw new Error(`--origin ${o}: not an http(s) URL`);
      return origin;
    });
  }
  if (values.port !== undefined) {
    const port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535) throw new Error(`--port ${values.port}: not a port number`);
    overrides.port = port;
  }
  if (values["relay-url"] !== undefined) overrides.relayUrl = values["relay-url"];
  if (values["relay-key"] !== undefined) overrides.relayKey = values["relay-key"];
  if (values["clean-up-screenshots"]) overrides.cleanUpScreenshots = true;
  const parsed: CliArguments = { overrides, newCode: values["new-code"], save: values.save, help: values.help, version: values.version };
  if (values.config !== undefined) parsed.configPath = values.config;
  return parsed;
}

/** The config for this run: the file's, with the command line's settings on top. */
export function applyOverrides(config: PilotConfig, overrides: ConfigOverrides): PilotConfig {
  // The sites the executable was built for come first, whatever an older config file lists.
  const origins: string[] = [];
  for (const origin of [...BUILT_IN_ORIGINS, ...config.origins, ...(overrides.extraOrigins ?? [])]) if (!origins.includes(origin)) origins.push(origin);
  return {
    ...config,
    gameFolder: overrides.gameFolder ?? config.gameFolder,
    screenshotsFolder: overrides.screenshotsFolder ?? config.screenshotsFolder,
    origins,
    port: overrides.port ?? config.port,
    relayUrl: overrides.relayUrl ?? config.relayUrl,
    relayKey: overrides.relayKey ?? config.relayKey,
    cleanUpScreenshots: overrides.cleanUpScreenshots ?? config.cleanUpScreenshots,
  };
}
