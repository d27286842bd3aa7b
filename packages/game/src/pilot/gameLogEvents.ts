import type { GameLogEntry } from "./gameLog.ts";
import { type GameMapId, mapFromBundleName, mapFromLocationId } from "./mapIds.ts";

/** The player entered a map. */
export interface MapChange extends GameMapId {
  /** The game's own name for it: the location id or the bundle name. */
  raw: string;
  /** The raid's short id, when the line carries one (`NetworkGameCreate`). */
  shortId?: string;
}

/** Chat message types the game sends when a quest starts, fails or completes. */
export const PILOT_QUEST_STATUS = { started: 10, failed: 11, completed: 12 } as const;
export type PilotQuestStatus = (typeof PILOT_QUEST_STATUS)[keyof typeof PILOT_QUEST_STATUS];

export interface QuestUpdate {
  questId: string;
  status: PilotQuestStatus;
}

const SCENE_PRESET = /scene preset path:\s*(?:[^\s]*[\\/])?([^\s\\/]+?\.bundle)/i;
const NETWORK_GAME_CREATE = /NetworkGameCreate profileStatus:/i;
const LOCATION = /\bLocation:\s*([A-Za-z0-9_]+)/;
const SHORT_ID = /\bshortId:\s*([A-Za-z0-9]+)/;

/**
 * Map change from `scene preset path:maps/<bundle>.bundle` (the only signal in PvE local raids)
 * or from `TRACE-NetworkGameCreate profileStatus: '… Location: bigmap, … shortId: AB12CD'`.
 * Unknown maps (the hideout) give null.
 */
export function mapChangeFromEntry(entry: GameLogEntry): MapChange | null {
  const scene = SCENE_PRESET.exec(entry.message);
  if (scene) {
    const map = mapFromBundleName(scene[1]!);
    return map ? { ...map, raw: scene[1]! } : null;
  }
  if (NETWORK_GAME_CREATE.test(entry.message)) {
    const location = LOCATION.exec(entry.message)?.[1];
    const map = location ? mapFromLocationId(location) : null;
    if (!location || !map) return null;
    const shortId = SHORT_ID.exec(entry.message)?.[1];
    return shortId ? { ...map, raw: location, shortId } : { ...map, raw: location };
  }
  return null;
}

const CHAT_MESSAGE_RECEIVED = /Got notification\s*\|\s*ChatMessageReceived/i;
const QUEST_STATUSES: readonly number[] = Object.values(PILOT_QUEST_STATUS);

/**
 * Quest started (10), failed (11) or completed (12) from a `push-notifications` (older games:
 * `notifications`) ChatMessageReceived entry; the quest id is the first word of the message's
 * templateId. Other notifications give null.
 */
export function questUpdateFromEntry(entry: GameLogEntry): QuestUpdate | null {
  if (!/^(push-)?notifications$/i.test(entry.channel) || !CHAT_MESSAGE_RECEIVED.test(entry.message)) return null;
  const message = field(entry.json, "message");
  const type = field(message, "type");
  const templateId = field(message, "templateId");
  if (typeof type !== "number" || !QUEST_STATUSES.includes(type) || typeof templateId !== "string") return null;
  const questId = templateId.trim().split(/\s+/)[0];
  return questId ? { questId, status: type as PilotQuestStatus } : null;
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}
