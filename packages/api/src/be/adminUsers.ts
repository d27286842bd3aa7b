import {
  adminSessionParams,
  adminSessionsRevokeReply,
  adminUserParams,
  adminUserPatch,
  adminUserReply,
  adminUsersQuery,
  adminUsersReply,
} from "../adminUsersContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** /admin/users' calls (issue 19): 404 for everyone but admins. */
export const adminUsers = declare("admin", {
  ...at("adminUsers"),
  request: { query: adminUsersQuery },
  responses: { 200: json(adminUsersReply, "Accounts matching the search, newest first (50; older with ?before=<createdAt>)."), ...errors(400, 404) },
});

export const adminUser = declare("admin", {
  ...at("adminUser"),
  request: { params: adminUserParams },
  responses: { 200: json(adminUserReply, "The account, its PMCs and live sessions."), ...errors(400, 404) },
});

export const adminUserUpdate = declare(
  "admin",
  {
    ...at("adminUserUpdate"),
    request: { params: adminUserParams, ...body(adminUserPatch) },
    responses: {
      200: json(adminUserReply, "The account after the change (recorded in the audit log)."),
      ...errors(400, 403, 404, 413, 415),
    },
  },
  "write",
);

export const adminUserSessionsRevoke = declare(
  "admin",
  {
    ...at("adminUserSessionsRevoke"),
    request: { params: adminUserParams },
    responses: { 200: json(adminSessionsRevokeReply, "Every session of the account ended (recorded in the audit log)."), ...errors(400, 403, 404) },
  },
  "write",
);

export const adminUserSessionRevoke = declare(
  "admin",
  {
    ...at("adminUserSessionRevoke"),
    request: { params: adminSessionParams },
    responses: { 200: json(adminSessionsRevokeReply, "That session ended (recorded in the audit log)."), ...errors(400, 403, 404) },
  },
  "write",
);

export const ADMIN_USER_ROUTES = [adminUsers, adminUser, adminUserUpdate, adminUserSessionsRevoke, adminUserSessionRevoke] as const;
