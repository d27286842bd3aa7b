import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";
import { type UserRecord, userOf } from "./users.ts";

/** One row of /admin/users: the account and how many live sessions it has. */
export interface AdminUserRow extends UserRecord {
  liveSessions: number;
}

/** A live session as an admin sees it: a short reference of its stored hash (never the token). */
export interface AdminSessionRow {
  ref: string;
  createdAt: number;
  expiresAt: number;
}

/** How many characters of the stored session hash name a session on /admin/users. */
export const SESSION_REF_LENGTH = 12;

/** A LIKE pattern that finds the text anywhere, its wildcards and "\\" taken literally (with ESCAPE '\\'). */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdminUserFilter {
  /** Found in the e-mail, username, uid, Patreon id or chat-bot account (case-insensitive). */
  text?: string;
  role?: "admin" | "pro" | "maps";
}

function filtered(db: Kysely<Database>, filter: AdminUserFilter, now: number) {
  let q = db.selectFrom("users");
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const like = likeText(text);
    const columns = ["email", "username_key", "uid", "patreon_id", "bot_account"] as const;
    q = q.where((eb) => eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`)));
  }
  if (filter.role === "admin") q = q.where("admin", "=", 1);
  if (filter.role === "pro") q = q.where("pro", "=", 1).where((eb) => eb.or([eb("pro_until", "is", null), eb("pro_until", ">", now)]));
  if (filter.role === "maps") q = q.where("feature_maps", "=", 1);
  return q;
}

/**
 * Accounts for /admin/users, newest first, `limit` at a time (older with `before`, a created-at),
 * and how many match in all.
 */
export async function searchUsers(
  db: Kysely<Database>,
  query: AdminUserFilter & { before?: number; limit: number },
  now = Date.now(),
): Promise<{ users: AdminUserRow[]; total: number }> {
  const { total } = await filtered(db, query, now)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  let page = filtered(db, query, now).selectAll();
  if (query.before !== undefined) page = page.where("created_at", "<", query.before);
  const rows = await page.orderBy("created_at", "desc").orderBy("uid").limit(query.limit).execute();
  if (rows.length === 0) return { users: [], total: Number(total) };
  const counts = await db
    .selectFrom("sessions")
    .select(["user_uid", db.fn.countAll<number>().as("n")])
    .where(
      "user_uid",
      "in",
      rows.map((r) => r.uid),
    )
    .where("expires_at", ">", now)
    .groupBy("user_uid")
    .execute();
  const live = new Map(counts.map((c) => [c.user_uid, Number(c.n)]));
  return { users: rows.map((row) => ({ ...userOf(row), liveSessions: live.get(row.uid) ?? 0 })), total: Number(total) };
}

/** A user's live sessions, newest first. */
export async function listUserSessions(db: Kysely<Database>, userUid: string, now = Date.now()): Promise<AdminSessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "created_at", "expires_at"])
    .where("user_uid", "=", userUid)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ ref: r.id.slice(0, SESSION_REF_LENGTH), createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) }));
}

/**
 * Ends a user's sessions: all of them, or the one whose reference is given. Answers how many
 * ended (0 when the reference is not one of the user's).
 */
export async function revokeUserSessions(db: Kysely<Database>, userUid: string, ref?: string): Promise<number> {
  let q = db.deleteFrom("sessions").where("user_uid", "=", userUid);
  if (ref !== undefined) {
    const ids = await db.selectFrom("sessions").select("id").where("user_uid", "=", userUid).execute();
    const id = ids.find((row) => row.id.slice(0, SESSION_REF_LENGTH) === ref)?.id;
    if (id === undefined) return 0;
    q = q.where("id", "=", id);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}
