import pino from "pino";

/** One JSON logger; secrets never go in (see the redact list). */
export function createLogger(level: string) {
  return pino({
    level,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.code"], censor: "[redacted]" },
  });
}

export type Logger = ReturnType<typeof createLogger>;
