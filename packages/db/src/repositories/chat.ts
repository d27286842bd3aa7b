import { type Kysely, sql } from "kysely";
import { isPostgres } from "../bulk.ts";
import type { Database } from "../schema.ts";

/**
 * The site chat (issue 18, item 1; migration 017). Ids are in commit order: SQLite has one writer at a
 * time, and on PostgreSQL every insert takes a transaction-scoped advisory lock before it draws its id,
 * held until it commits. So once a reader has seen id N, no message with a smaller id can appear
 * later, and "the messages after N" (what a reconnecting page asks for) is exact across instances.
 */
export interface ChatMessage {
  id: number;
  userUid: string;
  /** The author's name as shown when the message was sent. */
  author: string;
  text: string;
  /** Epoch milliseconds. */
  at: number;
}

export interface ChatMute {
  userUid: string;
  /** Epoch milliseconds, or null for a mute without end. */
  until: number | null;
  mutedBy: string;
  mutedAt: number;
}

/** History on open: the last 50; a page of older or missed messages holds at most 200. */
export const CHAT_PAGE = 50;
export const CHAT_MAX_PAGE = 200;
/** The advisory lock that serialises chat inserts on PostgreSQL ("chat" in ASCII). */
const CHAT_INSERT_LOCK = 0x63686174;

type Row = { id: number; user_uid: string; author: string; text: string; created_at: number };
const fromRow = (r: Row): ChatMessage => ({ id: Number(r.id), userUid: r.user_uid, author: r.author, text: r.text, at: Number(r.created_at) });
const COLUMNS = ["id", "user_uid", "author", "text", "created_at"] as const;

/**
 * Stores a message and returns it with its id (`created`). With a `clientId` (the id the sending page
 * chose), a message of the same author with that id stored already is returned instead, and nothing is
 * stored (`created` false; `deleted` when an admin has deleted it since): a retried send, however it
 * races the first (a unique index, migration 019).
 */
export async function insertChatMessage(
  db: Kysely<Database>,
  message: { userUid: string; author: string; text: string; clientId?: string | null },
  now = Date.now(),
): Promise<{ message: ChatMessage; created: boolean; deleted: boolean }> {
  const values = { user_uid: message.userUid, author: message.author, text: message.text, created_at: now, client_id: message.clientId ?? null };
  const stored = await insertRow(db, values);
  if (stored) return { message: fromRow(stored), created: true, deleted: false };
  const first = message.clientId ? await findChatMessageByClientId(db, message.userUid, message.clientId) : null;
  if (!first) throw new Error("the chat message was not stored");
  return { ...first, created: false };
}

