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
import { body, declare, errors, json } from "./declare.ts";

/** The admin pages' calls (issue 19): 404 for everyone but admins. */
export const adminSettings = declare("admin", {
  method: "get",
  path: "/admin/settings",
  operationId: "adminSettings",
  responses: { 200: json(adminSettingsReply, "The global settings."), ...errors(404) },
});

export const adminSettingsUpdate = declare(
  "admin",
  {
    method: "put",
    path: "/admin/settings",
    operationId: "adminSettingsUpdate",
    request: body(globalSettingsPatch),
    responses: { 200: json(adminSettingsReply, "The global settings after the change (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminAudit = declare("admin", {
  method: "get",
  path: "/admin/audit",
  operationId: "adminAudit",
  request: { query: adminAuditQuery },
  responses: { 200: json(adminAuditReply, "The newest admin changes (50), older with ?before=<at>."), ...errors(400, 404) },
});

export const adminAlert = declare("admin", {
  method: "get",
  path: "/admin/alert",
  operationId: "adminAlert",
  responses: { 200: json(adminAlertReply, "The website alert as stored and as pages show it."), ...errors(404) },
});

export const adminAlertUpdate = declare(
  "admin",
  {
    method: "put",
    path: "/admin/alert",
    operationId: "adminAlertUpdate",
    request: body(websiteAlertRequest),
    responses: { 200: json(adminAlertReply, "The alert after the change (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminWeatherUpdate = declare(
  "admin",
  {
    method: "put",
    path: "/admin/weather",
    operationId: "adminWeatherUpdate",
    request: body(weatherRequest),
    responses: { 200: json(weatherReply, "The weather every page's header shows now (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const ADMIN_ROUTES = [adminSettings, adminSettingsUpdate, adminAudit, adminAlert, adminAlertUpdate, adminWeatherUpdate] as const;
