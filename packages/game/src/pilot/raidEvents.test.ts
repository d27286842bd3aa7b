import { describe, expect, it } from "vitest";
import { type GameLogEntry, GameLogParser, parseGameLog, parseGameLogLine } from "./gameLog.ts";
import {
  fleaSaleFromEntry,
  INITIAL_RAID_TRACKER_STATE,
  type RaidEvent,
  RaidTracker,
  type RaidTrackerState,
  raidEventFromEntry,
  trackRaid,
} from "./raidEvents.ts";

function entry(line: string): GameLogEntry {
  const parsed = parseGameLogLine(line);
  if (!parsed) throw new Error(`not a log line: ${line}`);
  return parsed;
}

/** An application line of a 1.1.5.1 client, the build the queue and start lines below were copied from. */
const app = (message: string, level = "Info") => entry(`2026-09-26 19:40:14.533|1.1.5.1.47510|${level}|application|${message}`);
/** The same line without the version column, as 0.16 builds write some lines. */
const bare = (message: string, level = "Info") => entry(`2024-03-02 18:00:10.250 +01:00|${level}|application|${message}`);
const read = (line: string) => raidEventFromEntry(entry(line));

describe("queue lines", () => {
  it("reads the queue start, in a group and solo, with and without the version column", () => {
    expect(raidEventFromEntry(app("Matching with group id: 14722920", "Debug"))).toEqual({ type: "queueStarted" });
    expect(raidEventFromEntry(app("Matching with group id: ", "Debug"))).toEqual({ type: "queueStarted" });
    expect(raidEventFromEntry(app("Matching with group id:", "Debug"))).toEqual({ type: "queueStarted" });
    expect(raidEventFromEntry(bare("Matching with group id: 13759600", "Debug"))).toEqual({ type: "queueStarted" });
  });

  it("reads the queue time after real:, with a point or a comma", () => {
    expect(raidEventFromEntry(app("MatchingCompleted:57.91 real:64.28 diff:6.36"))).toEqual({ type: "matchingCompleted", queueSeconds: 64.28 });
    expect(raidEventFromEntry(app("MatchingCompleted:0 real:0 diff:0"))).toEqual({ type: "matchingCompleted", queueSeconds: 0 });
    expect(raidEventFromEntry(bare("MatchingCompleted:57,91 real:64,28 diff:6,36"))).toEqual({ type: "matchingCompleted", queueSeconds: 64.28 });
    // Without its real: figure the line still says matching completed.
    expect(raidEventFromEntry(app("MatchingCompleted:57.91"))).toEqual({ type: "matchingCompleted" });
    expect(raidEventFromEntry(app("MatchingCompleted: real:abc"))).toEqual({ type: "matchingCompleted" });
  });

  it("reads the network and local cancellations, and TarkovMonitor's aborted", () => {
    for (const message of [
      "Network game matching cancelled.",
      "Local game matching cancelled.",
      "Network game matching aborted",
      "Network game matching canceled",
    ]) {
      expect(raidEventFromEntry(app(message)), message).toEqual({ type: "queueCancelled" });
      expect(raidEventFromEntry(bare(message)), message).toEqual({ type: "queueCancelled" });
    }
  });

  it("ignores the other matching and loading lines", () => {
    for (const message of [
      "TRACE-NetworkGameMatching G",
      "Matching with group",
      "LocationLoaded:18 real:24.73 diff:6.72",
      "GamePrepared:57.95 real:64.32 diff:6.36",
      "Network game matching",
      "some log mentioning MatchingCompleted:1 real:2 in the middle",
      "Session mode: Regular",
    ]) {
      expect(raidEventFromEntry(app(message, "Debug")), message).toBeNull();
    }
    // The output log's copy of an application line (its source channel first) is not counted again.
    expect(read("2026-09-24 21:58:32.122|1.1.5.1.47510|Info|output|application|Matching with group id: 1")).toBeNull();
    expect(read("2026-09-24 21:59:14.809|1.1.5.1.47510|Info|output|application|MatchingCompleted:57.91 real:64.28 diff:6.36")).toBeNull();
  });
});

