import {
  adminAlertReply,
  adminAuditQuery,
  adminAuditReply,
  adminSettingsReply,
  globalSettingsPatch,
  weatherRequest,
  websiteAlertRequest,
} from "../adminContracts.ts";
import { weatherReply } from "../contracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The admin pages' calls (issue 19): 404 for everyone but admins. */
export const adminSettings = declare("admin", {
  ...at("adminSettings"),
  responses: { 200: json(adminSettingsReply, "The global settings."), ...errors(404) },
});

export const adminSettingsUpdate = declare(
  "admin",
  {
    ...at("adminSettingsUpdate"),
    request: body(globalSettingsPatch),
    responses: { 200: json(adminSettingsReply, "The global settings after the change (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminAudit = declare("admin", {
  ...at("adminAudit"),
  request: { query: adminAuditQuery },
  responses: { 200: json(adminAuditReply, "The newest admin changes (50), older with ?before=<at>."), ...errors(400, 404) },
});

export const adminAlert = declare("admin", {
  ...at("adminAlert"),
  responses: { 200: json(adminAlertReply, "The website alert as stored and as pages show it."), ...errors(404) },
});

export const adminAlertUpdate = declare(
  "admin",
  {
    ...at("adminAlertUpdate"),
    request: body(websiteAlertRequest),
    responses: { 200: json(adminAlertReply, "The alert after the change (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminWeatherUpdate = declare(
  "admin",
  {
    ...at("adminWeatherUpdate"),
    request: body(weatherRequest),
    responses: { 200: json(weatherReply, "The weather every page's header shows now (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const ADMIN_ROUTES = [adminSettings, adminSettingsUpdate, adminAudit, adminAlert, adminAlertUpdate, adminWeatherUpdate] as const;
