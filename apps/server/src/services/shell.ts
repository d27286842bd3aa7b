import type { WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { bumpDataVersion, type Database, dataVersion, getSetting, jsonColumn, liveJob, putSetting, SETTING_KEYS } from "@raidkit/db";
import { type DataStatus, expirationFor, type FleaTax, GAME_MODES, type GameMode, isFleaTaxRate, isWeatherType } from "@raidkit/game";
import type { Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { CacheRegistry, type RegisteredCache } from "./cacheRegistry.ts";

/** Global settings of spec §3 with their defaults. */
export interface GlobalSettings {
  fuelBase: number | null;
  tournamentEnabled: boolean;
  tarkov_pilot_version: string | null;
  /**
   * Start of the current game wipe (epoch ms), or null. PVP progress made before it is reset once
   * it has passed (spec §4 automatic reset; `npm run admin -- wipe-date`).
   */
  wipeDate: number | null;
  /**
   * Flea market tax rates an admin set per game mode (`npm run admin -- flea-tax`); a mode without
   * them uses the game data's (game_globals.json).
   */
  fleaTax: Partial<Record<GameMode, FleaTax>>;
  /** The live imports' switches (/admin/global-settings): a job switched off is not run by the schedule. */
  liveImports: LiveImportSwitches;
}

export interface LiveImportSwitches {
  prices: boolean;
  items: boolean;
  gameData: boolean;
}

const LIVE_IMPORTS_ON: LiveImportSwitches = { prices: true, items: true, gameData: true };

/** The stored switches; anything but `false` counts as on (a bad value never stops imports). */
export function storedLiveImports(value: unknown): LiveImportSwitches {
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return { prices: v.prices !== false, items: v.items !== false, gameData: v.gameData !== false };
}

const DEFAULT_SETTINGS: GlobalSettings = {
  fuelBase: null,
  tournamentEnabled: false,
  tarkov_pilot_version: null,
  wipeDate: null,
  fleaTax: {},
  liveImports: LIVE_IMPORTS_ON,
};

/** The stored per-mode flea tax rates that are usable; anything else counts as unset. */
export function storedFleaTax(value: unknown): Partial<Record<GameMode, FleaTax>> {
  const out: Partial<Record<GameMode, FleaTax>> = {};
  if (typeof value !== "object" || value === null) return out;
  for (const mode of GAME_MODES) {
    const rates = (value as Record<string, { ti?: unknown; tr?: unknown } | undefined>)[mode];
    if (rates && isFleaTaxRate(rates.ti) && isFleaTaxRate(rates.tr)) out[mode] = { ti: rates.ti, tr: rates.tr };
  }
  return out;
}

/**
 * Spec §2: the alert is plain text unless it contains "<"; then it is HTML, sanitised here so
 * nothing but simple formatting and links reaches the page.
 */
export function alertReply(text: string): WebsiteAlertReply {
  if (!text.includes("<")) return { text, html: false };
  const clean = sanitizeHtml(text, {
    allowedTags: ["a", "b", "strong", "i", "em", "u", "br", "span", "p", "code"],
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
  });
  return { text: clean, html: true };
}

export async function readWebsiteAlert(db: Kysely<Database>): Promise<WebsiteAlertReply | null> {
  const stored = await getSetting(db, SETTING_KEYS.websiteAlert);
  if (!stored || stored.value.trim() === "") return null;
  return alertReply(stored.value);
}

/**
 * The weather an admin set: a field of another type counts as unset; a value that does not read
 * at all is no weather (the shell shows none, as before any was set).
 */
const weatherSetting = jsonColumn(
  z.object({
    type: z
      .unknown()
      .optional()
      .transform((t) => (isWeatherType(t) ? t : null)),
    temperature: z.number().nullable().catch(null),
  }),
  `settings.${SETTING_KEYS.weather}`,
  { converts: true },
);

export async function readWeather(db: Kysely<Database>): Promise<WeatherReply | null> {
  const stored = await getSetting(db, SETTING_KEYS.weather);
  if (!stored) return null;
  const read = weatherSetting.safe(stored.value);
  return read.ok ? read.value : null;
}

/**
 * The global settings, field by field: a field missing or of another type takes its default, so
 * one bad field (a hand edit) never loses the others; a value that is not a JSON object gives the
 * defaults. Read on most requests: the schema is small (microseconds).
 */
const globalSettingsColumn = jsonColumn(
  z.object({
    fuelBase: z.number().nullable().catch(DEFAULT_SETTINGS.fuelBase),
    tournamentEnabled: z.boolean().catch(DEFAULT_SETTINGS.tournamentEnabled),
    tarkov_pilot_version: z.string().nullable().catch(DEFAULT_SETTINGS.tarkov_pilot_version),
    // A wipe date resets progress: anything but a real time counts as unset.
    wipeDate: z.number().finite().nullable().catch(null),
    fleaTax: z.unknown().optional().transform(storedFleaTax),
    liveImports: z.unknown().optional().transform(storedLiveImports),
  }) satisfies z.ZodType<GlobalSettings, unknown>,
  `settings.${SETTING_KEYS.globalSettings}`,
  { converts: true },
);

export async function readGlobalSettings(db: Kysely<Database>): Promise<GlobalSettings> {
  const stored = await getSetting(db, SETTING_KEYS.globalSettings);
  if (!stored) return DEFAULT_SETTINGS;
  const read = globalSettingsColumn.safe(stored.value);
  return read.ok ? read.value : DEFAULT_SETTINGS;
}

/** The stored global settings as they are, every key kept (what a patch is laid over). */
const storedSettingsObject = jsonColumn(z.record(z.string(), z.unknown()), `settings.${SETTING_KEYS.globalSettings}`);

/** Changes some global settings, keeping the others as stored (the admin CLI's commands). */
export async function patchGlobalSettings(db: Kysely<Database>, patch: Record<string, unknown>): Promise<void> {
  const stored = await getSetting(db, SETTING_KEYS.globalSettings);
  // A stored value that does not read is replaced by the patch alone, as before.
  const read = stored ? storedSettingsObject.safe(stored.value) : null;
  const current: Record<string, unknown> = read?.ok ? read.value : {};
  await putSetting(db, SETTING_KEYS.globalSettings, JSON.stringify({ ...current, ...patch }));
  // Pages carry some of them (wipe date, pilot version) and the shell's parts are kept per data
  // version: every instance drops its kept pages when its data watcher sees the new version.
  await bumpDataVersion(db, "settings:cli");
}

/** The data version, "empty" before any import. */
export async function currentDataVersion(db: Kysely<Database>): Promise<string> {
  return (await dataVersion(db)) ?? "empty";
}

/**
 * The footer's data status per game mode (decision 021): the mode's last good live import (from
 * the importer's job record) and the newest flea price the data has. Read once per data version
 * and mode; nothing in it depends on the current time, so cached pages stay right.
 */
export class DataStatusService {
  private readonly cache: RegisteredCache<DataStatus>;
  private readonly db: Kysely<Database>;
  private readonly live: { source: boolean; everyMs: number };

  constructor(db: Kysely<Database>, live: { source: boolean; everyMs: number }, caches = new CacheRegistry()) {
    this.db = db;
    this.live = live;
    this.cache = caches.cache("data-status", { bytes: () => 200, maxBytes: 64 * 1024 });
  }

  /** The mode's status; `knownVersion` when the caller has just read the data version. */
  async read(mode: string, knownVersion?: string): Promise<DataStatus> {
    const version = knownVersion ?? (await currentDataVersion(this.db));
    return this.cache.get(`${version}|${mode}`, () => this.build(mode));
  }

  private async build(mode: string): Promise<DataStatus> {
    const [job, newest] = await Promise.all([
      liveJob(this.db, `prices:${mode}`),
      this.db
        .selectFrom("price_stats")
        .select((eb) => eb.fn.max("updated").as("t"))
        .where("mode", "=", mode)
        .where("last_price", "is not", null)
        .executeTakeFirst(),
    ]);
    const okAt = job?.ok_at ?? null;
    return {
      liveSource: this.live.source,
      liveUpdated: job?.ok_updated ?? null,
      liveExpiration: okAt === null ? null : expirationFor(okAt, this.live.everyMs),
      dataDate: newest?.t === null || newest?.t === undefined ? null : Number(newest.t),
    };
  }
}
