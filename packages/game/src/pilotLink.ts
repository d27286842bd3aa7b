/**
 * The page's side of the pilot link (spec §3 Pilot state, §4 Pilot connection, §5, §8, §9): the
 * connection states, the capped logs, the settings kept in the browser and what each message
 * from the pilot does. Pure; the browser's PilotClient owns the socket and the timers.
 */

import { PILOT_QUEST_STATUS } from "./pilot/gameLogEvents.ts";

export const PILOT_PORT = 5123;
/** Spec §9. */
export const PILOT_RECONNECT_MS = 10_000;
export const PILOT_CONNECT_TIMEOUT_MS = 3_000;
export const PILOT_UPDATE_RECONNECT_MS = 3_000;
export const PILOT_SETTINGS_DEBOUNCE_MS = 500;
export const PILOT_LOG_CAP = 30;
export const PILOT_ACTION_CAP = 20;
/** localStorage key of the pilot settings (spec §3). */
export const PILOT_SETTINGS_KEY = "pilot_settings";

export type PilotStatus = "disconnected" | "connecting" | "connected";
/**
 * Spec §4's three (map change, position update, quest completed: ticked on the site), and the
 * game's own quest events (issue 20: started, failed, completed in game but not ticked here).
 */
export type PilotAction =
  | "mapChange"
  | "positionUpdate"
  | "questCompleted"
  | "questStarted"
  | "questFailed"
  | "questCompletedInGame"
  | "raidQueue"
  | "raidFound"
  | "raidQueueCancelled"
  | "raidStarted"
  | `raidEnded${"" | "Survived" | "Killed" | "Mia" | "RunThrough" | "Left" | "Transit"}`
  | "fleaSale";

export interface PilotActionEntry {
  action: PilotAction;
  details: string;
  date: number;
}

export interface PilotSettings {
  mapChangeEnabled: boolean;
  questsAutoCompleteEnabled: boolean;
  /** Browser notifications for a raid found, started and ended and a flea sale (issue 20; off by default). */
  raidNotifications: boolean;
  /** A short sound for the same (off by default). */
  raidSound: boolean;
  actionsLog: PilotActionEntry[];
}

export const DEFAULT_PILOT_SETTINGS: PilotSettings = {
  mapChangeEnabled: true,
  questsAutoCompleteEnabled: true,
  raidNotifications: false,
  raidSound: false,
  actionsLog: [],
};

/** Settings read back from storage: anything missing or malformed falls back to the defaults. */
export function readPilotSettings(raw: string | null): PilotSettings {
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const o = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const log = Array.isArray(o.actionsLog)
    ? o.actionsLog.filter(
        (e): e is PilotActionEntry =>
          !!e &&
          typeof e === "object" &&
          typeof (e as PilotActionEntry).action === "string" &&
          typeof (e as PilotActionEntry).details === "string" &&
          typeof (e as PilotActionEntry).date === "number",
      )
    : [];
  const flag = (key: "mapChangeEnabled" | "questsAutoCompleteEnabled" | "raidNotifications" | "raidSound") =>
    typeof o[key] === "boolean" ? (o[key] as boolean) : DEFAULT_PILOT_SETTINGS[key];
  return {
    mapChangeEnabled: flag("mapChangeEnabled"),
    questsAutoCompleteEnabled: flag("questsAutoCompleteEnabled"),
    raidNotifications: flag("raidNotifications"),
    raidSound: flag("raidSound"),
    actionsLog: log.slice(0, PILOT_ACTION_CAP),
  };
}

/** Adds an entry at the front, keeping at most `cap` (newest first). */
export function pushCapped<T>(list: readonly T[], entry: T, cap: number): T[] {
  return [entry, ...list].slice(0, cap);
}

/** Spec §4: the pilot needs an update when it reports a version other than the global tarkov_pilot_version. */
export function pilotNeedsUpdate(reported: string | null, expected: string | null): boolean {
  return !!reported && !!expected && reported.trim() !== expected.trim();
}

/** Spec §4: after an unintended close the page retries in 10 s; an intended close does not retry. */
export function reconnectDelay(intended: boolean): number | null {
  return intended ? null : PILOT_RECONNECT_MS;
}

/** Spec §5: a quest is auto-completed only with the setting on, status 12, a Pro user and a known quest. */
export function shouldAutoCompleteQuest(input: { enabled: boolean; status: number; pro: boolean; questKnown: boolean }): boolean {
  return input.enabled && input.status === PILOT_QUEST_STATUS.completed && input.pro && input.questKnown;
}

/** Spec §5: the quest uid is added to questsDone, deduplicated. */
export function addQuestDone(questsDone: readonly string[], uid: string): string[] {
  return questsDone.includes(uid) ? [...questsDone] : [...questsDone, uid];
}

/** The URL the page opens to the pilot on this machine, with the pairing code when there is one. */
export function localPilotUrl(code: string, port = PILOT_PORT): string {
  // No code: a pilot that pairs with none (spec §7's, allowed by the player in this browser).
  return code === "" ? `ws://127.0.0.1:${port}/` : `ws://127.0.0.1:${port}/?code=${encodeURIComponent(code)}`;
}

/**
 * A MAP_CHANGE this soon after the link opens reports the map the game is on (our pilot repeats
 * it on every connection): it sets the page's map but never navigates.
 */
export const PILOT_CURRENT_MAP_WINDOW_MS = 2_000;
/** A page the player opened himself (a page load included) is not left for a map change this soon after. */
export const PILOT_PLAYER_PAGE_GRACE_MS = 3_000;
/** The pilot's own page: a map change never navigates away from it. */
export const PILOT_PAGE_PATH = "/pilot";

/**
 * Issue 20: a map change navigates only when the game changes map during the visit: the setting
 * is on, the map differs from the one the page knows, the link has been open past the current-map
 * window (not a reconnect's or a page load's repeat), the page is not /pilot, and the player has
 * not opened the page himself within the grace period.
 */
export function mapChangeNavigates(input: {
  enabled: boolean;
  map: string;
  knownMap: string | null;
  /** ms since the link opened. */
  sinceConnected: number;
  /** The page's path. */
  path: string;
  /** ms since the player last opened a page himself (a page load counts); null when never. */
  sincePlayerNavigation: number | null;
}): boolean {
  if (!input.enabled || input.map === input.knownMap) return false;
  if (input.sinceConnected < PILOT_CURRENT_MAP_WINDOW_MS) return false;
  if (input.path.replace(/\/+$/, "") === PILOT_PAGE_PATH) return false;
  return input.sincePlayerNavigation === null || input.sincePlayerNavigation >= PILOT_PLAYER_PAGE_GRACE_MS;
}
