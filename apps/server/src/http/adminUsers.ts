import { ADMIN_USERS_PAGE, type AdminUserPatch, type AdminUserReply, type AdminUserView } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import {
  type AdminUserRow,
  type Database,
  findUser,
  listChars,
  listUserSessions,
  recordAdminChange,
  revokeUserSessions,
  searchUsers,
  setUserFlags,
  type UserRecord,
} from "@raidkit/db";
import { isProActive } from "@raidkit/game";
import type { Kysely } from "kysely";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { errorResponse } from "./validation.ts";

export interface AdminUsersDeps {
  db: Kysely<Database>;
}

function userView(user: UserRecord, liveSessions: number, now: number): AdminUserView {
  return {
    uid: user.uid,
    email: user.email,
    username: user.username,
    createdAt: user.createdAt,
    admin: user.admin,
    pro: user.pro,
    proUntil: user.proUntil,
    proActive: isProActive(user, now),
    featureMaps: user.featureMaps,
    patreonId: user.patreonId,
    botAccount: user.botAccount,
    liveSessions,
  };
}

/** The last second (UTC) of a day written YYYY-MM-DD: Pro "until" that day, as the CLI's `pro`. */
const endOfDay = (day: string) => Date.parse(`${day}T23:59:59Z`);

/** The stored flags a patch sets: Pro off clears its expiry; an expiry alone grants Pro until then. */
function flagsOf(patch: AdminUserPatch): Parameters<typeof setUserFlags>[2] {
  const flags: Parameters<typeof setUserFlags>[2] = {};
  if (patch.admin !== undefined) flags.admin = patch.admin;
  if (patch.featureMaps !== undefined) flags.featureMaps = patch.featureMaps;
  if (patch.pro === false) {
    flags.pro = false;
    flags.proUntil = null;
  } else if (patch.pro === true || patch.proUntil !== undefined) {
    flags.pro = true;
    if (patch.proUntil !== undefined) flags.proUntil = patch.proUntil === null ? null : endOfDay(patch.proUntil);
  }
  if (patch.patreonId === null) flags.patreonId = null;
  if (patch.botAccount === null) flags.botAccount = null;
  return flags;
}

/** The audit entry's fields: only those that changed, before and after (Pro's end as its last day, UTC). */
function changed(before: AdminUserView, after: AdminUserView) {
  const keys = (["admin", "pro", "proUntil", "featureMaps", "patreonId", "botAccount"] as const).filter((k) => before[k] !== after[k]);
  const shown = (v: AdminUserView, k: (typeof keys)[number]) =>
    k === "proUntil" && v.proUntil !== null ? new Date(v.proUntil).toISOString().slice(0, 10) : v[k];
  return { keys, before: Object.fromEntries(keys.map((k) => [k, shown(before, k)])), after: Object.fromEntries(keys.map((k) => [k, shown(after, k)])) };
}

/**
 * /api/be/admin/users… (issue 19): the accounts an admin finds and changes. Every change (flags,
 * Pro and its expiry, unlinked accounts, ended sessions) is written to the audit log with the
 * account's e-mail as target. An admin cannot take their own admin flag (the site would be left
 * without the one who made the change able to undo it).
 */
export function adminUserRoutes(deps: AdminUsersDeps, register: Register): void {
  const { db } = deps;

  const detail = async (user: UserRecord): Promise<AdminUserReply> => {
    const now = Date.now();
    const [chars, sessions] = await Promise.all([listChars(db, user.uid), listUserSessions(db, user.uid, now)]);
    return {
      user: userView(user, sessions.length, now),
      chars: chars.map((c) => ({
        uid: c.uid,
        charName: c.charName,
        fraction: c.fraction,
        level: c.level,
        gameMode: c.gameMode,
        gameEdition: c.gameEdition,
        selected: c.uid === user.charUid,
      })),
      sessions,
    };
  };

  register(be.adminUsers, async (c) => {
    const { q, role, before } = c.req.valid("query");
    const now = Date.now();
    const found = await searchUsers(db, { limit: ADMIN_USERS_PAGE, ...(q ? { text: q } : {}), ...(role ? { role } : {}), ...(before ? { before } : {}) }, now);
    c.header("cache-control", "no-store");
    return c.json({ users: found.users.map((u: AdminUserRow) => userView(u, u.liveSessions, now)), total: found.total }, 200);
  });

  register(be.adminUser, async (c) => {
    const user = await findUser(db, { uid: c.req.valid("param").uid });
    if (!user) return errorResponse(c, 404, "userNotFound");
    c.header("cache-control", "no-store");
    return c.json(await detail(user), 200);
  });

  register(be.adminUserUpdate, async (c) => {
    const { uid } = c.req.valid("param");
    const patch = c.req.valid("json");
    const admin = accountOf(c).user;
    const user = await findUser(db, { uid });
    if (!user) return errorResponse(c, 404, "userNotFound");
    if (uid === admin.uid && patch.admin === false) return errorResponse(c, 400, "ownAdminFlag");
    const now = Date.now();
    const before = userView(user, 0, now);
    await setUserFlags(db, uid, flagsOf(patch));
    const updated = (await findUser(db, { uid })) as UserRecord;
    const diff = changed(before, userView(updated, 0, now));
    if (diff.keys.length > 0) {
      await recordAdminChange(db, {
        adminUid: admin.uid,
        adminEmail: admin.email,
        action: "user.update",
        target: updated.email ?? updated.uid,
        before: diff.before,
        after: diff.after,
      });
    }
    c.header("cache-control", "no-store");
    return c.json(await detail(updated), 200);
  });

  const revoke = async (admin: UserRecord, uid: string, ref?: string) => {
    const user = await findUser(db, { uid });
    if (!user) return { ok: false as const, error: "userNotFound" as const };
    const revoked = await revokeUserSessions(db, uid, ref);
    if (ref !== undefined && revoked === 0) return { ok: false as const, error: "sessionNotFound" as const };
    if (revoked > 0) {
      await recordAdminChange(db, {
        adminUid: admin.uid,
        adminEmail: admin.email,
        action: "user.sessions",
        target: user.email ?? user.uid,
        before: { sessions: ref ?? "all" },
        after: { ended: revoked },
      });
    }
    return { ok: true as const, reply: { revoked, sessions: await listUserSessions(db, uid) } };
  };

  register(be.adminUserSessionsRevoke, async (c) => {
    const result = await revoke(accountOf(c).user, c.req.valid("param").uid);
    if (!result.ok) return errorResponse(c, 404, result.error);
    c.header("cache-control", "no-store");
    return c.json(result.reply, 200);
  });

  register(be.adminUserSessionRevoke, async (c) => {
    const { uid, ref } = c.req.valid("param");
    const result = await revoke(accountOf(c).user, uid, ref);
    if (!result.ok) return errorResponse(c, 404, result.error);
    c.header("cache-control", "no-store");
    return c.json(result.reply, 200);
  });
}
