import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningPilot, type StartPilotOptions, startPilot } from "./pilot.ts";
import { connectPage, logLine, makeTempGame, PAGE_ORIGIN, type TempGame, type TestPage, waitFor } from "./testing.ts";

const SHOT = "2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png";
const MENU_SHOT = "2025-03-30[21-05]_1 (1).png";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempGame(): TempGame {
  const game = makeTempGame();
  cleanups.push(() => game.cleanup());
  return game;
}

async function start(game: TempGame, extra: Partial<StartPilotOptions> = {}): Promise<{ pilot: RunningPilot; logs: string[] }> {
  const logs: string[] = [];
  const pilot = await startPilot({
    configPath: game.configPath,
    overrides: { gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder, port: 0 },
    defaults: { gameFolderCandidates: [], screenshotsFolder: path.join(game.root, "no-screenshots") },
    logPollMs: 20,
    sessionCheckMs: 50,
    screenshotPollMs: 20,
    statusDebounceMs: 20,
    log: (line) => logs.push(line),
    ...extra,
  });
  cleanups.push(() => pilot.stop());
  return { pilot, logs };
}

async function page(pilot: RunningPilot, code = pilot.code): Promise<TestPage> {
  const connected = await connectPage(pilot.port, { origin: PAGE_ORIGIN, code });
  cleanups.push(() => connected.close());
  await connected.next("STATUS");
  return connected;
}

const scene = (bundle: string) => logLine("application", `scene preset path:maps/${bundle}`, "Debug");

