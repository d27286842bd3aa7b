import { spawn } from "node:child_process";
import {
  acquireLease,
  bucketsAt,
  closeDays,
  compactHourly,
  convertLegacyMonths,
  type DatabaseHandle,
  decodeMonthText,
  encodeMonthText,
  type HistoryRow,
  importPack,
  ingestSnapshot,
  isLegacyMonthText,
  LEGACY_MONTHS_KEY,
  migrateToLatest,
  openPack,
  priceHistory,
  pruneHistory,
  recomputeStats,
  type Snapshot,
  upsertBuckets,
} from "@raidkit/db";
import { bucketStart, DAY_MS, decodeSparkline, encodeSparkline, HOUR_MS, monthStart, SPARK_DAYS, sparklineDrawable } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";
import { type LocalGraphql, startLocalGraphql, testItems } from "../helpers/localGraphql.ts";
import { PACK_DIR, ROOT } from "../helpers/paths.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";
const pack = openPack(PACK_DIR);
const now = Date.parse("2026-11-22T12:30:00Z");

/** A generated snapshot (test data, not product data) over real item ids. */
function snapshot(ids: readonly string[], t: number, price: (i: number) => number): Snapshot {
  return {
    source: "test",
    mode: "pvp",
    t,
    expiration: t + 10 * 60_000,
    points: ids.map((uid, i) => ({ uid, price: price(i), avg24h: price(i) + 5, low24h: null, high24h: null, offers: 10 + i })),
  };
}

/** A generated hourly bucket (test data) and the history row it reads as. */
function hourBucket(uid: string, t: number, p: number) {
  return {
    item_uid: uid,
    mode: "pvp",
    bucket: t,
    open: p,
    open_t: t,
    close: p + 10,
    close_t: t + HOUR_MS - 1,
    high: p + 50,
    low: p - 50,
    n: 4,
    sum: 4 * p + 2,
    offers_sum: 41,
    offers_n: 4,
    median: p + 1,
    detail: null,
  };
}
const hourRow = (t: number, p: number): HistoryRow => [t, p, p + 50, p - 50, p + 10, p + 1, p + 1, 10];

/** Consecutive UTC hours from an ISO time. */
const hoursFrom = (iso: string, count: number) => Array.from({ length: count }, (_, k) => Date.parse(iso) + k * HOUR_MS);

const count = async (handle: DatabaseHandle, sql: (db: DatabaseHandle["db"]) => Promise<{ n: unknown } | undefined>) => Number((await sql(handle.db))?.n ?? 0);

