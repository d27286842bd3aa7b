import type { Server } from "node:http";
import path from "node:path";
import {
  type ConfigurationMessage,
  type FleaSaleMessage,
  type GameModeMessage,
  isPageToPilotMessage,
  type MapChangeMessage,
  type PageToPilotMessage,
  type PilotEventMessage,
  parsePilotMessage,
  parseScreenshotName,
  type RaidEvent,
  type RaidMessage,
  type StatusMessage,
} from "@raidkit/game";
import type { WebSocket } from "ws";
import { applyOverrides, type ConfigOverrides } from "./args.ts";
import { completeConfig, defaultConfigPath, type PilotConfig, readConfigFile, writeConfigFile } from "./config.ts";
import { currentEnvironment, type DiscoveryEnvironment, defaultScreenshotsFolder, findGameFolder, gameFolderCandidates } from "./discovery.ts";
import { type LogEvent, type LogTailer, startLogTailer } from "./logTailer.ts";
import { type Relay, startRelay } from "./relay.ts";
import { scheduleScreenshotRemoval } from "./screenshotCleanup.ts";
import { type ScreenshotWatcher, startScreenshotWatcher } from "./screenshotWatcher.ts";
import { PILOT_HOST, startPilotServer } from "./server.ts";
import { PILOT_VERSION } from "./version.ts";

export interface StartPilotOptions {
  /** The config file to read and write; default `--config`'s default (`defaultConfigPath()`). */
  configPath?: string;
  /** Command-line settings for this run, on top of the config file. */
  overrides?: ConfigOverrides;
  /** Make a new pairing code. */
  newCode?: boolean;
  /** Store the overrides in the config file. */
  save?: boolean;
  /** The machine to look at for the usual game and screenshot folders (tests pass a made-up one). */
  environment?: DiscoveryEnvironment;
  /** Replace the usual places entirely: the game folders to try, and the screenshots folder. */
  defaults?: { gameFolderCandidates?: string[]; screenshotsFolder?: string };
  /** Log files are polled this often (default 1000 ms). */
  logPollMs?: number;
  /** The newest session folder is looked up this often (default 3000 ms). */
  sessionCheckMs?: number;
  /** The screenshots folder is polled this often (default 250 ms). */
  screenshotPollMs?: number;
  /** A read raid screenshot is deleted after this long, with `cleanUpScreenshots` on (default 2000 ms). */
  screenshotCleanupDelayMs?: number;
  /** STATUS changes are sent after this quiet time (default 250 ms). */
  statusDebounceMs?: number;
  relayBatchMs?: number;
  relayRetryMs?: number;
  /** One line per call; default console.log with the time. */
  log?: (line: string) => void;
}

export interface RunningPilot {
  /** The port actually listened on (useful with port 0). */
  readonly port: number;
  readonly host: typeof PILOT_HOST;
  /** The pairing code the page must send as `?code=`. */
  readonly code: string;
  readonly codeCreated: boolean;
  readonly configPath: string;
  readonly origins: readonly string[];
  readonly version: string;
  readonly server: Server;
  /** Null when relaying is off; `active` turns false when the site refuses the key. */
  readonly relay: Pick<Relay, "endpoint" | "active"> | null;
  configuration(): ConfigurationMessage;
  status(): StatusMessage;
  stop(): Promise<void>;
}

function defaultLog(line: string): void {
  console.log(`${new Date().toLocaleTimeString()} ${line}`);
}

/** One line of what the page sent, for the log. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

/**
 * The message for a raid event or a flea sale; null for a sale already sent (the same chat
 * message read twice, e.g. from an older and a newer notifications log).
 */
export function raidMessage(event: RaidEvent, at: number, seenSales: Set<string>): RaidMessage | FleaSaleMessage | null {
  if (event.type === "fleaSale") {
    if (event.messageId) {
      if (seenSales.has(event.messageId)) return null;
      seenSales.add(event.messageId);
    }
    return {
      messageType: "FLEA_SALE",
      at,
      ...(event.buyer ? { buyer: event.buyer } : {}),
      ...(event.sold ? { soldItem: event.sold.templateId } : {}),
      ...(event.sold?.count ? { count: event.sold.count } : {}),
      ...(event.roubles !== undefined ? { roubles: event.roubles } : {}),
      ...(event.mode ? { mode: event.mode } : {}),
    };
  }
  return {
    messageType: "RAID",
    event: event.type,
    at,
    ...(event.map ? { map: event.map } : {}),
    ...(event.variant ? { variant: event.variant } : {}),
    ...(event.raidId ? { raidId: event.raidId } : {}),
    ...(event.mode ? { mode: event.mode } : {}),
    ...(event.type === "raidEnded" && event.result ? { result: event.result } : {}),
    ...(event.type === "matchingCompleted" && event.queueSeconds !== undefined ? { queueSeconds: event.queueSeconds } : {}),
  };
}

