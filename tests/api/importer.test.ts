import { type DatabaseHandle, itemDetail, latestImport, liveJob, liveTraderOffers, priceHistory } from "@raidkit/db";
import type { GameMode } from "@raidkit/game";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalBus } from "../../apps/server/src/bus.ts";
import { PriceImporter, retryDelay } from "../../apps/server/src/jobs/priceImporter.ts";
import { TarkovDevSource } from "../../apps/server/src/jobs/tarkovDevSource.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { DataWatcher } from "../../apps/server/src/services/dataWatcher.ts";
import { fixtureItems, type LocalGraphql, type SourceItem, startLocalGraphql, testItems } from "../helpers/localGraphql.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

const HOUR = 3_600_000;
const log = createLogger("silent");

function count(database: DatabaseHandle, table: "price_points" | "price_imports", where?: { t?: number; mode?: string }) {
  let q = database.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n"));
  if (where?.t !== undefined) q = q.where("t" as never, "=", where.t as never);
  if (where?.mode !== undefined) q = q.where("mode", "=", where.mode);
  return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
}

function makeImporter(
  database: DatabaseHandle,
  graphql: LocalGraphql,
  clock: () => number,
  options: {
    timeoutMs?: number;
    pageSize?: number;
    holder?: string;
    everyMs?: number;
    backfillLimit?: number;
    modes?: GameMode[];
    texts?: boolean;
    backoff?: { baseMs: number; maxMs?: number };
  } = {},
) {
  const watcher = new DataWatcher(database.db, createLocalBus(), log);
  const common = { url: graphql.url, timeoutMs: options.timeoutMs ?? 10_000, pageSize: options.pageSize ?? 1000 };
  return new PriceImporter({
    db: database.db,
    sources: (options.modes ?? ["pvp"]).map((mode) => new TarkovDevSource({ ...common, mode })),
    textSource: options.texts ? new TarkovDevSource({ ...common, mode: "pvp", name: "tarkov.dev" }) : null,
    everyMs: options.everyMs ?? 300_000,
    log,
    watcher,
    holder: options.holder ?? "test",
    backfillLimit: options.backfillLimit ?? 0,
    now: clock,
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
}

// Generated prices over real item ids (tests that move prices); not product data.
describe("price import from a tarkov.dev-compatible GraphQL API (generated prices)", () => {
  const IDS = ["544fb45d4bdc2dee738b4568", "5449016a4bdc2d6f028b456f", "590c657e86f77412b013051d", "5e8488fa988a8701445df1e4", "57347ca924597744596b4e71"];
  const items = testItems(IDS);
  const SALEWA = IDS[0] as string;
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  const clock = Date.parse("2026-11-22T10:00:00Z");
  const importer = (options: Parameters<typeof makeImporter>[3] = {}) => makeImporter(database, graphql, () => clock, options);
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

  it("writes a snapshot: points, rollups, figures, trader prices and offers, and the import record", async () => {
    graphql.setUpdated(clock - 60_000);
    const [result] = await importer().runOnce();
    expect(result).toMatchObject({ ok: true, points: items.length, unknownItems: 0, traderBuys: items.length });
    expect(await count(database, "price_points", { t: clock - 60_000 })).toBe(items.length);
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
    expect(await liveTraderOffers(database.db, SALEWA, "pvp")).toEqual([
      { uid: SALEWA, trader: "Prapor", minLevel: 1, price: 2000, currency: "RUB", priceRub: 2000, buyLimit: null, taskUnlock: null, t: clock - 60_000 },
    ]);
    const record = await latestImport(database.db, "pvp");
    expect(record).toMatchObject({ status: "ok", items: items.length, updated: clock - 60_000 });
    expect(record?.expiration).toBe(clock + 300_000 + 60_000);
    expect(await liveJob(database.db, "prices:pvp")).toMatchObject({ ok_at: clock, ok_updated: clock - 60_000, ok_items: items.length, failures: 0 });
  });

  it("adds nothing when the source has not changed since the last run", async () => {
    const [result] = await importer().runOnce();
    expect(result).toMatchObject({ ok: true, points: 0 });
    expect(await count(database, "price_points", { t: clock - 60_000 })).toBe(items.length);
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
    ["a timeout", { kind: "delay", ms: 800 }, /timed out after 200 ms/, { timeoutMs: 200 }],
    ["a source that never answers", { kind: "hang" }, /timed out after 300 ms/, { timeoutMs: 300 }],
    ["malformed JSON", { kind: "malformed" }, /not JSON/, {}],
    ["a missing field", { kind: "missingField", field: "lastOfferCount" }, /partial or malformed prices page.*lastOfferCount/, {}],
    ["a field of the wrong type", { kind: "wrongType", field: "lastLowPrice" }, /partial or malformed prices page.*lastLowPrice/, {}],
    ["a failed later page", { kind: "errorOnPage", offset: 2 }, /HTTP 502/, { pageSize: 2 }],
    ["a page repeating items", { kind: "repeatPage" }, /repeats item/, { pageSize: 2 }],
    ["a reply with far fewer items than the last good one", { kind: "truncate", items: 2 }, /partial reply: 2 items, the last good one had 5/, {}],
    ["GraphQL errors", { kind: "graphqlErrors" }, /GraphQL error: Rate limited/, {}],
    ["an HTTP error", { kind: "http500" }, /HTTP 500/, {}],
  ];
  for (const [what, behaviour, message, options] of failures) {
    it(`keeps the previous prices and writes nothing on ${what}`, async () => {
      const before = await stats(SALEWA);
      const pointsBefore = await count(database, "price_points");
      graphql.setBehaviour(behaviour);
      graphql.setPrice(SALEWA, 99_999);
      graphql.setUpdated(clock + 3 * HOUR);
      const [result] = await importer(options).runOnce();
      expect(result?.ok).toBe(false);
      expect(result?.error).toMatch(message);
      expect(await stats(SALEWA)).toEqual(before);
      expect(await count(database, "price_points")).toBe(pointsBefore);
      const failed = await database.db
        .selectFrom("price_imports")
        .selectAll()
        .where("status", "=", "failed")
        .orderBy("finished_at", "desc")
        .executeTakeFirstOrThrow();
      expect(failed.error).toMatch(message);
      expect((await liveJob(database.db, "prices:pvp"))?.error).toMatch(message);
      graphql.setBehaviour({ kind: "ok" });
      graphql.setPrice(SALEWA, 1400);
    });
  }

  it("reads every page when the source pages its items", async () => {
    graphql.requests.length = 0;
    graphql.setUpdated(clock + 4 * HOUR);
    const [result] = await importer({ pageSize: 2 }).runOnce();
    expect(result).toMatchObject({ ok: true, points: items.length });
    // The prices' pages (the traders' restock times follow in one request of their own, decision 065).
    expect(graphql.requests.filter((r) => r.query.includes("RaidkitPrices")).map((r) => r.variables.offset)).toEqual([0, 2, 4]);
    expect(graphql.requests.filter((r) => r.query.includes("RaidkitRestocks"))).toHaveLength(1);
    expect((await liveJob(database.db, "prices:pvp"))?.failures).toBe(0);
  });

  it("lets only the lease holder import", async () => {
    await database.db.deleteFrom("leases").execute();
    const first = importer({ holder: "instance-a" });
    const second = importer({ holder: "instance-b" });
    graphql.setUpdated(clock + 5 * HOUR);
    expect((await first.runOnce()).length).toBe(1);
    expect(await second.runOnce()).toEqual([]);
    await first.stop();
  });

  it("runs on its schedule and stops cleanly", async () => {
    const scheduled = importer({ everyMs: 150, holder: "instance-a" });
    const before = await count(database, "price_imports");
    scheduled.start();
    await new Promise((r) => setTimeout(r, 700));
    await scheduled.stop();
    expect((await count(database, "price_imports")) - before).toBeGreaterThanOrEqual(2);
  });

  it("retries a failing source with a growing back-off, one log line per failure", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 300_000) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
    const lines: { error?: string; retryInS?: number; msg?: string }[] = [];
    const watcher = new DataWatcher(database.db, createLocalBus(), log);
    const capture = createLogger("warn");
    capture.warn = ((obj: { error?: string; retryInS?: number }, msg?: string) => {
      lines.push({ ...obj, msg });
    }) as typeof capture.warn;
    graphql.setBehaviour({ kind: "http500" });
    const failing = new PriceImporter({
      db: database.db,
      sources: [new TarkovDevSource({ url: graphql.url, mode: "pvp", timeoutMs: 1000 })],
      everyMs: 60_000,
      log: capture,
      watcher,
      holder: "instance-a",
      backfillLimit: 0,
      backoff: { baseMs: 100, maxMs: 400 },
    });
    graphql.requests.length = 0;
    failing.start();
    await new Promise((r) => setTimeout(r, 900));
    await failing.stop();
    // Tries at 0, +100, +200, +400 ms (then every 400 ms), not every minute and not in a loop.
    expect(graphql.requests.length).toBeGreaterThanOrEqual(3);
    expect(graphql.requests.length).toBeLessThanOrEqual(6);
    // One line per failed try; a try still in flight when stop() aborts it writes none, and on a loaded
    // machine the last try may have failed before the local server counted it.
    expect(graphql.requests.length - lines.length).toBeGreaterThanOrEqual(-1);
    expect(graphql.requests.length - lines.length).toBeLessThanOrEqual(1);
    expect(lines[0]).toMatchObject({ error: "HTTP 500", msg: "price import failed; previous prices kept" });
    expect(lines.map((l) => l.retryInS)).toEqual(lines.map((_, k) => Math.round(Math.min(400, 100 * 2 ** k) / 1000)));
    graphql.setBehaviour({ kind: "ok" });
  });
});

// Real records of the data pack (tests/fixtures/tarkovdev): the replies a real source gives.
describe("live import of real records, both game modes, names and images", () => {
  const real = fixtureItems();
  const byId = new Map(real.map((i) => [i.id, i]));
  const SALEWA = "544fb45d4bdc2dee738b4568";
  const LEDX = "5c0530ee86f774697952d952";
  // An item id the pack does not have, with GENERATED figures (the "new item" case).
  const NOT_IN_PACK: SourceItem = {
    ...(byId.get(SALEWA) as SourceItem),
    id: "0000000000000000000000aa",
    names: { en: { name: "Generated item", shortName: "Gen" } },
  };
  const priced = real.filter((i) => i.lastLowPrice !== null || i.avg24hPrice !== null);
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  let clock = Date.parse("2026-11-24T12:00:00Z");
  const importer = (options: Parameters<typeof makeImporter>[3] = {}) => makeImporter(database, graphql, () => clock, options);

  beforeAll(async () => {
    database = copyTemplateDb().open();
    // History for the back-fill: GENERATED points around each item's real 24 h average, the last 10 days.
    const history = Object.fromEntries(
      priced.map((i, k) => [
        i.id,
        Array.from({ length: 10 }, (_, d) => ({
          t: clock - (d + 1) * 24 * HOUR,
          price: Math.round((i.avg24hPrice ?? i.lastLowPrice ?? 1000) * (1 + ((d + k) % 5) / 100)),
        })),
      ]),
    );
    graphql = await startLocalGraphql([...real, NOT_IN_PACK], history);
    // The records' values as a source would report them now (their own date is the pack's, 2025-12-10).
    graphql.setUpdated(clock - 120_000);
  });
  afterAll(async () => {
    await graphql.close();
    await database.close();
  });

  it("imports both modes from the real replies, skipping and counting items the pack lacks", async () => {
    const results = await importer({ modes: ["pvp", "pve"] }).runOnce();
    expect(results.map((r) => [r.source, r.ok, r.unknownItems])).toEqual([
      ["tarkov.dev:pvp", true, 1],
      ["tarkov.dev:pve", true, 1],
    ]);
    const salewa = byId.get(SALEWA) as SourceItem;
    const stats = (mode: string) =>
      database.db.selectFrom("price_stats").selectAll().where("item_uid", "=", SALEWA).where("mode", "=", mode).executeTakeFirstOrThrow();
    // The pack's real 2025-12-10 figures, dated as the source dates them.
    expect(await stats("pvp")).toMatchObject({ last_price: salewa.lastLowPrice, latest_avg24h: salewa.avg24hPrice, updated: clock - 120_000 });
    // PVE (generated: 80 % of PVP) takes the reply's prices, newer than the pack's 2026 PVE scans.
    expect((await stats("pve")).last_price).toBe(Math.round((salewa.lastLowPrice as number) * 0.8));
    const pve = await database.db
      .selectFrom("price_stats")
      .select(["item_uid", "updated"])
      .where("mode", "=", "pve")
      .where("last_price", "is not", null)
      .execute();
    const fromReply = new Set(pve.filter((r) => r.updated === clock - 120_000).map((r) => r.item_uid));
    expect([...fromReply].sort()).toEqual(
      real
        .filter((i) => i.lastLowPrice !== null)
        .map((i) => i.id)
        .sort(),
    );
    const sells = await database.db
      .selectFrom("trader_sell_prices")
      .select(["trader", "price", "currency"])
      .where("item_uid", "=", LEDX)
      .where("source", "=", "tarkov.dev:pvp")
      .execute();
    expect(sells.length).toBeGreaterThan(0);
    // Each mode keeps its own trader sell prices (PVE's GENERATED at 80 %); the pack's hold for both.
    const sellsOf = async (mode: string) =>
      (await database.db.selectFrom("trader_sell_prices").select(["trader", "price_rub"]).where("item_uid", "=", SALEWA).where("mode", "=", mode).execute())
        .map((s) => [s.trader, s.price_rub])
        .sort();
    const pvpSells = await sellsOf("pvp");
    expect(pvpSells.length).toBeGreaterThan(0);
    expect(await sellsOf("pve")).toEqual(pvpSells.map(([trader, rub]) => [trader, Math.round(Number(rub) * 0.8)]));
    expect((await sellsOf("any")).length).toBeGreaterThan(0);
    const best = (rows: (string | number)[][]) => Math.max(...rows.map((r) => Number(r[1])));
    expect(Number((await stats("pve")).trader_price)).toBe(best(await sellsOf("pve")));
    expect(Number((await stats("pvp")).trader_price)).toBe(best(pvpSells));
    // The item page of each mode shows that mode's trader prices.
    const pageSells = async (mode: GameMode) => ((await itemDetail(database.db, SALEWA, { locale: "en", mode }))?.sells ?? []).map((x) => x.priceRub).sort();
    expect(await pageSells("pve")).toEqual((await sellsOf("pve")).map((r) => Number(r[1])).sort());
    expect(await pageSells("pvp")).toEqual(pvpSells.map((r) => Number(r[1])).sort());
    // Trader cash offers (buyFor) of the real assort, with level, limit and unlocking task.
    const offers = await liveTraderOffers(database.db, SALEWA, "pvp");
    expect(offers).toEqual([
      {
        uid: SALEWA,
        trader: "Therapist",
        minLevel: 2,
        price: 37061,
        currency: "RUB",
        priceRub: 37061,
        buyLimit: 5,
        taskUnlock: "596760e186f7741e11214d58",
        t: clock - 120_000,
      },
    ]);
    expect(await database.db.selectFrom("price_points").select("item_uid").where("item_uid", "=", NOT_IN_PACK.id).execute()).toEqual([]);
  });

  it("imports names in every locale and the image links; the pack's names stay", async () => {
    // A Russian name the pack has and one it "lacks" (removed here), to be filled from the source.
    const LABS = "5c94bbff86f7747ee735c08f";
    const packRu = await database.db.selectFrom("item_names").selectAll().where("item_uid", "=", SALEWA).where("locale", "=", "ru").executeTakeFirstOrThrow();
    await database.db.deleteFrom("item_names").where("item_uid", "=", LABS).where("locale", "=", "ru").execute();
    const importerWithTexts = importer({ modes: [], texts: true });
    graphql.requests.length = 0;
    const result = await importerWithTexts.runTextsOnce();
    expect(result).toMatchObject({ ok: true, items: real.length + 1 });
    // One list per site locale, in the API's language codes.
    expect(graphql.requests.map((r) => r.variables.lang ?? "en").sort()).toEqual(["cs", "de", "en", "es", "fr", "hu", "ja", "ko", "ru", "tr", "zh"]);
    const images = await database.db.selectFrom("item_images").selectAll().where("item_uid", "=", SALEWA).executeTakeFirstOrThrow();
    expect(images).toMatchObject({
      icon_link: `${graphql.assets}/${SALEWA}-icon.webp`,
      grid_image_link: `${graphql.assets}/${SALEWA}-grid-image.webp`,
      image_512_link: `${graphql.assets}/${SALEWA}-512.webp`,
    });
    const ru = (uid: string) =>
      database.db.selectFrom("item_names").selectAll().where("item_uid", "=", uid).where("locale", "=", "ru").executeTakeFirstOrThrow();
    expect(await ru(SALEWA)).toEqual(packRu);
    expect(await ru(LABS)).toMatchObject({ name: (byId.get(LABS) as SourceItem).names.ru?.name, source: "tarkov.dev", description: null });
    expect(
      await database.db.selectFrom("source_item_names").selectAll().where("item_uid", "=", LABS).where("locale", "=", "cn").executeTakeFirstOrThrow(),
    ).toMatchObject({
      name: (byId.get(LABS) as SourceItem).names.cn?.name,
    });
  });

  it("back-fills a bounded number of items per run, highest value first, each once", async () => {
    const run = importer({ backfillLimit: 3 });
    clock += HOUR;
    const [first] = await run.runOnce();
    expect(first?.backfilled).toBe(30);
    const tried = await database.db.selectFrom("price_backfill_attempts").selectAll().where("mode", "=", "pvp").execute();
    expect(tried.length).toBe(3);
    // The three most valuable items of the reply (24 h average, weighted by offers where known).
    const byValue = [...priced].sort((a, b) => (b.avg24hPrice ?? b.lastLowPrice ?? 0) - (a.avg24hPrice ?? a.lastLowPrice ?? 0));
    expect(tried.map((t) => t.item_uid).sort()).toEqual(
      byValue
        .slice(0, 3)
        .map((i) => i.id)
        .sort(),
    );
    // The history's lowest offers (priceMin) are what a snapshot's lastLowPrice is: the series joins without a step.
    const top = byValue[0] as SourceItem;
    const week = await priceHistory(database.db, top.id, "pvp", "7d", clock);
    expect(week.rows.length).toBeGreaterThanOrEqual(7);
    expect(week.rows.at(-1)?.[4]).toBe(top.lastLowPrice);
    const stats = await database.db.selectFrom("price_stats").selectAll().where("item_uid", "=", top.id).where("mode", "=", "pvp").executeTakeFirstOrThrow();
    expect(stats.spark).not.toBeNull();
    clock += HOUR;
    const [second] = await run.runOnce();
    expect(second?.backfilled).toBe(30);
    const again = await database.db.selectFrom("price_backfill_attempts").select("item_uid").where("mode", "=", "pvp").execute();
    expect(new Set(again.map((t) => t.item_uid)).size).toBe(6);
  });

  it("a mode without data fails on its own; the other imports and the last good prices stay", async () => {
    const before = await database.db.selectFrom("price_stats").selectAll().where("mode", "=", "pve").orderBy("item_uid").execute();
    graphql.setModeItems("pve", []);
    clock += HOUR;
    const results = await importer({ modes: ["pvp", "pve"] }).runOnce();
    expect(results.map((r) => [r.source, r.ok, r.error])).toEqual([
      ["tarkov.dev:pvp", true, undefined],
      ["tarkov.dev:pve", false, "no items in the prices reply"],
    ]);
    expect(await database.db.selectFrom("price_stats").selectAll().where("mode", "=", "pve").orderBy("item_uid").execute()).toEqual(before);
    expect(await liveJob(database.db, "prices:pve")).toMatchObject({ failures: 1, error: "no items in the prices reply" });
  });
});