describe.each(engines())("price history on $name", (engine) => {
  let handle: DatabaseHandle;
  let ids: string[];
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, pack, { now });
    ids = (await handle.db.selectFrom("items").select("uid").orderBy("uid").execute()).map((r) => r.uid);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("imports the pack's real history into daily buckets with its real dates", async () => {
    const all = await priceHistory(handle.db, SALEWA, "pvp", "all");
    expect(all.resolution).toBe("day");
    expect(all.rows.length).toBeGreaterThan(5);
    expect(new Date(all.rows[0]?.[0] as number).getUTCFullYear()).toBe(2023);
    expect(all.rows.map((r) => r[0])).toEqual([...all.rows.map((r) => r[0])].sort((a, b) => a - b));
    // The newest point is Salewa's newest 2026 scan; the 2025-12-10 dump is a day of its own.
    expect(all.anchor).toBe(Date.parse("2026-08-22T19:28:01Z"));
    const day = all.rows.find((r) => r[0] === Date.parse("2025-12-10T00:00:00Z"));
    expect(day?.[4]).toBe(7000);
    expect(all.rows.filter((r) => r[0] >= Date.parse("2026-07-22T00:00:00Z")).length).toBe(32);
  });

  it("writes a snapshot with its hourly and daily rollups, and skips it when sent again", async () => {
    const t = now - 30 * 60_000;
    const first = await ingestSnapshot(
      handle.db,
      snapshot(ids, t, (i) => 1000 + i),
    );
    expect(first.points).toBe(ids.length);
    const again = await ingestSnapshot(
      handle.db,
      snapshot(ids, t, (i) => 1000 + i),
    );
    expect(again).toMatchObject({ points: 0, skipped: ids.length });
    const hours = await bucketsAt(handle.db, "price_hourly", "pvp", bucketStart(t, "hour"));
    expect(hours.size).toBe(ids.length);
    expect(hours.get(SALEWA)).toMatchObject({ n: 1, open: 1000 + ids.indexOf(SALEWA) });
  });

  it("stores a zero figure as no price: an item without offers adds no scan of 0, an average stands in for a zero last price", async () => {
    const t = now - 20 * 60_000;
    const [noOffers, averageOnly] = [ids[1] as string, ids[2] as string];
    const before = (await bucketsAt(handle.db, "price_hourly", "pvp", bucketStart(t, "hour"))).get(noOffers) ?? null;
    const result = await ingestSnapshot(handle.db, {
      source: "test-zero",
      mode: "pvp",
      t,
      expiration: t + 600_000,
      points: [
        { uid: noOffers, price: 0, avg24h: 0, low24h: 0, high24h: 0, offers: 0 },
        { uid: averageOnly, price: 0, avg24h: 4200, low24h: 0, high24h: 0, offers: 0 },
      ],
    });
    expect(result.points).toBe(1);
    const scans = await handle.db.selectFrom("price_points").selectAll().where("t", "=", t).where("mode", "=", "pvp").execute();
    expect(scans.map((s) => [s.item_uid, s.price, Number(s.avg24h), s.low24h, s.high24h])).toEqual([[averageOnly, null, 4200, null, null]]);
    const hours = await bucketsAt(handle.db, "price_hourly", "pvp", bucketStart(t, "hour"));
    expect(hours.get(averageOnly)).toMatchObject({ close: 4200 });
    // The item without offers: its hour is as it was (no scan of 0 ₽ added).
    expect(hours.get(noOffers) ?? null).toEqual(before);
  });

  it("rolls several scans into open, high, low, close, average and median", async () => {
    const t0 = now - 20 * 60_000;
    const prices = [1200, 800, 1000];
    for (const [k, p] of prices.entries())
      await ingestSnapshot(
        handle.db,
        snapshot([SALEWA], t0 + k * 60_000, () => p),
      );
    const hour = (await bucketsAt(handle.db, "price_hourly", "pvp", bucketStart(t0, "hour"))).get(SALEWA);
    const first = 1000 + ids.indexOf(SALEWA);
    expect(hour).toMatchObject({ open: first, close: 1000, high: Math.max(first, 1200), low: 800, n: 4 });
    expect(hour?.median).toBe(
      [first, 1200, 800, 1000]
        .sort((a, b) => a - b)
        .slice(1, 3)
        .reduce((a, b) => a + b) / 2,
    );
    // The open day is made of its hours; its daily bucket is written when it closes, equal to them.
    expect((await bucketsAt(handle.db, "price_daily", "pvp", bucketStart(t0, "day"))).get(SALEWA)).toBeUndefined();
    const openDay = (await priceHistory(handle.db, SALEWA, "pvp", "all")).rows.at(-1);
    expect(openDay?.[0]).toBe(bucketStart(t0, "day"));
    expect(openDay?.[4]).toBe(1000);
    expect(openDay?.[6]).toBe(Math.round(hour?.median as number));
    const stats = await handle.db.selectFrom("price_stats").selectAll().where("item_uid", "=", SALEWA).where("mode", "=", "pvp").executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ last_price: 1000, updated: t0 + 2 * 60_000 });
  });

  it("closes a day into a daily bucket equal to what its hours gave", async () => {
    const before = (await priceHistory(handle.db, SALEWA, "pvp", "all")).rows.at(-1);
    expect(await closeDays(handle.db, "pvp", now + DAY_MS)).toBe(1);
    const stored = (await bucketsAt(handle.db, "price_daily", "pvp", bucketStart(now, "day"))).get(SALEWA);
    expect(stored).toMatchObject({ close: before?.[4], n: 4 });
    expect((await priceHistory(handle.db, SALEWA, "pvp", "all")).rows.at(-1)).toEqual(before);
    expect(await closeDays(handle.db, "pvp", now + DAY_MS)).toBe(0);
  });

  it("answers each range at its resolution", async () => {
    expect((await priceHistory(handle.db, SALEWA, "pvp", "7d")).resolution).toBe("scan");
    const month = await priceHistory(handle.db, SALEWA, "pvp", "1m");
    expect(month.resolution).toBe("hour");
    expect(month.rows.at(-1)?.[4]).toBe(1000);
    expect((await priceHistory(handle.db, SALEWA, "pvp", "all")).resolution).toBe("day");
    // PVE has the pack's 2026 scans only: a week of hours ending at Salewa's newest PVE scan.
    const pve = await priceHistory(handle.db, SALEWA, "pve", "7d");
    expect(pve).toMatchObject({ resolution: "hour", anchor: Date.parse("2026-08-22T19:58:04Z"), live: false });
    expect(pve.rows.length).toBe(80);
  });

  it("prunes scans after 30 days and hourly buckets after a year, keeping daily buckets", async () => {
    // One scan just past the 30 days and one just inside (generated test points).
    await ingestSnapshot(
      handle.db,
      snapshot([SALEWA], now - 30 * DAY_MS - 60_000, () => 5),
    );
    await ingestSnapshot(
      handle.db,
      snapshot([SALEWA], now - 30 * DAY_MS + 60_000, () => 6),
    );
    const days = await count(handle, (db) =>
      db
        .selectFrom("price_daily")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst(),
    );
    const yearBefore = await priceHistory(handle.db, SALEWA, "pvp", "1y");
    // The late scans added history without moving the item's figures back in time.
    expect(
      (await handle.db.selectFrom("price_stats").select("last_price").where("item_uid", "=", SALEWA).where("mode", "=", "pvp").executeTakeFirstOrThrow())
        .last_price,
    ).toBe(1000);
    const pruned = await pruneHistory(handle.db, now);
    expect(pruned.scans).toBe(1);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_points")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("t", "<", now - 30 * DAY_MS)
          .executeTakeFirst(),
      ),
    ).toBe(0);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_hourly")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("bucket", "<", now - 365 * DAY_MS)
          .executeTakeFirst(),
      ),
    ).toBe(0);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_points")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("t", ">=", now - HOUR_MS)
          .executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_daily")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst(),
      ),
    ).toBe(days);
    // The pack's history is still there, as daily buckets.
    expect((await priceHistory(handle.db, SALEWA, "pvp", "all")).rows.length).toBeGreaterThan(5);
    // Closed months of hourly buckets were compacted into one row each; the year reads the same.
    expect(pruned.compactedMonths).toBeGreaterThan(0);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_hourly_months")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(handle, (db) =>
        db
          .selectFrom("price_hourly")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("bucket", "<", monthStart(now - 31 * DAY_MS))
          .executeTakeFirst(),
      ),
    ).toBe(0);
    const yearAfter = await priceHistory(handle.db, SALEWA, "pvp", "1y");
    expect(yearAfter.rows.filter((r) => r[0] >= now - 365 * DAY_MS)).toEqual(yearBefore.rows.filter((r) => r[0] >= now - 365 * DAY_MS));
    expect(yearAfter.rows.length).toBeGreaterThan(0);
  });

  it("gives a lease to one holder at a time until it expires", async () => {
    expect(await acquireLease(handle.db, "job", "a", 1000, now)).toBe(true);
    expect(await acquireLease(handle.db, "job", "b", 1000, now + 10)).toBe(false);
    expect(await acquireLease(handle.db, "job", "a", 1000, now + 20)).toBe(true);
    expect(await acquireLease(handle.db, "job", "b", 1000, now + 2000)).toBe(true);
  });

  describe("compacted months", () => {
    const monthRows = async (uid: string) =>
      handle.db.selectFrom("price_hourly_months").select(["month", "rows"]).where("item_uid", "=", uid).where("mode", "=", "pvp").orderBy("month").execute();
    const liveHours = async (uid: string, before: number, from = 0) =>
      count(handle, (db) =>
        db
          .selectFrom("price_hourly")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("item_uid", "=", uid)
          .where("bucket", ">=", from)
          .where("bucket", "<", before)
          .executeTakeFirst(),
      );

    it("compacts live hours into the compact form: month edges, daylight-saving dates, one-hour and empty months read the same", async () => {
      // An item without the pack's 2026 scans: the generated hours and the empty July row meet no real ones.
      const withMonths = new Set((await handle.db.selectFrom("price_hourly_months").select("item_uid").execute()).map((r) => r.item_uid));
      const uid = ids.filter((u) => !withMonths.has(u))[10] as string;
      // Generated test hours: across the September/October edge, both 2026 daylight-saving changes
      // in Europe (UTC hours stay 3,600,000 ms apart), a June with one hour, and a day of this month.
      const times = [
        ...hoursFrom("2026-03-28T22:00:00Z", 6),
        ...hoursFrom("2026-06-15T12:00:00Z", 1),
        ...hoursFrom("2026-09-30T20:00:00Z", 8),
        ...hoursFrom("2026-10-24T23:00:00Z", 4),
        ...hoursFrom("2026-11-10T00:00:00Z", 24),
      ];
      await upsertBuckets(
        handle.db,
        "price_hourly",
        times.map((t, k) => hourBucket(uid, t, 2000 + k * 7)),
      );
      // An empty month row (a month whose hours were all dropped) reads as nothing.
      await handle.db
        .insertInto("price_hourly_months")
        .values({ item_uid: uid, mode: "pvp", month: Date.parse("2026-07-01T00:00:00Z"), rows: encodeMonthText([]) })
        .execute();
      const before = await priceHistory(handle.db, uid, "pvp", "1y");
      const mine = new Set(times);
      expect(before.rows.filter((r) => mine.has(r[0]))).toEqual(times.map((t, k) => hourRow(t, 2000 + k * 7)));

      expect(await compactHourly(handle.db, now)).toBeGreaterThan(0);
      // Hours up to two days before now are compacted (whole days), the rest stay live.
      expect(await liveHours(uid, Date.parse("2026-11-20T00:00:00Z"))).toBe(0);
      const months = (await monthRows(uid)).filter((m) => m.month >= Date.parse("2026-03-01T00:00:00Z"));
      expect(months.map((m) => new Date(m.month).toISOString().slice(0, 7))).toEqual(["2026-03", "2026-06", "2026-07", "2026-09", "2026-10", "2026-11"]);
      for (const m of months) expect(isLegacyMonthText(m.rows)).toBe(false);
      const june = decodeMonthText(months[1]?.rows as string);
      expect(june).toEqual([hourRow(Date.parse("2026-06-15T12:00:00Z"), 2000 + 6 * 7)]);
      expect(decodeMonthText(months[2]?.rows as string)).toEqual([]);
      expect(decodeMonthText(months[3]?.rows as string).map((r) => new Date(r[0]).toISOString())).toEqual([
        "2026-09-30T20:00:00.000Z",
        "2026-09-30T21:00:00.000Z",
        "2026-09-30T22:00:00.000Z",
        "2026-09-30T23:00:00.000Z",
      ]);
      const after = await priceHistory(handle.db, uid, "pvp", "1y");
      expect(after).toEqual(before);
      // A range starting inside a compacted month starts at its first hour in range.
      const sixMonths = await priceHistory(handle.db, uid, "pvp", "6m");
      expect(sixMonths.rows[0]?.[0]).toBe(Date.parse("2026-06-15T12:00:00Z"));
      expect(sixMonths.rows).toEqual(after.rows.filter((r) => r[0] >= (after.anchor as number) - 182 * DAY_MS));

      // The next day's compaction folds a later day into the same month row; a back-filled hour of a
      // compacted day wins over its compacted value, at once and after the compaction merges it.
      await upsertBuckets(handle.db, "price_hourly", [hourBucket(uid, Date.parse("2026-09-30T21:00:00Z"), 9999)]);
      const patched = before.rows.map((r) => (r[0] === Date.parse("2026-09-30T21:00:00Z") ? hourRow(r[0], 9999) : r));
      expect((await priceHistory(handle.db, uid, "pvp", "1y")).rows).toEqual(patched);
      expect(await compactHourly(handle.db, now + DAY_MS)).toBeGreaterThan(0);
      expect((await priceHistory(handle.db, uid, "pvp", "1y")).rows).toEqual(patched);
      expect(await liveHours(uid, Date.parse("2026-11-21T00:00:00Z"))).toBe(0);
    });

    it("reads months compacted as JSON before, and converts them to the compact form", async () => {
      const uid = ids[11] as string;
      const august = hoursFrom("2026-08-31T20:00:00Z", 4).map((t, k) => hourRow(t, 500 + k));
      const flat = [...august.flat()];
      await handle.db
        .insertInto("price_hourly_months")
        .values({ item_uid: uid, mode: "pvp", month: Date.parse("2026-08-01T00:00:00Z"), rows: JSON.stringify(flat) })
        .execute();
      // A legacy month that gets a back-filled hour: the compaction merges both into the compact form.
      const july = hoursFrom("2026-07-01T00:00:00Z", 2).map((t, k) => hourRow(t, 700 + k));
      await handle.db
        .insertInto("price_hourly_months")
        .values({ item_uid: uid, mode: "pvp", month: Date.parse("2026-07-01T00:00:00Z"), rows: JSON.stringify(july.flat()) })
        .execute();
      const anchor = now;
      expect((await priceHistory(handle.db, uid, "pvp", "1y", anchor)).rows.filter((r) => r[0] < Date.parse("2026-09-01T00:00:00Z"))).toEqual([
        ...july,
        ...august,
      ]);
      await upsertBuckets(handle.db, "price_hourly", [hourBucket(uid, Date.parse("2026-07-01T05:00:00Z"), 800)]);
      await compactHourly(handle.db, now + DAY_MS);
      const julyRow = (await monthRows(uid)).find((m) => m.month === Date.parse("2026-07-01T00:00:00Z"));
      expect(isLegacyMonthText(julyRow?.rows as string)).toBe(false);
      expect(decodeMonthText(julyRow?.rows as string)).toEqual([...july, hourRow(Date.parse("2026-07-01T05:00:00Z"), 800)]);

      await handle.db.deleteFrom("meta").where("key", "=", LEGACY_MONTHS_KEY).execute();
      expect(await convertLegacyMonths(handle.db)).toBe(1);
      expect(await convertLegacyMonths(handle.db)).toBe(0);
      for (const m of await monthRows(uid)) expect(isLegacyMonthText(m.rows)).toBe(false);
      expect((await priceHistory(handle.db, uid, "pvp", "1y", anchor)).rows.filter((r) => r[0] < Date.parse("2026-09-01T00:00:00Z"))).toEqual([
        ...july,
        hourRow(Date.parse("2026-07-01T05:00:00Z"), 800),
        ...august,
      ]);
    });

    it("a compaction that fails or is killed part-way leaves every hour readable, and the next one completes it", async () => {
      const uid = ids[12] as string;
      const times = [...hoursFrom("2026-10-30T22:00:00Z", 5), ...hoursFrom("2026-11-18T10:00:00Z", 3)];
      await upsertBuckets(
        handle.db,
        "price_hourly",
        times.map((t, k) => hourBucket(uid, t, 3000 + k)),
      );
      const compactAt = now + 3 * DAY_MS;
      const before = await priceHistory(handle.db, uid, "pvp", "1y", now);
      const monthsBefore = await monthRows(uid);
      const unchanged = async () => {
        expect(await priceHistory(handle.db, uid, "pvp", "1y", now)).toEqual(before);
        expect(await monthRows(uid)).toEqual(monthsBefore);
        expect(await liveHours(uid, Date.parse("2026-11-19T00:00:00Z"), Date.parse("2026-10-30T00:00:00Z"))).toBe(times.length);
      };

      // An error after the month rows are written, before the live hours go: the transaction is undone.
      await expect(
        compactHourly(handle.db, compactAt, {
          afterWrite: async () => {
            throw new Error("injected failure");
          },
        }),
      ).rejects.toThrow("injected failure");
      await unchanged();

      // A process killed at the same point (SIGKILL, no cleanup of any kind).
      const code = `
        import { compactHourly, openDatabase } from "@raidkit/db";
        const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? ".tmp" });
        await compactHourly(handle.db, ${compactAt}, { afterWrite: async () => {
          console.log("month rows written");
          await new Promise(() => setInterval(() => {}, 1000));
        } });`;
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
          cwd: ROOT,
          env: { ...process.env, ...engine.env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let text = "";
        const collect = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes("month rows written")) child.kill("SIGKILL");
        };
        child.stdout.on("data", collect);
        child.stderr.on("data", collect);
        child.on("exit", () => resolve(text));
        child.on("error", reject);
      });
      expect(output).toContain("month rows written");
      await unchanged();

      expect(await compactHourly(handle.db, compactAt)).toBeGreaterThan(0);
      expect(await liveHours(uid, Date.parse("2026-11-19T00:00:00Z"), Date.parse("2026-10-30T00:00:00Z"))).toBe(0);
      expect(await priceHistory(handle.db, uid, "pvp", "1y", now)).toEqual(before);
    });
  });

  describe("a price import killed part-way", () => {
    let graphql: LocalGraphql;
    // The import runs in a child process on the real clock, whose clean-up compacts hours older than
    // two days: the snapshot is of now, not of the fixed test date (a time bomb from 2026-11-25 on).
    const snapshotTime = Math.floor(Date.now() / 1000) * 1000 - 60_000;
    beforeAll(async () => {
      graphql = await startLocalGraphql(testItems(ids));
      graphql.setUpdated(snapshotTime);
    });
    afterAll(async () => {
      await graphql.close();
    });

    const runImport = (killOnWrite: boolean) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["apps/server/src/cli/importPrices.ts", "--prices-only"], {
          cwd: ROOT,
          env: { ...process.env, ...engine.env, PRICE_SOURCE_URL: graphql.url, PRICE_SOURCE_MODES: "pvp", PRICE_BACKFILL_LIMIT: "0", LOG_LEVEL: "info" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (killOnWrite && output.includes("snapshot fetched; writing")) child.kill("SIGKILL");
        });
        child.stderr.on("data", (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on("exit", () => resolve(output));
        child.on("error", reject);
      });

    /** Either the whole snapshot is stored with its rollups, or none of it. */
    async function expectWholeOrNothing(): Promise<number> {
      const points = await count(handle, (db) =>
        db
          .selectFrom("price_points")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("t", "=", snapshotTime)
          .executeTakeFirst(),
      );
      expect([0, ids.length]).toContain(points);
      const hour = bucketStart(snapshotTime, "hour");
      const scansInHour = await handle.db
        .selectFrom("price_points")
        .select(["item_uid", (eb) => eb.fn.countAll().as("n")])
        .where("mode", "=", "pvp")
        .where("t", ">=", hour)
        .where("t", "<", hour + HOUR_MS)
        .groupBy("item_uid")
        .execute();
      const buckets = await bucketsAt(handle.db, "price_hourly", "pvp", hour);
      for (const row of scansInHour) expect(buckets.get(row.item_uid)?.n, row.item_uid).toBe(Number(row.n));
      const records = await count(handle, (db) =>
        db
          .selectFrom("price_imports")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("updated", "=", snapshotTime)
          .executeTakeFirst(),
      );
      expect(records).toBe(points === 0 ? 0 : 1);
      return points;
    }

    it("leaves no half snapshot and no broken rollups, and the next run completes it", async () => {
      await runImport(true);
      await expectWholeOrNothing();
      // The killed run still holds the import lease until it expires; let it expire.
      await handle.db.deleteFrom("leases").execute();
      const output = await runImport(false);
      expect(output).toMatch(/tarkov\.dev:pvp: \d+ points/);
      expect(await expectWholeOrNothing()).toBe(ids.length);
    });
  });
});

