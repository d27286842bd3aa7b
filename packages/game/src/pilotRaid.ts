/**
 * The page's view of the player's raid, from the pilot's RAID messages (issue 20): queueing, in a
 * raid on a map since when, ended how; and the raid timer of the map page. Pure.
 */
import type { GameMode } from "./account.ts";
import type { RaidMessage, RaidStep } from "./pilot/messages.ts";
import type { RaidResult } from "./pilot/raidEvents.ts";

export type PilotRaidPhase = "idle" | "matching" | "loading" | "raid" | "ended";

export interface PilotRaid {
  phase: PilotRaidPhase;
  /** Site map slug, once a line named it. */
  map: string | null;
  mode: GameMode | null;
  raidId: string | null;
  /** Epoch ms of the queue's start, the raid's start and its end. */
  queueStartedAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  queueSeconds: number | null;
  result: RaidResult | null;
}

export const IDLE_RAID: PilotRaid = {
  phase: "idle",
  map: null,
  mode: null,
  raidId: null,
  queueStartedAt: null,
  startedAt: null,
  endedAt: null,
  queueSeconds: null,
  result: null,
};

const PHASE_AFTER: Record<RaidStep, PilotRaidPhase> = {
  queueStarted: "matching",
  matchingCompleted: "loading",
  queueCancelled: "idle",
  raidStarting: "loading",
  raidStarted: "raid",
  raidEnded: "ended",
};

/** The raid after one RAID message: a new queue starts a new raid; what a message leaves out is kept. */
export function raidAfter(raid: PilotRaid, message: RaidMessage): PilotRaid {
  const base = message.event === "queueStarted" || message.event === "queueCancelled" ? IDLE_RAID : raid;
  return {
    ...base,
    phase: PHASE_AFTER[message.event],
    map: message.map ?? base.map,
    mode: message.mode ?? base.mode,
    raidId: message.raidId ?? base.raidId,
    queueStartedAt: message.event === "queueStarted" ? message.at : base.queueStartedAt,
    startedAt: message.event === "raidStarted" ? message.at : base.startedAt,
    endedAt: message.event === "raidEnded" ? message.at : base.endedAt,
    queueSeconds: message.queueSeconds ?? base.queueSeconds,
    result: message.event === "raidEnded" ? (message.result ?? null) : base.result,
  };
}

/**
 * The map page's raid timer: time in the raid and, with the map's raid length for the raid's
 * mode (PVE's when known and the raid is PVE), the time left (never below 0). Null unless the
 * player is in a raid on this map.
 */
export function raidTimer(
  raid: PilotRaid,
  map: { slug: string; raidMinutes: number | null; raidMinutesPve: number | null },
  now: number,
): { elapsedMs: number; leftMs: number | null } | null {
  if (raid.phase !== "raid" || raid.startedAt === null || raid.map !== map.slug) return null;
  const elapsedMs = Math.max(0, now - raid.startedAt);
  const minutes = raid.mode === "pve" ? (map.raidMinutesPve ?? map.raidMinutes) : map.raidMinutes;
  return { elapsedMs, leftMs: minutes === null ? null : Math.max(0, minutes * 60_000 - elapsedMs) };
}

/** "m:ss", or "h:mm:ss" from an hour. */
export function formatRaidClock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
