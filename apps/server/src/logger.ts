import pino, { type DestinationStream } from "pino";
import { currentRequestId } from "./requestContext.ts";

/**
 * One JSON logger; secrets never go in (see the redact list). A line written while a request is
 * answered carries its `reqId` (requestContext.ts). `destination` is for tests.
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
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
