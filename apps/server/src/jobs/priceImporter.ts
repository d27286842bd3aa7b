import {
  acquireLease,
  applySourceNames,
  backfillCandidates,
  backfillHistory,
  bumpDataVersion,
  type Database,
  ingestSnapshot,
  liveJob,
  pruneHistory,
  recordBackfillAttempt,
  recordFailedImport,
  recordJobFailure,
  recordJobSuccess,
  releaseLease,
  replaceLiveTraderOffers,
  restoreLiveItems,
  type Snapshot,
  storeItemImages,
  storeSourceNames,
  storeTraderRestocks,
  syncLiveCatalogue,
} from "@raidkit/db";
import { expirationFor } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";
import type { DataWatcher } from "../services/dataWatcher.ts";
import type { GameDataImporter } from "./gameDataImporter.ts";
import { type ItemTextSource, type PriceSource, PriceSourceError, type SourceSnapshot } from "./priceSource.ts";

export interface ImportRunResult {
  source: string;
  ok: boolean;
  points: number;
  ingestMs?: number;
  statsMs?: number;
  error?: string;
  backfilled?: number;
  /** Items of the reply the items table does not have (skipped, see docs/decisions/021; the names job adds them, decision 041). */
  unknownItems?: number;
  /** Items whose record erred beside the others' data: left out, their last prices stay (decision 041). */
  erred?: number;
  traderBuys?: number;
  /** Traders whose next restock the source gave (decision 065); undefined: not asked or failed. */
  restocks?: number;
}

export interface TextRunResult {
  source: string;
  ok: boolean;
  items: number;
  names?: number;
  images?: number;
  namesApplied?: number;
  /** Items the pack lacks added to the catalogue, and items no longer listed (marked) or listed again (decision 041). */
  added?: number;
  delisted?: number;
  relisted?: number;
  error?: string;
}

export interface PriceImporterOptions {
  db: Kysely<Database>;
  sources: PriceSource[];
  /** Names (every locale) and image links; null = not imported. */
  textSource?: ItemTextSource | null;
  everyMs: number;
  /** How often names and images are imported (default hourly). */
  textEveryMs?: number;
  log: Logger;
  watcher: DataWatcher;
  /** Who holds the import lease (one instance imports at a time). */
  holder: string;
  /** Items back-filled from the source's history per run and mode (highest value first). */
  backfillLimit: number;
  /** Retry after a failure: base × 2^(failures − 1), at most maxMs (default 30 s … max(30 min, everyMs)). */
  backoff?: { baseMs: number; maxMs?: number };
  now?: () => number;
  /** The game-data import (quests, traders, hideout, crafts, barters, maps; decision 022), started and stopped with this one. */
  gameData?: GameDataImporter | null;
  /**
   * Whether an admin paused a scheduled job (the global settings' live import switches): a paused
   * job is skipped and asked again within PAUSE_RECHECK_MS. Explicit runs (runOnce) ignore it.
   */
  paused?: (job: "prices" | "items") => Promise<boolean>;
  /**
   * Runs after a price run that stored new prices, once every instance was told (the price alerts
   * are evaluated there, decision 065), with the game modes imported. A failure is logged only.
   */
  afterPrices?: (modes: string[]) => Promise<void>;
}

/** How soon a paused job asks again whether it may run (a resumed import starts within this). */
export const PAUSE_RECHECK_MS = 60_000;

const PRICE_LEASE = "price-import";
const TEXT_LEASE = "item-import";
/** A reply with fewer items than this share of the last good one is refused as partial. */
export const PARTIAL_REPLY_SHARE = 0.5;

/** The wait before the next try after `failures` failures in a row. */
export function retryDelay(failures: number, everyMs: number, backoff: { baseMs: number; maxMs?: number } = { baseMs: 30_000 }): number {
  const max = backoff.maxMs ?? Math.max(30 * 60_000, everyMs);
  return Math.min(max, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}

/** The flea value of each item the snapshot prices on the flea market (its 24 h average, else its last low price). */
export function fleaValues(snapshot: Snapshot): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of snapshot.points) {
    const value = p.avg24h ?? p.price;
    if (value !== null && value !== undefined && value > 0) out.set(p.uid, value);
  }
  return out;
}

interface Job {
  key: string;
  everyMs: number;
  due: number;
  failures: number;
  source: PriceSource | null;
}

