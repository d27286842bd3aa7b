import type { GameMode } from "../account.ts";
import { PILOT_QUEST_STATUS, type PilotQuestStatus } from "./gameLogEvents.ts";
import { mapFromPilotName } from "./mapIds.ts";
import type { RaidResult } from "./raidEvents.ts";

/** JSON messages on the WebSocket between the pilot (the player's machine) and the page. */

// Pilot → page.
export interface ConfigurationMessage {
  messageType: "CONFIGURATION";
  /** The pilot's version. */
  version: string;
  gameFolder: string | null;
  screenshotsFolder: string | null;
}
export interface MapChangeMessage {
  messageType: "MAP_CHANGE";
  /** Site map slug (other pilots may send a display name or a game id: read into the slug). */
  map: string;
  variant?: "night";
  /** The game's location id or bundle name; the name as received when the pilot sends none. */
  raw: string;
}
/** Spec §7 gives x, y, z; ours adds the view direction and the screenshot's name. */
export interface PositionUpdateMessage {
  messageType: "POSITION_UPDATE";
  x: number;
  y: number;
  z: number;
  yaw?: number;
  filename?: string;
}
/** A new screenshot whose name carries no position (taken in a menu). */
export interface SendFilenameMessage {
  messageType: "SEND_FILENAME";
  filename: string;
}
export interface QuestUpdateMessage {
  messageType: "QUEST_UPDATE";
  questId: string;
  /** 10 started, 11 failed, 12 completed. */
  status: PilotQuestStatus;
}
/** The raid's life (raidEvents.ts), issue 20: what the logs tell, each field only when they tell it. */
export interface RaidMessage {
  messageType: "RAID";
  event: RaidStep;
  /** Epoch ms of the log line. */
  at: number;
  /** Site map slug. */
  map?: string;
  variant?: "night";
  raidId?: string;
  mode?: GameMode;
  /** raidEnded: how, when the line says it. */
  result?: RaidResult;
  /** matchingCompleted: seconds in the queue. */
  queueSeconds?: number;
  /** Sent as a page connects: the raid as it stands, not a new step (no action, no notice). */
  current?: true;
}
export const RAID_STEPS = ["queueStarted", "matchingCompleted", "queueCancelled", "raidStarting", "raidStarted", "raidEnded"] as const;
export type RaidStep = (typeof RAID_STEPS)[number];
const RAID_RESULTS: readonly RaidResult[] = ["survived", "killed", "mia", "runThrough", "left", "transit"];

/** An offer of the player's sold on the flea market (raidEvents.ts FleaSale). */
export interface FleaSaleMessage {
  messageType: "FLEA_SALE";
  at: number;
  buyer?: string;
  /** The item sold (template id) and how many. */
  soldItem?: string;
  count?: number;
  /** The payment's rouble stacks added up; absent when paid otherwise. */
  roubles?: number;
  mode?: GameMode;
}
export interface GameModeMessage {
  messageType: "GAME_MODE";
  mode: GameMode;
}
export interface StatusMessage {
  messageType: "STATUS";
  gameFolderFound: boolean;
  logsFolder: string | null;
  sessionFolder: string | null;
  screenshotsFolderFound: boolean;
  logWatcherAlive: boolean;
  screenshotWatcherAlive: boolean;
  /** Epoch ms of the last game event the pilot saw. */
  lastEventAt: number | null;
}

// Page → pilot.
/** New folders (null: find it again); the pilot stores them in its config file. */
export interface SettingsUpdateMessage {
  messageType: "SETTINGS_UPDATE";
  gameFolder: string | null;
  screenshotsFolder: string | null;
}
export interface SettingsResetMessage {
  messageType: "SETTINGS_RESET";
}
/** Find the folders again and restart; the pilot then closes the connection (1012) and the page reconnects. */
export interface UpdateMessage {
  messageType: "UPDATE";
}

/** What the pilot sends for game events (these also go to the relay). */
/** The most events one relay post may carry (the site refuses more). */
export const PILOT_RELAY_MAX_EVENTS = 50;

