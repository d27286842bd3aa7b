import { isFleaTaxRate, WEATHER_TYPES } from "@raidkit/game";
import { z } from "zod";
import { websiteAlertReply } from "./contracts.ts";

/**
 * The admin pages' calls (issue 19, docs/decisions/031): the global settings of spec §3 and the
 * audit log of every admin change. Admins only: everyone else gets 404 (gate "admin").
 */

/** fuelBase: fuel units per hour, above 0 and below this. */
export const FUEL_BASE_MAX = 1000;
/** tarkov_pilot_version: one to four dot-separated numbers ("1.0.0"). */
export const PILOT_VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

/** A calendar day as written (2025-02-30 is refused, not taken as 2 March). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "is not a date (YYYY-MM-DD)")
  .refine((day) => {
    const t = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
  }, "is not a date (YYYY-MM-DD)");

const fleaTax = z.object({ ti: z.number(), tr: z.number() });
/** A mode's flea tax rates as fractions (0.03 is 3 %), from 0 to below 1. */
const fleaTaxRate = z.number().refine(isFleaTaxRate, "is not a rate from 0 to below 1 (0.03 is 3%)");
const fleaTaxRates = z.object({ ti: fleaTaxRate, tr: fleaTaxRate }).strict();

/** The live imports' switches: a job switched off is skipped by the schedule. */
export const liveImportSwitches = z.object({ prices: z.boolean(), items: z.boolean(), gameData: z.boolean() });

/** The global settings as an admin sees them; wipeDate as its day (00:00 UTC). */
export const globalSettingsView = z.object({
  fuelBase: z.number().nullable(),
  tournamentEnabled: z.boolean(),
  tarkov_pilot_version: z.string().nullable(),
  wipeDate: z.string().nullable(),
  fleaTax: z.object({ pvp: fleaTax.optional(), pve: fleaTax.optional() }),
  liveImports: liveImportSwitches,
});

/** PUT /api/be/admin/settings: the fields to change (null clears fuelBase, the pilot version or the wipe date). */
export const globalSettingsPatch = z
  .object({
    fuelBase: z.number().gt(0).lt(FUEL_BASE_MAX).nullable().optional(),
    tournamentEnabled: z.boolean().optional(),
    tarkov_pilot_version: z.string().regex(PILOT_VERSION_PATTERN, "is not a version like 1.0.0").nullable().optional(),
    wipeDate: isoDay.nullable().optional(),
    /** A mode's rates; null goes back to the game data's. */
    fleaTax: z.object({ pvp: fleaTaxRates.nullable().optional(), pve: fleaTaxRates.nullable().optional() }).strict().optional(),
    liveImports: liveImportSwitches.partial().strict().optional(),
  })
  .strict();

/** One admin change of the audit log: who, when, what, before and after. */
export const adminChangeView = z.object({
  id: z.string(),
  at: z.number(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

/** What the live imports did last (the same on every instance: read from the database). */
export const liveImportState = z.object({
  /** The source's address without credentials, or null when PRICE_SOURCE_URL is off. */
  source: z.string().nullable(),
  /** The newest price import per game mode and the newest failed one. */
  prices: z.array(z.object({ mode: z.string(), status: z.string(), finishedAt: z.number(), items: z.number(), error: z.string().nullable() })),
  /** The game data kinds as last imported live (records, newest update). */
  gameData: z.array(z.object({ kind: z.string(), mode: z.string(), records: z.number(), updated: z.number() })),
  /** Which instance holds each import's lease, until when. */
  leases: z.array(z.object({ name: z.string(), holder: z.string(), expiresAt: z.number() })),
});

export const adminSettingsReply = z.object({ settings: globalSettingsView, live: liveImportState });

/** The longest website alert an admin may set. */
export const WEBSITE_ALERT_MAX = 2000;
/** PUT /api/be/admin/alert: the alert as written (plain text, or HTML when it holds "<"); "" takes it down. */
export const websiteAlertRequest = z.object({ text: z.string().max(WEBSITE_ALERT_MAX) }).strict();
/** The alert as stored and as every page shows it (sanitised HTML or text; null when there is none). */
export const adminAlertReply = z.object({
  text: z.string(),
  shown: websiteAlertReply.nullable(),
});
export const adminAuditReply = z.object({ changes: z.array(adminChangeView) });

/** PUT /api/be/admin/weather: the header's raid weather (spec §2's 13 types) and °C; null clears each. */
export const weatherRequest = z.object({ type: z.enum(WEATHER_TYPES).nullable(), temperature: z.number().int().min(-60).max(60).nullable() }).strict();
export const adminAuditQuery = z.object({ before: z.coerce.number().int().positive().optional() });

export type GlobalSettingsView = z.infer<typeof globalSettingsView>;
export type GlobalSettingsPatch = z.infer<typeof globalSettingsPatch>;
export type AdminChangeView = z.infer<typeof adminChangeView>;
export type AdminSettingsReply = z.infer<typeof adminSettingsReply>;
export type LiveImportState = z.infer<typeof liveImportState>;
export type AdminAuditReply = z.infer<typeof adminAuditReply>;
export type AdminAlertReply = z.infer<typeof adminAlertReply>;
