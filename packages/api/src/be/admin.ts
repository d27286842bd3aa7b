import { adminAuditQuery, adminAuditReply, adminSettingsReply, globalSettingsPatch } from "../adminContracts.ts";
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

export const ADMIN_ROUTES = [adminSettings, adminSettingsUpdate, adminAudit] as const;
