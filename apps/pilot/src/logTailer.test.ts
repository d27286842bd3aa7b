import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseGameLogLine } from "@raidkit/game";
import { afterEach, describe, expect, it } from "vitest";
import { byTime, eventsOf, isWatchedLogFile, type LogEvent, type LogTailer, startLogTailer } from "./logTailer.ts";
import { logLine, makeTempGame, type TempGame, waitFor } from "./testing.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function tail(game: TempGame, options: { maxReadBytes?: number } = {}): { tailer: LogTailer; events: LogEvent[]; logs: string[] } {
  const events: LogEvent[] = [];
  const logs: string[] = [];
  const tailer = startLogTailer({
    gameFolder: game.gameFolder,
    pollMs: 15,
    sessionCheckMs: 40,
    onEvent: (e) => events.push(e),
    onStateChange: () => {},
    log: (line) => logs.push(line),
    ...options,
  });
  cleanups.push(() => tailer.stop());
  return { tailer, events, logs };
}

function tempGame(): TempGame {
  const game = makeTempGame();
  cleanups.push(() => game.cleanup());
  return game;
}

const scene = (bundle: string) => logLine("application", `scene preset path:maps/${bundle}`, "Debug");
const maps = (events: LogEvent[]) => events.flatMap((e) => (e.kind === "map" ? [e.change.map] : []));

describe("isWatchedLogFile", () => {
  it("picks the application, notifications and backend logs", () => {
    for (const name of [
      "2025.11.17_14-35-58_1.0.0.0.41787 application_000.log",
      "2025.11.17_14-35-58_1.0.0.0.41787 push-notifications_000.log",
      "2023.06.11_20-12-58_0.13.1.0.22617 notifications.log",
      "2025.11.17_14-35-58_1.0.0.0.41787 backend_000.LOG",
      "2025.11.17_14-35-58_1.0.0.0.41787 errors_000.log",
    ]) {
      expect(isWatchedLogFile(name), name).toBe(true);
    }
    for (const name of ["2025.11.17_14-35-58_1.0.0.0.41787 output_000.log", "application.txt", "backend_000.log.bak"])
      expect(isWatchedLogFile(name), name).toBe(false);
  });
});

const modes = (events: LogEvent[]) => events.flatMap((e) => (e.kind === "mode" ? [e.mode] : []));

describe("eventsOf", () => {
  const events = (line: string) => eventsOf(parseGameLogLine(line)!);
  it("reads the mode from a Session mode declaration and from a gateway URL", () => {
    expect(events("2026-08-12 21:03:11.482|1.1.0.0.46657|Info|application|Session mode: Pve")).toEqual([{ kind: "mode", mode: "pve" }]);
    expect(events("2026-08-12 21:03:11.482|Info|application|Session mode: PvpSeason")).toEqual([{ kind: "mode", mode: "pvp" }]);
    expect(
      events("2026-08-12 21:03:11.482|1.1.0.0.46657|Info|backend|---> Request HTTPS, id [3]: URL: https://gw-pve-01.escapefromtarkov.com/client/items"),
    ).toEqual([{ kind: "mode", mode: "pve" }]);
    expect(events("2026-08-12 21:03:11.482|1.1.0.0.46657|Info|application|Session mode: Arena")).toEqual([]);
    expect(
      events("2026-08-12 21:03:11.482|1.1.0.0.46657|Info|backend|---> Request HTTPS, id [3]: URL: https://gw-pvp.escapefromtarkov.com/client/game/mode"),
    ).toEqual([]);
  });
});

describe("byTime", () => {
  it("orders entries of several files by time and keeps a file's order for equal times", () => {
    const line = (time: string, message: string) => parseGameLogLine(`2025-11-17 ${time}|Info|application|${message}`)!;
    const sorted = byTime([line("14:00:02.000", "d"), line("14:00:01.000", "a"), line("14:00:02.000", "c"), line("14:00:01.500", "b")]);
    expect(sorted.map((e) => e.message)).toEqual(["a", "b", "d", "c"]);
  });
});

