import { describe, expect, it } from "vitest";
import { GameLogParser, parseGameLog, parseGameLogLine } from "./gameLog.ts";

const SCENE = "2025-11-17 14:36:26.414|1.0.0.0.41787|Debug|application|scene preset path:maps/customs_preset.bundle";
const NOTIFICATION_HEADER = "2025-11-17 14:52:03.870|1.0.0.0.41787|Info|push-notifications|Got notification | ChatMessageReceived";
const NOTIFICATION_JSON = [
  "{",
  '  "type": "new_message",',
  '  "eventId": "6739f1d3a1b2c3d4e5f60718",',
  '  "dialogId": "5935c25fb3acc3127c3d8cd9",',
  '  "message": {',
  '    "_id": "6739f1d3a1b2c3d4e5f60719",',
  '    "uid": "5935c25fb3acc3127c3d8cd9",',
  '    "type": 12,',
  '    "dt": 1731854523,',
  '    "text": "quest {done} with \\"quotes\\" and a } brace",',
  '    "templateId": "5936d90786f7742b1420ba5b successMessageText",',
  '    "hasRewards": true',
  "  }",
  "}",
];
const NEXT = "2025-11-17 14:52:04.001|1.0.0.0.41787|Info|application|Profile saved";

describe("parseGameLogLine", () => {
  it("splits a current line", () => {
    expect(parseGameLogLine(SCENE)).toEqual({
      time: "2025-11-17T14:36:26.414",
      version: "1.0.0.0.41787",
      level: "Debug",
      channel: "application",
      message: "scene preset path:maps/customs_preset.bundle",
    });
  });
  it("keeps an older line's offset", () => {
    const entry = parseGameLogLine("2023-06-11 20:12:58.123 +03:00|0.13.1.0.22617|Info|application|Application awaken");
    expect(entry).toMatchObject({ time: "2023-06-11T20:12:58.123+03:00", version: "0.13.1.0.22617", message: "Application awaken" });
  });
  it("pads a one-digit hour", () => {
    expect(parseGameLogLine("2025-11-17 4:36:26.414|1.0.0.0.41787|Debug|application|x")?.time).toBe("2025-11-17T04:36:26.414");
  });
  it("keeps `|` inside the message, and drops a trailing CR and a BOM", () => {
    expect(parseGameLogLine(`\uFEFF${NOTIFICATION_HEADER}\r`)).toMatchObject({
      channel: "push-notifications",
      message: "Got notification | ChatMessageReceived",
    });
  });
  it('reads a line without the version column, version ""', () => {
    expect(parseGameLogLine("2025-11-17 14:36:26.414|Debug|application|message")).toEqual({
      time: "2025-11-17T14:36:26.414",
      version: "",
      level: "Debug",
      channel: "application",
      message: "message",
    });
  });
  it("reads a version-less line with an offset and a one-digit hour", () => {
    expect(parseGameLogLine("2024-01-05 9:03:07.250 +03:00|Info|application|Session mode: Pve")).toEqual({
      time: "2024-01-05T09:03:07.250+03:00",
      version: "",
      level: "Info",
      channel: "application",
      message: "Session mode: Pve",
    });
    expect(parseGameLogLine("2024-01-05 9:03:07.250 +03:00|0.14.0.0.28375|Info|application|x")).toMatchObject({ version: "0.14.0.0.28375", level: "Info" });
  });
  it("keeps `|` inside the message of a version-less line", () => {
    expect(parseGameLogLine("2025-11-17 14:52:03.870|Info|push-notifications|Got notification | ChatMessageReceived")).toEqual({
      time: "2025-11-17T14:52:03.870",
      version: "",
      level: "Info",
      channel: "push-notifications",
      message: "Got notification | ChatMessageReceived",
    });
    expect(parseGameLogLine("2025-11-17 14:52:03.870|Info|backend|a|b|c")).toMatchObject({ version: "", channel: "backend", message: "a|b|c" });
  });
  it("takes a dotted-digits first column for the version, never for the level", () => {
    // Any number of dotted parts is a version…
    for (const version of ["1.0", "0.16.9.5.40743", "1.0.0.0.41787"]) {
      expect(parseGameLogLine(`2025-11-17 14:36:26.414|${version}|Info|application|x | y`), version).toMatchObject({
        version,
        level: "Info",
        channel: "application",
        message: "x | y",
      });
    }
    // …and a versioned line missing a column is not re-read as a version-less one.
    expect(parseGameLogLine("2025-11-17 14:36:26.414|1.0.0.0.41787|Info|message")).toBeNull();
    // A first column that is neither a version nor a level is no log line.
    for (const first of ["1", "1.0.0.0.41787b", "", "In fo"]) {
      expect(parseGameLogLine(`2025-11-17 14:36:26.414|${first}|Info|application|x`), first).toBeNull();
    }
  });
  it("attaches JSON to version-less lines too", () => {
    const entries = parseGameLog(
      ["2025-11-17 14:52:03.870|Info|push-notifications|Got notification | ChatMessageReceived", '{"message": {"type": 12}}', NEXT].join("\n"),
    );
    expect(entries.map((e) => [e.version, e.json])).toEqual([
      ["", { message: { type: 12 } }],
      ["1.0.0.0.41787", undefined],
    ]);
  });
  it("gives null for other lines", () => {
    for (const line of [
      "",
      "{",
      "   at EFT.Player.Update ()",
      "2025-11-17|1|2|3",
      "14:36:26.414|1.0|Debug|application|x",
      "2025-11-17 14:36:26.414|Debug|application",
      "2025-11-17 14:36:26.414|Debug||x",
      "2025-11-17 14:36:26.414 Debug|application|x",
    ]) {
      expect(parseGameLogLine(line), line).toBeNull();
    }
  });
});

