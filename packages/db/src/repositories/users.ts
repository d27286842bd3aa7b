import { randomUUID } from "node:crypto";
import { nameKey } from "@raidkit/game/names";
import type { Kysely, Transaction } from "kysely";
import type { CharsTable, Database, UsersTable } from "../schema.ts";

export interface UserRecord {
  uid: string;
  email: string | null;
  username: string | null;
  createdAt: number;
  pro: boolean;
  proUntil: number | null;
  admin: boolean;
  featureMaps: boolean;
  charUid: string;
  patreonId: string | null;
  botAccount: string | null;
}

export interface CharRecord {
  uid: string;
  fraction: string;
  level: number;
  charName: string;
  gameMode: string;
  gameEdition: string;
  createdAt: number;
  /** When the progress started: creation, or the last automatic reset after a game wipe. */
  progressSince: number;
}

type Db = Kysely<Database> | Transaction<Database>;

export function userOf(row: UsersTable): UserRecord {
  return {
    uid: row.uid,
    email: row.email,
    username: row.username,
    createdAt: Number(row.created_at),
    pro: row.pro === 1,
    proUntil: row.pro_until === null ? null : Number(row.pro_until),
    admin: row.admin === 1,
    featureMaps: row.feature_maps === 1,
    charUid: row.char_uid,
    patreonId: row.patreon_id,
    botAccount: row.bot_account,
  };
}

function charOf(row: CharsTable): CharRecord {
  return {
    uid: row.uid,
    fraction: row.fraction,
    level: row.level,
    charName: row.char_name,
    gameMode: row.game_mode,
    gameEdition: row.game_edition,
    createdAt: Number(row.created_at),
    progressSince: Number(row.progress_since),
  };
}

export async function findUser(db: Db, by: { uid: string } | { email: string } | { patreonId: string }): Promise<UserRecord | null> {
  let query = db.selectFrom("users").selectAll();
  if ("uid" in by) query = query.where("uid", "=", by.uid);
  else if ("email" in by) query = query.where("email", "=", by.email.toLowerCase());
  else query = query.where("patreon_id", "=", by.patreonId);
  const row = await query.executeTakeFirst();
  return row ? userOf(row) : null;
}

export interface NewCharInput {
  fraction: string;
  gameMode: string;
  gameEdition?: string;
  charName?: string;
}

function charRow(userUid: string, input: NewCharInput, now: number): CharsTable {
  return {
    uid: randomUUID(),
    user_uid: userUid,
    char_name: input.charName ?? "",
    fraction: input.fraction,
    level: 1,
    game_mode: input.gameMode,
    game_edition: input.gameEdition ?? "Standard",
    created_at: now,
    progress_since: now,
  };
}

/** A new user with its main character (PVP), in one transaction. */
export async function createUser(db: Kysely<Database>, input: { email?: string; patreonId?: string; fraction: string; now?: number }): Promise<UserRecord> {
  const now = input.now ?? Date.now();
  const uid = randomUUID();
  const main = charRow(uid, { fraction: input.fraction, gameMode: "pvp" }, now);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("chars").values(main).execute();
    await trx
      .insertInto("users")
      .values({
        uid,
        email: input.email?.toLowerCase() ?? null,
        username: null,
        username_key: null,
        username_skeleton: null,
        created_at: now,
        pro: 0,
        pro_until: null,
        admin: 0,
        feature_maps: 0,
        char_uid: main.uid,
        patreon_id: input.patreonId ?? null,
        bot_account: null,
      })
      .execute();
  });
  return (await findUser(db, { uid })) as UserRecord;
}

/** Characters of a user, oldest (the main character) first. */
export async function listChars(db: Db, userUid: string): Promise<CharRecord[]> {
  const rows = await db.selectFrom("chars").selectAll().where("user_uid", "=", userUid).orderBy("created_at").orderBy("uid").execute();
  return rows.map(charOf);
}

export async function createChar(db: Db, userUid: string, input: NewCharInput, now = Date.now()): Promise<CharRecord> {
  const row = charRow(userUid, input, now);
  await db.insertInto("chars").values(row).execute();
  return charOf(row);
}

export async function selectChar(db: Db, userUid: string, charUid: string): Promise<void> {
  await db.updateTable("users").set({ char_uid: charUid }).where("uid", "=", userUid).execute();
}

