import { ACCOUNT_ROUTES } from "./account.ts";
import { ADMIN_ROUTES } from "./admin.ts";
import { ADMIN_CATALOGUE_ROUTES } from "./adminCatalogue.ts";
import { ADMIN_DATA_ROUTES } from "./adminData.ts";
import { ADMIN_OPS_ROUTES } from "./adminOps.ts";
import { ADMIN_USER_ROUTES } from "./adminUsers.ts";
import { ALERT_ROUTES } from "./alerts.ts";
import { AUTH_ROUTES } from "./auth.ts";
import { CHAT_ROUTES } from "./chat.ts";
import { CRAFT_ROUTES } from "./crafts.ts";
import { DATA_ROUTES } from "./data.ts";
import { GEAR_ROUTES } from "./gear.ts";
import { LOADOUT_ROUTES } from "./loadouts.ts";
import { PILOT_ROUTES } from "./pilot.ts";
import { WIDGET_ROUTES } from "./widgets.ts";

export * from "./account.ts";
export * from "./addresses.ts";
export * from "./admin.ts";
export * from "./adminCatalogue.ts";
export * from "./adminData.ts";
export * from "./adminOps.ts";
export * from "./adminUsers.ts";
export * from "./alerts.ts";
export * from "./auth.ts";
export * from "./chat.ts";
export * from "./crafts.ts";
export * from "./data.ts";
export type { Gate, Limit, PveGate, ReplyOf } from "./declare.ts";
export * from "./gear.ts";
export * from "./loadouts.ts";
export * from "./pilot.ts";
export * from "./widgets.ts";

/** Every /api/be call, declared once: the server registers exactly these; the contract tests parse their replies. */
export const BE_ROUTES = [
  ...DATA_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ALERT_ROUTES,
  ...CRAFT_ROUTES,
  ...AUTH_ROUTES,
  ...PILOT_ROUTES,
  ...LOADOUT_ROUTES,
  ...GEAR_ROUTES,
  ...ADMIN_ROUTES,
  ...WIDGET_ROUTES,
  ...ADMIN_CATALOGUE_ROUTES,
  ...ADMIN_USER_ROUTES,
  ...ADMIN_OPS_ROUTES,
  ...ADMIN_DATA_ROUTES,
  ...CHAT_ROUTES,
] as const;
