import {
  type ChatMessage,
  chatMuteOf,
  createUser,
  type DatabaseHandle,
  deleteChatMessage,
  deletedChatIds,
  findChatMessageByClientId,
  insertChatMessage,
  listChatMessages,
  listChatMutes,
  migrateToLatest,
  muteChatUser,
  openDatabase,
  unmuteChatUser,
} from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/** The site chat's messages and mutes (issue 18, migration 017) on SQLite and PostgreSQL. */
describe.each(engines())("site chat on $name", (engine) => {
  let handle: DatabaseHandle;
  let uid: string;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    uid = (await createUser(handle.db, { email: `chat-${engine.name}@example.test`, fraction: "USEC" })).uid;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("keeps messages in id order: the last 50 on open, older ones page by page, missed ones after an id", async () => {
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 120; i++)
      sent.push((await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: `test message ${i}` }, 1_000 + i)).message);
    expect(sent.map((m) => m.id)).toEqual([...sent.map((m) => m.id)].sort((a, b) => a - b));
    expect(new Set(sent.map((m) => m.id)).size).toBe(120);
    expect(sent[0]).toMatchObject({ userUid: uid, author: "Tester", text: "test message 1", at: 1_001 });

    const last = await listChatMessages(handle.db);
    expect(last.messages.map((m) => m.text)).toEqual(sent.slice(70).map((m) => m.text));
    expect(last.more).toBe(true);
    const older = await listChatMessages(handle.db, { before: last.messages[0]?.id as number });
    expect(older.messages.map((m) => m.text)).toEqual(sent.slice(20, 70).map((m) => m.text));
    const oldest = await listChatMessages(handle.db, { before: older.messages[0]?.id as number });
    expect(oldest).toEqual({ messages: sent.slice(0, 20), more: false });

    const after = await listChatMessages(handle.db, { after: sent[99]?.id as number });
    expect(after).toEqual({ messages: sent.slice(100), more: false });
    const paged = await listChatMessages(handle.db, { after: sent[9]?.id as number, limit: 10 });
    expect(paged.messages).toEqual(sent.slice(10, 20));
    expect(paged.more).toBe(true);
  });

  it("deletes a message once: gone from history, listed as deleted in its range", async () => {
    const m = (await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "to be deleted" })).message;
    const next = (await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "stays" })).message;
    expect(await deleteChatMessage(handle.db, m.id, "admin-uid")).toEqual(m);
    expect(await deleteChatMessage(handle.db, m.id, "admin-uid")).toBeNull();
    expect(await deleteChatMessage(handle.db, 987_654_321, "admin-uid")).toBeNull();
    const history = await listChatMessages(handle.db, { after: m.id - 1 });
    expect(history.messages.map((x) => x.id)).toEqual([next.id]);
    expect(await deletedChatIds(handle.db, m.id, next.id)).toEqual([m.id]);
    expect(await deletedChatIds(handle.db, next.id, next.id)).toEqual([]);
  });

  it("mutes until a time or forever, replaces a mute, and ends one", async () => {
    const other = (await createUser(handle.db, { email: `chat-mute-${engine.name}@example.test`, fraction: "BEAR" })).uid;
    expect(await chatMuteOf(handle.db, other)).toBeNull();
    expect(await muteChatUser(handle.db, { userUid: other, until: 10_000, mutedBy: "admin-uid" }, 5_000)).toBeNull();
    expect(await chatMuteOf(handle.db, other, 9_999)).toEqual({ userUid: other, until: 10_000, mutedBy: "admin-uid", mutedAt: 5_000 });
    expect(await chatMuteOf(handle.db, other, 10_000)).toBeNull();
    const before = await muteChatUser(handle.db, { userUid: other, until: null, mutedBy: "admin-uid" }, 6_000);
    expect(before?.until).toBe(10_000);
    expect(await chatMuteOf(handle.db, other, Date.now() + 1e12)).toMatchObject({ until: null });
    expect((await listChatMutes(handle.db)).map((x) => x.userUid)).toContain(other);
    expect((await unmuteChatUser(handle.db, other))?.until).toBeNull();
    expect(await chatMuteOf(handle.db, other)).toBeNull();
    expect(await unmuteChatUser(handle.db, other)).toBeNull();
  });

  it("makes 'after id N' exact while two connections insert at once", async () => {
    // A second handle is a second pool (another instance); on SQLite, the same file.
    const second = engine.name === "postgres" ? openDatabase({ databaseUrl: engine.env.DATABASE_URL as string, dataDir: "" }) : null;
    const writers = [handle.db, second?.db ?? handle.db];
    const start = (await listChatMessages(handle.db)).messages.at(-1)?.id ?? 0;
    const seen: number[] = [];
    let cursor = start;
    let writing = true;
    // A reader follows with "after the last id I have" while the writers run, as a page catching up.
    const reader = (async () => {
      for (;;) {
        const done = !writing;
        const page = await listChatMessages(handle.db, { after: cursor, limit: 200 });
        for (const m of page.messages) seen.push(m.id);
        cursor = page.messages.at(-1)?.id ?? cursor;
        if (done && !page.more) return;
      }
    })();
    const inserted = await Promise.all(
      writers.flatMap((db, w) =>
        Array.from({ length: 4 }, async (_, lane) => {
          const ids: number[] = [];
          for (let i = 0; i < 50; i++) ids.push((await insertChatMessage(db, { userUid: uid, author: "Tester", text: `w${w} l${lane} ${i}` })).message.id);
          return ids;
        }),
      ),
    );
    writing = false;
    await reader;
    await second?.close();
    const all = inserted.flat().sort((a, b) => a - b);
    expect(all).toHaveLength(400);
    expect(seen).toEqual(all);
  });

  it("stores a message once per author and client id: a retry gets the first one back, a race too (issue 30, finding 5)", async () => {
    const other = (await createUser(handle.db, { email: `chat-retry-${engine.name}@example.test`, fraction: "USEC" })).uid;
    const clientId = "0123456789abcdef0123456789abcdef";
    const first = await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "test retry", clientId });
    expect(first).toMatchObject({ created: true, deleted: false, message: { text: "test retry" } });
    const again = await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "test retry", clientId });
    expect(again).toEqual({ message: first.message, created: false, deleted: false });
    expect(await findChatMessageByClientId(handle.db, uid, clientId)).toEqual({ message: first.message, deleted: false });
    // Another author's id is their own; messages without an id never clash.
    expect((await insertChatMessage(handle.db, { userUid: other, author: "Other", text: "test retry", clientId })).created).toBe(true);
    const plain = [
      await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "test no id" }),
      await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "test no id", clientId: null }),
    ];
    expect(plain.map((p) => p.created)).toEqual([true, true]);
    expect(await findChatMessageByClientId(handle.db, uid, "no-such-id-0000000")).toBeNull();
    // A deleted one is still the one that id names.
    await deleteChatMessage(handle.db, first.message.id, "admin-uid");
    expect(await insertChatMessage(handle.db, { userUid: uid, author: "Tester", text: "test retry", clientId })).toEqual({
      message: first.message,
      created: false,
      deleted: true,
    });

    // Ten tries of one send at once, from two connections (two instances): one row.
    const second = engine.name === "postgres" ? openDatabase({ databaseUrl: engine.env.DATABASE_URL as string, dataDir: "" }) : null;
    const racing = "fedcba9876543210fedcba9876543210";
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertChatMessage((i % 2 === 0 ? second?.db : undefined) ?? handle.db, { userUid: uid, author: "Tester", text: "test race", clientId: racing }),
      ),
    );
    await second?.close();
    expect(tries.filter((t) => t.created)).toHaveLength(1);
    expect(new Set(tries.map((t) => t.message.id)).size).toBe(1);
    const rows = await handle.db.selectFrom("chat_messages").select("id").where("user_uid", "=", uid).where("client_id", "=", racing).execute();
    expect(rows).toHaveLength(1);
  });
});
