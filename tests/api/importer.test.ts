import { type DatabaseHandle, latestImport, priceHistory } from "@raidkit/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalBus } from "../../apps/server/src/bus.ts";
import { PriceImporter } from "../../apps/server/src/jobs/priceImporter.ts";
import { TarkovDevSource } from "../../apps/server/src/jobs/tarkovDevSource.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { DataWatcher } from "../../apps/server/src/services/dataWatcher.ts";
import { type LocalGraphql, startLocalGraphql, testItems } from "../helpers/localGraphql.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

// Real item ids of the data pack, with prices generated for this test (not product data).
const IDS = ["544fb45d4bdc2dee738b4568", "5449016a4bdc2d6f028b456f", "590c657e86f77412b013051d", "5e8488fa988a8701445df1e4", "57347ca924597744596b4e71"];
const items = testItems(IDS);
const SALEWA = IDS[0] as string;
const HOUR = 3_600_000;

let database: DatabaseHandle;
let graphql: LocalGraphql;
const log = createLogger("silent");
let clock = Date.parse("2026-11-22T10:00:00Z");

function importer(options: { timeoutMs?: number; pageSize?: number; holder?: string; everyMs?: number; backfillLimit?: number } = {}) {
  const watcher = new DataWatcher(database.db, createLocalBus(), log);
  const source = new TarkovDevSource({ url: graphql.url, mode: "pvp", timeoutMs: options.timeoutMs ?? 2000, pageSize: options.pageSize ?? 1000 });
  return new PriceImporter({
    db: database.db,
    sources: [source],
    everyMs: options.everyMs ?? 300_000,
    log,
    watcher,
    holder: options.holder ?? "test",
    backfillLimit: options.backfillLimit ?? 0,
    now: () => clock,
  });
}

const pointsAt = async (t: number) =>
  Number(
    (
      await database.db
        .selectFrom("price_points")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("t", "=", t)
        .executeTakeFirstOrThrow()
    ).n,
  );
const stats = (uid: string) =>
  database.db.selectFrom("price_stats").selectAll().where("item_uid", "=", uid).where("mode", "=", "pvp").executeTakeFirstOrThrow();

beforeAll(async () => {
  database = copyTemplateDb().open();
  graphql = await startLocalGraphql(items, { [SALEWA]: [1, 2, 3, 4].map((d) => ({ t: clock - d * 24 * HOUR, price: 30_000 + d * 100 })) });
});
afterAll(async () => {
  await graphql.close();
  await database.close();
});
beforeEach(() => {
  graphql.setBehaviour({ kind: "ok" });
});

