import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import path from "node:path";
import {
  type GameLogEntry,
  GameLogParser,
  type GameMode,
  gameModeFromEntry,
  type MapChange,
  mapChangeFromEntry,
  type QuestUpdate,
  questUpdateFromEntry,
  type RaidEvent,
  RaidTracker,
} from "@raidkit/game";
import { findSessionFolder, logsFolderOf } from "./discovery.ts";

export type LogEvent =
  | { kind: "map"; change: MapChange }
  | { kind: "quest"; update: QuestUpdate }
  | { kind: "mode"; mode: GameMode }
  /** A raid's life or a flea sale (raidEvents.ts); `at` is the line's time (epoch ms, the machine's zone when the line has none). */
  | { kind: "raid"; event: RaidEvent; at: number };

export interface LogTailerOptions {
  /** The game folder; its Logs folder and newest session folder are looked up again every `sessionCheckMs`. */
  gameFolder: string | null;
  pollMs: number;
  sessionCheckMs: number;
  onEvent: (event: LogEvent) => void;
  /** Called after a poll changed the folders or `alive`. */
  onStateChange: () => void;
  log: (line: string) => void;
  /** Most bytes read from one file in one poll (the rest waits for the next poll). */
  maxReadBytes?: number;
}

export interface LogTailer {
  readonly logsFolder: string | null;
  readonly sessionFolder: string | null;
  /** Running, and the last poll could list the session folder. */
  readonly alive: boolean;
  stop(): void;
}

/**
 * The log files with events: application (maps, the raid's life, the `Session mode:` declaration),
 * push-notifications or older notifications (quests, flea sales, the match's end, the notification
 * socket's host), backend (the gateway host), errors (the ExitStatus line some builds write).
 */
export function isWatchedLogFile(name: string): boolean {
  return /\.log$/i.test(name) && /application|notifications|backend|errors/i.test(name);
}

/** A log line's time as epoch ms: local time as the game writes it (the pilot runs on the game's machine), or now when unreadable. */
export function entryTime(entry: GameLogEntry, now: number = Date.now()): number {
  const at = Date.parse(entry.time);
  return Number.isFinite(at) ? at : now;
}

interface TrackedFile {
  offset: number;
  inode: number;
  parser: GameLogParser;
}

/** Every game event in one entry (the extractors ignore entries that are not theirs); the mode from either source. */
export function eventsOf(entry: GameLogEntry): LogEvent[] {
  const events: LogEvent[] = [];
  const change = mapChangeFromEntry(entry);
  if (change) events.push({ kind: "map", change });
  const update = questUpdateFromEntry(entry);
  if (update) events.push({ kind: "quest", update });
  const mode = gameModeFromEntry(entry);
  if (mode) events.push({ kind: "mode", mode });
  return events;
}

/** Entries of several files in the order the game wrote them: by time, a file's own order kept for equal times. */
export function byTime(entries: GameLogEntry[]): GameLogEntry[] {
  return entries.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * Polls the newest session folder's log files by size and feeds their complete new lines to the
 * parser. Files already there at the first poll start at their end (old raids are not replayed);
 * files that appear later, in this or a new session folder, are read from the start. A file that
 * shrank or was replaced starts over from 0. The entries a poll completes in all files are emitted
 * in time order, so a mode declared in one file and a gateway seen in another follow each other as
 * they happened.
 */
export function startLogTailer(options: LogTailerOptions): LogTailer {
  const maxReadBytes = options.maxReadBytes ?? 4 * 1024 * 1024;
  let logsFolder: string | null = null;
  let sessionFolder: string | null = null;
  let files = new Map<string, TrackedFile>();
  let firstPoll = true;
  let lastSessionCheck = Number.NEGATIVE_INFINITY;
  let listed = false;
  let running = true;
  let lastError = "";
  // One raid at a time across the files: entries reach it in the order the game wrote them.
  const raids = new RaidTracker();
  const emit = (entry: GameLogEntry) => {
    for (const event of eventsOf(entry)) options.onEvent(event);
    for (const event of raids.push(entry)) options.onEvent({ kind: "raid", event, at: entryTime(entry) });
  };

  const checkSession = () => {
    lastSessionCheck = Date.now();
    logsFolder = options.gameFolder ? logsFolderOf(options.gameFolder) : null;
    const newest = logsFolder ? findSessionFolder(logsFolder) : null;
    if (newest !== sessionFolder) {
      if (sessionFolder !== null) options.log(`log tailer: new game session ${newest ? path.basename(newest) : "(none)"}`);
      sessionFolder = newest;
      files = new Map();
    }
  };

  /** The entries the file's new text completes. */
  const readGrowth = (file: string, tracked: TrackedFile): GameLogEntry[] => {
    const stat = statSync(file);
    if (stat.size < tracked.offset || stat.ino !== tracked.inode) {
      options.log(`log tailer: ${path.basename(file)} was truncated or replaced, reading it from the start`);
      Object.assign(tracked, { offset: 0, inode: stat.ino, parser: new GameLogParser() });
    }
    if (stat.size === tracked.offset) return tracked.parser.settle();
    const length = Math.min(stat.size - tracked.offset, maxReadBytes);
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, "r");
    let read: number;
    try {
      read = readSync(fd, buffer, 0, length, tracked.offset);
    } finally {
      closeSync(fd);
    }
    const lastNewline = buffer.subarray(0, read).lastIndexOf(0x0a);
    if (lastNewline < 0) {
      // A partial line waits for its newline (the file is still being written, so nothing settles),
      // unless it alone fills a whole read: that is no log line, skip it.
      if (read === maxReadBytes) tracked.offset += read;
      return [];
    }
    tracked.offset += lastNewline + 1;
    // Splitting after a newline byte never cuts a UTF-8 character.
    return tracked.parser.feed(buffer.toString("utf8", 0, lastNewline + 1));
  };

  /** Reads every watched file of the session, adding the entries they complete. */
  const readSession = (entries: GameLogEntry[]) => {
    if (sessionFolder === null || Date.now() - lastSessionCheck >= options.sessionCheckMs) checkSession();
    listed = false;
    if (sessionFolder === null) return;
    const names = readdirSync(sessionFolder).filter(isWatchedLogFile).sort();
    listed = true;
    for (const name of names) {
      const file = path.join(sessionFolder, name);
      let tracked = files.get(file);
      if (!tracked) {
        const stat = statSync(file);
        tracked = { offset: firstPoll ? stat.size : 0, inode: stat.ino, parser: new GameLogParser() };
        files.set(file, tracked);
      }
      for (const entry of readGrowth(file, tracked)) entries.push(entry);
    }
  };

  const poll = () => {
    const before = JSON.stringify([logsFolder, sessionFolder, listed]);
    const entries: GameLogEntry[] = [];
    try {
      try {
        readSession(entries);
      } finally {
        // Files read before an error have moved on: their entries are emitted all the same.
        for (const entry of byTime(entries)) emit(entry);
      }
      lastError = "";
    } catch (error) {
      const message = (error as Error).message;
      if (message !== lastError) options.log(`log tailer: ${message}`);
      lastError = message;
    }
    firstPoll = false;
    if (JSON.stringify([logsFolder, sessionFolder, listed]) !== before) options.onStateChange();
  };

  const timer = setInterval(poll, options.pollMs);
  poll();
  return {
    get logsFolder() {
      return logsFolder;
    },
    get sessionFolder() {
      return sessionFolder;
    },
    get alive() {
      return running && listed;
    },
    stop() {
      running = false;
      clearInterval(timer);
      options.onStateChange();
    },
  };
}
