import { insertSession, openDatabase, putLoginCode } from "@raidkit/db";
import { afterAll, describe, expect, it } from "vitest";
import { ExpiredRowsCleanup } from "../../apps/server/src/jobs/expiredRows.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

describe("the clean-up of expired rows is scheduled by the server", () => {
  const database = copyTemplateDb().open();
  afterAll(async () => {
    await database.close();
  });

  it("a server that starts deletes the expired sessions and login codes it finds, and keeps live ones", async () => {
    const now = Date.now();
    await insertSession(database.db, { id: "expired-before-start", userUid: "u1", createdAt: now - 40 * 86_400_000, expiresAt: now - 1000 });
    await insertSession(database.db, { id: "live-at-start", userUid: "u1", createdAt: now, expiresAt: now + 86_400_000 });
    await putLoginCode(database.db, "gone@example.test", { codeHash: "h", expiresAt: now - 1000, attempts: 0, createdAt: now - 600_000 });
    const app = await createTestApp(database);
    try {
      const ids = async () =>
        (await database.db.selectFrom("sessions").select("id").where("id", "in", ["expired-before-start", "live-at-start"]).execute()).map((r) => r.id);
      await expect.poll(ids, { timeout: 5000 }).toEqual(["live-at-start"]);
      expect(await database.db.selectFrom("login_codes").select("email").where("email", "=", "gone@example.test").execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("runs again on its period, and a run on a database that fails answers null instead of throwing", async () => {
    let clock = Date.now();
    const log = createLogger("silent");
    const cleanup = new ExpiredRowsCleanup({ db: database.db, log, everyMs: 50, now: () => clock });
    cleanup.start();
    await insertSession(database.db, { id: "expires-soon", userUid: "u1", createdAt: clock, expiresAt: clock + 10_000 });
    clock += 20_000;
    await expect
      .poll(async () => (await database.db.selectFrom("sessions").select("id").where("id", "=", "expires-soon").execute()).length, { timeout: 3000 })
      .toBe(0);
    await cleanup.stop();
    // A database that cannot be reached (nothing listens on port 1 here).
    const unreachable = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: "/tmp" });
    try {
      expect(await new ExpiredRowsCleanup({ db: unreachable.db, log }).runOnce()).toBeNull();
    } finally {
      await unreachable.close();
    }
  });
});
