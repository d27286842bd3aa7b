import { createPilotKey, createUser, type DatabaseHandle, deletePilotKey, listPilotKeys, MAX_PILOT_KEYS, migrateToLatest, pilotKeyUser } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/** Pilot relay keys (issue 7, migration 008) on SQLite and PostgreSQL. */
describe.each(engines())("pilot relay keys on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds a key's user by its hash, notes its use at most once a minute, and forgets it when revoked", async () => {
    const user = await createUser(handle.db, { email: `keys-${engine.name}@example.test`, fraction: "USEC" });
    await createPilotKey(handle.db, { id: "key-one", keyHash: "h1", userUid: user.uid }, 1_000);
    expect(await pilotKeyUser(handle.db, "h1", 2_000)).toEqual({ id: "key-one", userUid: user.uid });
    expect((await listPilotKeys(handle.db, user.uid))[0]).toEqual({ id: "key-one", createdAt: 1_000, lastUsedAt: 2_000 });
    await pilotKeyUser(handle.db, "h1", 30_000);
    expect((await listPilotKeys(handle.db, user.uid))[0]?.lastUsedAt).toBe(2_000);
    await pilotKeyUser(handle.db, "h1", 70_000);
    expect((await listPilotKeys(handle.db, user.uid))[0]?.lastUsedAt).toBe(70_000);
    expect(await pilotKeyUser(handle.db, "unknown")).toBeNull();

    const other = await createUser(handle.db, { email: `other-${engine.name}@example.test`, fraction: "BEAR" });
    expect(await deletePilotKey(handle.db, other.uid, "key-one")).toBe(false);
    expect(await deletePilotKey(handle.db, user.uid, "key-one")).toBe(true);
    expect(await pilotKeyUser(handle.db, "h1")).toBeNull();
  });

  it("keeps the newest five keys per user", async () => {
    const user = await createUser(handle.db, { email: `many-${engine.name}@example.test`, fraction: "USEC" });
    for (let i = 1; i <= 7; i++) await createPilotKey(handle.db, { id: `k${i}`, keyHash: `many-${engine.name}-${i}`, userUid: user.uid }, i * 1_000);
    const keys = await listPilotKeys(handle.db, user.uid);
    expect(keys).toHaveLength(MAX_PILOT_KEYS);
    expect(keys.map((k) => k.id)).toEqual(["k7", "k6", "k5", "k4", "k3"]);
  });
});
