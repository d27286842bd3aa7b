import { type DatabaseHandle, importPack, migrateToLatest, openPack, priceHistory, questRecords } from "@raidkit/db";
import { buildQuestViews, DAY_MS } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const LEDX = "5c0530ee86f774697952d952";
const C3_KEYCARD = "69bb3f7df94327bc0f0230c9";
/** The newest scan of the pack's 2026 flea prices (stenkoss/sp-flea d4a0297b, data/README.md). */
const NEWEST_SCAN = Date.parse("2026-08-22T20:18:03Z");
const TODAY = Date.parse("2026-11-27T12:00:00Z");
const pack = openPack(PACK_DIR);

describe.each(engines())("the refreshed pack (2026 prices of both modes, newer items, quest texts), on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, pack, { now: TODAY });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives LEDX a week of real scans before its newest one in both modes", async () => {
    for (const mode of ["pvp", "pve"] as const) {
      const week = await priceHistory(handle.db, LEDX, mode, "7d", undefined, TODAY);
      expect(week.live, mode).toBe(false);
      expect(week.to, mode).toBeGreaterThan(NEWEST_SCAN - DAY_MS);
      expect(week.to, mode).toBeLessThanOrEqual(NEWEST_SCAN);
      // The source scans LEDX several times a day: 7 days give dozens of hours with a price.
      expect(week.rows.length, mode).toBeGreaterThanOrEqual(40);
      expect(new Set(week.rows.map((r) => r[4])).size, `${mode}: the price moves`).toBeGreaterThan(10);
      const month = await priceHistory(handle.db, LEDX, mode, "1m", undefined, TODAY);
      expect((month.rows.at(-1)?.[0] ?? 0) - (month.rows[0]?.[0] ?? 0), `${mode}: a month of history`).toBeGreaterThan(29 * DAY_MS);
    }
  });

  it("gives most priced items of both modes a 24 h change, a 7 d change and a sparkline", async () => {
    for (const mode of ["pvp", "pve"] as const) {
      const rows = await handle.db
        .selectFrom("price_stats")
        .select(["change24h", "change7d", "spark", "updated"])
        .where("mode", "=", mode)
        .where("last_price", "is not", null)
        .execute();
      expect(rows.length, mode).toBeGreaterThan(2500);
      const share = (pick: (r: (typeof rows)[number]) => unknown) => rows.filter((r) => pick(r) !== null).length / rows.length;
      expect(
        share((r) => r.change24h),
        `${mode} 24 h`,
      ).toBeGreaterThan(0.5);
      expect(
        share((r) => r.change7d),
        `${mode} 7 d`,
      ).toBeGreaterThan(0.5);
      expect(
        share((r) => r.spark),
        `${mode} sparkline`,
      ).toBeGreaterThan(0.5);
      expect(rows.filter((r) => r.change24h !== null && r.change24h !== 0).length / rows.length, `${mode}: changes move`).toBeGreaterThan(0.4);
    }
  });

  it("lists the items of the newest tarkov.dev reply that items.json lacks, with the reply's last price", async () => {
    const item = await handle.db.selectFrom("items").selectAll().where("uid", "=", C3_KEYCARD).executeTakeFirst();
    expect(item).toMatchObject({ name: "Compartment C-3 keycard", short_name: "C-3", base_price: 660000, types_json: '["keys"]' });
    const stats = await handle.db.selectFrom("price_stats").selectAll().where("item_uid", "=", C3_KEYCARD).where("mode", "=", "pvp").executeTakeFirst();
    expect(stats?.last_price).toBe(9_800_000);
    expect(stats?.updated).toBe(Date.parse("2026-07-21T04:48:24Z"));
  });

  it("shows quest objectives in Russian from the game's locale", async () => {
    const quests = await questRecords(handle.db);
    const views = buildQuestViews(quests, { locale: "ru", traders: new Map(), mapNames: new Map() }, "pvp");
    const objectives = views.flatMap((v) => v.objectives);
    const russian = objectives.filter((o) => /[а-яё]/i.test(o.text));
    expect(objectives.length).toBeGreaterThan(1400);
    expect(russian.length / objectives.length).toBeGreaterThan(0.9);
    const firstInLine = views.find((v) => v.uid === "657315ddab5a49b71f098853");
    expect(firstInLine?.objectives[0]?.text).toBe("Найти пункт МЧС на локации Эпицентр");
    const english = buildQuestViews(quests, { locale: "en", traders: new Map(), mapNames: new Map() }, "pvp").find((v) => v.uid === "657315ddab5a49b71f098853");
    expect(english?.objectives[0]?.text).toBe("Locate the Emercom station on Ground Zero");
  });
});
