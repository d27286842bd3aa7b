/**
 * The server's recent log lines, kept in memory for /admin/logs (issue 19): a ring of the last
 * `capacity` lines pino writes (the same JSON as standard output, secrets already redacted). Lines
 * are stored as written and parsed only when an admin reads them, so logging costs a push.
 *
 * What a line puts under LOCAL_ONLY is for the server's own output only (a login e-mail written
 * to the log when SMTP_URL is unset, with its code): the ring keeps it redacted (issue 30,
 * finding 16), so no admin reads another user's login code, nor finds it by searching.
 */

/** The field of a log line that stays in the server's own output and never reaches /admin/logs. */
export const LOCAL_ONLY = "localOnly";
const LOCAL_ONLY_MARK = `"${LOCAL_ONLY}":`;
export const LOCAL_ONLY_REDACTED = "[redacted: in the server's own log only]";
export interface LogEntry {
  time: number;
  level: LogLevelName;
  msg: string;
  reqId: string | null;
  /** The line's other fields (err, path, mode …), without pino's own (pid, hostname). */
  fields: Record<string, unknown>;
}

export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;

const NAME_OF = new Map<number, LogLevelName>(Object.entries(LOG_LEVELS).map(([name, n]) => [n, name as LogLevelName]));

export class RecentLogs {
  readonly capacity: number;
  private readonly lines: string[] = [];
  private next = 0;

  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  /** pino's destination interface: one JSON line per call. */
  write(written: string): void {
    const line = written.includes(LOCAL_ONLY_MARK) ? withoutLocalOnly(written) : written;
    if (this.lines.length < this.capacity) this.lines.push(line);
    else this.lines[this.next] = line;
    this.next = (this.next + 1) % this.capacity;
  }

  /**
   * The newest entries first, at or above `level`, of one request when `reqId` is given, holding
   * `text` in the message or fields when given; at most `limit`.
   */
  query(filter: { level?: LogLevelName; reqId?: string; text?: string; limit: number }): LogEntry[] {
    const min = LOG_LEVELS[filter.level ?? "trace"];
    const text = filter.text?.toLowerCase();
    const out: LogEntry[] = [];
    const n = this.lines.length;
    for (let i = 1; i <= n && out.length < filter.limit; i++) {
      const line = this.lines[(this.next - i + n) % n] as string;
      if (text && !line.toLowerCase().includes(text)) continue;
      const entry = parse(line);
      if (!entry || LOG_LEVELS[entry.level] < min) continue;
      if (filter.reqId && entry.reqId !== filter.reqId) continue;
      out.push(entry);
    }
    return out;
  }
}

/** A line with its LOCAL_ONLY field redacted (a line that does not parse is dropped to its mark). */
function withoutLocalOnly(line: string): string {
  try {
    const fields = JSON.parse(line) as Record<string, unknown>;
    if (LOCAL_ONLY in fields) fields[LOCAL_ONLY] = LOCAL_ONLY_REDACTED;
    return `${JSON.stringify(fields)}\n`;
  } catch {
    return JSON.stringify({ level: 40, time: Date.now(), msg: LOCAL_ONLY_REDACTED });
  }
}

function parse(line: string): LogEntry | null {
  try {
    const { time, level, msg, reqId, pid: _pid, hostname: _host, ...fields } = JSON.parse(line) as Record<string, unknown>;
    const name = NAME_OF.get(level as number);
    if (!name) return null;
    return { time: Number(time), level: name, msg: typeof msg === "string" ? msg : "", reqId: typeof reqId === "string" ? reqId : null, fields };
  } catch {
    return null;
  }
}
