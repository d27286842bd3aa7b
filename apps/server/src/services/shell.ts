import type { WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { type Database, getSetting, putSetting, SETTING_KEYS } from "@raidkit/db";
import { type FleaTax, GAME_MODES, type GameMode, isFleaTaxRate, isWeatherType } from "@raidkit/game";
import type { Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";

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
}

const DEFAULT_SETTINGS: GlobalSettings = { fuelBase: null, tournamentEnabled: false, tarkov_pilot_version: null, wipeDate: null, fleaTax: {} };

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

export async function readWeather(db: Kysely<Database>): Promise<WeatherReply | null> {
  const stored = await getSetting(db, SETTING_KEYS.weather);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored.value) as { type?: unknown; temperature?: unknown };
    return {
      type: isWeatherType(parsed.type) ? parsed.type : null,
      temperature: typeof parsed.temperature === "number" ? parsed.temperature : null,
    };
  } catch {
    return null;
  }
}

export async function readGlobalSettings(db: Kysely<Database>): Promise<GlobalSettings> {
  const stored = await getSetting(db, SETTING_KEYS.globalSettings);
  if (!stored) return DEFAULT_SETTINGS;
  try {
    const settings = { ...DEFAULT_SETTINGS, ...(JSON.parse(stored.value) as Partial<GlobalSettings>) };
    // A wipe date resets progress: anything but a real time counts as unset.
    if (typeof settings.wipeDate !== "number" || !Number.isFinite(settings.wipeDate)) settings.wipeDate = null;
    settings.fleaTax = storedFleaTax(settings.fleaTax);
    return settings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Changes some global settings, keeping the others as stored (the admin CLI's commands). */
export async function patchGlobalSettings(db: Kysely<Database>, patch: Record<string, unknown>): Promise<void> {
  const stored = await getSetting(db, SETTING_KEYS.globalSettings);
  let current: Record<string, unknown> = {};
  try {
    current = stored ? (JSON.parse(stored.value) as Record<string, unknown>) : {};
  } catch {
    current = {};
  }
  await putSetting(db, SETTING_KEYS.globalSettings, JSON.stringify({ ...current, ...patch }));
}
