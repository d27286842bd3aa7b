import { DEFAULT_PILOT_SETTINGS, type GameMode, IDLE_RAID, type PilotRaid, type PilotSettings, type PilotStatus, type StatusMessage } from "@raidkit/game";

// The pilot link's state, apart from the client (which loads with /pilot only): every page reads it.

/** Which way the events come: the pilot's socket on this machine, or the site's relay. */
export type PilotPath = "local" | "relay";

export interface PilotPosition {
  x: number;
  y: number;
  z: number;
  yaw: number | null;
  filename: string;
}

/** Spec §3 Pilot state, plus the relay path and the health panel's figures. */
export interface PilotState {
  status: PilotStatus;
  path: PilotPath;
  /** The port of the pilot on this machine the link uses (null on the relay). */
  port: number | null;
  version: string | null;
  gameFolder: string | null;
  screenshotsFolder: string | null;
  map: string | null;
  position: PilotPosition | null;
  gameMode: GameMode | null;
  /** The player's raid, from the pilot's RAID messages (issue 20). */
  raid: PilotRaid;
  health: Omit<StatusMessage, "messageType"> | null;
  /** Newest first, at most 30 (spec §9). */
  logs: string[];
  lastEventAt: number | null;
  /** The last attempt failed to connect at all (the pilot is not running, or the browser blocked it). */
  unreachable: boolean;
  settings: PilotSettings;
}

/**
 * Disconnected, nothing known yet: the state of a new link, and what pages show before the link's
 * code is loaded. `settings` default to spec §3's (both switches on, no actions).
 */
export function idlePilotState(settings: PilotSettings = DEFAULT_PILOT_SETTINGS): PilotState {
  return {
    status: "disconnected",
    path: "local",
    port: null,
    version: null,
    gameFolder: null,
    screenshotsFolder: null,
    map: null,
    position: null,
    gameMode: null,
    raid: IDLE_RAID,
    health: null,
    logs: [],
    lastEventAt: null,
    unreachable: false,
    settings,
  };
}
