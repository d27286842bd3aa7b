import pino, { type DestinationStream } from "pino";
import { RecentLogs } from "./recentLogs.ts";
import { currentRequestId } from "./requestContext.ts";

const recentOf = new WeakMap<object, RecentLogs>();

/**
 * One JSON logger; secrets never go in (see the redact list). A line written while a request is
 * answered carries its `reqId` (requestContext.ts). `destination` is for tests. Every line also
 * goes to a ring of the recent ones (recentLogs.ts) that /admin/logs reads.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.code"], censor: "[redacted]" },
  };
  const recent = new RecentLogs();
  const streams = pino.multistream([
    { level: "trace", stream: destination ?? pino.destination(1) },
    { level: "trace", stream: recent },
  ]);
  const log = pino(options, streams);
  recentOf.set(log, recent);
  return log;
}

export type Logger = ReturnType<typeof createLogger>;

/** The recent lines of a logger made by createLogger (an empty ring for any other). */
export function recentLogsOf(log: Logger): RecentLogs {
  return recentOf.get(log) ?? new RecentLogs(1);
}