describe("raid start lines", () => {
  it("reads GameStarting and GameStarted of current and old clients", () => {
    expect(raidEventFromEntry(app("GameStarting:98.82(25.82) real:109.35(26.4) diff:10.52"))).toEqual({ type: "raidStarting" });
    expect(raidEventFromEntry(app("GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83"))).toEqual({ type: "raidStarted" });
    expect(read("2020-11-04 16:36:45.685 +09:00|0.12.8.9660|Info|application|GameStarted:63.69(63.68) real:94.42(94.41) diff:30.72")).toEqual({
      type: "raidStarted",
    });
    expect(raidEventFromEntry(bare("GameStarted:31.37(0) real:53.4(0) diff:22.03"))).toEqual({ type: "raidStarted" });
    expect(raidEventFromEntry(bare("GameStarting:98.82(25.82) real:109.35(26.4) diff:10.52"))).toEqual({ type: "raidStarting" });
  });

  it("ignores the spawn milestones, mentions and stack-frame names", () => {
    for (const message of [
      "GameSpawned:73(0.5) real:82.94(0.59) diff:9.94",
      "GameSpawn:71.92(0.08) real:81.77(0.07) diff:9.84",
      "GameRunned:71.84(2.13) real:81.69(5.23) diff:9.85",
      "some log mentioning GameStarted:1 in the middle",
      "GameStarted",
      "GameStartingAsync:MoveNext()",
      "GameStarted:Invoke()",
    ]) {
      expect(raidEventFromEntry(app(message)), message).toBeNull();
    }
    expect(read("2026-09-24 22:00:19.109|1.1.5.1.47510|Info|output|application|GameStarted:299.9 real:321.7")).toBeNull();
  });
});

