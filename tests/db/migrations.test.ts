import { createUser, type DatabaseHandle, listAdminChanges, migrateTo, migrateToLatest, setUsername } from "@raidkit/db";
import { nameKey } from "@raidkit/game/names";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

describe.each(engines())("migrations that convert stored data, on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("012 gives every stored trader sell price its game mode, and both modes' prices of one time fit side by side", async () => {
    await migrateTo(handle.db, "011_live_game_data");
    const row = (trader: string, price: number, t: number, source: string) =>
      sql`insert into trader_sell_prices (item_uid, trader, price, currency, price_rub, t, source) values ('salewa', ${trader}, ${price}, 'RUB', ${price}, ${t}, ${source})`.execute(
        handle.db,
      );
    await row("Prapor", 100, 1000, "pack");
    await row("Prapor", 120, 2000, "tarkov.dev:pvp");
    await row("Therapist", 90, 2000, "tarkov.dev:pve");

    expect(await migrateToLatest(handle.db)).toContain("012_trader_sells_per_mode");
    const rows = await handle.db.selectFrom("trader_sell_prices").select(["mode", "source", "price_rub"]).orderBy("source").execute();
    expect(rows.map((r) => [r.source, r.mode, Number(r.price_rub)])).toEqual([
      ["pack", "any", 100],
      ["tarkov.dev:pve", "pve", 90],
      ["tarkov.dev:pvp", "pvp", 120],
    ]);
    // The key holds the mode: PvE's Prapor price of the same time goes in beside PvP's.
    await handle.db
      .insertInto("trader_sell_prices")
      .values({ item_uid: "salewa", mode: "pve", trader: "Prapor", price: 96, currency: "RUB", price_rub: 96, t: 2000, source: "tarkov.dev:pve" })
      .execute();
    const prapor = await handle.db
      .selectFrom("trader_sell_prices")
      .select(["mode", "price_rub"])
      .where("trader", "=", "Prapor")
      .where("t", "=", 2000)
      .orderBy("mode")
      .execute();
    expect(prapor.map((r) => [r.mode, Number(r.price_rub)])).toEqual([
      ["pve", 96],
      ["pvp", 120],
    ]);
  });
});

describe.each(engines())("usernames unique on their look (issue 30, finding 15; migration 018), on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("018 keys the names in use: the oldest of look-alikes keeps its name, later ones and non-admins' reserved names are cleared (audit-logged)", async () => {
    await migrateTo(handle.db, "017_chat");
    const user = (uid: string, username: string | null, at: number, admin = 0) =>
      sql`insert into users (uid, email, username, username_key, created_at, pro, admin, feature_maps, char_uid)
        values (${uid}, ${`${uid}@example.test`}, ${username}, ${username?.toLowerCase() ?? null}, ${at}, 0, ${admin}, 0, ${`char-${uid}`})`.execute(handle.db);
    await user("bob-first", "Bob", 1000);
    await user("bob-zero", "B0B", 2000);
    await user("bob-cyrillic", "\u0412\u041e\u0412", 3000);
    await user("poser", "Ra\u0456dkit", 1500);
    await user("staff", "Admin", 4000, 1);
    await user("carol", "carol", 5000);
    await user("nameless", null, 6000);

    expect(await migrateToLatest(handle.db)).toContain("018_username_skeleton");
    const rows = await handle.db.selectFrom("users").select(["uid", "username", "username_key", "username_skeleton"]).orderBy("uid").execute();
    expect(rows).toEqual([
      { uid: "bob-cyrillic", username: null, username_key: null, username_skeleton: null },
      { uid: "bob-first", username: "Bob", username_key: "bob", username_skeleton: nameKey("Bob") },
      { uid: "bob-zero", username: null, username_key: null, username_skeleton: null },
      { uid: "carol", username: "carol", username_key: "carol", username_skeleton: nameKey("carol") },
      { uid: "nameless", username: null, username_key: null, username_skeleton: null },
      { uid: "poser", username: null, username_key: null, username_skeleton: null },
      { uid: "staff", username: "Admin", username_key: "admin", username_skeleton: nameKey("Admin") },
    ]);
    const audit = await listAdminChanges(handle.db, { action: "user.username" });
    expect(audit.map((a) => [a.adminUid, a.target, a.before, a.after]).sort()).toEqual([
      ["migration", "bob-cyrillic", { username: "\u0412\u041e\u0412" }, { username: null, reason: "lookalike", keptBy: "bob-first" }],
      ["migration", "bob-zero", { username: "B0B" }, { username: null, reason: "lookalike", keptBy: "bob-first" }],
      ["migration", "poser", { username: "Ra\u0456dkit" }, { username: null, reason: "reserved" }],
    ]);
    // The index holds from now on, whatever writes the row.
    await expect(
      handle.db
        .updateTable("users")
        .set({ username_skeleton: nameKey("Bob") })
        .where("uid", "=", "carol")
        .execute(),
    ).rejects.toThrow();
  });

  it("setUsername: taken in any case, a look-alike of another's name refused, its owner may change case and look", async () => {
    const [a, b] = [
      await createUser(handle.db, { email: `a-${engine.name}@example.test`, fraction: "USEC" }),
      await createUser(handle.db, { email: `b-${engine.name}@example.test`, fraction: "USEC" }),
    ];
    expect(await setUsername(handle.db, a.uid, "Killa_Main")).toBe("ok");
    expect(await setUsername(handle.db, b.uid, "KILLA_MAIN")).toBe("taken");
    expect(await setUsername(handle.db, b.uid, "K\u0456lla_Main")).toBe("lookalike");
    expect(await setUsername(handle.db, b.uid, "KlLLA_MAlN")).toBe("lookalike");
    expect(await setUsername(handle.db, a.uid, "K\u0456LLA_MAIN")).toBe("ok");
    expect(await setUsername(handle.db, b.uid, "Killa_Alt")).toBe("ok");
    const stored = await handle.db.selectFrom("users").select(["username", "username_skeleton"]).where("uid", "=", a.uid).executeTakeFirstOrThrow();
    expect(stored).toEqual({ username: "K\u0456LLA_MAIN", username_skeleton: nameKey("Killa_Main") });
  });
});