describe("startLogTailer", () => {
  it("starts existing files at their end and waits for a partial line's newline", async () => {
    const game = tempGame();
    game.append("application", scene("woods_preset.bundle"));
    const { tailer, events } = tail(game);
    expect(tailer.sessionFolder).toBe(game.sessionFolder);
    expect(tailer.alive).toBe(true);
    const line = scene("customs_preset.bundle");
    game.append("application", line.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(events).toEqual([]);
    game.append("application", line.slice(40));
    await waitFor(() => events.length === 1, "the customs event");
    expect(maps(events)).toEqual(["customs"]);
    tailer.stop();
    expect(tailer.alive).toBe(false);
  });

  it("reads files that appear later from the start, and a shrunk file again from 0", async () => {
    const game = tempGame();
    const { events, logs } = tail(game);
    const later = path.join(game.sessionFolder, "2025.11.17_14-35-58_1.0.0.0.41787 notifications_001.log");
    writeFileSync(
      later,
      `${logLine("notifications", "Got notification | ChatMessageReceived")}{"message":{"type":10,"templateId":"5936d90786f7742b1420ba5b description"}}\n`,
    );
    await waitFor(() => events.some((e) => e.kind === "quest"), "the quest event");
    expect(events).toEqual([{ kind: "quest", update: { questId: "5936d90786f7742b1420ba5b", status: 10 } }]);

    game.append("application", `${scene("woods_preset.bundle")}${scene("city_preset.bundle")}`);
    await waitFor(() => maps(events).length === 2, "two maps");
    writeFileSync(game.logFile("application"), scene("labyrinth_preset.bundle"));
    await waitFor(() => maps(events).includes("labyrinth"), "the map of the rewritten file");
    expect(logs.some((l) => l.includes("truncated or replaced"))).toBe(true);
  });

  it("keeps a line whose JSON block is still being written, even when the block's first line is partial", async () => {
    const game = tempGame();
    const { events } = tail(game);
    game.append("push-notifications", `${logLine("push-notifications", "Got notification | ChatMessageReceived")}{"message": {"type": 11,`);
    await new Promise((resolve) => setTimeout(resolve, 80));
    game.append("push-notifications", ' "templateId": "5936d90786f7742b1420ba5b failMessageText"}}\n');
    await waitFor(() => events.length === 1, "the quest event");
    expect(events).toEqual([{ kind: "quest", update: { questId: "5936d90786f7742b1420ba5b", status: 11 } }]);
  });

  it("emits the mode of both sources in the order the game wrote them, across files", async () => {
    const game = tempGame();
    const { events } = tail(game);
    const request = (host: string, time: string) =>
      logLine("backend", `---> Request HTTPS, id [7]: URL: https://${host}.escapefromtarkov.com/client/game/profile/list, crc: .`, "Info", time);
    // The application log is read first, but its declaration came after the regular gateway's request.
    game.append("application", logLine("application", "Session mode: Pve", "Info", "2025-11-17 14:40:00.000"));
    game.append("backend", request("gw-pvp", "2025-11-17 14:39:59.000"));
    await waitFor(() => modes(events).length === 2, "two modes");
    expect(modes(events)).toEqual(["pvp", "pve"]);
    game.append("backend", `${request("gw-pve-01", "2025-11-17 14:40:01.000")}${request("gw-pvp-season-01", "2025-11-17 14:50:00.000")}`);
    await waitFor(() => modes(events).length === 4, "four modes");
    expect(modes(events)).toEqual(["pvp", "pve", "pve", "pvp"]);
  });

  it("reads a long backlog in slices without losing lines", async () => {
    const game = tempGame();
    const { events } = tail(game, { maxReadBytes: 256 });
    const bundles = ["woods_preset.bundle", "customs_preset.bundle", "shoreline_preset.bundle", "lighthouse_preset.bundle"];
    game.append("application", bundles.map(scene).join(logLine("application", "y".repeat(300))));
    await waitFor(() => maps(events).length === 4, "four maps");
    expect(maps(events)).toEqual(["woods", "customs", "shoreline", "lighthouse"]);
  });

  it("is not alive without a game folder", () => {
    const events: LogEvent[] = [];
    const tailer = startLogTailer({ gameFolder: null, pollMs: 15, sessionCheckMs: 40, onEvent: (e) => events.push(e), onStateChange: () => {}, log: () => {} });
    cleanups.push(() => tailer.stop());
    expect(tailer.alive).toBe(false);
    expect(tailer.logsFolder).toBeNull();
  });
});
