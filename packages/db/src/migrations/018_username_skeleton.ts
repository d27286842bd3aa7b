import { randomBytes } from "node:crypto";
import { isReservedName, nameKey } from "@raidkit/game/names";
import type { Kysely } from "kysely";

/**
 * Usernames unique on their confusables skeleton (issue 30, finding 15; docs/decisions/039):
 * `username_skeleton` holds packages/game's nameKey (Unicode TR39 skeleton, case folded), with a
 * unique index, so "Raіdkit" (a Cyrillic і) cannot be taken while "Raidkit" is. `username_key`
 * (lower case) stays for the admins' search.
 *
 * Existing usernames get their key here. A name that cannot keep it is cleared (the account stays,
 * shown by its PMC's name until its owner picks another username), each clearing written to the
 * admin audit log (admin "migration", action "user.username", the name before):
 * - of accounts whose names look alike, the oldest account keeps its name, the later ones lose theirs;
 * - a name posing as the site or its staff ("Admin", "Raidkit"), unless the account is an admin's.
 */

interface Row {
  uid: string;
  username: string;
  admin: number;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: a migration reads the schema as it was then, not as schema.ts says now.
  const any = db as Kysely<any>;
  await db.schema.alterTable("users").addColumn("username_skeleton", "text").execute();
  const rows: Row[] = await any
    .selectFrom("users")
    .select(["uid", "username", "admin"])
    .where("username", "is not", null)
    .orderBy("created_at")
    .orderBy("uid")
    .execute();
  const taken = new Map<string, string>();
  const now = Date.now();
  for (const row of rows) {
    const key = nameKey(row.username);
    const reason = Number(row.admin) !== 1 && isReservedName(row.username) ? "reserved" : taken.has(key) ? "lookalike" : null;
    if (reason === null) {
      taken.set(key, row.uid);
      await any.updateTable("users").set({ username_skeleton: key }).where("uid", "=", row.uid).execute();
      continue;
    }
    await any.updateTable("users").set({ username: null, username_key: null }).where("uid", "=", row.uid).execute();
    await any
      .insertInto("admin_audit")
      .values({
        id: randomBytes(12).toString("base64url"),
        at: now,
        admin_uid: "migration",
        admin_email: null,
        action: "user.username",
        target: row.uid,
        before: JSON.stringify({ username: row.username }),
        after: JSON.stringify({ username: null, reason, ...(reason === "lookalike" ? { keptBy: taken.get(key) } : {}) }),
      })
      .execute();
  }
  await db.schema.createIndex("users_username_skeleton").on("users").column("username_skeleton").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_username_skeleton").execute();
  await db.schema.alterTable("users").dropColumn("username_skeleton").execute();
}
