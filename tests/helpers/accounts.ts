import { createUser, type Database, setUserFlags } from "@raidkit/db";
import type { Kysely } from "kysely";
import { startSession } from "../../apps/server/src/auth/sessions.ts";

export type Role = "visitor" | "free" | "pro" | "expiredPro" | "admin";

export interface TestUser {
  role: Role;
  uid: string | null;
  cookie: string | null;
}

let counter = 0;

/**
 * A user of the given role with a live session (made by the server's own session code, as a login
 * would). "admin" is an admin without Pro, so admin rules and Pro rules are checked apart.
 */
export async function userWithRole(db: Kysely<Database>, role: Role, now = Date.now()): Promise<TestUser> {
  if (role === "visitor") return { role, uid: null, cookie: null };
  const user = await createUser(db, { email: `${role}-${++counter}-${now}@example.test`, fraction: "USEC", now });
  if (role === "pro") await setUserFlags(db, user.uid, { pro: true, proUntil: now + 30 * 86_400_000 });
  if (role === "expiredPro") await setUserFlags(db, user.uid, { pro: true, proUntil: now - 60_000 });
  if (role === "admin") await setUserFlags(db, user.uid, { admin: true });
  const token = await startSession(db, user.uid, now);
  return { role, uid: user.uid, cookie: `rk_session=${token}` };
}
