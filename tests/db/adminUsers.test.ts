import { createUser, type DatabaseHandle, insertSession, listUserSessions, migrateToLatest, revokeUserSessions, searchUsers, setUserFlags } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/**
 * /admin/users' queries (issue 19) on SQLite and PostgreSQL: a text found anywhere in the e-mail,
 * username, uid, Patreon id or chat-bot account, case-insensitive, LIKE's wildcards taken literally;
 * roles; the total; sessions by their short reference. The accounts here are labelled test data.
 */
describe.each(engines())("admin user queries on $name", (engine) => {
  let handle: DatabaseHandle;
  const stamp = `${Date.now()}`;
  const now = 1_900_000_000_000;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    const a = await createUser(handle.db, { email: `search_${stamp}_a@example.test`, fraction: "USEC", now: now - 3 });
    const b = await createUser(handle.db, { email: `search%${stamp}b@example.test`, fraction: "BEAR", now: now - 2 });
    const c = await createUser(handle.db, { email: `SEARCH-${stamp}-c@example.test`, fraction: "BEAR", now: now - 1 });
    await setUserFlags(handle.db, a.uid, { pro: true, proUntil: now + 86_400_000, botAccount: `twitch:finder_${stamp}` });
    await setUserFlags(handle.db, b.uid, { pro: true, proUntil: now - 1 });
    await setUserFlags(handle.db, c.uid, { admin: true, patreonId: `pat-${stamp}` });
    for (const [i, uid] of [a.uid, a.uid, b.uid].entries()) {
      await insertSession(handle.db, { id: `${i}${stamp}${"0".repeat(20)}`, userUid: uid, createdAt: now - 100 + i, expiresAt: now + 1000 });
    }
    await insertSession(handle.db, { id: `${stamp}expired`, userUid: a.uid, createdAt: now - 500, expiresAt: now - 1 });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds by any part, case-insensitively, newest first, with the total and live session counts", async () => {
    const found = await searchUsers(handle.db, { text: `SEARCH`, limit: 50 }, now);
    const ours = found.users.filter((u) => u.email?.includes(stamp));
    expect(ours.map((u) => u.email)).toEqual([`search-${stamp}-c@example.test`, `search%${stamp}b@example.test`, `search_${stamp}_a@example.test`]);
    expect(ours.map((u) => u.liveSessions)).toEqual([0, 1, 2]);
    expect((await searchUsers(handle.db, { text: `FINDER_${stamp}`, limit: 50 }, now)).users).toHaveLength(1);
    expect((await searchUsers(handle.db, { text: `pat-${stamp}`, limit: 50 }, now)).users.map((u) => u.admin)).toEqual([true]);
  });

  it("takes % and _ as the characters they are", async () => {
    expect((await searchUsers(handle.db, { text: `search%${stamp}`, limit: 50 }, now)).users.map((u) => u.email)).toEqual([`search%${stamp}b@example.test`]);
    expect((await searchUsers(handle.db, { text: `search_${stamp}`, limit: 50 }, now)).users.map((u) => u.email)).toEqual([`search_${stamp}_a@example.test`]);
    expect((await searchUsers(handle.db, { text: `h%_${stamp}`, limit: 50 }, now)).total).toBe(0);
  });

  it("filters by role (Pro only while active) and pages with before", async () => {
    const pro = await searchUsers(handle.db, { text: stamp, role: "pro", limit: 50 }, now);
    expect(pro.users.map((u) => u.email)).toEqual([`search_${stamp}_a@example.test`]);
    expect(pro.total).toBe(1);
    const first = await searchUsers(handle.db, { text: stamp, limit: 1 }, now);
    expect(first).toMatchObject({ total: 3, users: [{ email: `search-${stamp}-c@example.test` }] });
    const next = await searchUsers(handle.db, { text: stamp, limit: 1, before: first.users[0]?.createdAt as number }, now);
    expect(next.users.map((u) => u.email)).toEqual([`search%${stamp}b@example.test`]);
  });

  it("lists live sessions by a 12-character reference and ends one or all", async () => {
    const [user] = (await searchUsers(handle.db, { text: `search_${stamp}`, limit: 1 }, now)).users;
    const uid = user?.uid as string;
    const sessions = await listUserSessions(handle.db, uid, now);
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.ref.length === 12)).toBe(true);
    expect(await revokeUserSessions(handle.db, uid, "nothing-here")).toBe(0);
    expect(await revokeUserSessions(handle.db, uid, sessions[0]?.ref)).toBe(1);
    expect(await listUserSessions(handle.db, uid, now)).toHaveLength(1);
    expect(await revokeUserSessions(handle.db, uid)).toBe(2);
    expect(await listUserSessions(handle.db, uid, now)).toHaveLength(0);
  });
});