describe("raid end lines", () => {
  // EFT_LOG_EVENTS_REFERENCE.md gives this errors-channel line redacted (`ExitStatus:<EXIT_STATUS>`, 1.0.2.5 to
  // 1.0.4.1 builds); the values are the game's ExitStatus names.
  const stopped = (status: string) =>
    entry(`2025-03-10 20:41:07.512|1.0.2.5.43579|Error|errors|NetworkGame.GameStopped received. ExitStatus:${status} PlayTime:612`);

  it("reads every exit status", () => {
    const expected = { Survived: "survived", Killed: "killed", MissingInAction: "mia", Runner: "runThrough", Left: "left", Transit: "transit" };
    for (const [status, result] of Object.entries(expected)) {
      expect(raidEventFromEntry(stopped(status)), status).toEqual({ type: "raidEnded", via: "exitStatus", result, exitStatus: status });
    }
    expect(raidEventFromEntry(stopped("KILLED"))).toMatchObject({ result: "killed" });
    // Also in the output log and without the version column.
    expect(read("2025-03-10 20:41:07.512|1.0.4.1.44236|Info|output|GameStopped ExitStatus: Survived PlayTime:1834")).toMatchObject({ result: "survived" });
    expect(read("2024-03-02 18:00:10.250 +01:00|Error|errors|NetworkGame.GameStopped received. ExitStatus:Left")).toMatchObject({ result: "left" });
  });

  it("keeps an unknown status without inventing a result", () => {
    expect(raidEventFromEntry(stopped("Abandoned"))).toEqual({ type: "raidEnded", via: "exitStatus", exitStatus: "Abandoned" });
  });

  it("ignores the end callback's signature, the stopping marker and a lone ExitStatus", () => {
    for (const message of [
      "LocalPlayer:OnGameSessionEnd(ExitStatus, pastTime, locationId, exitName)",
      "EFT.NetworkGame`1:GameStopping()",
      "ExitStatus:Survived",
      "GameStopped received.",
      "GameOverSaveStatus received. ErrorCode:0",
      "DeathScreen_Shown",
    ]) {
      expect(raidEventFromEntry(app(message)), message).toBeNull();
    }
  });

  it("reads UserMatchOver's location and short id, as a 0.12 client wrote it", () => {
    const text = [
      "2020-11-04 16:39:44.837 +09:00|Info|push-notifications|Got notification | UserMatchOver",
      "{",
      '  "profileid": "5f676bb99a6be16425687dbf",',
      '  "status": "Free",',
      '  "ip": "192.0.2.10",',
      '  "port": 17000,',
      '  "sid": "192.0.2.10-17000_PID_04.11.20_07.05.42",',
      '  "version": "live",',
      '  "location": "Interchange",',
      '  "mode": "deathmatch",',
      '  "shortId": "0EY8",',
      '  "additional_info": []',
      "}",
    ].join("\n");
    const [parsed] = parseGameLog(text);
    expect(raidEventFromEntry(parsed!)).toEqual({ type: "raidEnded", via: "matchOver", map: "interchange", raidId: "0EY8" });
  });

  it("reads UserMatchOver with the version column, and says the match is over even without a usable block", () => {
    const header = "2025-11-20 19:45:12.345|1.0.0.1.41967|Info|push-notifications|Got notification | UserMatchOver";
    expect(raidEventFromEntry(parseGameLog(`${header}\n{ "location": "factory4_night", "shortId": "AB12CD" }\n`)[0]!)).toEqual({
      type: "raidEnded",
      via: "matchOver",
      map: "factory",
      variant: "night",
      raidId: "AB12CD",
    });
    for (const block of ["", '{ "location": "moon_base", "shortId": "  " }', '{ "location": 3, "shortId": 4 }', '{ "location": "bigmap", ', "[1]"]) {
      expect(raidEventFromEntry(parseGameLog(`${header}\n${block}\n`)[0]!), block).toEqual({ type: "raidEnded", via: "matchOver" });
    }
    // Another channel, or the output log's copy, is not the notification.
    expect(read("2025-11-20 19:45:12.345|1.0.0.1.41967|Info|application|Got notification | UserMatchOver")).toBeNull();
    expect(read("2025-11-20 19:45:12.345|1.0.0.1.41967|Info|output|push-notifications|Got notification | UserMatchOver")).toBeNull();
    expect(read("2025-11-20 19:45:12.345|1.0.0.1.41967|Info|push-notifications|Got notification | UserMatchCreated")).toBeNull();
  });

  it("reads the profile lines of the menu, old and new", () => {
    expect(read("2023-06-11 20:12:58.123 +03:00|0.13.1.0.22617|Info|application|SelectProfile ProfileId:5e5c26bf000000000000000d AccountId:1234567")).toEqual({
      type: "menu",
    });
    expect(raidEventFromEntry(app("PrepareSelectedProfileLocally ProfileId:0 AccountId:0"))).toEqual({ type: "menu" });
    expect(raidEventFromEntry(app("CompleteSelectedProfile ProfileId:6a6fb03826e91a600e08fed9 AccountId:5369768"))).toEqual({ type: "menu" });
    expect(raidEventFromEntry(bare("SelectProfile ProfileId:5e5c26bf000000000000000d AccountId:1234567"))).toEqual({ type: "menu" });
    expect(raidEventFromEntry(app("Data prepare operation has failed: SelectProfile ProfileId:x"))).toBeNull();
    expect(raidEventFromEntry(app("SelectProfile"))).toBeNull();
  });
});

const ROUBLES = "5449016a4bdc2d6f028b456f";
const DOLLARS = "5696686a4bdc2da3298b456a";

