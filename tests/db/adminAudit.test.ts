import { type AdminChange, type DatabaseHandle, listAdminChanges, migrateToLatest, recordAdminChange } from "@raidkit/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/**
 * The admin audit log (issue 19, migration 015) on SQLite and PostgreSQL: before/after kept as JSON,
 * newest first, paging by time, the action filter, and concurrent records all kept. Entries here are
 * labelled test data; the table is emptied before each test.
 */
describe.each(engines())("admin audit log on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("admin_audit").execute();
  });
  afterAll(async () => {
    await handle.close();
  });

  const change = (action: string, at: number, over: Partial<Omit<AdminChange, "id" | "at">> = {}) =>
    recordAdminChange(handle.db, { adminUid: "admin-test", adminEmail: "admin@example.test", action, target: null, before: null, after: null, at, ...over });

  it("records a change and lists it back with its nested before and after", async () => {
    const before = { alert: { text: "old", levels: [1, 2] }, flags: { pve: true } };
    const after = { alert: { text: "new", levels: [] }, flags: { pve: false }, note: null };
    const made = await recordAdminChange(handle.db, {
      adminUid: "admin-1",
      adminEmail: "admin-1@example.test",
      action: "globalSettings.update",
      target: "global_settings",
      before,
      after,
      at: 5_000,
    });
    expect(made).toEqual({
      id: expect.any(String),
      at: 5_000,
      adminUid: "admin-1",
      adminEmail: "admin-1@example.test",
      action: "globalSettings.update",
      target: "global_settings",
      before,
      after,
    });
    expect(made.id.length).toBeGreaterThanOrEqual(12);
    expect(await listAdminChanges(handle.db)).toEqual([made]);

    // Undefined values are kept as null; a missing e-mail and target are null; `at` defaults to now.
    const started = Date.now();
    const grant = await recordAdminChange(handle.db, {
      adminUid: "admin-2",
      adminEmail: null,
      action: "user.grantAdmin",
      target: null,
      before: undefined,
      after: true,
    });
    expect(grant.at).toBeGreaterThanOrEqual(started);
    const [listed] = await listAdminChanges(handle.db, { action: "user.grantAdmin" });
    expect(listed).toEqual({ ...grant, before: null, after: true });
  });

  it("gives a stored value that is not JSON back as it is, without throwing", async () => {
    await handle.db
      .insertInto("admin_audit")
      .values({
        id: "broken-json",
        at: 1_000,
        admin_uid: "admin-test",
        admin_email: null,
        action: "test.raw",
        target: null,
        before: "{not json",
        after: '"fine"',
      })
      .execute();
    expect(await listAdminChanges(handle.db)).toEqual([
      { id: "broken-json", at: 1_000, adminUid: "admin-test", adminEmail: null, action: "test.raw", target: null, before: "{not json", after: "fine" },
    ]);
  });

  it("lists newest first, by time then id", async () => {
    await change("test.order", 2_000, { target: "b" });
    await change("test.order", 3_000, { target: "c" });
    await change("test.order", 1_000, { target: "a" });
    // Two at the same time: ordered by id, descending (ids chosen to sort alike under any collation).
    for (const id of ["tie-a", "tie-b"])
      await handle.db
        .insertInto("admin_audit")
        .values({ id, at: 4_000, admin_uid: "admin-test", admin_email: null, action: "test.order", target: "tie", before: null, after: null })
        .execute();
    const list = await listAdminChanges(handle.db);
    expect(list.map((c) => c.at)).toEqual([4_000, 4_000, 3_000, 2_000, 1_000]);
    expect(list.slice(0, 2).map((c) => c.id)).toEqual(["tie-b", "tie-a"]);
    expect(list.slice(2).map((c) => c.target)).toEqual(["c", "b", "a"]);
  });

  it("limits a page (50 by default, 500 at most) and pages back with `before`", async () => {
    for (let i = 1; i <= 5; i++) await change("test.page", i * 1_000);
    expect((await listAdminChanges(handle.db, { limit: 2 })).map((c) => c.at)).toEqual([5_000, 4_000]);
    // Strictly older than `before`.
    expect((await listAdminChanges(handle.db, { limit: 2, before: 4_000 })).map((c) => c.at)).toEqual([3_000, 2_000]);
    expect((await listAdminChanges(handle.db, { limit: 2, before: 2_000 })).map((c) => c.at)).toEqual([1_000]);
    expect(await listAdminChanges(handle.db, { before: 1_000 })).toEqual([]);

    await handle.db
      .insertInto("admin_audit")
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          id: `bulk-${String(i).padStart(4, "0")}`,
          at: 10_000 + i,
          admin_uid: "admin-test",
          admin_email: null,
          action: "test.bulk",
          target: null,
          before: null,
          after: null,
        })),
      )
      .execute();
    expect(await listAdminChanges(handle.db)).toHaveLength(50);
    expect(await listAdminChanges(handle.db, { limit: 10_000 })).toHaveLength(500);
  });

  it("filters by action", async () => {
    await change("globalSettings.update", 1_000);
    await change("user.grantAdmin", 2_000, { target: "user-a" });
    await change("globalSettings.update", 3_000);
    await change("user.grantAdmin", 4_000, { target: "user-b" });
    const grants = await listAdminChanges(handle.db, { action: "user.grantAdmin" });
    expect(grants.map((c) => c.target)).toEqual(["user-b", "user-a"]);
    expect((await listAdminChanges(handle.db, { action: "globalSettings.update", before: 3_000 })).map((c) => c.at)).toEqual([1_000]);
    expect(await listAdminChanges(handle.db, { action: "nothing.like.this" })).toEqual([]);
  });

  it("keeps every one of 20 changes recorded at once", async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change("test.concurrent", 1_000 + (i % 4), { target: `t${i}`, after: { i, nested: { even: i % 2 === 0 } } })),
    );
    expect(new Set(made.map((c) => c.id)).size).toBe(20);
    const list = await listAdminChanges(handle.db, { action: "test.concurrent" });
    expect(list).toHaveLength(20);
    expect(new Set(list.map((c) => c.id))).toEqual(new Set(made.map((c) => c.id)));
    expect(list.find((c) => c.target === "t7")?.after).toEqual({ i: 7, nested: { even: false } });
  });
});