describe("price import from a tarkov.dev-compatible GraphQL API", () => {
  it("writes a snapshot: points, rollups, figures, trader prices and the import record", async () => {
    graphql.setUpdated(clock - 60_000);
    const [result] = await importer().runOnce();
    expect(result).toMatchObject({ ok: true, points: items.length });
    expect(await pointsAt(clock - 60_000)).toBe(items.length);
    const salewa = await stats(SALEWA);
    expect(salewa).toMatchObject({ last_price: 1000, latest_avg24h: 1050, offers: 0, low_confidence: 1, updated: clock - 60_000 });
    const hour = await database.db
      .selectFrom("price_hourly")
      .selectAll()
      .where("item_uid", "=", SALEWA)
      .where("bucket", "=", Date.parse("2026-11-22T09:00:00Z"))
      .executeTakeFirstOrThrow();
    expect(hour).toMatchObject({ open: 1000, close: 1000, n: 1 });
    const sells = await database.db
      .selectFrom("trader_sell_prices")
      .selectAll()
      .where("item_uid", "=", SALEWA)
      .where("source", "=", "tarkov.dev:pvp")
      .execute();
    expect(sells.map((s) => [s.trader, s.price_rub]).sort()).toEqual([
      ["Peacekeeper", 250],
      ["Prapor", 333],
    ]);
    const record = await latestImport(database.db, "pvp");
    expect(record).toMatchObject({ status: "ok", items: items.length, updated: clock - 60_000 });
    expect(record?.expiration).toBe(clock + 300_000 + 60_000);
  });

  it("adds nothing when the source has not changed since the last run", async () => {
    const [result] = await importer().runOnce();
    expect(result).toMatchObject({ ok: true, points: 0 });
    expect(await pointsAt(clock - 60_000)).toBe(items.length);
  });

  it("moves the figures with a new snapshot and takes the 24 h mean of the scans", async () => {
    for (let i = 1; i <= 4; i++) {
      graphql.setPrice(SALEWA, 1000 + i * 100);
      graphql.setUpdated(clock - 60_000 + i * 10 * 60_000);
      const [result] = await importer().runOnce();
      expect(result?.ok).toBe(true);
    }
    const salewa = await stats(SALEWA);
    expect(salewa.last_price).toBe(1400);
    // Five scans (1000..1400): with three or more, the 24 h average is our own inter-quartile mean.
    expect(salewa.avg24h).toBe(1200);
    const history = await priceHistory(database.db, SALEWA, "pvp", "7d");
    expect(history.resolution).toBe("scan");
    expect(history.rows.map((r) => r[4])).toEqual(expect.arrayContaining([1000, 1100, 1200, 1300, 1400]));
  });

  const failures: [string, Parameters<LocalGraphql["setBehaviour"]>[0], RegExp, { timeoutMs?: number; pageSize?: number }][] = [
    ["a timeout", { kind: "delay", ms: 800 }, /timed out/, { timeoutMs: 200 }],
    ["malformed JSON", { kind: "malformed" }, /not JSON/, {}],
    ["a missing field", { kind: "missingField", field: "lastOfferCount" }, /partial or malformed page.*lastOfferCount/, {}],
    ["a failed later page", { kind: "errorOnPage", offset: 2 }, /HTTP 502/, { pageSize: 2 }],
    ["GraphQL errors", { kind: "graphqlErrors" }, /GraphQL error: Rate limited/, {}],
    ["an HTTP error", { kind: "http500" }, /HTTP 500/, {}],
  ];
  for (const [what, behaviour, message, options] of failures) {
    it(`keeps the previous prices and writes nothing on ${what}`, async () => {
      const before = await stats(SALEWA);
      const pointsBefore = Number(
        (
          await database.db
            .selectFrom("price_points")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      graphql.setBehaviour(behaviour);
      graphql.setPrice(SALEWA, 99_999);
      graphql.setUpdated(clock + 3 * HOUR);
      const [result] = await importer(options).runOnce();
      expect(result?.ok).toBe(false);
      expect(result?.error).toMatch(message);
      expect(await stats(SALEWA)).toEqual(before);
      const pointsAfter = Number(
        (
          await database.db
            .selectFrom("price_points")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(pointsAfter).toBe(pointsBefore);
      const failed = await database.db
        .selectFrom("price_imports")
        .selectAll()
        .where("status", "=", "failed")
        .orderBy("finished_at", "desc")
        .executeTakeFirstOrThrow();
      expect(failed.error).toMatch(message);
      graphql.setPrice(SALEWA, 1400);
    });
  }

  it("reads every page when the source pages its items", async () => {
    graphql.requests.length = 0;
    graphql.setUpdated(clock + 4 * HOUR);
    const [result] = await importer({ pageSize: 2 }).runOnce();
    expect(result).toMatchObject({ ok: true, points: items.length });
    expect(graphql.requests.map((r) => r.variables.offset)).toEqual([0, 2, 4]);
  });

  it("back-fills a thin series from the source's history", async () => {
    const before = await priceHistory(database.db, SALEWA, "pvp", "7d");
    clock += 5 * HOUR;
    graphql.setUpdated(clock - 60_000);
    const [result] = await importer({ backfillLimit: 0 }).runOnce();
    expect(result?.ok).toBe(true);
    // Another item with a single scan in the last 7 days gets its history.
    const uid = IDS[1] as string;
    await database.db.deleteFrom("price_points").where("item_uid", "=", uid).execute();
    const filler = await startLocalGraphql(items, { [uid]: [1, 2, 3].map((d) => ({ t: clock - d * 24 * HOUR, price: 500 + d })) });
    const watcher = new DataWatcher(database.db, createLocalBus(), log);
    const run = new PriceImporter({
      db: database.db,
      sources: [new TarkovDevSource({ url: filler.url, mode: "pvp" })],
      everyMs: 300_000,
      log,
      watcher,
      holder: "test",
      backfillLimit: 10,
      now: () => clock,
    });
    filler.setUpdated(clock);
    const [filled] = await run.runOnce();
    await filler.close();
    expect(filled?.backfilled).toBeGreaterThanOrEqual(3);
    const after = await priceHistory(database.db, uid, "pvp", "7d");
    expect(after.rows.length).toBeGreaterThanOrEqual(4);
    expect(before.rows.length).toBeGreaterThan(0);
  });

  it("lets only the lease holder import", async () => {
    await database.db.deleteFrom("leases").execute();
    const first = importer({ holder: "instance-a" });
    const second = importer({ holder: "instance-b" });
    graphql.setUpdated(clock + 60_000);
    expect((await first.runOnce()).length).toBe(1);
    expect(await second.runOnce()).toEqual([]);
  });

  it("runs on its schedule and stops cleanly", async () => {
    const scheduled = importer({ everyMs: 150, holder: "instance-a" });
    const before = Number(
      (
        await database.db
          .selectFrom("price_imports")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    scheduled.start();
    await new Promise((r) => setTimeout(r, 700));
    await scheduled.stop();
    const after = Number(
      (
        await database.db
          .selectFrom("price_imports")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBeGreaterThanOrEqual(2);
  });
});
