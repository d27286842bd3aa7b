import { RAID_CLOCK } from "./constants.ts";

/**
 * Spec §2/§9 raid clock: two in-game times running at 7x real speed, offset by 3 and 15 hours,
 * wrapping every 24 hours. Returns milliseconds since in-game midnight for each.
 */
export function raidTimes(nowMs: number): [number, number] {
  const scaled = nowMs * RAID_CLOCK.speed;
  const wrap = (offset: number) => (((scaled + offset) % RAID_CLOCK.wrapMs) + RAID_CLOCK.wrapMs) % RAID_CLOCK.wrapMs;
  return [wrap(RAID_CLOCK.offsetsMs[0]), wrap(RAID_CLOCK.offsetsMs[1])];
}

/** HH:mm:ss of milliseconds since midnight. */
export function formatClock(msOfDay: number): string {
  const total = Math.floor(msOfDay / 1000);
  const h = Math.floor(total / 3600) % 24;
  const m = Math.floor(total / 60) % 60;
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}
