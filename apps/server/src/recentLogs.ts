/**
 * The server's recent log lines, kept in memory for /admin/logs (issue 19): a ring of the last
 * `capacity` lines pino writes (the same JSON as standard output, secrets already redacted). Lines
 * are stored as written and parsed only when an admin reads them, so logging costs a push.
 */
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
  write(line: string): void {
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
