import { type DatabaseHandle, insertSession, migrateToLatest, pruneExpiredAccountRows, putLoginCode, sessionUser } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

describe.each(engines())("expired rows on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("deletes sessions and login codes past their expiry and keeps the live ones", async () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    await insertSession(handle.db, { id: "expired", userUid: "u1", createdAt: now - 40 * 86_400_000, expiresAt: now - 1 });
    await insertSession(handle.db, { id: "ends-now", userUid: "u1", createdAt: now - 30 * 86_400_000, expiresAt: now });
    await insertSession(handle.db, { id: "live", userUid: "u1", createdAt: now - 1000, expiresAt: now + 86_400_000 });
    await putLoginCode(handle.db, "old@example.test", { codeHash: "h1", expiresAt: now - 60_000, attempts: 0, createdAt: now - 600_000 });
    await putLoginCode(handle.db, "new@example.test", { codeHash: "h2", expiresAt: now + 60_000, attempts: 1, createdAt: now - 1000 });

    expect(await pruneExpiredAccountRows(handle.db, now)).toEqual({ sessions: 2, loginCodes: 1 });
    const sessions = await handle.db.selectFrom("sessions").select("id").orderBy("id").execute();
    expect(sessions.map((s) => s.id)).toEqual(["live"]);
    expect(await sessionUser(handle.db, "live", now)).toMatchObject({ userUid: "u1" });
    const codes = await handle.db.selectFrom("login_codes").select("email").execute();
    expect(codes.map((c) => c.email)).toEqual(["new@example.test"]);
    // Nothing more to do a second time.
    expect(await pruneExpiredAccountRows(handle.db, now)).toEqual({ sessions: 0, loginCodes: 0 });
  });
});