/** The row stored, or undefined when the author's `client_id` was stored already. */
async function insertRow(db: Kysely<Database>, values: Omit<Row, "id"> & { client_id: string | null }): Promise<Row | undefined> {
  if (!isPostgres(db)) {
    return db
      .insertInto("chat_messages")
      .values(values)
      .onConflict((oc) => oc.columns(["user_uid", "client_id"]).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
  }
  // One statement, so the lock is held only while the server runs it (never across round trips):
  // the lock is taken before the row, and with it the id, is made; it is let go at the commit.
  const { rows } = await sql<Row>`
    with locked as (select pg_advisory_xact_lock(${sql.lit(CHAT_INSERT_LOCK)}))
    insert into chat_messages (user_uid, author, text, created_at, client_id)
    select ${values.user_uid}::text, ${values.author}::text, ${values.text}::text, ${values.created_at}::bigint, ${values.client_id}::text from locked
    on conflict (user_uid, client_id) do nothing
    returning id, user_uid, author, text, created_at`.execute(db);
  return rows[0];
}

/** The author's message stored with this client id, and whether it was deleted since; null when there is none. */
export async function findChatMessageByClientId(
  db: Kysely<Database>,
  userUid: string,
  clientId: string,
): Promise<{ message: ChatMessage; deleted: boolean } | null> {
  const row = await db
    .selectFrom("chat_messages")
    .select([...COLUMNS, "deleted_at"])
    .where("user_uid", "=", userUid)
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return row ? { message: fromRow(row), deleted: row.deleted_at !== null } : null;
}

const pageSize = (limit: number | undefined) => {
  const wanted = Math.trunc(limit ?? CHAT_PAGE);
  return Math.min(Math.max(Number.isFinite(wanted) ? wanted : CHAT_PAGE, 1), CHAT_MAX_PAGE);
};

/**
 * Live messages, oldest first. With `after`: the first ones after that id (catch-up; ask again from
 * the last one while `more`). Otherwise the last ones, before `before` when given (older on scroll).
 */
export async function listChatMessages(
  db: Kysely<Database>,
  options: { after?: number; before?: number; limit?: number } = {},
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const limit = pageSize(options.limit);
  let query = db.selectFrom("chat_messages").select(COLUMNS).where("deleted_at", "is", null);
  if (options.after !== undefined) {
    const rows = await query
      .where("id", ">", options.after)
      .orderBy("id", "asc")
      .limit(limit + 1)
      .execute();
    return { messages: rows.slice(0, limit).map(fromRow), more: rows.length > limit };
  }
  if (options.before !== undefined) query = query.where("id", "<", options.before);
  const rows = await query
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  return { messages: rows.slice(0, limit).map(fromRow).reverse(), more: rows.length > limit };
}

/** Ids between `from` and `to` (inclusive) of deleted messages: what a page holding that range must drop. */
export async function deletedChatIds(db: Kysely<Database>, from: number, to: number): Promise<number[]> {
  if (to < from) return [];
  const rows = await db
    .selectFrom("chat_messages")
    .select("id")
    .where("id", ">=", from)
    .where("id", "<=", to)
    .where("deleted_at", "is not", null)
    .orderBy("id")
    .limit(1000)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** One live message, or null. */
export async function findChatMessage(db: Kysely<Database>, id: number): Promise<ChatMessage | null> {
  const row = await db.selectFrom("chat_messages").select(COLUMNS).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Deletes a live message (it keeps its row, marked); answers it as it was, or null when there is none. */
export async function deleteChatMessage(db: Kysely<Database>, id: number, byUid: string, now = Date.now()): Promise<ChatMessage | null> {
  const message = await findChatMessage(db, id);
  if (!message) return null;
  const done = await db
    .updateTable("chat_messages")
    .set({ deleted_at: now, deleted_by: byUid })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0 ? message : null;
}

const muteOf = (r: { user_uid: string; until: number | null; muted_by: string; muted_at: number }): ChatMute => ({
  userUid: r.user_uid,
  until: r.until === null ? null : Number(r.until),
  mutedBy: r.muted_by,
  mutedAt: Number(r.muted_at),
});

/** The user's mute in force at `now`, or null (an ended one counts as none). */
export async function chatMuteOf(db: Kysely<Database>, userUid: string, now = Date.now()): Promise<ChatMute | null> {
  const row = await db.selectFrom("chat_mutes").selectAll().where("user_uid", "=", userUid).executeTakeFirst();
  if (!row) return null;
  const mute = muteOf(row);
  return mute.until === null || mute.until > now ? mute : null;
}

/** Mutes a user until a time (or forever with null), replacing a mute they had; answers the one in force before. */
export async function muteChatUser(
  db: Kysely<Database>,
  mute: { userUid: string; until: number | null; mutedBy: string },
  now = Date.now(),
): Promise<ChatMute | null> {
  return db.transaction().execute(async (trx) => {
    const before = await chatMuteOf(trx, mute.userUid, now);
    await trx.deleteFrom("chat_mutes").where("user_uid", "=", mute.userUid).execute();
    await trx.insertInto("chat_mutes").values({ user_uid: mute.userUid, until: mute.until, muted_by: mute.mutedBy, muted_at: now }).execute();
    return before;
  });
}

/** Ends a user's mute; answers the one in force before, or null when there was none. */
export async function unmuteChatUser(db: Kysely<Database>, userUid: string, now = Date.now()): Promise<ChatMute | null> {
  const before = await chatMuteOf(db, userUid, now);
  await db.deleteFrom("chat_mutes").where("user_uid", "=", userUid).execute();
  return before;
}

/** The mutes in force, the newest first. */
export async function listChatMutes(db: Kysely<Database>, now = Date.now()): Promise<ChatMute[]> {
  const rows = await db
    .selectFrom("chat_mutes")
    .selectAll()
    .where((eb) => eb.or([eb("until", "is", null), eb("until", ">", now)]))
    .orderBy("muted_at", "desc")
    .limit(1000)
    .execute();
  return rows.map(muteOf);
}