/** A flea sale as TarkovMonitor's FleaSoldMessageLogContent reads it (LogMessageTypes.cs), roubles paid in two stacks. */
const SALE_BLOCK = [
  "{",
  '  "type": "new_message",',
  '  "eventId": "6739f1d3a1b2c3d4e5f60718",',
  '  "dialogId": "5ac3b934156ae10c4430e83c",',
  '  "message": {',
  '    "_id": "6739f1d3a1b2c3d4e5f60719",',
  '    "uid": "5ac3b934156ae10c4430e83c",',
  '    "type": 4,',
  '    "dt": 1731854523,',
  '    "hasRewards": true,',
  '    "text": "",',
  '    "templateId": "5bdabfb886f7743e152e867e 0",',
  '    "systemData": {',
  '      "buyerNickname": "Buyer {with} a brace",',
  '      "soldItem": "5d403f9186f7743cac3f229b",',
  '      "itemCount": 3',
  "    },",
  '    "items": {',
  '      "stash": "6739f1d3a1b2c3d4e5f6071a",',
  '      "data": [',
  `        { "_id": "a1", "_tpl": "${ROUBLES}", "upd": { "StackObjectsCount": 500000 } },`,
  `        { "_id": "a2", "_tpl": "${ROUBLES}", "upd": { "StackObjectsCount": 120000 } }`,
  "      ]",
  "    }",
  "  }",
  "}",
];
const SALE_HEADER = "2025-11-17 14:52:03.870|1.0.0.0.41787|Info|push-notifications|Got notification | ChatMessageReceived";

function notification(channel: string, message: object | string, header = `2025-11-17 14:52:03.870|1.0.0.0.41787|Info|${channel}`): GameLogEntry {
  const json = typeof message === "string" ? message : JSON.stringify({ type: "new_message", eventId: "e1", message }, null, 2);
  const [parsed] = parseGameLog(`${header}|Got notification | ChatMessageReceived\n${json}\n`);
  return parsed!;
}

