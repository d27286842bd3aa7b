import { z } from "zod";
import { isoDay } from "./adminContracts.ts";

/**
 * /admin/users (issue 19): find an account, see it whole (PMCs, live sessions, linked accounts)
 * and change its flags. Admins only (gate "admin": 404 for everyone else).
 */

/** How many accounts one page of the search holds. */
export const ADMIN_USERS_PAGE = 50;

export const adminUserRoles = ["admin", "pro", "maps"] as const;

export const adminUsersQuery = z
  .object({
    q: z.string().max(200).optional(),
    role: z.enum(adminUserRoles).optional(),
    before: z.coerce.number().int().positive().optional(),
  })
  .strict();

export const adminUserParams = z.object({ uid: z.string().min(1).max(64) });
export const adminSessionParams = z.object({ uid: z.string().min(1).max(64), ref: z.string().regex(/^[0-9a-f]{12}$/, "is not a session reference") });

/** One account as /admin/users lists it. */
export const adminUserView = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.number(),
  admin: z.boolean(),
  pro: z.boolean(),
  /** The end of Pro (epoch ms), null when it has none. */
  proUntil: z.number().nullable(),
  /** Pro now: the flag and an expiry still ahead (isProActive). */
  proActive: z.boolean(),
  featureMaps: z.boolean(),
  patreonId: z.string().nullable(),
  botAccount: z.string().nullable(),
  liveSessions: z.number(),
});

export const adminUserChar = z.object({
  uid: z.string(),
  charName: z.string(),
  fraction: z.string(),
  level: z.number(),
  gameMode: z.string(),
  gameEdition: z.string(),
  selected: z.boolean(),
});

export const adminUserSession = z.object({ ref: z.string(), createdAt: z.number(), expiresAt: z.number() });

export const adminUsersReply = z.object({ users: z.array(adminUserView), total: z.number() });
export const adminUserReply = z.object({
  user: adminUserView,
  chars: z.array(adminUserChar),
  sessions: z.array(adminUserSession),
});

/**
 * PATCH /api/be/admin/users/{uid}: the flags to change. `proUntil` is the last day of Pro
 * (YYYY-MM-DD, Pro until 23:59:59 UTC that day, as the CLI's `pro`), or null for no end;
 * `patreonId` / `botAccount` null unlink that account.
 */
export const adminUserPatch = z
  .object({
    admin: z.boolean().optional(),
    pro: z.boolean().optional(),
    proUntil: isoDay.nullable().optional(),
    featureMaps: z.boolean().optional(),
    patreonId: z.null().optional(),
    botAccount: z.null().optional(),
  })
  .strict();

export const adminSessionsRevokeReply = z.object({ revoked: z.number(), sessions: z.array(adminUserSession) });

export type AdminUserView = z.infer<typeof adminUserView>;
export type AdminUserPatch = z.infer<typeof adminUserPatch>;
export type AdminUsersReply = z.infer<typeof adminUsersReply>;
export type AdminUserReply = z.infer<typeof adminUserReply>;
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
