import {
  acquireLease,
  backfillHistory,
  type Database,
  ingestSnapshot,
  itemsNeedingBackfill,
  pruneHistory,
  recordFailedImport,
  releaseLease,
} from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";
import type { DataWatcher } from "../services/dataWatcher.ts";
import type { PriceSource } from "./priceSource.ts";

export interface ImportRunResult {
  source: string;
  ok: boolean;
  points: number;
  ingestMs?: number;
  statsMs?: number;
  error?: string;
  backfilled?: number;
}

export interface PriceImporterOptions {
  db: Kysely<Database>;
  sources: PriceSource[];
  everyMs: number;
  log: Logger;
  watcher: DataWatcher;
  /** Who holds the import lease (one instance imports at a time). */
  holder: string;
  backfillLimit: number;
  now?: () => number;
}

const LEASE = "price-import";

/** How long after the next run an import still counts as fresh. */
export function expirationFor(now: number, everyMs: number): number {
  return now + everyMs + Math.max(60_000, Math.round(everyMs * 0.2));
}

/**
 * Runs every price source on a schedule (`PRICE_IMPORT_EVERY`). Each source's snapshot is written
 * whole or not at all; a failure is logged and recorded, the previous prices stay, and the next
 * run tries again. After the imports, thin series are back-filled from the source's history, old
 * data is pruned, and every instance is told that the data changed.
 */
export class PriceImporter {
  private readonly options: PriceImporterOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ImportRunResult[]> | null = null;
  private readonly abort = new AbortController();

  constructor(options: PriceImporterOptions) {
    this.options = options;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  start(): void {
    if (this.timer || this.options.sources.length === 0) return;
    const tick = () => {
      void this.runOnce().catch((err: unknown) => this.options.log.error({ err: (err as Error).message }, "price import run failed"));
    };
    this.timer = setInterval(tick, this.options.everyMs);
    this.timer.unref();
    setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    // Another instance can take over the imports now rather than when the lease lapses.
    await releaseLease(this.options.db, LEASE, this.options.holder).catch(() => undefined);
  }

  /** One run of every source; runs never overlap, and only the lease holder imports. */
  runOnce(): Promise<ImportRunResult[]> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<ImportRunResult[]> {
    const { db, log } = this.options;
    const leaseMs = Math.round(this.options.everyMs * 1.5);
    if (!(await acquireLease(db, LEASE, this.options.holder, leaseMs, this.now()))) {
      log.debug("another instance holds the price-import lease");
      return [];
    }
    const results: ImportRunResult[] = [];
    for (const source of this.options.sources) {
      const startedAt = this.now();
      const expiration = expirationFor(startedAt, this.options.everyMs);
      try {
        const snapshot = await source.fetchSnapshot({ signal: this.abort.signal, expiration });
        log.info({ source: source.name, items: snapshot.points.length, t: snapshot.t }, "snapshot fetched; writing");
        const written = await ingestSnapshot(db, snapshot, { startedAt });
        const result: ImportRunResult = {
          source: source.name,
          ok: true,
          points: written.points,
          ingestMs: Math.round(written.ingestMs),
          statsMs: Math.round(written.statsMs),
        };
        result.backfilled = await this.backfill(source);
        log.info(result, "prices imported");
        results.push(result);
      } catch (err) {
        const error = (err as Error).message;
        log.warn({ source: source.name, error }, "price import failed; previous prices kept, retrying next run");
        await recordFailedImport(db, { source: source.name, mode: source.mode, startedAt, error, expiration }).catch(() => undefined);
        results.push({ source: source.name, ok: false, points: 0, error });
      }
    }
    const pruned = await pruneHistory(db, this.now());
    log.debug(pruned, "price history pruned");
    if (results.some((r) => r.ok)) await this.options.watcher.announce();
    return results;
  }

  private async backfill(source: PriceSource): Promise<number> {
    if (!source.fetchHistory || this.options.backfillLimit <= 0) return 0;
    const uids = await itemsNeedingBackfill(this.options.db, source.mode, this.now(), this.options.backfillLimit);
    let added = 0;
    for (const uid of uids) {
      try {
        const points = await source.fetchHistory(uid, { signal: this.abort.signal });
        added += await backfillHistory(this.options.db, { uid, mode: source.mode, source: `${source.name}:history`, points, now: this.now() });
      } catch (err) {
        this.options.log.warn({ uid, error: (err as Error).message }, "history back-fill failed for an item");
      }
    }
    return added;
  }
}
