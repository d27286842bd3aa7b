import {
  acquireLease,
  type Database,
  type LiveKind,
  type LiveMapPoints,
  type LiveMode,
  type LiveRecord,
  lastGoodRecords,
  liveJob,
  packCraftLimits,
  packStationFacts,
  recordJobFailure,
  recordJobSuccess,
  releaseLease,
  replaceLiveRecords,
} from "@raidkit/db";
import { GAME_MODES, type GameMode, LOCALES, languageCode } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";
import type { DataWatcher } from "../services/dataWatcher.ts";
import { bartersFromApi, craftsFromApi, type LocaleList, mapPointsFromApi, questsFromTasks, stationsFromApi, tradersFromApi } from "./gameDataConvert.ts";
import type { GameDataSource } from "./gameDataSource.ts";
import { PARTIAL_REPLY_SHARE, retryDelay } from "./priceImporter.ts";
import { PriceSourceError } from "./priceSource.ts";
import { describeDrops, WEAKENED_DROP, weakenedBy } from "./weakenedReply.ts";
import { weaponRecordsFromApi } from "./weaponDataConvert.ts";

/** The game-data jobs: quests and traders once for both modes, the rest per game mode. */
export type GameJobKey = "game:quests" | "game:traders" | "game:weapons" | `game:${"hideout" | "crafts" | "barters" | "maps"}:${GameMode}`;

export interface GameRunResult {
  job: GameJobKey;
  ok: boolean;
  /** Records stored (maps: the maps; `points` counts their points). */
  records: number;
  points?: number;
  /** Records of the reply left out (a station the pack lacks, a derived barter…). */
  skipped?: number;
  /** Records that erred in the reply, and how many old records were kept in their place (decision 041). */
  erred?: number;
  kept?: number;
  /** A weakened reply refused: the sub-record figures that fell ("trader requirements 28 -> 0, …"). */
  refused?: string;
  error?: string;
}

export interface GameDataImporterOptions {
  db: Kysely<Database>;
  source: GameDataSource;
  everyMs: number;
  log: Logger;
  watcher: DataWatcher;
  holder: string;
  backoff?: { baseMs: number; maxMs?: number };
  now?: () => number;
  /** Whether an admin paused the scheduled import (the global settings' switch); runOnce ignores it. */
  paused?: () => Promise<boolean>;
}

interface Job {
  key: GameJobKey;
  due: number;
  failures: number;
}

/** What one job hands over to be stored: the kind, mode and records, and what the partial check counts. */
interface Fetched {
  kind: LiveKind;
  mode: LiveMode;
  records: LiveRecord<unknown>[];
  /** What the partial-reply check compares with the last good import (records, or a map's points). */
  count: number;
  points?: number;
  skipped: number;
}

const LEASE = "game-import";
/** How soon a paused import asks again whether it may run. */
const PAUSE_RECHECK_MS = 60_000;
const OTHER_LOCALES = LOCALES.filter((l) => l !== "en");

/**
 * The live import of game data (docs/decisions/022) from a tarkov.dev-compatible API: quests
 * (both game modes, every site language), traders, hideout stations, crafts, barters and map
 * points, converted into the pack's typed records and stored apart from the pack (live_records).
 * Each job is all or nothing: a failed request, a reply that does not fit its schema, a record
 * that cannot be read as the pack's, a reply under half the size of the job's last good one, or a
 * weakened reply (sub-records lost against the last good data, decision 041) keeps the previous
 * data; records that erred beside the others' data keep their last good ones; the failure is one log line and the job alone is retried with a
 * growing pause, as the price import does. One instance imports at a time (a lease).
 */