describe("fleaSaleFromEntry", () => {
  it("reads a sale whose block arrives in pieces through GameLogParser", () => {
    const text = `${SALE_HEADER}\n${SALE_BLOCK.join("\r\n")}\r\n2025-11-17 14:52:04.001|1.0.0.0.41787|Info|push-notifications|Got notification | UserConfirmed\n`;
    const parser = new GameLogParser();
    const entries: GameLogEntry[] = [];
    for (let i = 0; i < text.length; i += 7) entries.push(...parser.feed(text.slice(i, i + 7)));
    entries.push(...parser.end());
    expect(entries).toHaveLength(2);
    const sale = {
      type: "fleaSale",
      messageId: "6739f1d3a1b2c3d4e5f60719",
      buyer: "Buyer {with} a brace",
      sold: { templateId: "5d403f9186f7743cac3f229b", count: 3 },
      received: [{ templateId: ROUBLES, count: 620000 }],
      roubles: 620000,
    };
    expect(fleaSaleFromEntry(entries[0]!)).toEqual(sale);
    expect(raidEventFromEntry(entries[0]!)).toEqual(sale);
    expect(fleaSaleFromEntry(entries[1]!)).toBeNull();
  });

  it("reads the 2022 template on the older notifications channel without the version column", () => {
    const message = {
      type: 4,
      templateId: "5bdac0b686f7743e1665e09e",
      systemData: { buyerNickname: "Buyer", soldItem: "5c0e874186f7745dc7616606", itemCount: 1 },
      items: { data: [{ _tpl: ROUBLES, upd: { StackObjectsCount: 48000 } }] },
    };
    expect(fleaSaleFromEntry(notification("notifications", message, "2022-07-23 14:43:06.000 -05:00|Info|notifications"))).toEqual({
      type: "fleaSale",
      buyer: "Buyer",
      sold: { templateId: "5c0e874186f7745dc7616606", count: 1 },
      received: [{ templateId: ROUBLES, count: 48000 }],
      roubles: 48000,
    });
  });

  it("lists a payment in dollars or items without counting it as roubles", () => {
    const sale = fleaSaleFromEntry(
      notification("push-notifications", {
        type: 4,
        templateId: "5bdabfb886f7743e152e867e 0",
        systemData: { soldItem: "5c0e874186f7745dc7616606", itemCount: 2 },
        items: {
          data: [
            { _tpl: DOLLARS, upd: { StackObjectsCount: 1500 } },
            { _tpl: "590c621186f774138d11ea29" },
            { _tpl: "590c621186f774138d11ea29", upd: {} },
            { _tpl: "5734758f24597738025ee253", upd: { StackObjectsCount: "x" } },
            { _tpl: "", upd: { StackObjectsCount: 5 } },
            { upd: { StackObjectsCount: 5 } },
            "not an item",
          ],
        },
      }),
    );
    expect(sale).toEqual({
      type: "fleaSale",
      sold: { templateId: "5c0e874186f7745dc7616606", count: 2 },
      received: [
        { templateId: DOLLARS, count: 1500 },
        { templateId: "590c621186f774138d11ea29", count: 2 },
      ],
    });
  });

  it("gives a sale with only what the block carries", () => {
    expect(fleaSaleFromEntry(notification("push-notifications", { type: 4, templateId: "5bdabfb886f7743e152e867e 0" }))).toEqual({
      type: "fleaSale",
      received: [],
    });
    expect(
      fleaSaleFromEntry(
        notification("push-notifications", {
          type: 4,
          templateId: "5bdabfb886f7743e152e867e 0",
          systemData: { buyerNickname: " ", soldItem: "5c0e874186f7745dc7616606", itemCount: 0 },
          items: { data: "none" },
        }),
      ),
    ).toEqual({ type: "fleaSale", sold: { templateId: "5c0e874186f7745dc7616606" }, received: [] });
  });

  it("ignores expired offers, other messages, other channels and broken blocks", () => {
    const ignored = [
      notification("push-notifications", { type: 4, templateId: "5bdabfe486f7743e1665df6e 0", items: { data: [{ _tpl: ROUBLES }] } }),
      notification("push-notifications", { type: 12, templateId: "5bdabfb886f7743e152e867e 0" }),
      notification("push-notifications", { type: "4", templateId: "5bdabfb886f7743e152e867e 0" }),
      notification("push-notifications", { type: 1, text: "5bdabfb886f7743e152e867e 0" }),
      notification("push-notifications", { type: 4, templateId: 5 }),
      notification("push-notifications", { type: 4, templateId: "x5bdabfb886f7743e152e867e 0" }),
      notification("application", { type: 4, templateId: "5bdabfb886f7743e152e867e 0" }),
      notification("output", { type: 4, templateId: "5bdabfb886f7743e152e867e 0" }),
      notification("push-notifications", '{ "message": { "type": 4, "templateId": "5bdabfb886f7743e152e867e 0", '),
      notification("push-notifications", "[4]"),
      notification("push-notifications", "null"),
    ];
    for (const parsed of ignored) {
      expect(fleaSaleFromEntry(parsed), JSON.stringify(parsed)).toBeNull();
      expect(raidEventFromEntry(parsed), JSON.stringify(parsed)).toBeNull();
    }
    const other = entry("2025-11-17 14:52:03.870|1.0.0.0.41787|Info|push-notifications|Got notification | RagfairOfferSold");
    expect(fleaSaleFromEntry({ ...other, json: { message: { type: 4, templateId: "5bdabfb886f7743e152e867e 0" } } })).toBeNull();
    expect(fleaSaleFromEntry({ ...entry(SALE_HEADER), json: { message: null } })).toBeNull();
  });
});

