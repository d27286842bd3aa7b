import { type Database, pruneExpiredAccountRows } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";

/** How often expired sessions and login codes are deleted. */
export const EXPIRED_ROWS_EVERY_MS = 60 * 60_000;

/**
 * The clean-up of expiring rows (issue 21, finding 8): once when the server starts, then hourly.
 * Deletes are idempotent, so every instance may run it; a failure is one log line and the next
 * run tries again; it never stops the server.
 */
export class ExpiredRowsCleanup {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly deps: { db: Kysely<Database>; log: Logger; everyMs?: number; now?: () => number };

  constructor(deps: { db: Kysely<Database>; log: Logger; everyMs?: number; now?: () => number }) {
    this.deps = deps;
  }

  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.deps.everyMs ?? EXPIRED_ROWS_EVERY_MS);
    this.timer.unref();
  }

  /** One clean-up now (runs never overlap); answers what was deleted, or null on a failure. */
  async runOnce(): Promise<{ sessions: number; loginCodes: number } | null> {
    while (this.running) await this.running;
    let result: { sessions: number; loginCodes: number } | null = null;
    this.running = (async () => {
      try {
        result = await pruneExpiredAccountRows(this.deps.db, this.deps.now?.() ?? Date.now());
        if (result.sessions + result.loginCodes > 0) this.deps.log.info(result, "expired sessions and login codes deleted");
      } catch (err) {
        this.deps.log.warn({ err: (err as Error).message }, "clean-up of expired rows failed; next run tries again");
      }
    })();
    await this.running;
    this.running = null;
    return result;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
