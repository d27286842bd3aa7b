import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** Sessions are stored by the SHA-256 of their cookie token. */
export async function insertSession(db: Kysely<Database>, session: { id: string; userUid: string; createdAt: number; expiresAt: number }): Promise<void> {
  await db.insertInto("sessions").values({ id: session.id, user_uid: session.userUid, created_at: session.createdAt, expires_at: session.expiresAt }).execute();
}

/** The user of a live session, or null (unknown or expired). */
export async function sessionUser(db: Kysely<Database>, id: string, now = Date.now()): Promise<{ userUid: string; expiresAt: number } | null> {
  const row = await db.selectFrom("sessions").select(["user_uid", "expires_at"]).where("id", "=", id).executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  return { userUid: row.user_uid, expiresAt: Number(row.expires_at) };
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

export async function pruneSessions(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface LoginCode {
  codeHash: string;
  expiresAt: number;
  attempts: number;
  createdAt: number;
}

/** Stores a new code for an address (replacing any earlier one, and its wrong tries). */
export async function putLoginCode(db: Kysely<Database>, email: string, code: LoginCode): Promise<void> {
  const values = { code_hash: code.codeHash, expires_at: code.expiresAt, attempts: code.attempts, created_at: code.createdAt };
  await db
    .insertInto("login_codes")
    .values({ email, ...values })
    .onConflict((oc) => oc.column("email").doUpdateSet(values))
    .execute();
}

export async function getLoginCode(db: Kysely<Database>, email: string): Promise<LoginCode | null> {
  const row = await db.selectFrom("login_codes").selectAll().where("email", "=", email).executeTakeFirst();
  return row ? { codeHash: row.code_hash, expiresAt: Number(row.expires_at), attempts: row.attempts, createdAt: Number(row.created_at) } : null;
}

/** Counts a wrong try; answers the tries so far. */
export async function countWrongCode(db: Kysely<Database>, email: string): Promise<number> {
  await db
    .updateTable("login_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("email", "=", email)
    .execute();
  return (await getLoginCode(db, email))?.attempts ?? 0;
}

export async function deleteLoginCode(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("login_codes").where("email", "=", email).execute();
}

/**
 * Deletes what has expired for good (issue 21, finding 8): sessions past their expiry and login
 * codes past theirs (a code is worth nothing after it: the next request makes a new one).
 */
export async function pruneExpiredAccountRows(db: Kysely<Database>, now = Date.now()): Promise<{ sessions: number; loginCodes: number }> {
  const sessions = await pruneSessions(db, now);
  const codes = await db.deleteFrom("login_codes").where("expires_at", "<=", now).executeTakeFirst();
  return { sessions, loginCodes: Number(codes.numDeletedRows) };
}