export class GameDataImporter {
  private readonly options: GameDataImporterOptions;
  private readonly jobs: Job[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(options: GameDataImporterOptions) {
    this.options = options;
    const keys: GameJobKey[] = ["game:traders", "game:quests", "game:weapons"];
    for (const kind of ["hideout", "crafts", "barters", "maps"] as const) for (const mode of GAME_MODES) keys.push(`game:${kind}:${mode}`);
    this.jobs = keys.map((key) => ({ key, due: 0, failures: 0 }));
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Starts the schedule; the first run begins at once, in the background. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = Date.now();
      const run = this.runScheduled(
        this.jobs.filter((j) => j.due <= now),
        now,
      ).catch((err: unknown) => this.options.log.error({ err: (err as Error).message }, "game data import run failed"));
      this.running = run;
      void run.finally(() => {
        if (this.running === run) this.running = null;
        const next = Math.min(...this.jobs.map((j) => j.due));
        this.schedule(Math.max(50, next - Date.now()));
      });
    }, delay);
    this.timer.unref();
  }

  /** The schedule's tick: the due jobs, unless an admin paused the import (asked again within a minute). */
  private async runScheduled(jobs: Job[], now: number): Promise<unknown> {
    if (jobs.length > 0 && (await this.options.paused?.())) {
      for (const j of jobs) j.due = now + Math.min(this.options.everyMs, PAUSE_RECHECK_MS);
      this.options.log.info({ job: "gameData" }, "live import paused by an admin");
      return [];
    }
    return this.run(jobs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    await releaseLease(this.options.db, LEASE, this.options.holder).catch(() => undefined);
  }

  /** One run of the given jobs (all by default) now: the CLI and tests. Runs never overlap. */
  async runOnce(keys?: readonly GameJobKey[]): Promise<GameRunResult[]> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.run(this.jobs.filter((j) => !keys || keys.includes(j.key)));
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private async run(jobs: Job[]): Promise<GameRunResult[]> {
    const { db, log } = this.options;
    if (jobs.length === 0) return [];
    if (!(await acquireLease(db, LEASE, this.options.holder, Math.round(this.options.everyMs * 1.5), this.now()))) {
      log.debug("another instance holds the game-data lease");
      for (const job of jobs) job.due = Date.now() + this.options.everyMs;
      return [];
    }
    const results: GameRunResult[] = [];
    for (const job of jobs) {
      if (this.stopped) break;
      results.push(await this.runJob(job));
    }
    if (results.some((r) => r.ok)) await this.options.watcher.announce();
    return results;
  }

  private async runJob(job: Job): Promise<GameRunResult> {
    const { db, log } = this.options;
    let refused: string | undefined;
    try {
      this.options.source.takeErred();
      const fetched = await this.fetchJob(job.key, this.abort.signal);
      const { erred, errorSummary } = this.options.source.takeErred();
      const last = await liveJob(db, job.key);
      if (last?.ok_items && fetched.count < last.ok_items * PARTIAL_REPLY_SHARE) {
        throw new PriceSourceError(`partial reply: ${fetched.count} records, the last good one had ${last.ok_items}`);
      }
      const lastGood = await lastGoodRecords(db, fetched.kind, fetched.mode);
      // Decision 041: a reply that lost sub-records (requirements, objectives, positions, slots) is refused.
      const drops = weakenedBy(fetched.kind, lastGood, fetched.records);
      if (drops.length > 0) {
        refused = describeDrops(drops);
        throw new PriceSourceError(`${job.key}: ${refused}: refused (a sub-record kind fell by more than ${WEAKENED_DROP * 100} % or to none)`);
      }
      // Records that erred beside the others' data: the last good ones stand in their place.
      let records = fetched.records;
      let kept = 0;
      if (erred > 0) {
        if (fetched.kind === "weapons") throw new PriceSourceError(`weapons: ${errorSummary}`);
        const ids = new Set(records.map((r) => r.id));
        const old = lastGood.filter((r) => !ids.has(r.id));
        kept = old.length;
        records = [...records, ...old];
        log.warn({ job: job.key, erred, kept, errors: errorSummary }, "game data reply with errors: the records that erred keep their last good data");
      }
      const now = this.now();
      await replaceLiveRecords(db, { kind: fetched.kind, mode: fetched.mode, source: this.options.source.name, now, records });
      await recordJobSuccess(db, job.key, { at: now, updated: now, items: fetched.count });
      job.failures = 0;
      job.due = Date.now() + this.options.everyMs;
      const result: GameRunResult = {
        job: job.key,
        ok: true,
        records: records.length,
        ...(fetched.points !== undefined ? { points: fetched.points } : {}),
        skipped: fetched.skipped,
        ...(erred > 0 ? { erred, kept } : {}),
      };
      log.info(result, "game data imported");
      return result;
    } catch (err) {
      const error = (err as Error).message;
      const failures = await recordJobFailure(db, job.key, { at: this.now(), error }).catch(() => job.failures + 1);
      job.failures = failures;
      const wait = retryDelay(failures, this.options.everyMs, this.options.backoff);
      job.due = Date.now() + wait;
      log.warn({ job: job.key, error, failures, retryInS: Math.round(wait / 1000) }, "game data import failed; previous data kept");
      return { job: job.key, ok: false, records: 0, error, ...(refused ? { refused } : {}) };
    }
  }

  /** Names of one list in every other site language. */
  private async texts<T>(fetch: (lang: string) => Promise<T[]>): Promise<LocaleList<T>[]> {
    const out: LocaleList<T>[] = [];
    for (const locale of OTHER_LOCALES) out.push({ locale, list: await fetch(languageCode(locale)) });
    return out;
  }

  private async fetchJob(key: GameJobKey, signal: AbortSignal): Promise<Fetched> {
    const { source, db } = this.options;
    if (key === "game:quests") {
      const regular = await source.tasks("pvp", signal);
      const pve = await source.tasks("pve", signal);
      const texts: (LocaleList<Awaited<ReturnType<GameDataSource["taskTexts"]>>[number]> & { mode: GameMode })[] = [];
      for (const mode of GAME_MODES) {
        for (const t of await this.texts((lang) => source.taskTexts(mode, lang, signal))) texts.push({ ...t, mode });
      }
      const records = questsFromTasks({ regular, pve, texts });
      return { kind: "quest", mode: "any", records, count: records.length, skipped: 0 };
    }
    if (key === "game:traders") {
      const list = await source.traders("pvp", signal);
      const { records, skipped } = tradersFromApi(list, await this.texts((lang) => source.traderTexts("pvp", lang, signal)));
      return { kind: "trader", mode: "any", records, count: records.length, skipped };
    }
    if (key === "game:weapons") {
      const records = weaponRecordsFromApi(await source.weapons(signal));
      const count = records.weapons.length + records.parts.length + records.ammo.length;
      return { kind: "weapons", mode: "any", records: [{ id: "all", data: records, names: {} }], count, skipped: 0 };
    }
    const [, kind, mode] = key.split(":") as [string, "hideout" | "crafts" | "barters" | "maps", GameMode];
    if (kind === "hideout") {
      const list = await source.stations(mode, signal);
      const { records, skipped } = stationsFromApi(list, await this.texts((lang) => source.stationTexts(mode, lang, signal)), await packStationFacts(db));
      return { kind: "station", mode, records, count: records.length, skipped };
    }
    if (kind === "crafts") {
      const list = await source.crafts(mode, signal);
      const facts = await packStationFacts(db);
      const { records, skipped } = craftsFromApi(list, new Map([...facts].map(([id, f]) => [id, f.type])), await packCraftLimits(db));
      return { kind: "craft", mode, records, count: records.length, skipped };
    }
    if (kind === "barters") {
      const { records, skipped } = bartersFromApi(await source.barters(mode, signal));
      return { kind: "barter", mode, records, count: records.length, skipped };
    }
    const maps = await source.maps(mode, signal);
    const texts = await this.texts((lang) => source.mapTexts(mode, lang, signal));
    const records: LiveRecord<LiveMapPoints>[] = maps.map((m) => {
      const { names, points } = mapPointsFromApi(m, texts);
      return { id: m.id, data: { points }, names };
    });
    const points = records.reduce((n, r) => n + r.data.points.length, 0);
    if (points === 0) throw new PriceSourceError("no map points in the maps reply");
    return { kind: "map", mode, records, count: points, points, skipped: 0 };
  }
}
