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
      '{"messageType":"MAP_CHANGE","map":"customs"}',
      '{"messageType":"MAP_CHANGE","map":"factory","raw":"x","variant":"day"}',
      // Only the site's map slugs: the page navigates to /maps/{map}.
      '{"messageType":"MAP_CHANGE","map":"../admin","raw":"x"}',
      '{"messageType":"MAP_CHANGE","map":"night-factory","raw":"factory4_night"}',
      '{"messageType":"POSITION_UPDATE","x":1,"y":2,"z":"3","yaw":0,"filename":"a"}',
      '{"messageType":"QUEST_UPDATE","questId":"q","status":13}',
      '{"messageType":"GAME_MODE","mode":"arena"}',
      '{"messageType":"STATUS","gameFolderFound":true}',
      '{"messageType":"SETTINGS_UPDATE","gameFolder":5,"screenshotsFolder":null}',
    ]) {
      expect(parsePilotMessage(text), text).toEqual({ messageType: "LOG", text });
    }
  });

  it("tells page-to-pilot messages apart", () => {
    expect(isPageToPilotMessage(parsePilotMessage('{"messageType":"SETTINGS_RESET"}'))).toBe(true);
    expect(isPageToPilotMessage(parsePilotMessage('{"messageType":"GAME_MODE","mode":"pvp"}'))).toBe(false);
    expect(isPageToPilotMessage(parsePilotMessage("nonsense"))).toBe(false);
  });
});