describe("GameLogParser", () => {
  it("attaches a multi-line JSON block to its line, braces inside strings included", () => {
    const entries = parseGameLog([NOTIFICATION_HEADER, ...NOTIFICATION_JSON, NEXT, ""].join("\n"));
    expect(entries).toHaveLength(2);
    expect(entries[0]!.json).toMatchObject({ type: "new_message", message: { type: 12, templateId: "5936d90786f7742b1420ba5b successMessageText" } });
    expect(entries[1]).toMatchObject({ message: "Profile saved" });
    expect(entries[1]!.json).toBeUndefined();
  });

  it("waits for a JSON block split across feeds at any point", () => {
    const text = [SCENE, NOTIFICATION_HEADER, ...NOTIFICATION_JSON, NEXT, ""].join("\r\n");
    for (let cut = 1; cut < text.length; cut += 7) {
      const parser = new GameLogParser();
      const entries = [...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut)), ...parser.end()];
      expect(entries.map((e) => e.message)).toEqual([
        "scene preset path:maps/customs_preset.bundle",
        "Got notification | ChatMessageReceived",
        "Profile saved",
      ]);
      expect(entries[1]!.json, `cut at ${cut}`).toMatchObject({ message: { type: 12 } });
    }
  });

  it("emits an entry as soon as its JSON block closes", () => {
    const parser = new GameLogParser();
    expect(parser.feed(`${NOTIFICATION_HEADER}\n${NOTIFICATION_JSON.slice(0, 5).join("\n")}\n`)).toEqual([]);
    expect(parser.settle()).toEqual([]);
    const done = parser.feed(`${NOTIFICATION_JSON.slice(5).join("\n")}\n`);
    expect(done).toHaveLength(1);
    expect(done[0]!.json).toMatchObject({ message: { type: 12 } });
  });

  it("holds a line until the next one or settle(), and waits for a partial line's newline", () => {
    const parser = new GameLogParser();
    expect(parser.feed(SCENE.slice(0, 30))).toEqual([]);
    expect(parser.settle()).toEqual([]);
    expect(parser.feed(`${SCENE.slice(30)}\n`)).toEqual([]);
    expect(parser.settle()).toMatchObject([{ message: "scene preset path:maps/customs_preset.bundle" }]);
    expect(parser.settle()).toEqual([]);
    expect(parser.feed(`${NEXT}\n${SCENE}\n`)).toMatchObject([{ message: "Profile saved" }]);
  });

  it("drops a JSON block that never closes before the next line", () => {
    const text = [NOTIFICATION_HEADER, ...NOTIFICATION_JSON.slice(0, 6), NEXT, ""].join("\n");
    const entries = parseGameLog(text);
    expect(entries.map((e) => e.message)).toEqual(["Got notification | ChatMessageReceived", "Profile saved"]);
    expect(entries[0]).not.toHaveProperty("json");
  });

  it("emits a line with malformed JSON without json", () => {
    const entries = parseGameLog([NOTIFICATION_HEADER, "{", '  "type": 12,,', "}", NEXT].join("\n"));
    expect(entries).toHaveLength(2);
    expect(entries[0]).not.toHaveProperty("json");
  });

  it("ends a truncated file without throwing, keeping the last line", () => {
    const text = [SCENE, NOTIFICATION_HEADER, ...NOTIFICATION_JSON].join("\n");
    const truncated = text.slice(0, text.indexOf('"templateId"'));
    const entries = parseGameLog(truncated);
    expect(entries.map((e) => e.message)).toEqual(["scene preset path:maps/customs_preset.bundle", "Got notification | ChatMessageReceived"]);
    expect(entries[1]).not.toHaveProperty("json");
    // A last line without its newline is still a line at the end.
    expect(parseGameLog(SCENE)).toHaveLength(1);
  });

  it("skips stack traces and lines before the first entry", () => {
    const text = [
      "   at EFT.Something.Run ()",
      "2025-11-17 14:40:00.000|1.0.0.0.41787|Error|application|NullReferenceException: Object reference not set",
      "  at EFT.Player.Update () [0x00000] in <filename unknown>:0",
      "  at EFT.Player.LateUpdate ()",
      NEXT,
    ].join("\n");
    expect(parseGameLog(text).map((e) => e.level)).toEqual(["Error", "Info"]);
  });

  it("reads a single-line JSON block and a JSON array", () => {
    const entries = parseGameLog([NEXT, '{"a": {"b": [1, 2]}}', NEXT, '[1, {"c": 3}', "]"].join("\n"));
    expect(entries[0]!.json).toEqual({ a: { b: [1, 2] } });
    expect(entries[1]!.json).toEqual([1, { c: 3 }]);
  });
});