/** The game events (what the relay carries: never CONFIGURATION or STATUS, which hold local paths). */
export const PILOT_EVENT_TYPES = ["MAP_CHANGE", "POSITION_UPDATE", "SEND_FILENAME", "QUEST_UPDATE", "GAME_MODE", "RAID", "FLEA_SALE"] as const;
export type PilotEventMessage =
  | MapChangeMessage
  | PositionUpdateMessage
  | SendFilenameMessage
  | QuestUpdateMessage
  | GameModeMessage
  | RaidMessage
  | FleaSaleMessage;
export type PilotToPageMessage = ConfigurationMessage | StatusMessage | PilotEventMessage;
export type PageToPilotMessage = SettingsUpdateMessage | SettingsResetMessage | UpdateMessage;
export type PilotMessage = PilotToPageMessage | PageToPilotMessage;
/** Anything that is not a known message: shown or logged as text. */
export interface PilotLogLine {
  messageType: "LOG";
  text: string;
}

export const PAGE_TO_PILOT_TYPES = ["SETTINGS_UPDATE", "SETTINGS_RESET", "UPDATE"] as const;

type Fields = Record<string, unknown>;
type Reader = (m: Fields) => PilotMessage | null;

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === "string";
const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
/** A folder field: a string, or null/absent for "not set". */
const folder = (v: unknown): string | null | undefined => (v === null || v === undefined ? null : isString(v) ? v : undefined);
const isStringOrNull = (v: unknown): v is string | null => v === null || isString(v);
const QUEST_STATUSES: readonly unknown[] = Object.values(PILOT_QUEST_STATUS);