// The real pack as a server started on 2026-11-23 imports it: the 2025-11-22 point is already past
// the hourly retention (a year), the 2025-12-10 one not yet; 2023 lives in daily buckets only. Items
// with 2026 points (2026-07-21 … 2026-08-22) end there; the others still end at their 2025 points.
const TODAY = Date.parse("2026-11-23T22:00:00Z");
/** Salewa's newest PVP scan (data/price_history/flea_prices_2026.json.gz). */
const SALEWA_NEWEST = Date.parse("2026-08-22T19:28:01Z");
/** The pack's 2026 points start here (the items reply of 2026-07-21, then the scans from 2026-07-22). */
const PACK_2026_FROM = Date.parse("2026-07-21T00:00:00Z");
const NOV_22 = Date.parse("2025-11-22T18:43:46+01:00");
const DEC_10 = Date.parse("2025-12-10T18:06:11+01:00");
const dayOf = (t: number) => bucketStart(t, "day");
const GRIZZLY = "590c657e86f77412b013051d";
const GPU = "57347ca924597744596b4e71";
const CALOK = "5e8488fa988a8701445df1e4";
const LABS = "5c94bbff86f7747ee735c08f";
const WEEK_ITEMS = [SALEWA, GRIZZLY, GPU, CALOK, LABS];
/** Whether a history holds a point of the day (the row is that day's bucket, or a finer row in it). */
const holdsDay = (rows: readonly HistoryRow[], t: number) => rows.some((r) => dayOf(r[0]) === dayOf(t));

