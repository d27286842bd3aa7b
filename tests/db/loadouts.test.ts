import {
  createLoadout,
  createUser,
  type DatabaseHandle,
  deleteLoadout,
  getLoadout,
  type LoadoutFields,
  likedLoadouts,
  migrateToLatest,
  searchLoadouts,
  setLoadoutLike,
  updateLoadout,
  userLoadouts,
} from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/**
 * Saved loadouts (issue 16, migration 014) on SQLite and PostgreSQL: one published loadout per build
 * (the database holds it too, so two publishes at once cannot both pass), likes one per user counted
 * under concurrent likes, the search's filters and orders. Builds here are labelled test data.
 */
const fields = (key: string, over: Partial<LoadoutFields> = {}): LoadoutFields => ({
  title: `test ${key}`,
  isPublic: false,
  weaponId: "weapon-a",
  category: "assaultRifle",
  caliber: "Caliber556x45NATO",
  build: JSON.stringify({ weaponId: "weapon-a", parts: {}, ammo: [] }),
  buildKey: key,
  ergonomics: 50,
  recoilVertical: 80,
  recoilHorizontal: 240,
  weight: 3,
  ...over,
});

describe.each(engines())("loadouts on $name", (engine) => {
  let handle: DatabaseHandle;
  let users: string[] = [];
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    users = [];
    for (let i = 0; i < 12; i++) users.push((await createUser(handle.db, { email: `lo-${i}-${engine.name}@example.test`, fraction: "USEC" })).uid);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("saves, changes and deletes a user's own loadouts only", async () => {
    const [a, b] = users as [string, string];
    const made = await createLoadout(handle.db, "loadout-one-1", a, fields("k1"), 1_000);
    expect(made).toMatchObject({ ok: true, row: { id: "loadout-one-1", userUid: a, isPublic: false, likes: 0, createdAt: 1_000 } });
    expect(await updateLoadout(handle.db, "loadout-one-1", b, fields("k1", { title: "stolen" }))).toEqual({ ok: false, why: "notFound" });
    const changed = await updateLoadout(handle.db, "loadout-one-1", a, fields("k1", { title: "renamed" }), 2_000);
    expect(changed).toMatchObject({ ok: true, row: { title: "renamed", updatedAt: 2_000 } });
    expect((await userLoadouts(handle.db, a)).map((l) => l.id)).toEqual(["loadout-one-1"]);
    expect(await deleteLoadout(handle.db, "loadout-one-1", b)).toBe(false);
    expect(await deleteLoadout(handle.db, "loadout-one-1", a)).toBe(true);
    expect(await getLoadout(handle.db, "loadout-one-1")).toBeNull();
  });

  it("one published loadout per build, even when two publish at once; private copies are free", async () => {
    const [a, b, c] = users as [string, string, string];
    const both = await Promise.all([
      createLoadout(handle.db, "twin-aaaaaaa1", a, fields("same", { isPublic: true })),
      createLoadout(handle.db, "twin-bbbbbbb2", b, fields("same", { isPublic: true })),
    ]);
    expect(both.filter((w) => w.ok)).toHaveLength(1);
    expect(both.filter((w) => !w.ok)).toEqual([{ ok: false, why: "duplicate" }]);
    expect((await createLoadout(handle.db, "twin-ccccccc3", c, fields("same"))).ok).toBe(true);
    // Publishing the private copy later is refused too.
    expect(await updateLoadout(handle.db, "twin-ccccccc3", c, fields("same", { isPublic: true }))).toEqual({ ok: false, why: "duplicate" });
  });

  it("counts one like per user under concurrent likes, and unlikes", async () => {
    const [owner] = users as [string];
    await createLoadout(handle.db, "liked-loadout", owner, fields("liked", { isPublic: true }));
    await Promise.all(users.map((u) => setLoadoutLike(handle.db, "liked-loadout", u, true)));
    await Promise.all(users.slice(0, 3).map((u) => setLoadoutLike(handle.db, "liked-loadout", u, true)));
    expect((await getLoadout(handle.db, "liked-loadout"))?.likes).toBe(users.length);
    expect(await setLoadoutLike(handle.db, "liked-loadout", users[1] as string, false)).toEqual({ likes: users.length - 1 });
    expect(await likedLoadouts(handle.db, users[1] as string, ["liked-loadout"])).toEqual(new Set());
    expect(await likedLoadouts(handle.db, users[2] as string, ["liked-loadout"])).toEqual(new Set(["liked-loadout"]));
    expect(await setLoadoutLike(handle.db, "no-such-loadout", owner, true)).toBeNull();
  });

  it("searches published loadouts by weapon, category and caliber, in the chosen order", async () => {
    const [u] = users as [string];
    await createLoadout(handle.db, "search-ergo-hi", u, fields("s1", { isPublic: true, ergonomics: 70, weaponId: "weapon-b", caliber: "Caliber545x39" }), 10);
    await createLoadout(handle.db, "search-recoil-lo", u, fields("s2", { isPublic: true, recoilVertical: 40, category: "smg" }), 20);
    await createLoadout(handle.db, "search-private", u, fields("s3"), 30);
    const ids = async (f: Parameters<typeof searchLoadouts>[1]) => (await searchLoadouts(handle.db, f)).map((r) => r.id);
    const all = await ids({ sort: "newest", limit: 100 });
    expect(all).not.toContain("search-private");
    expect((await ids({ sort: "ergonomics", limit: 100 }))[0]).toBe("search-ergo-hi");
    expect((await ids({ sort: "recoil", limit: 100 }))[0]).toBe("search-recoil-lo");
    expect((await ids({ sort: "likes", limit: 100 }))[0]).toBe("liked-loadout");
    expect(await ids({ sort: "newest", weaponId: "weapon-b", limit: 100 })).toEqual(["search-ergo-hi"]);
    expect(await ids({ sort: "newest", caliber: "Caliber545x39", limit: 100 })).toEqual(["search-ergo-hi"]);
    expect(await ids({ sort: "newest", category: "smg", limit: 100 })).toEqual(["search-recoil-lo"]);
    const row = (await searchLoadouts(handle.db, { sort: "newest", weaponId: "weapon-b", limit: 1 }))[0];
    expect(row?.author).toBeNull();
  });
});