/** Several log files' text, as the pilot reads them: parsed each on its own, then in time order. */
function session(...files: string[]): GameLogEntry[] {
  return files.flatMap((text) => parseGameLog(text)).sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

function run(entries: GameLogEntry[], tracker = new RaidTracker()): RaidEvent[] {
  return entries.flatMap((e) => tracker.push(e));
}

const line = (time: string, channel: string, message: string, level = "Info") => `2026-09-26 ${time}|1.1.5.1.47510|${level}|${channel}|${message}`;

describe("RaidTracker", () => {
  it("follows a PvP raid from the queue to UserMatchOver, across the application and notification logs", () => {
    const application = [
      line("19:38:00.100", "application", "Session mode: Regular"),
      line("19:39:10.246", "application", "Matching with group id: 14722920", "Debug"),
      line("19:40:14.533", "application", "MatchingCompleted:57.91 real:64.28 diff:6.36"),
      line(
        "19:40:14.900",
        "application",
        "TRACE-NetworkGameCreate profileStatus: 'Profileid: 5f1a2b3c4d5e6f7a8b9c0d1e, Status: Busy, RaidMode: Online, Ip: 192.0.2.5, Port: 17001, Location: bigmap, Sid: x, GameMode: deathmatch, shortId: AB12CD'",
        "Debug",
      ),
      line("19:40:20.000", "application", "scene preset path:maps/customs_preset.bundle rcid:customs.scenespreset.asset"),
      line("19:40:59.599", "application", "GameStarting:98.82(25.82) real:109.35(26.4) diff:10.52"),
      line("19:41:11.626", "application", "GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83"),
      line("20:05:40.000", "application", "PrepareSelectedProfileLocally ProfileId:0 AccountId:0"),
      line("20:05:41.000", "application", "CompleteSelectedProfile ProfileId:0 AccountId:0"),
    ].join("\n");
    const notifications = [
      line("19:50:00.000", "push-notifications", "Got notification | ChatMessageReceived"),
      ...SALE_BLOCK,
      line("20:05:30.000", "push-notifications", "Got notification | UserMatchOver"),
      '{ "type": "userMatchOver", "status": "Free", "location": "bigmap", "shortId": "AB12CD" }',
    ].join("\n");

    const raid = { map: "customs", raidId: "AB12CD", mode: "pvp" };
    expect(run(session(application, notifications))).toEqual([
      { type: "queueStarted", mode: "pvp" },
      { type: "matchingCompleted", queueSeconds: 64.28, mode: "pvp" },
      { type: "raidStarting", ...raid },
      { type: "raidStarted", ...raid },
      expect.objectContaining({ type: "fleaSale", roubles: 620000, mode: "pvp" }),
      { type: "raidEnded", via: "matchOver", ...raid },
    ]);
  });

  it("ends a PvE raid at the menu without a result, the only end current builds log", () => {
    const tracker = new RaidTracker();
    const events = run(
      [
        app("Session mode: Pve"),
        app("scene preset path:maps/woods_preset.bundle rcid:woods.scenespreset.asset"),
        app("Matching with group id: ", "Debug"),
        app("MatchingCompleted:0 real:0 diff:0"),
        app("GameStarted:31.37(0) real:53.4(0) diff:22.03"),
        app("CompleteSelectedProfile ProfileId:0 AccountId:0"),
        app("PrepareSelectedProfileLocally ProfileId:0 AccountId:0"),
      ],
      tracker,
    );
    expect(events).toEqual([
      { type: "queueStarted", map: "woods", mode: "pve" },
      { type: "matchingCompleted", queueSeconds: 0, map: "woods", mode: "pve" },
      { type: "raidStarted", map: "woods", mode: "pve" },
      { type: "raidEnded", via: "menu", map: "woods", mode: "pve" },
    ]);
    expect(tracker.state).toEqual({ phase: "idle", mode: "pve" });
  });

  it("reports the result once when the ExitStatus line, its output copy, UserMatchOver and the menu all end the raid", () => {
    const events = run([
      entry(
        "2025-03-10 20:10:00.000|1.0.2.5.43579|Debug|application|TRACE-NetworkGameCreate profileStatus: 'Location: Factory4_Night, Sid: x, shortId: ZZ99XX'",
      ),
      entry("2025-03-10 20:11:00.000|1.0.2.5.43579|Info|application|GameStarted:63.69(63.68) real:94.42(94.41) diff:30.72"),
      entry("2025-03-10 20:41:07.512|1.0.2.5.43579|Error|errors|NetworkGame.GameStopped received. ExitStatus:Killed PlayTime:1807"),
      entry("2025-03-10 20:41:07.512|1.0.2.5.43579|Info|output|errors|NetworkGame.GameStopped received. ExitStatus:Killed PlayTime:1807"),
      ...parseGameLog('2025-03-10 20:41:09.000|1.0.2.5.43579|Info|push-notifications|Got notification | UserMatchOver\n{ "location": "factory4_night" }\n'),
      entry("2025-03-10 20:41:30.000|1.0.2.5.43579|Info|application|SelectProfile ProfileId:5e5c26bf000000000000000d AccountId:1234567"),
    ]);
    expect(events).toEqual([
      { type: "raidStarted", map: "factory", variant: "night", raidId: "ZZ99XX" },
      { type: "raidEnded", via: "exitStatus", result: "killed", exitStatus: "Killed", map: "factory", variant: "night", raidId: "ZZ99XX" },
    ]);
  });

  it("reports a cancelled queue and forgets its map", () => {
    const tracker = new RaidTracker();
    expect(
      run(
        [
          app("scene preset path:maps/shoreline_preset.bundle"),
          app("Matching with group id: ", "Debug"),
          app("MatchingCompleted:20.1 real:24.5 diff:4.4"),
          app("Network game matching cancelled."),
        ],
        tracker,
      ),
    ).toEqual([
      { type: "queueStarted", map: "shoreline" },
      { type: "matchingCompleted", queueSeconds: 24.5, map: "shoreline" },
      { type: "queueCancelled", map: "shoreline" },
    ]);
    expect(tracker.state).toEqual({ phase: "idle" });
    expect(run([app("Matching with group id: ", "Debug")], tracker)).toEqual([{ type: "queueStarted" }]);
  });

  it("takes UserMatchOver's own map and id over the state's, and reports an end it never saw start", () => {
    const over = (block: string) => parseGameLog(`2025-11-20 19:45:12.345|1.0.0.1.41967|Info|push-notifications|Got notification | UserMatchOver\n${block}\n`);
    expect(run([...over('{ "location": "RezervBase", "shortId": "QQ11WW" }')])).toEqual([
      { type: "raidEnded", via: "matchOver", map: "reserve", raidId: "QQ11WW" },
    ]);
    expect(
      run([app("scene preset path:maps/factory_night_preset.bundle"), app("GameStarted:1(1) real:2(2) diff:1"), ...over('{ "location": "bigmap" }')]),
    ).toEqual([
      { type: "raidStarted", map: "factory", variant: "night" },
      { type: "raidEnded", via: "matchOver", map: "customs" },
    ]);
  });

  it("says nothing for a menu outside a raid or after a raid that never started", () => {
    expect(run([app("CompleteSelectedProfile ProfileId:0 AccountId:0")])).toEqual([]);
    const tracker = new RaidTracker();
    expect(
      run(
        [
          app("Matching with group id: 1", "Debug"),
          app("TRACE-NetworkGameCreate profileStatus: 'Location: woods, shortId: AA11BB'"),
          app("CompleteSelectedProfile ProfileId:0 AccountId:0"),
        ],
        tracker,
      ),
    ).toEqual([{ type: "queueStarted" }]);
    expect(tracker.state).toEqual({ phase: "idle" });
  });

  it("does not carry an unended raid's map into the next queue", () => {
    const events = run([
      app("scene preset path:maps/lighthouse_preset.bundle"),
      app("GameStarted:1(1) real:2(2) diff:1"),
      app("Matching with group id: ", "Debug"),
      app("GameStarted:1(1) real:2(2) diff:1"),
    ]);
    expect(events).toEqual([{ type: "raidStarted", map: "lighthouse" }, { type: "queueStarted" }, { type: "raidStarted" }]);
  });

  it("keeps its state plain and never changes the state passed in", () => {
    const state: RaidTrackerState = Object.freeze({ ...INITIAL_RAID_TRACKER_STATE });
    const first = trackRaid(state, app("Session mode: PvpSeason"));
    expect(first).toEqual({ state: { phase: "idle", mode: "pvp" }, events: [] });
    const second = trackRaid(Object.freeze(first.state), app("Matching with group id: ", "Debug"));
    expect(second.state).toEqual({ phase: "matching", mode: "pvp" });
    expect(JSON.parse(JSON.stringify(second.state))).toEqual(second.state);
    expect(state).toEqual({ phase: "idle" });
  });
});
