/*
 * The game's log lines, one entry each, maybe followed by a JSON block on the next lines:
 *
 *   line    = date " " time [" " offset] "|" [version "|"] level "|" channel "|" message
 *   date    = YYYY "-" MM "-" DD           time = h[h] ":" mm ":" ss ["." digits]
 *   offset  = ("+" | "-") hh [":"] mm      (older clients)
 *   version = digits ("." digits)+         (most clients; some 0.16 lines and Arena write none)
 *   level   = letters                      channel = no "|" and no space
 *   message = anything, "|" included
 *
 * A level is letters only, so a first column of dotted digits is always the version and a line
 * without one is never misread (`…|Info|push-notifications|Got notification | ChatMessageReceived`).
 * Both envelopes are listed in tarkovtracker-org/TarkovTracker, docs/eft-log-reference/
 * EFT_LOG_EVENTS_REFERENCE.md ("Line envelope and multiline behavior"), mixed within one build.
 */

/** One entry of the game's logs: a log line and its JSON block, if any. */
export interface GameLogEntry {
  /** "2025-11-17T14:36:26.414" as written (local time), with the offset when the line has one ("…+03:00"). */
  time: string;
  /** Game version, "1.0.0.0.41787"; "" when the line has no version column. */
  version: string;
  level: string;
  channel: string;
  message: string;
  /** The JSON block on the lines after the entry, when it was complete and valid. */
  json?: unknown;
}

/** The grammar above; the groups are date, hour, minute, second, fraction, offset, version, level, channel, message. */
const LOG_LINE =
  /^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2}):(\d{2})(\.\d+)?(?: ([+-]\d{2}:?\d{2}))?\|(?:\s*(\d+(?:\.\d+)+)\s*\|)?\s*([A-Za-z]+)\s*\|\s*([^|\s]+)\s*\|(.*)$/;

/** A JSON block or a line without a newline longer than this is dropped (a stuck or binary file). */
const MAX_PENDING_CHARS = 1_000_000;

/** One log line without its JSON block; null when the line is not a log line. */
export function parseGameLogLine(line: string): GameLogEntry | null {
  const match = LOG_LINE.exec(line.replace(/^\uFEFF/, "").replace(/\r$/, ""));
  if (!match) return null;
  const [, date, hour, minute, second, fraction, offset, version, level, channel, message] = match;
  const time = `${date}T${hour!.padStart(2, "0")}:${minute}:${second}${fraction ?? ""}${offset ?? ""}`;
  return { time, version: version ?? "", level: level!, channel: channel!, message: message! };
}

/**
 * Turns the text of a log file, fed in chunks of any size, into complete entries.
 *
 * A log line is held until what follows it is known: the next log line, the end of its JSON block,
 * `settle()` (the file went quiet) or `end()`. A JSON block still open when the next log line
 * starts is malformed: its entry is emitted without `json`. Lines that are neither (stack traces)
 * are skipped. Never throws on input.
 */
export class GameLogParser {
  #partialLine = "";
  #pending: GameLogEntry | null = null;
  /** The JSON block collected so far; null while none has started after the pending entry. */
  #json: string | null = null;
  #depth = 0;
  #inString = false;
  #escaped = false;

  /** Adds text; returns the entries it completed. */
  feed(chunk: string): GameLogEntry[] {
    const out: GameLogEntry[] = [];
    let text = this.#partialLine + chunk;
    let start = 0;
    for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n", start)) {
      this.#line(text.slice(start, newline), out);
      start = newline + 1;
    }
    text = text.slice(start);
    this.#partialLine = text.length > MAX_PENDING_CHARS ? "" : text;
    return out;
  }

  /**
   * The file has gone quiet: emit the held log line if no JSON block has started after it (a
   * block may still be arriving, so an open block keeps it).
   */
  settle(): GameLogEntry[] {
    if (this.#pending === null || this.#json !== null) return [];
    const entry = this.#pending;
    this.#pending = null;
    return [entry];
  }

  /** End of input (the file ended, was truncated or is being left): emit everything, dropping an unfinished JSON block. */
  end(): GameLogEntry[] {
    const out: GameLogEntry[] = [];
    if (this.#partialLine !== "") this.#line(this.#partialLine, out);
    this.#partialLine = "";
    this.#emitPending(out);
    return out;
  }

  #line(raw: string, out: GameLogEntry[]): void {
    const line = raw.replace(/\r$/, "");
    const entry = parseGameLogLine(line);
    if (entry) {
      this.#emitPending(out);
      this.#pending = entry;
      return;
    }
    if (this.#pending === null) return;
    if (this.#json === null) {
      const trimmed = line.trimStart();
      if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return;
      this.#json = "";
    }
    const closedAt = this.#scan(line);
    if (closedAt >= 0) {
      this.#json += line.slice(0, closedAt + 1);
      this.#pending.json = parseJson(this.#json);
      if (this.#pending.json === undefined) delete this.#pending.json;
      this.#json = null;
      this.#emitPending(out);
      return;
    }
    this.#json += `${line}\n`;
    if (this.#json.length > MAX_PENDING_CHARS) {
      this.#json = null;
      this.#emitPending(out);
    }
  }

  /** Follows brackets outside strings; returns the index where the block closes, or -1. */
  #scan(line: string): number {
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (c === "\\") this.#escaped = true;
        else if (c === '"') this.#inString = false;
      } else if (c === '"') {
        this.#inString = true;
      } else if (c === "{" || c === "[") {
        this.#depth++;
      } else if (c === "}" || c === "]") {
        this.#depth--;
        if (this.#depth <= 0) return i;
      }
    }
    return -1;
  }

  #emitPending(out: GameLogEntry[]): void {
    if (this.#pending !== null) out.push(this.#pending);
    this.#pending = null;
    this.#json = null;
    this.#depth = 0;
    this.#inString = false;
    this.#escaped = false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Parses a whole log text at once (a file read in full, or a test). */
export function parseGameLog(text: string): GameLogEntry[] {
  const parser = new GameLogParser();
  return [...parser.feed(text), ...parser.end()];
}