describe("the pilot", () => {
  it("greets a page with CONFIGURATION and STATUS", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const version = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
    expect(p.messages[0]).toEqual({ messageType: "CONFIGURATION", version, gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder });
    expect(p.messages[1]).toEqual({
      messageType: "STATUS",
      gameFolderFound: true,
      logsFolder: path.join(game.gameFolder, "Logs"),
      sessionFolder: game.sessionFolder,
      screenshotsFolderFound: true,
      logWatcherAlive: true,
      screenshotWatcherAlive: true,
      lastEventAt: null,
    });
    // The code made on first start is kept in the config file, readable by the user only.
    const stored = JSON.parse(readFileSync(game.configPath, "utf8"));
    expect(stored.pairingCode).toBe(pilot.code);
    expect(stored.gameFolder).toBeNull();
    if (process.platform !== "win32") expect(statSync(game.configPath).mode & 0o777).toBe(0o600);
  });

  it("sends MAP_CHANGE from scene presets and NetworkGameCreate, only when the map changes", async () => {
    const game = tempGame();
    // Lines written before the start are an old raid: not replayed.
    game.append("application", scene("laboratory_preset.bundle"));
    const { pilot } = await start(game);
    const p = await page(pilot);
    game.append("application", scene("customs_preset.bundle"));
    expect(await p.next("MAP_CHANGE")).toEqual({ messageType: "MAP_CHANGE", map: "customs", raw: "customs_preset.bundle" });
    game.append("application", `${logLine("application", "some other line")}${scene("customs_preset.bundle")}`);
    game.append(
      "application",
      logLine(
        "application",
        "TRACE-NetworkGameCreate profileStatus: 'Profileid: 5f1a2b3c4d5e6f7a8b9c0d1e, Status: Busy, RaidMode: Online, Location: factory4_night, Sid: x, GameMode: deathmatch, shortId: AB12CD'",
      ),
    );
    await p.next("MAP_CHANGE", (m) => m.map === "factory");
    const maps = p.messages.filter((m) => m.messageType === "MAP_CHANGE");
    expect(maps).toEqual([
      { messageType: "MAP_CHANGE", map: "customs", raw: "customs_preset.bundle" },
      { messageType: "MAP_CHANGE", map: "factory", variant: "night", raw: "factory4_night" },
    ]);
    // A page that connects later learns the current map at once.
    const late = await page(pilot);
    expect(await late.next("MAP_CHANGE")).toMatchObject({ map: "factory", variant: "night" });
    // And every page hears a STATUS with the event's time.
    expect((await p.next("STATUS", (s) => s.lastEventAt !== null)).lastEventAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("sends QUEST_UPDATE from a notification whose JSON arrives in two appends", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const json = JSON.stringify(
      {
        type: "new_message",
        eventId: "e1",
        dialogId: "d1",
        message: { _id: "m1", type: 12, dt: 1731854523, templateId: "5936d90786f7742b1420ba5b successMessageText" },
      },
      null,
      2,
    );
    const text = `${logLine("push-notifications", "Got notification | ChatMessageReceived")}${json}\n`;
    const half = text.indexOf('"templateId"');
    game.append("push-notifications", text.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(p.messages.some((m) => m.messageType === "QUEST_UPDATE")).toBe(false);
    game.append("push-notifications", text.slice(half));
    expect(await p.next("QUEST_UPDATE")).toEqual({ messageType: "QUEST_UPDATE", questId: "5936d90786f7742b1420ba5b", status: 12 });
  });

  it("sends a raid's life (queue, found, start, end) and a flea sale as RAID and FLEA_SALE, with the lines' times", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const at = (time: string) => `2025-11-17 ${time}`;
    // Real line shapes (packages/game/src/pilot/raidEvents.ts names their sources).
    game.append(
      "application",
      [
        logLine("application", "Session mode: Pve", "Info", at("19:38:00.100")),
        logLine("application", "Matching with group id: ", "Debug", at("19:39:10.246")),
        logLine("application", "MatchingCompleted:57.91 real:64.28 diff:6.36", "Info", at("19:40:14.533")),
        logLine("application", "scene preset path:maps/customs_preset.bundle rcid:customs.scenespreset.asset", "Info", at("19:40:20.000")),
        logLine("application", "GameStarting:98.82(25.82) real:109.35(26.4) diff:10.52", "Info", at("19:40:59.599")),
        logLine("application", "GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83", "Info", at("19:41:11.626")),
      ].join(""),
    );
    const started = await p.next("RAID", (m) => m.event === "raidStarted");
    expect(started).toEqual({ messageType: "RAID", event: "raidStarted", at: new Date(2025, 10, 17, 19, 41, 11, 626).getTime(), map: "customs", mode: "pve" });
    const sale = {
      type: "new_message",
      eventId: "e2",
      message: {
        _id: "6739f1d3a1b2c3d4e5f60719",
        type: 4,
        dt: 1731854523,
        templateId: "5bdabfb886f7743e152e867e 0",
        systemData: { buyerNickname: "Buyer", soldItem: "5d403f9186f7743cac3f229b", itemCount: 3 },
        items: { data: [{ _id: "a1", _tpl: "5449016a4bdc2d6f028b456f", upd: { StackObjectsCount: 120000 } }] },
      },
    };
    const saleText = `${logLine("push-notifications", "Got notification | ChatMessageReceived", "Info", at("19:50:00.000"))}${JSON.stringify(sale, null, 2)}\n`;
    // The same chat message read twice is one sale.
    game.append("push-notifications", saleText + saleText);
    expect(await p.next("FLEA_SALE")).toEqual({
      messageType: "FLEA_SALE",
      at: new Date(2025, 10, 17, 19, 50).getTime(),
      buyer: "Buyer",
      soldItem: "5d403f9186f7743cac3f229b",
      count: 3,
      roubles: 120000,
      mode: "pve",
    });
    game.append("application", logLine("application", "PrepareSelectedProfileLocally ProfileId:0 AccountId:0", "Info", at("20:05:40.000")));
    expect(await p.next("RAID", (m) => m.event === "raidEnded")).toMatchObject({ event: "raidEnded", map: "customs", mode: "pve" });
    const steps = p.messages.flatMap((m) => (m.messageType === "RAID" ? [m.event] : []));
    expect(steps).toEqual(["queueStarted", "matchingCompleted", "raidStarting", "raidStarted", "raidEnded"]);
    // A page connecting later hears where the raid stands, marked as the current state.
    const later = await page(pilot);
    expect(later.messages.find((m) => m.messageType === "RAID")).toMatchObject({ event: "raidEnded", map: "customs", current: true });
    expect(p.messages.find((m) => m.messageType === "RAID" && m.event === "matchingCompleted")).toMatchObject({ queueSeconds: 64.28 });
    expect(p.messages.filter((m) => m.messageType === "FLEA_SALE")).toHaveLength(1);
  });

  it("sends GAME_MODE from the backend log when the mode changes", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const request = (host: string) => logLine("backend", `---> Request HTTPS, id [7]: URL: https://${host}.escapefromtarkov.com/client/game/start, crc: .`);
    game.append("backend", request("gw-pve") + request("gw-pve"));
    expect(await p.next("GAME_MODE")).toEqual({ messageType: "GAME_MODE", mode: "pve" });
    game.append("backend", request("gw-pvp-season"));
    await p.next("GAME_MODE", (m) => m.mode === "pvp");
    expect(p.messages.filter((m) => m.messageType === "GAME_MODE").map((m) => (m as { mode: string }).mode)).toEqual(["pve", "pvp"]);
  });

  it("sends GAME_MODE from the application log's Session mode too, in the order the game wrote both", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const at = (second: number) => `2025-11-17 14:40:${String(second).padStart(2, "0")}.000`;
    const declare = (value: string, second: number) => logLine("application", `Session mode: ${value}`, "Info", at(second));
    const request = (host: string, route: string, second: number) =>
      logLine("backend", `---> Request HTTPS, id [7]: URL: https://${host}.escapefromtarkov.com${route}, crc: .`, "Info", at(second));
    game.append("application", declare("Regular", 1));
    expect(await p.next("GAME_MODE")).toEqual({ messageType: "GAME_MODE", mode: "pvp" });
    // The regular gateway's mode question says nothing; the declaration switches to PvE.
    game.append("backend", request("gw-pvp", "/client/game/mode", 2));
    game.append("application", declare("Pve", 3));
    await p.next("GAME_MODE", (m) => m.mode === "pve");
    // The same mode again, Arena and a shared host change nothing; the seasonal gateway is PvP.
    game.append("backend", request("gw-pve-01", "/client/game/profile/list", 4) + request("prod-03", "/client/menu/locale/en", 5));
    game.append("application", declare("Arena", 6));
    game.append("backend", request("gw-pvp-season-01", "/client/game/start", 7));
    await p.next("GAME_MODE", (m) => m.mode === "pvp", p.messages.findIndex((m) => m.messageType === "GAME_MODE" && m.mode === "pve") + 1);
    expect(p.messages.filter((m) => m.messageType === "GAME_MODE").map((m) => (m as { mode: string }).mode)).toEqual(["pvp", "pve", "pvp"]);
  });

  it("sends POSITION_UPDATE and SEND_FILENAME for new screenshots, nothing for old ones", async () => {
    const game = tempGame();
    writeFileSync(path.join(game.screenshotsFolder, "2025-03-30[20-00]_1.00, 2.00, 3.00_0, 0, 0, 1_1 (0).png"), "old");
    const { pilot } = await start(game);
    const p = await page(pilot);
    writeFileSync(path.join(game.screenshotsFolder, SHOT), "png");
    const position = await p.next("POSITION_UPDATE");
    expect(position).toMatchObject({ x: 175.3, y: 1.37, z: 150.68, filename: SHOT });
    expect(position.yaw).toBeCloseTo(191.73, 1);
    writeFileSync(path.join(game.screenshotsFolder, MENU_SHOT), "png");
    writeFileSync(path.join(game.screenshotsFolder, "notes.txt"), "not an image");
    expect(await p.next("SEND_FILENAME")).toEqual({ messageType: "SEND_FILENAME", filename: MENU_SHOT });
    const events = p.messages.filter((m) => m.messageType === "POSITION_UPDATE" || m.messageType === "SEND_FILENAME");
    expect(events).toHaveLength(2);
    // Clean-up is off by default: every file stays.
    expect(readdirSync(game.screenshotsFolder).sort()).toHaveLength(4);
  });

  it("with clean-up on, deletes a raid screenshot once its position is read, and nothing else", async () => {
    const game = tempGame();
    const OLD = "2025-03-30[20-00]_1.00, 2.00, 3.00_0, 0, 0, 1_1 (0).png";
    writeFileSync(path.join(game.screenshotsFolder, OLD), "old");
    const { pilot, logs } = await start(game, {
      overrides: { gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder, port: 0, cleanUpScreenshots: true },
      screenshotCleanupDelayMs: 10,
    });
    const p = await page(pilot);
    writeFileSync(path.join(game.screenshotsFolder, MENU_SHOT), "png");
    writeFileSync(path.join(game.screenshotsFolder, "2025-03-30[21-06]_1.00, 2.00, 3.00_0, 0, 0, 1_1 (2).txt"), "not an image");
    await p.next("SEND_FILENAME");
    writeFileSync(path.join(game.screenshotsFolder, SHOT), "png");
    expect(await p.next("POSITION_UPDATE")).toMatchObject({ filename: SHOT });
    await waitFor(() => !existsSync(path.join(game.screenshotsFolder, SHOT)), "the raid screenshot removed");
    expect(logs).toContain(`screenshot removed: ${SHOT}`);
    // The old raid screenshot (there before the start), the menu screenshot and the text file stay.
    expect(readdirSync(game.screenshotsFolder).sort()).toEqual(["2025-03-30[21-06]_1.00, 2.00, 3.00_0, 0, 0, 1_1 (2).txt", OLD, MENU_SHOT].sort());
  });

  it("reads a truncated log file again from the start", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    game.append("application", `${logLine("application", "x".repeat(400))}${scene("woods_preset.bundle")}`);
    await p.next("MAP_CHANGE", (m) => m.map === "woods");
    writeFileSync(game.logFile("application"), scene("shoreline_preset.bundle"));
    expect(await p.next("MAP_CHANGE", (m) => m.map === "shoreline")).toMatchObject({ raw: "shoreline_preset.bundle" });
  });

  it("follows a new session folder, reading its files from the start", async () => {
    const game = tempGame();
    const { pilot } = await start(game);
    const p = await page(pilot);
    const next = path.join(game.gameFolder, "Logs", "log_2025.11.17_16-02-11_1.0.0.0.41787");
    mkdirSync(next);
    writeFileSync(path.join(next, "2025.11.17_16-02-11_1.0.0.0.41787 application_000.log"), scene("rezerv_base_preset.bundle"));
    expect(await p.next("MAP_CHANGE")).toMatchObject({ map: "reserve" });
    expect(await p.next("STATUS", (s) => s.sessionFolder === next)).toMatchObject({ gameFolderFound: true });
  });

  it("logs and ignores a malformed or unknown message, and keeps answering", async () => {
    const game = tempGame();
    const { pilot, logs } = await start(game);
    const p = await page(pilot);
    p.socket.send("not json {");
    p.socket.send(JSON.stringify({ messageType: "REBOOT" }));
    p.socket.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "customs", raw: "bigmap" }));
    p.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await waitFor(() => logs.filter((l) => l.startsWith("ignored")).length === 4, "four ignored messages");
    expect(logs).toContain("ignored a message from the page: not json {");
    const from = p.messages.length;
    p.socket.send(JSON.stringify({ messageType: "SETTINGS_UPDATE", gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder }));
    await p.next("CONFIGURATION", undefined, from);
  });

  it("changes, resets and re-discovers folders on the page's request", async () => {
    const game = tempGame();
    const other = tempGame();
    const { pilot } = await start(game, {
      defaults: { gameFolderCandidates: [path.join(game.root, "none"), game.gameFolder], screenshotsFolder: game.screenshotsFolder },
    });
    const p = await page(pilot);

    let from = p.messages.length;
    p.socket.send(JSON.stringify({ messageType: "SETTINGS_UPDATE", gameFolder: other.gameFolder, screenshotsFolder: other.screenshotsFolder }));
    expect(await p.next("CONFIGURATION", undefined, from)).toMatchObject({ gameFolder: other.gameFolder, screenshotsFolder: other.screenshotsFolder });
    expect(await p.next("STATUS", undefined, from)).toMatchObject({ sessionFolder: other.sessionFolder, logWatcherAlive: true });
    expect(JSON.parse(readFileSync(game.configPath, "utf8"))).toMatchObject({ gameFolder: other.gameFolder, screenshotsFolder: other.screenshotsFolder });
    other.append("application", scene("lighthouse_preset.bundle"));
    writeFileSync(path.join(other.screenshotsFolder, SHOT), "png");
    await p.next("MAP_CHANGE", (m) => m.map === "lighthouse");
    await p.next("POSITION_UPDATE");

    // Relative folders are refused: the pilot answers with the unchanged configuration.
    from = p.messages.length;
    p.socket.send(JSON.stringify({ messageType: "SETTINGS_UPDATE", gameFolder: "game", screenshotsFolder: null }));
    expect(await p.next("CONFIGURATION", undefined, from)).toMatchObject({ gameFolder: other.gameFolder });

    from = p.messages.length;
    p.socket.send(JSON.stringify({ messageType: "SETTINGS_RESET" }));
    expect(await p.next("CONFIGURATION", undefined, from)).toMatchObject({ gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder });
    expect(JSON.parse(readFileSync(game.configPath, "utf8"))).toMatchObject({ gameFolder: null, screenshotsFolder: null });

    p.socket.send(JSON.stringify({ messageType: "UPDATE" }));
    expect(await p.closed).toMatchObject({ code: 1012 });
    const again = await page(pilot);
    expect(again.messages[0]).toMatchObject({ messageType: "CONFIGURATION", gameFolder: game.gameFolder });
  });

  it("reports missing folders in STATUS", async () => {
    const game = tempGame();
    const { pilot } = await start(game, { overrides: { port: 0 } });
    const p = await page(pilot);
    expect(p.messages[0]).toMatchObject({ gameFolder: null, screenshotsFolder: path.join(game.root, "no-screenshots") });
    expect(p.messages[1]).toMatchObject({
      gameFolderFound: false,
      logsFolder: null,
      sessionFolder: null,
      screenshotsFolderFound: false,
      logWatcherAlive: false,
      screenshotWatcherAlive: false,
    });
    // The game makes the folder with its first screenshot: that screenshot is new.
    mkdirSync(path.join(game.root, "no-screenshots"));
    writeFileSync(path.join(game.root, "no-screenshots", MENU_SHOT), "png");
    await p.next("SEND_FILENAME");
    await p.next("STATUS", (s) => s.screenshotsFolderFound && s.screenshotWatcherAlive);
  });
});
