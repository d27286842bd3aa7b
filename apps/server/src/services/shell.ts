import type { WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { type Database, getSetting, SETTING_KEYS } from "@raidkit/db";
import { isWeatherType } from "@raidkit/game";
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
}

const DEFAULT_SETTINGS: GlobalSettings = { fuelBase: null, tournamentEnabled: false, tarkov_pilot_version: null, wipeDate: null };

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
    return settings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}
