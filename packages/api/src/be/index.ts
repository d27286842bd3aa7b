import { ACCOUNT_ROUTES } from "./account.ts";
import { ADMIN_ROUTES } from "./admin.ts";
import { AUTH_ROUTES } from "./auth.ts";
import { DATA_ROUTES } from "./data.ts";
import { GEAR_ROUTES } from "./gear.ts";
import { LOADOUT_ROUTES } from "./loadouts.ts";
import { PILOT_ROUTES } from "./pilot.ts";

export * from "./account.ts";
export * from "./admin.ts";
export * from "./auth.ts";
export * from "./data.ts";
export type { Gate, Limit, ReplyOf } from "./declare.ts";
export * from "./gear.ts";
export * from "./loadouts.ts";
export * from "./pilot.ts";

/** Every /api/be call, declared once: the server registers exactly these; the contract tests parse their replies. */
export const BE_ROUTES = [...DATA_ROUTES, ...ACCOUNT_ROUTES, ...AUTH_ROUTES, ...PILOT_ROUTES, ...LOADOUT_ROUTES, ...GEAR_ROUTES, ...ADMIN_ROUTES] as const;