/**
 * Live data from the configured source (docs/decisions/010, 021). Prices of each game mode every
 * `everyMs` (PRICE_IMPORT_EVERY), names and image links every `textEveryMs` (ITEM_IMPORT_EVERY).
 * Each reply is written whole or not at all; a failure is one log line and a record, the previous
 * data stays, and that job alone is retried with a growing back-off. After a mode's snapshot, a
 * bounded number of items (highest value first) are back-filled from the source's history; old
 * data is pruned and every instance is told that the data changed.
 */
export class PriceImporter {
  private readonly options: PriceImporterOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly abort = new AbortController();
  private readonly jobs: Job[];
  private stopped = false;

  constructor(options: PriceImporterOptions) {
    this.options = options;
    const textEveryMs = options.textEveryMs ?? 3_600_000;
    this.jobs = [
      ...options.sources.map((source) => ({ key: `prices:${source.mode}`, everyMs: options.everyMs, due: 0, failures: 0, source })),
      ...(options.textSource ? [{ key: "items", everyMs: textEveryMs, due: 0, failures: 0, source: null }] : []),
    ];
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The game-data import that runs beside the prices, or null. */
  get gameData(): GameDataImporter | null {
    return this.options.gameData ?? null;
  }

  /** Starts the schedule; the first run begins at once, in the background (start-up does not wait for it). */
  start(): void {
    this.options.gameData?.start();
    if (this.timer || this.jobs.length === 0 || this.stopped) return;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const run = this.runDue().catch((err: unknown) => this.options.log.error({ err: (err as Error).message }, "live import run failed"));
      this.running = run;
      void run.finally(() => {
        if (this.running === run) this.running = null;
        const next = Math.min(...this.jobs.map((j) => j.due));
        this.schedule(Math.max(50, next - Date.now()));
      });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await Promise.all([this.running?.catch(() => undefined), this.options.gameData?.stop()]);
    // Another instance can take over the imports now rather than when the lease lapses.
    await releaseLease(this.options.db, PRICE_LEASE, this.options.holder).catch(() => undefined);
    await releaseLease(this.options.db, TEXT_LEASE, this.options.holder).catch(() => undefined);
  }

  /** Runs the jobs whose time has come (the schedule's tick). */
  private async runDue(): Promise<void> {
    const now = Date.now();
    const due = this.jobs.filter((j) => j.due <= now);
    const wait = async (job: "prices" | "items", jobs: Job[]) => {
      if (jobs.length === 0 || !(await this.options.paused?.(job))) return false;
      for (const j of jobs) j.due = now + Math.min(j.everyMs, PAUSE_RECHECK_MS);
      this.options.log.info({ job }, "live import paused by an admin");
      return true;
    };
    // Names first: they add the items the pack lacks (decision 041), whose prices then have a row to join.
    const textJobs = due.filter((j) => j.key === "items");
    if (textJobs.length > 0 && !(await wait("items", textJobs))) await this.runTexts();
    const priceJobs = due.filter((j) => j.source);
    if (priceJobs.length > 0 && !this.stopped && !(await wait("prices", priceJobs))) await this.runPrices(priceJobs);
  }

  /** One run of every price source now (the CLI and tests); runs never overlap, and only the lease holder imports. */
  async runOnce(): Promise<ImportRunResult[]> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.runPrices(this.jobs.filter((j) => j.source));
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  /** One names-and-images run now (the CLI and tests). */
  async runTextsOnce(): Promise<TextRunResult | null> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.runTexts();
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private succeeded(job: Job): void {
    job.failures = 0;
    job.due = Date.now() + job.everyMs;
  }

  /** Counts a failure and answers the wait before the next try. */
  private failed(job: Job): number {
    job.failures++;
    const wait = retryDelay(job.failures, job.everyMs, this.options.backoff);
    job.due = Date.now() + wait;
    return wait;
  }

  private async runPrices(jobs: Job[]): Promise<ImportRunResult[]> {
    const { db, log } = this.options;
    const leaseMs = Math.round(this.options.everyMs * 1.5);
    if (!(await acquireLease(db, PRICE_LEASE, this.options.holder, leaseMs, this.now()))) {
      log.debug("another instance holds the price-import lease");
      for (const job of jobs) job.due = Date.now() + job.everyMs;
      return [];
    }
    // Items the names job added that a pack import has since removed come back first, so their prices are kept.
    await restoreLiveItems(db);
    const known = new Set((await db.selectFrom("items").select("uid").execute()).map((r) => r.uid));
    const results: ImportRunResult[] = [];
    /** The game modes whose prices went in (the price alerts are evaluated for them). */
    const imported: string[] = [];
    for (const job of jobs) {
      if (this.stopped) break;
      const source = job.source as PriceSource;
      const startedAt = this.now();
      const expiration = expirationFor(startedAt, this.options.everyMs);
      try {
        const fetched = (await source.fetchSnapshot({ signal: this.abort.signal, expiration })) as SourceSnapshot;
        const itemCount = fetched.itemCount ?? fetched.points.length;
        const last = await liveJob(db, job.key);
        if (last?.ok_items && itemCount < last.ok_items * PARTIAL_REPLY_SHARE) {
          throw new PriceSourceError(`partial reply: ${itemCount} items, the last good one had ${last.ok_items}`);
        }
        // Items the pack lacks have no handbook data, category or page: skipped and counted (decision 021).
        const snapshot: SourceSnapshot = {
          ...fetched,
          points: fetched.points.filter((p) => known.has(p.uid)),
          traderSells: fetched.traderSells?.filter((s) => known.has(s.uid)),
          traderBuys: fetched.traderBuys?.filter((b) => known.has(b.uid)),
          itemCount,
        };
        if (snapshot.traderSells?.length) {
          // A sell price another source stored for the same item, mode, trader and time stays (the table keys on those).
          const taken = await db
            .selectFrom("trader_sell_prices")
            .select(["item_uid", "trader"])
            .where("mode", "=", source.mode)
            .where("t", "=", snapshot.t)
            .where("source", "!=", source.name)
            .execute();
          if (taken.length > 0) {
            const keys = new Set(taken.map((r) => `${r.item_uid}|${r.trader}`));
            snapshot.traderSells = snapshot.traderSells.filter((s) => !keys.has(`${s.uid}|${s.trader}`));
          }
        }
        const unknownItems = fetched.points.length - snapshot.points.length;
        const erred = fetched.erred ? { erred: fetched.erred, errors: fetched.errorSummary } : {};
        log.info({ source: source.name, items: snapshot.points.length, unknownItems, t: snapshot.t, ...erred }, "snapshot fetched; writing");
        const written = await ingestSnapshot(db, snapshot, { startedAt });
        if (snapshot.traderBuys) {
          await replaceLiveTraderOffers(db, { mode: source.mode, source: source.name, t: snapshot.t, offers: snapshot.traderBuys });
        }
        // The source's own time, or null when its reply gave none (shown as unknown, never as the time of the fetch).
        const updated = "updated" in fetched ? (fetched.updated ?? null) : snapshot.t;
        await recordJobSuccess(db, job.key, { at: this.now(), updated, items: itemCount });
        const result: ImportRunResult = {
          source: source.name,
          ok: true,
          points: written.points,
          ingestMs: Math.round(written.ingestMs),
          statsMs: Math.round(written.statsMs),
          unknownItems,
          traderBuys: snapshot.traderBuys?.length ?? 0,
          ...(fetched.erred ? { erred: fetched.erred } : {}),
        };
        this.succeeded(job);
        imported.push(source.mode);
        const restocks = await this.restocks(source);
        if (restocks !== undefined) result.restocks = restocks;
        result.backfilled = await this.backfill(source, fleaValues(snapshot));
        log.info(result, "prices imported");
        results.push(result);
      } catch (err) {
        const error = (err as Error).message;
        const failures = await recordJobFailure(db, job.key, { at: this.now(), error }).catch(() => job.failures + 1);
        job.failures = failures - 1;
        const retryInS = Math.round(this.failed(job) / 1000);
        log.warn({ source: source.name, error, failures, retryInS }, "price import failed; previous prices kept");
        await recordFailedImport(db, { source: source.name, mode: source.mode, startedAt, error, expiration }).catch(() => undefined);
        results.push({ source: source.name, ok: false, points: 0, error });
      }
    }
    const pruned = await pruneHistory(db, this.now());
    log.debug(pruned, "price history pruned");
    if (results.some((r) => r.ok)) {
      await this.options.watcher.announce();
      await this.options.afterPrices?.(imported).catch((err: unknown) => log.warn({ err: (err as Error).message }, "after-import step failed"));
    }
    return results;
  }

  /**
   * The traders' next restocks of the source's mode (decision 065), beside its prices: a failure is
   * one log line and the previous times stay (they are shown as passed once behind, never guessed).
   */
  private async restocks(source: PriceSource): Promise<number | undefined> {
    if (!source.fetchRestocks) return undefined;
    const { db, log } = this.options;
    try {
      const list = await source.fetchRestocks({ signal: this.abort.signal });
      if (list.length === 0) throw new PriceSourceError("no traders in the restocks reply");
      if (await storeTraderRestocks(db, source.mode, list, this.now())) await bumpDataVersion(db, `restocks:${source.mode}`);
      return list.filter((r) => r.resetAt !== null).length;
    } catch (err) {
      log.warn({ source: source.name, error: (err as Error).message }, "trader restocks import failed; previous times kept");
      return undefined;
    }
  }

  /** Back-fills a bounded number of items of the source's mode, highest live flea value first; one log line for the run. */
  private async backfill(source: PriceSource, values: ReadonlyMap<string, number>): Promise<number> {
    if (!source.fetchHistory || this.options.backfillLimit <= 0) return 0;
    const { db, log } = this.options;
    const uids = await backfillCandidates(db, source.mode, { limit: this.options.backfillLimit, now: this.now(), fleaValues: values });
    let added = 0;
    let failed = 0;
    let firstError: string | null = null;
    for (const uid of uids) {
      if (this.stopped) break;
      try {
        const points = await source.fetchHistory(uid, { signal: this.abort.signal });
        const n = await backfillHistory(db, { uid, mode: source.mode, source: `${source.name}:history`, points, now: this.now() });
        added += n;
        await recordBackfillAttempt(db, { uid, mode: source.mode, at: this.now(), points: n, ok: true });
      } catch (err) {
        failed++;
        firstError ??= (err as Error).message;
        await recordBackfillAttempt(db, { uid, mode: source.mode, at: this.now(), points: 0, ok: false }).catch(() => undefined);
        // Three failures in a row: the source is struggling; the rest wait for the next run.
        if (failed >= 3 && added === 0) break;
      }
    }
    if (added > 0) await bumpDataVersion(db, `prices:${source.name}:history`);
    if (uids.length > 0) {
      const line = { source: source.name, items: uids.length, points: added, failed, error: firstError ?? undefined };
      if (failed > 0) log.warn(line, "history back-fill: some items failed; they are retried later");
      else log.info(line, "history back-filled");
    }
    return added;
  }

  private async runTexts(): Promise<TextRunResult | null> {
    const job = this.jobs.find((j) => j.key === "items");
    const source = this.options.textSource;
    if (!job || !source) return null;
    const { db, log } = this.options;
    if (!(await acquireLease(db, TEXT_LEASE, this.options.holder, Math.round(job.everyMs * 1.5), this.now()))) {
      job.due = Date.now() + job.everyMs;
      return null;
    }
    try {
      const texts = await source.fetchItemTexts({ signal: this.abort.signal });
      const last = await liveJob(db, job.key);
      if (last?.ok_items && texts.itemCount < last.ok_items * PARTIAL_REPLY_SHARE) {
        throw new PriceSourceError(`partial reply: ${texts.itemCount} items, the last good one had ${last.ok_items}`);
      }
      const now = this.now();
      // Items the pack lacks are added, items no longer listed marked, before the names are copied (decision 041).
      const catalogue = texts.catalogue ? await syncLiveCatalogue(db, { items: texts.catalogue, now, complete: !texts.erred }) : null;
      const images = await storeItemImages(db, texts.images, now);
      await storeSourceNames(db, texts.names, now);
      const namesApplied = await applySourceNames(db, source.name);
      await bumpDataVersion(db, `items:${source.name}`);
      // The names reply carries no time of its own.
      await recordJobSuccess(db, job.key, { at: now, updated: null, items: texts.itemCount });
      this.succeeded(job);
      const result: TextRunResult = {
        source: source.name,
        ok: true,
        items: texts.itemCount,
        names: texts.names.length,
        images,
        namesApplied,
        ...(catalogue ? { added: catalogue.added.length, delisted: catalogue.delisted.length, relisted: catalogue.relisted.length } : {}),
      };
      log.info(result, "item names and images imported");
      await this.options.watcher.announce();
      return result;
    } catch (err) {
      const error = (err as Error).message;
      const failures = await recordJobFailure(db, job.key, { at: this.now(), error }).catch(() => job.failures + 1);
      job.failures = failures - 1;
      const retryInS = Math.round(this.failed(job) / 1000);
      log.warn({ source: source.name, error, failures, retryInS }, "item names and images import failed; previous ones kept");
      return { source: source.name, ok: false, items: 0, error };
    }
  }
}
