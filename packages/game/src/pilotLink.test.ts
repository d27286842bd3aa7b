import { describe, expect, it } from "vitest";
import {
  addQuestDone,
  DEFAULT_PILOT_SETTINGS,
  localPilotUrl,
  mapChangeNavigates,
  PILOT_ACTION_CAP,
  PILOT_CURRENT_MAP_WINDOW_MS,
  PILOT_PLAYER_PAGE_GRACE_MS,
  PILOT_RECONNECT_MS,
  pilotNeedsUpdate,
  pushCapped,
  readPilotSettings,
  reconnectDelay,
  shouldAutoCompleteQuest,
} from "./pilotLink.ts";

describe("pilot settings in the browser (spec §3: pilot_settings)", () => {
  it("defaults to both switches on, raid notifications and sound off, and an empty action log", () => {
    expect(readPilotSettings(null)).toEqual(DEFAULT_PILOT_SETTINGS);
    expect(DEFAULT_PILOT_SETTINGS).toEqual({
      mapChangeEnabled: true,
      questsAutoCompleteEnabled: true,
      raidNotifications: false,
      raidSound: false,
      actionsLog: [],
    });
  });

  it("keeps what was stored and drops what is malformed", () => {
    const stored = JSON.stringify({
      mapChangeEnabled: false,
      questsAutoCompleteEnabled: "yes",
      raidSound: true,
      raidNotifications: 1,
      actionsLog: [{ action: "mapChange", details: "customs", date: 1 }, { action: 5 }, { action: "mapChange", details: { x: 1 }, date: 2 }, null],
    });
    expect(readPilotSettings(stored)).toEqual({
      mapChangeEnabled: false,
      questsAutoCompleteEnabled: true,
      raidNotifications: false,
      raidSound: true,
      actionsLog: [{ action: "mapChange", details: "customs", date: 1 }],
    });
    expect(readPilotSettings("{not json")).toEqual(DEFAULT_PILOT_SETTINGS);
    expect(readPilotSettings("[]")).toEqual(DEFAULT_PILOT_SETTINGS);
  });

  it("caps a stored action log at 20 entries", () => {
    const log = Array.from({ length: 25 }, (_, i) => ({ action: "positionUpdate", details: String(i), date: i }));
    expect(readPilotSettings(JSON.stringify({ actionsLog: log })).actionsLog).toHaveLength(PILOT_ACTION_CAP);
  });
});

describe("capped lists (spec §9: logs 30, actions 20)", () => {
  it("puts the newest first and drops the oldest beyond the cap", () => {
    let list: number[] = [];
    for (let i = 1; i <= 32; i++) list = pushCapped(list, i, 30);
    expect(list).toHaveLength(30);
    expect(list[0]).toBe(32);
    expect(list.at(-1)).toBe(3);
  });
});

describe("connection rules (spec §4)", () => {
  it("retries 10 s after an unintended close and never after an intended one", () => {
    expect(reconnectDelay(false)).toBe(PILOT_RECONNECT_MS);
    expect(PILOT_RECONNECT_MS).toBe(10_000);
    expect(reconnectDelay(true)).toBeNull();
  });

  it("needs an update only when the pilot reports a version other than tarkov_pilot_version", () => {
    expect(pilotNeedsUpdate("1.0.0", "1.1.0")).toBe(true);
    expect(pilotNeedsUpdate("1.1.0", "1.1.0")).toBe(false);
    expect(pilotNeedsUpdate("1.1.0 ", "1.1.0")).toBe(false);
    expect(pilotNeedsUpdate(null, "1.1.0")).toBe(false);
    expect(pilotNeedsUpdate("1.0.0", null)).toBe(false);
  });

  it("opens the pilot on the loopback address with the pairing code", () => {
    expect(localPilotUrl("ABCDEFGH")).toBe("ws://127.0.0.1:5123/?code=ABCDEFGH");
    expect(localPilotUrl("ABCDEFGH", 6000)).toBe("ws://127.0.0.1:6000/?code=ABCDEFGH");
    expect(localPilotUrl("", 5123)).toBe("ws://127.0.0.1:5123/");
  });
});

describe("quest auto-complete (spec §5)", () => {
  const base = { enabled: true, status: 12, pro: true, questKnown: true };
  it("applies only with the setting on, status 12, a Pro user and a known quest", () => {
    expect(shouldAutoCompleteQuest(base)).toBe(true);
    expect(shouldAutoCompleteQuest({ ...base, enabled: false })).toBe(false);
    expect(shouldAutoCompleteQuest({ ...base, status: 10 })).toBe(false);
    expect(shouldAutoCompleteQuest({ ...base, status: 11 })).toBe(false);
    expect(shouldAutoCompleteQuest({ ...base, pro: false })).toBe(false);
    expect(shouldAutoCompleteQuest({ ...base, questKnown: false })).toBe(false);
  });

  it("adds the quest uid to questsDone once", () => {
    expect(addQuestDone(["a"], "b")).toEqual(["a", "b"]);
    expect(addQuestDone(["a", "b"], "b")).toEqual(["a", "b"]);
  });
});

describe("a map change navigates only when the game changes map during the visit (issue 20)", () => {
  const base = { enabled: true, map: "woods", knownMap: "customs", sinceConnected: 60_000, path: "/maps/customs", sincePlayerNavigation: 60_000 };

  it("navigates on a new map, long enough after connecting and after the player's own navigation", () => {
    expect(mapChangeNavigates(base)).toBe(true);
    expect(mapChangeNavigates({ ...base, knownMap: null })).toBe(true);
    expect(mapChangeNavigates({ ...base, sincePlayerNavigation: null })).toBe(true);
    expect(mapChangeNavigates({ ...base, sinceConnected: PILOT_CURRENT_MAP_WINDOW_MS, sincePlayerNavigation: PILOT_PLAYER_PAGE_GRACE_MS })).toBe(true);
  });

  it("stays with the setting off or on the same map", () => {
    expect(mapChangeNavigates({ ...base, enabled: false })).toBe(false);
    expect(mapChangeNavigates({ ...base, knownMap: "woods" })).toBe(false);
  });

  it("takes the map reported as the link opens (a reload, a reconnect, a new tab) as the current one", () => {
    expect(mapChangeNavigates({ ...base, knownMap: null, sinceConnected: 0 })).toBe(false);
    expect(mapChangeNavigates({ ...base, sinceConnected: PILOT_CURRENT_MAP_WINDOW_MS - 1 })).toBe(false);
  });

  it("never leaves /pilot, nor a page the player opened within the grace period", () => {
    expect(mapChangeNavigates({ ...base, path: "/pilot" })).toBe(false);
    expect(mapChangeNavigates({ ...base, path: "/pilot/" })).toBe(false);
    expect(mapChangeNavigates({ ...base, path: "/pilots" })).toBe(true);
    expect(mapChangeNavigates({ ...base, sincePlayerNavigation: PILOT_PLAYER_PAGE_GRACE_MS - 1 })).toBe(false);
    expect(mapChangeNavigates({ ...base, sincePlayerNavigation: 0 })).toBe(false);
  });
});
