import { describe, expect, it } from "vitest";
import type { RaidMessage } from "./pilot/messages.ts";
import { formatRaidClock, IDLE_RAID, raidAfter, raidTimer } from "./pilotRaid.ts";

const at = (minute: number) => Date.UTC(2026, 10, 26, 20, minute);
const step = (m: Omit<RaidMessage, "messageType">): RaidMessage => ({ messageType: "RAID", ...m });

describe("raidAfter", () => {
  it("follows a raid from the queue to its end, keeping what later lines leave out", () => {
    let raid = raidAfter(IDLE_RAID, step({ event: "queueStarted", at: at(0), mode: "pve" }));
    expect(raid).toMatchObject({ phase: "matching", queueStartedAt: at(0), mode: "pve" });
    raid = raidAfter(raid, step({ event: "matchingCompleted", at: at(1), queueSeconds: 64.28 }));
    expect(raid).toMatchObject({ phase: "loading", queueSeconds: 64.28 });
    raid = raidAfter(raid, step({ event: "raidStarted", at: at(2), map: "customs", raidId: "AB12CD" }));
    expect(raid).toMatchObject({ phase: "raid", map: "customs", raidId: "AB12CD", startedAt: at(2), mode: "pve" });
    raid = raidAfter(raid, step({ event: "raidEnded", at: at(30), result: "survived" }));
    expect(raid).toMatchObject({ phase: "ended", map: "customs", startedAt: at(2), endedAt: at(30), result: "survived" });
  });

  it("starts afresh on a new queue, and forgets a cancelled one", () => {
    const ended = { ...IDLE_RAID, phase: "ended" as const, map: "woods", result: "killed" as const, startedAt: at(0), endedAt: at(5) };
    const queued = raidAfter(ended, step({ event: "queueStarted", at: at(10) }));
    expect(queued).toEqual({ ...IDLE_RAID, phase: "matching", queueStartedAt: at(10) });
    expect(raidAfter(queued, step({ event: "queueCancelled", at: at(11) }))).toEqual(IDLE_RAID);
  });

  it("ends with no result when the line tells none", () => {
    const inRaid = { ...IDLE_RAID, phase: "raid" as const, map: "factory", startedAt: at(0) };
    expect(raidAfter(inRaid, step({ event: "raidEnded", at: at(9) }))).toMatchObject({ phase: "ended", result: null, endedAt: at(9) });
  });
});

describe("raidTimer", () => {
  const customs = { slug: "customs", raidMinutes: 40, raidMinutesPve: 45 };
  const inRaid = { ...IDLE_RAID, phase: "raid" as const, map: "customs", startedAt: at(0), mode: "pvp" as const };

  it("counts the time in the raid and what is left of the map's raid length for the raid's mode", () => {
    expect(raidTimer(inRaid, customs, at(12) + 34_000)).toEqual({ elapsedMs: 754_000, leftMs: 40 * 60_000 - 754_000 });
    expect(raidTimer({ ...inRaid, mode: "pve" }, customs, at(12))).toEqual({ elapsedMs: 720_000, leftMs: 45 * 60_000 - 720_000 });
    expect(raidTimer(inRaid, customs, at(50))?.leftMs).toBe(0);
    expect(raidTimer(inRaid, { ...customs, raidMinutes: null }, at(1))).toEqual({ elapsedMs: 60_000, leftMs: null });
  });

  it("shows nothing outside a raid or on another map", () => {
    expect(raidTimer({ ...inRaid, phase: "ended" }, customs, at(5))).toBeNull();
    expect(raidTimer({ ...inRaid, map: "woods" }, customs, at(5))).toBeNull();
    expect(raidTimer(IDLE_RAID, customs, at(5))).toBeNull();
  });

  it("writes m:ss, and h:mm:ss from an hour", () => {
    expect(formatRaidClock(754_000)).toBe("12:34");
    expect(formatRaidClock(5_000)).toBe("0:05");
    expect(formatRaidClock(3_723_000)).toBe("1:02:03");
    expect(formatRaidClock(-1)).toBe("0:00");
  });
});