describe.each(engines())("the pack's history as a server today reads it, on $name", (engine) => {
  let handle: DatabaseHandle;
  let both: string[];
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, pack, { now: TODAY });
    // Items with a price on both 2025 dates (about half of the pack), a spread sample of them.
    const dated = await handle.db
      .selectFrom("price_daily")
      .select("item_uid")
      .where("mode", "=", "pvp")
      .where("bucket", "in", [dayOf(NOV_22), dayOf(DEC_10)])
      .execute();
    const scanned = new Set(
      (await handle.db.selectFrom("price_daily").select("item_uid").where("mode", "=", "pvp").where("bucket", ">=", PACK_2026_FROM).execute()).map(
        (r) => r.item_uid,
      ),
    );
    const seen = new Map<string, number>();
    for (const r of dated) seen.set(r.item_uid, (seen.get(r.item_uid) ?? 0) + 1);
    const all = [...seen]
      .filter(([uid, n]) => n === 2 && !scanned.has(uid))
      .map(([uid]) => uid)
      .sort();
    both = all.filter((_, k) => k % Math.ceil(all.length / 40) === 0);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("a month, six months, a year and all ending at the newest point hold both 2025 points", async () => {
    expect(both.length).toBeGreaterThan(30);
    for (const uid of both) {
      for (const range of ["1m", "6m", "1y", "all"] as const) {
        const h = await priceHistory(handle.db, uid, "pvp", range, undefined, TODAY);
        expect(h.anchor, `${uid} ${range}`).toBe(DEC_10);
        expect(holdsDay(h.rows, NOV_22), `${uid} ${range} holds 2025-11-22`).toBe(true);
        expect(holdsDay(h.rows, DEC_10), `${uid} ${range} holds 2025-12-10`).toBe(true);
        expect(
          h.rows.map((r) => r[0]),
          `${uid} ${range} sorted`,
        ).toEqual([...h.rows.map((r) => r[0])].sort((a, b) => a - b));
        expect(h.to).toBe(DEC_10);
        expect(h.live).toBe(false);
      }
    }
    // Salewa has 2026 scans: its month ends at the newest one, in hours (real scans, newest 35,000 ₽).
    const month = await priceHistory(handle.db, SALEWA, "pvp", "1m", undefined, TODAY);
    expect(month).toMatchObject({ anchor: SALEWA_NEWEST, to: SALEWA_NEWEST, from: SALEWA_NEWEST - 30 * DAY_MS, resolution: "hour", live: false });
    expect(month.rows.at(-1)?.[4]).toBe(35000);
    expect(month.rows.length).toBeGreaterThan(200);
  });

  it("all holds the 2023 points too, and a 7-day range the newest point with its date", async () => {
    const all = await priceHistory(handle.db, SALEWA, "pvp", "all", undefined, TODAY);
    const years = new Set(all.rows.map((r) => new Date(r[0]).getUTCFullYear()));
    expect([...years].sort()).toEqual([2023, 2025, 2026]);
    expect(all.rows.filter((r) => new Date(r[0]).getUTCFullYear() === 2023).length).toBeGreaterThan(5);
    expect(all.from).toBe(all.rows[0]?.[0]);
    const week = await priceHistory(handle.db, SALEWA, "pvp", "7d", undefined, TODAY);
    expect(week.rows.length).toBe(80);
    expect(week.rows.at(-1)?.[4]).toBe(35000);
    expect(week).toMatchObject({ anchor: SALEWA_NEWEST, to: SALEWA_NEWEST, from: SALEWA_NEWEST - 7 * DAY_MS, live: false });
  });

  // A week of hourly snapshots: ~6 s alone on SQLite, over 60 s on PostgreSQL beside the rest of the gate.
  it("computes 24 h and 7 d changes and the sparkline from a week of hourly snapshots", async () => {
    // GENERATED test prices (not product data) over real item ids, one snapshot an hour for a week
    // and a bit, pruned (days closed, hours compacted) as the live importer does after each run.
    const first = Date.parse("2026-11-16T21:10:00Z");
    const last = Date.parse("2026-11-23T21:10:00Z");
    const hours = (last - first) / HOUR_MS;
    const price: Record<string, (k: number) => number | null> = {
      // Rising steadily.
      [SALEWA]: (k) => 10_000 + 25 * k,
      // Falling, with a daily wave.
      [GRIZZLY]: (k) => 60_000 - 100 * k + (k % 24) * 40,
      // Not seen in the four hours around 24 h before the last snapshot: the newest earlier hour counts.
      [GPU]: (k) => (k >= hours - 26 && k <= hours - 23 ? null : 500_000 + 1000 * (k % 7)),
      // Listed only for the last 20 hours: no earlier point, so no change (never a made-up 0).
      [CALOK]: (k) => (k > hours - 20 ? 20_000 + k : null),
      // Seen only on the first day and the last hours: a 7 d change, no 24 h one.
      [LABS]: (k) => (k < 3 || k > hours - 3 ? 70_000 + 500 * k : null),
    };
    const uids = Object.keys(price);
    let day = dayOf(first);
    for (let k = 0; k <= hours; k++) {
      const t = first + k * HOUR_MS;
      if (dayOf(t) !== day) {
        day = dayOf(t);
        await pruneHistory(handle.db, t);
      }
      const points = uids.flatMap((uid) => {
        const p = price[uid]?.(k) ?? null;
        return p === null ? [] : [{ uid, price: p, avg24h: null, low24h: null, high24h: null, offers: 20 }];
      });
      await ingestSnapshot(handle.db, { source: "test", mode: "pvp", t, expiration: t + HOUR_MS, points });
    }
    const valueAt = (uid: string, t: number) => price[uid]?.((t - first) / HOUR_MS) ?? null;
    /** The expected figures, from the generated prices: the close of the newest hour 24–48 h before, and of the newest day 7–14 days before. */
    const expected = (uid: string) => {
      const now = valueAt(uid, last) as number;
      let ref24: number | null = null;
      for (let t = last - 24 * HOUR_MS; t >= last - 48 * HOUR_MS && ref24 === null; t -= HOUR_MS) ref24 = valueAt(uid, t);
      const closeOf = (d: number) => {
        for (let t = Math.min(last, d + DAY_MS - HOUR_MS + (first % HOUR_MS)); t >= d; t -= HOUR_MS) {
          const v = t >= first ? valueAt(uid, t) : null;
          if (v !== null) return v;
        }
        return null;
      };
      let ref7: number | null = null;
      for (let d = dayOf(last) - 7 * DAY_MS; d >= dayOf(last) - 14 * DAY_MS && ref7 === null; d -= DAY_MS) ref7 = closeOf(d);
      const closes = Array.from({ length: SPARK_DAYS }, (_, i) => closeOf(dayOf(last) - (SPARK_DAYS - 1 - i) * DAY_MS));
      return {
        change24h: ref24 === null ? null : ((now - ref24) / ref24) * 100,
        change7d: ref7 === null ? null : ((now - ref7) / ref7) * 100,
        spark: encodeSparkline(closes) || null,
      };
    };
    const stats = new Map(
      (await handle.db.selectFrom("price_stats").selectAll().where("mode", "=", "pvp").where("item_uid", "in", uids).execute()).map((r) => [r.item_uid, r]),
    );
    for (const uid of uids) {
      const want = expected(uid);
      const got = stats.get(uid);
      expect(got?.updated, uid).toBe(last);
      expect(got?.change24h ?? null, `${uid} change24h`).toEqual(want.change24h === null ? null : expect.closeTo(want.change24h, 9));
      expect(got?.change7d ?? null, `${uid} change7d`).toEqual(want.change7d === null ? null : expect.closeTo(want.change7d, 9));
      expect(got?.spark ?? null, `${uid} spark`).toBe(want.spark);
    }
    // They move: a rising item rises, a falling one falls, and their lines are drawable.
    expect(stats.get(SALEWA)?.change24h).toBeCloseTo(((10_000 + 25 * hours) / (10_000 + 25 * (hours - 24)) - 1) * 100, 9);
    expect(stats.get(SALEWA)?.change7d).toBeGreaterThan(0);
    expect(stats.get(GRIZZLY)?.change7d).toBeLessThan(0);
    expect(stats.get(GPU)?.change24h).not.toBeNull();
    expect(stats.get(CALOK)).toMatchObject({ change24h: null, change7d: null });
    expect(stats.get(LABS)).toMatchObject({ change24h: null });
    expect(stats.get(LABS)?.change7d).not.toBeNull();
    for (const uid of [SALEWA, GRIZZLY, GPU]) expect(sparklineDrawable(stats.get(uid)?.spark), uid).toBe(true);
    expect(decodeSparkline(stats.get(SALEWA)?.spark)).toEqual([...decodeSparkline(stats.get(SALEWA)?.spark)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(stats.get(SALEWA)?.spark).toHaveLength(SPARK_DAYS);

    // Live prices: ranges end now, and hold the week's points at their real times.
    const now = last + 20 * 60_000;
    const week = await priceHistory(handle.db, SALEWA, "pvp", "7d", undefined, now);
    expect(week).toMatchObject({ live: true, to: now, from: now - 7 * DAY_MS, resolution: "scan" });
    expect(week.rows.length).toBe(7 * 24);
    expect(week.rows.at(-1)?.[0]).toBe(last);
    const month = await priceHistory(handle.db, SALEWA, "pvp", "1m", undefined, now);
    expect(month).toMatchObject({ live: true, to: now, resolution: "hour" });
    expect(month.rows.length).toBe(hours + 1);
    // The pack's points are outside the month ending now, still in all.
    const all = await priceHistory(handle.db, SALEWA, "pvp", "all", undefined, now);
    expect(holdsDay(all.rows, NOV_22) && holdsDay(all.rows, DEC_10) && holdsDay(all.rows, last)).toBe(true);
  }, 180_000);
  it("takes the changes from daily buckets where the hours have aged out", async () => {
    // GENERATED test buckets (not product data) of a real item id, in 2024: past the hourly retention.
    const BITCOIN = "59faff1d86f7746c51718c9c";
    const t = Date.parse("2024-03-09T10:00:00Z");
    const day = (iso: string, open: [string, number], close: [string, number]) => ({
      item_uid: BITCOIN,
      mode: "pvp",
      bucket: Date.parse(`${iso}T00:00:00Z`),
      open: open[1],
      open_t: Date.parse(open[0]),
      close: close[1],
      close_t: Date.parse(close[0]),
      high: Math.max(open[1], close[1]),
      low: Math.min(open[1], close[1]),
      n: 2,
      sum: open[1] + close[1],
      offers_sum: 0,
      offers_n: 0,
      median: (open[1] + close[1]) / 2,
      detail: null,
    });
    await upsertBuckets(handle.db, "price_daily", [
      day("2024-03-01", ["2024-03-01T08:00:00Z", 50], ["2024-03-01T12:00:00Z", 60]),
      day("2024-03-08", ["2024-03-08T02:00:00Z", 90], ["2024-03-08T09:00:00Z", 100]),
      day("2024-03-09", ["2024-03-09T10:00:00Z", 120], ["2024-03-09T10:00:00Z", 120]),
    ]);
    await recomputeStats(handle.db, "pvp", new Map([[BITCOIN, { t, price: 120, avg24h: null, offers: 5 }]]));
    const stats = await handle.db.selectFrom("price_stats").selectAll().where("item_uid", "=", BITCOIN).where("mode", "=", "pvp").executeTakeFirstOrThrow();
    // 24 h: the point 25 h before (the 8th's close at 09:00); 7 d: the newest day 7–14 days before (the 1st).
    expect(stats.change24h).toBeCloseTo(20, 9);
    expect(stats.change7d).toBeCloseTo(100, 9);
    expect(stats.spark).toBe(encodeSparkline([null, null, null, null, null, null, 100, 120]));
  });

  it("still holds both 2025 points once the 2025-12-10 hour has aged out too", async () => {
    const later = Date.parse("2027-01-15T00:00:00Z");
    await pruneHistory(handle.db, later);
    // (The items of the generated week above have newer points now; the others still end in 2025.)
    for (const uid of both.filter((uid) => !WEEK_ITEMS.includes(uid)).slice(0, 10)) {
      for (const range of ["1m", "6m", "1y"] as const) {
        const h = await priceHistory(handle.db, uid, "pvp", range, undefined, later);
        expect(h.resolution, `${uid} ${range}`).toBe("day");
        expect(holdsDay(h.rows, NOV_22) && holdsDay(h.rows, DEC_10), `${uid} ${range}`).toBe(true);
      }
    }
  });
});