const READERS: Record<string, Reader> = {
  CONFIGURATION: (m) => {
    const gameFolder = folder(m.gameFolder);
    const screenshotsFolder = folder(m.screenshotsFolder);
    return isString(m.version) && gameFolder !== undefined && screenshotsFolder !== undefined
      ? { messageType: "CONFIGURATION", version: m.version, gameFolder, screenshotsFolder }
      : null;
  },
  MAP_CHANGE: (m) => {
    // Spec §7 gives only `map`; ours adds `raw` and `variant`. Whatever the name, the message
    // carries one of the site's map slugs on (the page navigates to /maps/{map}).
    if (!isString(m.map) || (m.raw !== undefined && !isString(m.raw))) return null;
    if (m.variant !== undefined && m.variant !== null && m.variant !== "night") return null;
    const found = mapFromPilotName(m.map);
    if (!found) return null;
    const raw = isString(m.raw) ? m.raw : m.map;
    return m.variant === "night" || found.variant === "night"
      ? { messageType: "MAP_CHANGE", map: found.map, variant: "night", raw }
      : { messageType: "MAP_CHANGE", map: found.map, raw };
  },
  POSITION_UPDATE: (m) => {
    // Spec §7: x, y, z; the view direction and file name are kept when a pilot sends them.
    if (!isNumber(m.x) || !isNumber(m.y) || !isNumber(m.z)) return null;
    return {
      messageType: "POSITION_UPDATE",
      x: m.x,
      y: m.y,
      z: m.z,
      ...(isNumber(m.yaw) ? { yaw: m.yaw } : {}),
      ...(isString(m.filename) ? { filename: m.filename } : {}),
    };
  },
  SEND_FILENAME: (m) => (isString(m.filename) ? { messageType: "SEND_FILENAME", filename: m.filename } : null),
  QUEST_UPDATE: (m) =>
    isString(m.questId) && m.questId !== "" && QUEST_STATUSES.includes(m.status)
      ? { messageType: "QUEST_UPDATE", questId: m.questId, status: m.status as PilotQuestStatus }
      : null,
  GAME_MODE: (m) => (m.mode === "pvp" || m.mode === "pve" ? { messageType: "GAME_MODE", mode: m.mode } : null),
  RAID: (m) => {
    if (!(RAID_STEPS as readonly unknown[]).includes(m.event) || !isNumber(m.at)) return null;
    const found = isString(m.map) ? mapFromPilotName(m.map) : null;
    return {
      messageType: "RAID",
      event: m.event as RaidStep,
      at: m.at,
      ...(found ? { map: found.map } : {}),
      ...(found?.variant === "night" || (found && m.variant === "night") ? { variant: "night" as const } : {}),
      ...(isString(m.raidId) && m.raidId.length <= 64 ? { raidId: m.raidId } : {}),
      ...(m.mode === "pvp" || m.mode === "pve" ? { mode: m.mode } : {}),
      ...(m.event === "raidEnded" && RAID_RESULTS.includes(m.result as RaidResult) ? { result: m.result as RaidResult } : {}),
      ...(m.event === "matchingCompleted" && isNumber(m.queueSeconds) && m.queueSeconds >= 0 ? { queueSeconds: m.queueSeconds } : {}),
      ...(m.current === true ? { current: true as const } : {}),
    };
  },
  FLEA_SALE: (m) =>
    isNumber(m.at)
      ? {
          messageType: "FLEA_SALE",
          at: m.at,
          ...(isString(m.buyer) && m.buyer.length <= 64 ? { buyer: m.buyer } : {}),
          ...(isString(m.soldItem) && /^[0-9a-f]{24}$/.test(m.soldItem) ? { soldItem: m.soldItem } : {}),
          ...(isNumber(m.count) && m.count > 0 ? { count: m.count } : {}),
          ...(isNumber(m.roubles) && m.roubles >= 0 ? { roubles: m.roubles } : {}),
          ...(m.mode === "pvp" || m.mode === "pve" ? { mode: m.mode } : {}),
        }
      : null,
  STATUS: (m) =>
    isBoolean(m.gameFolderFound) &&
    isStringOrNull(m.logsFolder) &&
    isStringOrNull(m.sessionFolder) &&
    isBoolean(m.screenshotsFolderFound) &&
    isBoolean(m.logWatcherAlive) &&
    isBoolean(m.screenshotWatcherAlive) &&
    (m.lastEventAt === null || isNumber(m.lastEventAt))
      ? {
          messageType: "STATUS",
          gameFolderFound: m.gameFolderFound,
          logsFolder: m.logsFolder,
          sessionFolder: m.sessionFolder,
          screenshotsFolderFound: m.screenshotsFolderFound,
          logWatcherAlive: m.logWatcherAlive,
          screenshotWatcherAlive: m.screenshotWatcherAlive,
          lastEventAt: m.lastEventAt,
        }
      : null,
  SETTINGS_UPDATE: (m) => {
    const gameFolder = folder(m.gameFolder);
    const screenshotsFolder = folder(m.screenshotsFolder);
    return gameFolder !== undefined && screenshotsFolder !== undefined ? { messageType: "SETTINGS_UPDATE", gameFolder, screenshotsFolder } : null;
  },
  SETTINGS_RESET: () => ({ messageType: "SETTINGS_RESET" }),
  UPDATE: () => ({ messageType: "UPDATE" }),
};

/**
 * Reads a message from either side. Malformed JSON, an unknown `messageType` or missing fields
 * give a `LOG` line with the text as received; never throws. Known messages come back with only
 * their own fields.
 */
export function parsePilotMessage(text: string): PilotMessage | PilotLogLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { messageType: "LOG", text };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { messageType: "LOG", text };
  const fields = value as Fields;
  const type = fields.messageType;
  const reader = typeof type === "string" && Object.hasOwn(READERS, type) ? READERS[type] : undefined;
  return reader?.(fields) ?? { messageType: "LOG", text };
}

/** Whether a parsed message is one the page may send to the pilot. */
export function isPageToPilotMessage(message: PilotMessage | PilotLogLine): message is PageToPilotMessage {
  return (PAGE_TO_PILOT_TYPES as readonly string[]).includes(message.messageType);
}