/** Starts everything: config, folders, the WebSocket server, the watchers and the relay. */
export async function startPilot(options: StartPilotOptions = {}): Promise<RunningPilot> {
  const log = options.log ?? defaultLog;
  const environment = options.environment ?? currentEnvironment();
  const configPath = options.configPath ?? defaultConfigPath(environment.env, environment.platform, environment.home);

  const file = readConfigFile(configPath);
  if (file.ignored.length > 0) log(`config: ignored invalid ${file.ignored.join(", ")} in ${configPath}`);
  const completed = completeConfig(file.config, { newCode: options.newCode === true });
  let stored: PilotConfig = completed.config;
  const effective = applyOverrides(stored, options.overrides ?? {});
  if (options.save) stored = { ...effective };
  if (completed.codeCreated || options.save) writeConfigFile(configPath, stored);

  let relay: Relay | null = null;
  if (effective.relayUrl && effective.relayKey) {
    relay = startRelay({ url: effective.relayUrl, key: effective.relayKey, batchMs: options.relayBatchMs, retryMs: options.relayRetryMs, log });
  } else if (effective.relayUrl || effective.relayKey) {
    log("relay: needs both a relay URL and a relay key; relaying is off");
  }

  let gameFolder: string | null = null;
  let screenshotsFolder: string | null = null;
  let tailer: LogTailer | null = null;
  let watcher: ScreenshotWatcher | null = null;
  let lastMap: MapChangeMessage | null = null;
  let lastMode: GameModeMessage | null = null;
  let lastRaid: RaidMessage | null = null;
  let lastEventAt: number | null = null;
  let lastStatusSent = "";
  let statusTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  const pendingRemovals = new Set<() => void>();
  const seenSales = new Set<string>();

  const resolveFolders = () => {
    const candidates = options.defaults?.gameFolderCandidates ?? gameFolderCandidates(environment);
    gameFolder = effective.gameFolder ?? findGameFolder(candidates);
    screenshotsFolder = effective.screenshotsFolder ?? options.defaults?.screenshotsFolder ?? defaultScreenshotsFolder(environment, gameFolder);
  };

  const configuration = (): ConfigurationMessage => ({ messageType: "CONFIGURATION", version: PILOT_VERSION, gameFolder, screenshotsFolder });
  const status = (): StatusMessage => ({
    messageType: "STATUS",
    gameFolderFound: tailer?.logsFolder != null,
    logsFolder: tailer?.logsFolder ?? null,
    sessionFolder: tailer?.sessionFolder ?? null,
    screenshotsFolderFound: watcher?.folderFound ?? false,
    logWatcherAlive: tailer?.alive ?? false,
    screenshotWatcherAlive: watcher?.alive ?? false,
    lastEventAt,
  });

  const server = await startPilotServer({
    port: effective.port,
    origins: effective.origins,
    code: effective.pairingCode,
    log,
    onConnection: (socket) => {
      server.send(socket, configuration());
      server.send(socket, status());
      // A page opened mid-raid learns the current mode and map at once.
      if (lastMode) server.send(socket, lastMode);
      if (lastMap) server.send(socket, lastMap);
      // …and where its raid stands (a timer on the map page survives a reload).
      if (lastRaid) server.send(socket, { ...lastRaid, current: true });
    },
    onMessage: (socket, text) => handlePageMessage(socket, text),
  }).catch((error: unknown) => {
    void relay?.stop();
    throw error;
  });

  const sendStatusIfChanged = () => {
    statusTimer = null;
    if (stopped) return;
    const current = status();
    const json = JSON.stringify(current);
    if (json === lastStatusSent) return;
    lastStatusSent = json;
    server.broadcast(current);
  };
  const scheduleStatus = () => {
    if (stopped || statusTimer) return;
    statusTimer = setTimeout(sendStatusIfChanged, options.statusDebounceMs ?? 250);
  };

  const emitEvent = (message: PilotEventMessage) => {
    if (stopped) return;
    server.broadcast(message);
    relay?.send(message);
    lastEventAt = Date.now();
    scheduleStatus();
  };

  const onLogEvent = (event: LogEvent) => {
    if (event.kind === "map") {
      const { map, variant, raw } = event.change;
      if (lastMap?.map === map && lastMap.variant === variant) return;
      lastMap = variant ? { messageType: "MAP_CHANGE", map, variant, raw } : { messageType: "MAP_CHANGE", map, raw };
      emitEvent(lastMap);
    } else if (event.kind === "quest") {
      emitEvent({ messageType: "QUEST_UPDATE", questId: event.update.questId, status: event.update.status });
    } else if (event.kind === "raid") {
      const message = raidMessage(event.event, event.at, seenSales);
      if (message?.messageType === "RAID") lastRaid = message;
      if (message) emitEvent(message);
    } else if (lastMode?.mode !== event.mode) {
      lastMode = { messageType: "GAME_MODE", mode: event.mode };
      emitEvent(lastMode);
    }
  };

  const onScreenshot = (filename: string) => {
    const position = parseScreenshotName(filename);
    emitEvent(
      position
        ? { messageType: "POSITION_UPDATE", x: position.x, y: position.y, z: position.z, yaw: position.yaw, filename }
        : { messageType: "SEND_FILENAME", filename },
    );
    if (position && effective.cleanUpScreenshots && screenshotsFolder) {
      const cancel = scheduleScreenshotRemoval(screenshotsFolder, filename, { delayMs: options.screenshotCleanupDelayMs, log });
      pendingRemovals.add(cancel);
    }
  };

  const startWatchers = () => {
    resolveFolders();
    tailer = startLogTailer({
      gameFolder,
      pollMs: options.logPollMs ?? 1000,
      sessionCheckMs: options.sessionCheckMs ?? 3000,
      onEvent: onLogEvent,
      onStateChange: scheduleStatus,
      log,
    });
    watcher = startScreenshotWatcher({ folder: screenshotsFolder, pollMs: options.screenshotPollMs ?? 250, onScreenshot, onStateChange: scheduleStatus, log });
  };
  const stopWatchers = () => {
    tailer?.stop();
    watcher?.stop();
  };
  const restartWatchers = () => {
    stopWatchers();
    startWatchers();
    log(`folders: game ${gameFolder ?? "(not found)"}, screenshots ${screenshotsFolder ?? "(none)"}`);
  };

  const storeFolders = (folders: { gameFolder: string | null; screenshotsFolder: string | null }) => {
    Object.assign(stored, folders);
    Object.assign(effective, folders);
    try {
      writeConfigFile(configPath, stored);
    } catch (error) {
      log(`config: could not save ${configPath}: ${(error as Error).message}`);
    }
  };

  const answerConfiguration = () => {
    server.broadcast(configuration());
    const current = status();
    lastStatusSent = JSON.stringify(current);
    server.broadcast(current);
  };

  const handleSettings = (message: PageToPilotMessage, socket: WebSocket) => {
    if (message.messageType === "SETTINGS_UPDATE") {
      const relative = [message.gameFolder, message.screenshotsFolder].filter((f) => f !== null && !path.isAbsolute(f));
      if (relative.length > 0) {
        log(`ignored SETTINGS_UPDATE: folders must be absolute paths (${relative.join(", ")})`);
        server.send(socket, configuration());
        return;
      }
      storeFolders({ gameFolder: message.gameFolder, screenshotsFolder: message.screenshotsFolder });
      restartWatchers();
      answerConfiguration();
    } else if (message.messageType === "SETTINGS_RESET") {
      storeFolders({ gameFolder: null, screenshotsFolder: null });
      restartWatchers();
      answerConfiguration();
    } else {
      restartWatchers();
      // 1012 "service restart": the page reconnects and gets the new CONFIGURATION and STATUS.
      socket.close(1012, "pilot restarted");
    }
  };

  function handlePageMessage(socket: WebSocket, text: string): void {
    if (stopped) return;
    const message = parsePilotMessage(text);
    if (!isPageToPilotMessage(message)) {
      log(`ignored a message from the page: ${oneLine(text)}`);
      return;
    }
    try {
      handleSettings(message, socket);
    } catch (error) {
      log(`could not handle ${message.messageType}: ${(error as Error).message}`);
    }
  }

  startWatchers();

  return {
    port: server.port,
    host: PILOT_HOST,
    code: effective.pairingCode,
    codeCreated: completed.codeCreated,
    configPath,
    origins: effective.origins,
    version: PILOT_VERSION,
    server: server.http,
    get relay() {
      return relay ? { endpoint: relay.endpoint, active: relay.active } : null;
    },
    configuration,
    status,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (statusTimer) clearTimeout(statusTimer);
      for (const cancel of pendingRemovals) cancel();
      stopWatchers();
      await relay?.stop();
      await server.close();
    },
  };
}
