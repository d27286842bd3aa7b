import { type Database, dataVersion } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Bus } from "../bus.ts";
import type { Logger } from "../logger.ts";
import type { CacheRegistry } from "./cacheRegistry.ts";

export const DATA_CHANGED_TOPIC = "data-changed";

/**
 * Notices a newer import: polls the data version (an import may run in another process, e.g.
 * `npm run import`) and listens on the bus (another instance announcing it). On a change the
 * cache registry moves to the new version (every value made from older data goes), then the
 * listeners are told.
 */
export class DataWatcher {
  private current: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: ((version: string | null) => void)[] = [];

  private readonly db: Kysely<Database>;
  private readonly bus: Bus;
  private readonly log: Logger;
  private readonly caches: CacheRegistry | null;
  constructor(db: Kysely<Database>, bus: Bus, log: Logger, caches: CacheRegistry | null = null) {
    this.db = db;
    this.bus = bus;
    this.log = log;
    this.caches = caches;
  }

  onChange(listener: (version: string | null) => void): void {
    this.listeners.push(listener);
  }

  async start(pollMs: number): Promise<void> {
    this.current = await dataVersion(this.db);
    this.caches?.setVersion(this.current);
    await this.bus.subscribe(DATA_CHANGED_TOPIC, () => void this.check());
    // Announcements made while the bus was down were lost: look now rather than at the next poll.
    this.bus.onReconnect(() => void this.check());
    if (pollMs > 0) {
      this.timer = setInterval(() => void this.check(), pollMs);
      this.timer.unref();
    }
  }

  /** Whether data is there to serve (a data version was found: the pack or an import went in). */
  loaded(): boolean {
    return this.current !== null;
  }

  /** Announces a change made by this process to every instance (this one included). */
  async announce(): Promise<void> {
    await this.bus.publish(DATA_CHANGED_TOPIC, String(Date.now()));
    await this.check();
  }

  async check(): Promise<boolean> {
    try {
      const version = await dataVersion(this.db);
      if (version === this.current) return false;
      this.current = version;
      this.log.info({ version }, "data changed; caches dropped");
      this.caches?.setVersion(version);
      for (const listener of this.listeners) listener(version);
      return true;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, "data version check failed");
      return false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
