import { describe, expect, it } from "vitest";
import { parseGameLog, parseGameLogLine } from "./gameLog.ts";
import { mapChangeFromEntry, questUpdateFromEntry } from "./gameLogEvents.ts";

function entry(line: string) {
  const parsed = parseGameLogLine(line);
  if (!parsed) throw new Error(`not a log line: ${line}`);
  return parsed;
}

const app = (message: string) => entry(`2025-11-17 14:36:26.414|1.0.0.0.41787|Debug|application|${message}`);

describe("mapChangeFromEntry", () => {
  it("reads every known scene preset bundle", () => {
    const expected: Record<string, string> = {
      "factory_day_preset.bundle": "factory",
      "customs_preset.bundle": "customs",
      "shoreline_preset.bundle": "shoreline",
      "rezerv_base_preset.bundle": "reserve",
      "city_preset.bundle": "streets",
      "laboratory_preset.bundle": "lab",
      "lighthouse_preset.bundle": "lighthouse",
      "woods_preset.bundle": "woods",
      "shopping_mall.bundle": "interchange",
      "sandbox_preset.bundle": "ground-zero",
      "sandbox_high_preset.bundle": "ground-zero",
      "labyrinth_preset.bundle": "labyrinth",
    };
    for (const [bundle, map] of Object.entries(expected)) {
      expect(mapChangeFromEntry(app(`scene preset path:maps/${bundle}`)), bundle).toEqual({ map, raw: bundle });
    }
  });

  it("knows the night factory and ignores case", () => {
    expect(mapChangeFromEntry(app("scene preset path:maps/factory_night_preset.bundle"))).toEqual({
      map: "factory",
      variant: "night",
      raw: "factory_night_preset.bundle",
    });
    expect(mapChangeFromEntry(app("Scene Preset Path:Maps/Customs_Preset.BUNDLE"))).toMatchObject({ map: "customs" });
  });

  it("reads the location and short id of a NetworkGameCreate line", () => {
    const line = app(
      "TRACE-NetworkGameCreate profileStatus: 'Profileid: 5f1a2b3c4d5e6f7a8b9c0d1e, Status: Busy, RaidMode: Online, Ip: 10.0.0.5, Port: 17001, Location: bigmap, Sid: 10.0.0.5-17001_17.11.25_14-40-12, GameMode: deathmatch, shortId: AB12CD'",
    );
    expect(mapChangeFromEntry(line)).toEqual({ map: "customs", raw: "bigmap", shortId: "AB12CD" });
    expect(mapChangeFromEntry(app("TRACE-NetworkGameCreate profileStatus: 'Location: Factory4_Night, Sid: x, shortId: ZZ99XX'"))).toEqual({
      map: "factory",
      variant: "night",
      raw: "Factory4_Night",
      shortId: "ZZ99XX",
    });
    expect(mapChangeFromEntry(app("TRACE-NetworkGameCreate profileStatus: 'Location: TarkovStreets, Sid: x'"))).toEqual({
      map: "streets",
      raw: "TarkovStreets",
    });
  });

  it("gives null for unknown maps and other lines", () => {
    expect(mapChangeFromEntry(app("scene preset path:maps/hideout_preset.bundle"))).toBeNull();
    expect(mapChangeFromEntry(app("scene preset path:maps/citycenter_preset.bundle"))).toBeNull();
    expect(mapChangeFromEntry(app("TRACE-NetworkGameCreate profileStatus: 'Location: moon_base, shortId: AB12CD'"))).toBeNull();
    expect(mapChangeFromEntry(app("TRACE-NetworkGameCreate profileStatus: 'Status: Busy'"))).toBeNull();
    expect(mapChangeFromEntry(app("Location: bigmap"))).toBeNull();
  });
});

function notification(channel: string, message: object | string): string {
  const json = typeof message === "string" ? message : JSON.stringify({ type: "new_message", eventId: "e1", message }, null, 2);
  return `2025-11-17 14:52:03.870|1.0.0.0.41787|Info|${channel}|Got notification | ChatMessageReceived\n${json}\n`;
}

describe("questUpdateFromEntry", () => {
  it("reads started, failed and completed quests from push-notifications and the older notifications", () => {
    const cases = [
      ["push-notifications", 10, "5936d90786f7742b1420ba5b description"],
      ["push-notifications", 11, "5936d90786f7742b1420ba5b failMessageText"],
      ["notifications", 12, "5936d90786f7742b1420ba5b successMessageText"],
      ["Push-Notifications", 12, "  5936d90786f7742b1420ba5b   successMessageText"],
    ] as const;
    for (const [channel, type, templateId] of cases) {
      const [parsed] = parseGameLog(notification(channel, { _id: "m1", type, templateId, dt: 1731854523 }));
      expect(questUpdateFromEntry(parsed!), `${channel} ${type}`).toEqual({ questId: "5936d90786f7742b1420ba5b", status: type });
    }
  });

  it("ignores other notification types, other channels, and broken blocks", () => {
    const ignored = [
      notification("push-notifications", { type: 1, templateId: "5936d90786f7742b1420ba5b successMessageText" }),
      notification("push-notifications", { type: 4, text: "insurance returned" }),
      notification("push-notifications", { type: "12", templateId: "5936d90786f7742b1420ba5b x" }),
      notification("push-notifications", { type: 12 }),
      notification("push-notifications", { type: 12, templateId: "   " }),
      notification("application", { type: 12, templateId: "5936d90786f7742b1420ba5b successMessageText" }),
      notification("push-notifications", '{ "message": { "type": 12, "templateId": '),
      notification("push-notifications", "[12]"),
    ];
    for (const text of ignored) {
      const [parsed] = parseGameLog(text);
      expect(questUpdateFromEntry(parsed!), text).toBeNull();
    }
    const other = entry("2025-11-17 14:52:03.870|1.0.0.0.41787|Info|push-notifications|Got notification | UserConfirmed");
    expect(questUpdateFromEntry({ ...other, json: { message: { type: 12, templateId: "x y" } } })).toBeNull();
  });
});