/** Changes only the given fields of a character (one statement: concurrent changes of other fields stay). */
export async function updateChar(
  db: Db,
  userUid: string,
  charUid: string,
  fields: Partial<Pick<CharRecord, "charName" | "fraction" | "level" | "gameMode" | "gameEdition">>,
): Promise<void> {
  const set: Partial<CharsTable> = {};
  if (fields.charName !== undefined) set.char_name = fields.charName;
  if (fields.fraction !== undefined) set.fraction = fields.fraction;
  if (fields.level !== undefined) set.level = fields.level;
  if (fields.gameMode !== undefined) set.game_mode = fields.gameMode;
  if (fields.gameEdition !== undefined) set.game_edition = fields.gameEdition;
  if (Object.keys(set).length === 0) return;
  await db.updateTable("chars").set(set).where("uid", "=", charUid).where("user_uid", "=", userUid).execute();
}

/** Deletes a character, its progress, its share links and its crafts. */
export async function deleteChar(db: Kysely<Database>, userUid: string, charUid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("chars").where("uid", "=", charUid).where("user_uid", "=", userUid).executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx.deleteFrom("char_entries").where("char_uid", "=", charUid).execute();
      await trx.deleteFrom("progress_shares").where("char_uid", "=", charUid).execute();
      await trx.deleteFrom("craft_runs").where("char_uid", "=", charUid).execute();
    }
  });
}

/**
 * Spec §4 automatic reset after a game wipe: when the character's progress started before
 * `wipeDate`, marks it as starting `now` with level 1 and empties `lists`, in one transaction.
 * The update is conditional, so of several requests racing only the first resets; progress made
 * after that reset is never touched again. Answers whether this call did the reset.
 */
export async function resetCharAfterWipe(
  db: Kysely<Database>,
  charUid: string,
  wipeDate: number,
  lists: readonly string[],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("chars")
      .set({ progress_since: now, level: 1 })
      .where("uid", "=", charUid)
      .where("progress_since", "<", wipeDate)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (lists.length > 0) await trx.deleteFrom("char_entries").where("char_uid", "=", charUid).where("list", "in", lists).execute();
    return true;
  });
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/**
 * Sets the username: "taken" when another user has it (whatever the case), "lookalike" when another
 * user's name looks the same (the same packages/game nameKey: "Raіdkit" with a Cyrillic і beside
 * "Raidkit"; migration 018 keeps the key unique).
 */
export async function setUsername(db: Db, userUid: string, username: string): Promise<"ok" | "taken" | "lookalike"> {
  const key = username.toLowerCase();
  const skeleton = nameKey(username);
  const other = await db
    .selectFrom("users")
    .select("username_key")
    .where((eb) => eb.or([eb("username_key", "=", key), eb("username_skeleton", "=", skeleton)]))
    .where("uid", "!=", userUid)
    .executeTakeFirst();
  if (other) return other.username_key === key ? "taken" : "lookalike";
  try {
    await db.updateTable("users").set({ username, username_key: key, username_skeleton: skeleton }).where("uid", "=", userUid).execute();
    return "ok";
  } catch (error) {
    // Another user took it (or a look-alike) between the look and the write.
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/** The users who linked this chat-bot account (stored form, e.g. `discord:<id>`); names are not unique across users. */
export async function findUsersByBotAccount(db: Db, botAccount: string): Promise<UserRecord[]> {
  const rows = await db.selectFrom("users").selectAll().where("bot_account", "=", botAccount).orderBy("uid").limit(50).execute();
  return rows.map(userOf);
}

/** Admin, Pro and feature flags (the admin CLI, the subscription platform). */
export async function setUserFlags(
  db: Db,
  userUid: string,
  flags: { admin?: boolean; pro?: boolean; proUntil?: number | null; featureMaps?: boolean; patreonId?: string | null; botAccount?: string | null },
): Promise<void> {
  const set: Partial<UsersTable> = {};
  if (flags.admin !== undefined) set.admin = flags.admin ? 1 : 0;
  if (flags.pro !== undefined) set.pro = flags.pro ? 1 : 0;
  if (flags.proUntil !== undefined) set.pro_until = flags.proUntil;
  if (flags.featureMaps !== undefined) set.feature_maps = flags.featureMaps ? 1 : 0;
  if (flags.patreonId !== undefined) set.patreon_id = flags.patreonId;
  if (flags.botAccount !== undefined) set.bot_account = flags.botAccount;
  if (Object.keys(set).length === 0) return;
  await db.updateTable("users").set(set).where("uid", "=", userUid).execute();
}
