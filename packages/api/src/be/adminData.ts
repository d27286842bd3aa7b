import { adminDataCompareQuery, adminDataCompareReply, adminDataKindParam, adminDataQuery, adminDataReply } from "../adminDataContracts.ts";
import { at } from "./addresses.ts";
import { declare, errors, json } from "./declare.ts";

/**
 * The admin game-data pages' calls (issue 19): crafts, barters, quests, trader prices and weapons
 * as the site uses them, and the live records against the pack's. Read-only; 404 for everyone but
 * admins.
 */
export const adminData = declare("admin", {
  ...at("adminData"),
  request: { params: adminDataKindParam, query: adminDataQuery },
  responses: {
    200: json(adminDataReply, "A page of the records as the site uses them (pack or live), searched and sorted, with their source."),
    ...errors(400, 404),
  },
});

export const adminDataCompare = declare("admin", {
  ...at("adminDataCompare"),
  request: { params: adminDataKindParam, query: adminDataCompareQuery },
  responses: {
    200: json(adminDataCompareReply, "The live records against the pack's: added, removed and changed (with the changed fields), counted."),
    ...errors(400, 404),
  },
});

export const ADMIN_DATA_ROUTES = [adminData, adminDataCompare] as const;
