import { type DatabaseHandle, migrateTo, migrateToLatest } from "@raidkit/db";
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
