import { describe, expect, it } from "vitest";
import { isPageToPilotMessage, type PilotMessage, parsePilotMessage } from "./messages.ts";

const VALID: PilotMessage[] = [
  { messageType: "CONFIGURATION", version: "1.0.0", gameFolder: "C:\\Battlestate Games\\EFT", screenshotsFolder: null },
  { messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" },
  { messageType: "MAP_CHANGE", map: "factory", variant: "night", raw: "factory4_night" },
  { messageType: "POSITION_UPDATE", x: 175.3, y: 1.37, z: -150.68, yaw: 191.73, filename: "a.png" },
  { messageType: "SEND_FILENAME", filename: "2025-03-30[21-04]_1 (0).png" },
  { messageType: "QUEST_UPDATE", questId: "5936d90786f7742b1420ba5b", status: 12 },
  { messageType: "GAME_MODE", mode: "pve" },
  {
    messageType: "STATUS",
    gameFolderFound: true,
    logsFolder: "/games/EFT/Logs",
    sessionFolder: null,
    screenshotsFolderFound: false,
    logWatcherAlive: true,
    screenshotWatcherAlive: false,
    lastEventAt: null,
  },
  { messageType: "SETTINGS_UPDATE", gameFolder: "D:\\EFT", screenshotsFolder: null },
  { messageType: "SETTINGS_RESET" },
  { messageType: "UPDATE" },
];

describe("parsePilotMessage", () => {
  it("reads every message both ways", () => {
    for (const message of VALID) expect(parsePilotMessage(JSON.stringify(message))).toEqual(message);
  });

  it("keeps only a message's own fields, and takes absent folders as not set", () => {
    expect(parsePilotMessage('{"messageType":"UPDATE","extra":1}')).toEqual({ messageType: "UPDATE" });
    expect(parsePilotMessage('{"messageType":"SETTINGS_UPDATE","gameFolder":"/g"}')).toEqual({
      messageType: "SETTINGS_UPDATE",
      gameFolder: "/g",
      screenshotsFolder: null,
    });
  });

  it("turns malformed JSON and unknown or incomplete shapes into a log line", () => {
    for (const text of [
      "",
      "hello",
      "{",
      "null",
      "42",
      "[]",
      '"UPDATE"',
      "{}",
      '{"messageType":"REBOOT"}',
      '{"messageType":"toString"}',
      '{"messageType":"__proto__"}',
      '{"messageType":"MAP_CHANGE"}',
      '{"messageType":"MAP_CHANGE","map":"Hideout"}',
      '{"messageType":"MAP_CHANGE","map":"customs","raw":5}',
      '{"messageType":"MAP_CHANGE","map":""}',
      '{"messageType":"MAP_CHANGE","map":"factory","raw":"x","variant":"day"}',
      // Only the site's map slugs: the page navigates to /maps/{map}.
      '{"messageType":"MAP_CHANGE","map":"../admin","raw":"x"}',
      '{"messageType":"POSITION_UPDATE","x":1,"y":2,"z":"3","yaw":0,"filename":"a"}',
      '{"messageType":"POSITION_UPDATE","x":1,"y":2}',
      '{"messageType":"QUEST_UPDATE","questId":"q","status":13}',
      '{"messageType":"GAME_MODE","mode":"arena"}',
      '{"messageType":"STATUS","gameFolderFound":true}',
      '{"messageType":"SETTINGS_UPDATE","gameFolder":5,"screenshotsFolder":null}',
    ]) {
      expect(parsePilotMessage(text), text).toEqual({ messageType: "LOG", text });
    }
  });

  it("reads spec §7's exact messages: MAP_CHANGE with only map (slug, display name or game id), POSITION_UPDATE with only x, y, z", () => {
    const map = (name: string) => parsePilotMessage(JSON.stringify({ messageType: "MAP_CHANGE", map: name }));
    expect(map("customs")).toEqual({ messageType: "MAP_CHANGE", map: "customs", raw: "customs" });
    expect(map("Customs")).toEqual({ messageType: "MAP_CHANGE", map: "customs", raw: "Customs" });
    expect(map("Streets of Tarkov")).toEqual({ messageType: "MAP_CHANGE", map: "streets", raw: "Streets of Tarkov" });
    expect(map("The Lab")).toEqual({ messageType: "MAP_CHANGE", map: "lab", raw: "The Lab" });
    expect(map("The Labyrinth")).toEqual({ messageType: "MAP_CHANGE", map: "labyrinth", raw: "The Labyrinth" });
    expect(map("Ground Zero")).toEqual({ messageType: "MAP_CHANGE", map: "ground-zero", raw: "Ground Zero" });
    expect(map("Night Factory")).toEqual({ messageType: "MAP_CHANGE", map: "factory", variant: "night", raw: "Night Factory" });
    expect(map("night-factory")).toEqual({ messageType: "MAP_CHANGE", map: "factory", variant: "night", raw: "night-factory" });
    expect(map("RezervBase")).toEqual({ messageType: "MAP_CHANGE", map: "reserve", raw: "RezervBase" });
    expect(map("bigmap")).toEqual({ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" });
    expect(parsePilotMessage('{"messageType":"POSITION_UPDATE","x":-101.5,"y":2.1,"z":33}')).toEqual({
      messageType: "POSITION_UPDATE",
      x: -101.5,
      y: 2.1,
      z: 33,
    });
    // Extra fields a pilot sends are used when well-formed and left out otherwise.
    expect(parsePilotMessage('{"messageType":"POSITION_UPDATE","x":1,"y":2,"z":3,"yaw":"north","filename":7,"look":1}')).toEqual({
      messageType: "POSITION_UPDATE",
      x: 1,
      y: 2,
      z: 3,
    });
  });

  it("tells page-to-pilot messages apart", () => {
    expect(isPageToPilotMessage(parsePilotMessage('{"messageType":"SETTINGS_RESET"}'))).toBe(true);
    expect(isPageToPilotMessage(parsePilotMessage('{"messageType":"GAME_MODE","mode":"pvp"}'))).toBe(false);
    expect(isPageToPilotMessage(parsePilotMessage("nonsense"))).toBe(false);
  });
});
