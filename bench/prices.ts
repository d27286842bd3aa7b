// `npm run bench:prices`: ingest and history-query figures on SQLite and, with BENCH_DATABASE_URL
// (or DATABASE_URL), on PostgreSQL. The year of history is GENERATED for the benchmark only
// (synthetic prices over the real item ids); it never reaches the product.
import { gzipSync } from "node:zlib";
import {
  compactHourly,
  type DatabaseHandle,
  HISTORY_FIELDS,
  importPack,
  ingestSnapshot,
  insertMany,
  migrateToLatest,
  openDatabase,
  openPack,
  priceHistory,
  type Snapshot,
} from "@raidkit/db";
import { sql } from "kysely";
import { median, percentile, ROOT, tempDir } from "./lib.ts";
import { loadSyntheticYear } from "./syntheticHistory.ts";

const ITEMS = Number(process.env.BENCH_HISTORY_ITEMS ?? 5000);
const SNAPSHOTS = Number(process.env.BENCH_SNAPSHOTS ?? 12);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const now = Date.now();

async function engines(): Promise<{ name: string; open: () => Promise<DatabaseHandle> }[]> {
  const list = [{ name: "sqlite", open: async () => openDatabase({ dataDir: tempDir("raidkit-bench-prices-") }) }];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    list.push({
      name: "postgres",
      open: async () => {
        const handle = openDatabase({ databaseUrl: url, dataDir: tempDir("raidkit-bench-pg-") });
        await sql`drop schema if exists public cascade`.execute(handle.db);
        await sql`create schema public`.execute(handle.db);
        return handle;
      },
    });
  }
  return list;
}

/** A generated snapshot of every item (benchmark data). */
function generatedSnapshot(ids: readonly string[], t: number, round: number): Snapshot {
  return {
    source: "bench-generated",
    mode: "pvp",
    t,
    expiration: t + 600_000,
    points: ids.map((uid, i) => ({ uid, price: 1000 + ((i * 37 + round * 11) % 5000), avg24h: null, low24h: null, high24h: null, offers: (i + round) % 40 })),
  };
}

const results: Record<string, unknown> = {};
const only = process.env.BENCH_ENGINES?.split(",");
for (const engine of (await engines()).filter((e) => !only || only.includes(e.name))) {
  const handle = await engine.open();
  try {
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(`${ROOT}/data`), { now });
    const ids = (await handle.db.selectFrom("items").select("uid").orderBy("uid").execute()).map((r) => r.uid);

    // Ingest: whole snapshots of every item, five minutes apart.
    const ingest: number[] = [];
    const stats: number[] = [];
    for (let round = 0; round < SNAPSHOTS; round++) {
      const r = await ingestSnapshot(handle.db, generatedSnapshot(ids, now - (SNAPSHOTS - round) * 300_000, round));
      ingest.push(r.ingestMs);
      stats.push(r.statsMs);
    }
    // Baseline: the same number of rows inserted as plain scans, without rollups or checks.
    const baseline: number[] = [];
    for (let round = 0; round < 5; round++) {
      const rows = ids.map((uid, i) => ({
        item_uid: uid,
        mode: "bench",
        t: now + round,
        price: 1000 + i,
        avg24h: null,
        low24h: null,
        offers: null,
        source: "bench",
      }));
      const started = performance.now();
      await handle.db.transaction().execute((trx) => insertMany(trx, "price_points", rows));
      baseline.push(performance.now() - started);
    }
    await handle.db.deleteFrom("price_points").where("mode", "=", "bench").execute();

    // A generated year of history for ITEMS items, then timed history queries.
    const loadStarted = performance.now();
    const counts = await loadSyntheticYear(handle, engine.name, ids.slice(0, ITEMS), now);
    const loadMs = performance.now() - loadStarted;
    // The daily compaction step (one day of hourly buckets of every item folded into its month row), timed on its own.
    const compactStarted = performance.now();
    const compacted = await compactHourly(handle.db, now);
    const compactMs = performance.now() - compactStarted;
    // Steady state again: PostgreSQL's autovacuum would clear the compacted rows; here it is done at once.
    if (engine.name === "postgres") await sql`vacuum analyze price_hourly, price_hourly_months`.execute(handle.db);
    const ranges = ["7d", "1m", "6m", "1y", "all"] as const;
    // As the API does: the item's newest point comes from the in-memory catalogue, not a query.
    const anchors = new Map(
      (await handle.db.selectFrom("price_stats").select(["item_uid", "updated"]).where("mode", "=", "pvp").execute()).map((r) => [r.item_uid, r.updated]),
    );
    const query: Record<string, { p50: number; p95: number; rows: number }> = {};
    for (const range of ranges) {
      const times: number[] = [];
      let rows = 0;
      for (let q = 0; q < QUERIES; q++) {
        const uid = ids[(q * 7919) % Math.min(ITEMS, ids.length)] as string;
        const started = performance.now();
        const h = await priceHistory(handle.db, uid, "pvp", range, anchors.get(uid) ?? null);
        times.push(performance.now() - started);
        rows = h.rows.length;
      }
      query[range] = { p50: median(times), p95: percentile(times, 0.95), rows };
    }
    const pk: number[] = [];
    for (let q = 0; q < QUERIES; q++) {
      const started = performance.now();
      await handle.db
        .selectFrom("price_stats")
        .select("updated")
        .where("item_uid", "=", ids[q % ids.length] as string)
        .where("mode", "=", "pvp")
        .executeTakeFirst();
      pk.push(performance.now() - started);
    }
    const year = await priceHistory(handle.db, ids[0] as string, "pvp", "1y");
    const reply = JSON.stringify({
      uid: ids[0],
      mode: "pvp",
      range: "1y",
      resolution: year.resolution,
      fields: HISTORY_FIELDS,
      rows: year.rows,
      anchor: year.anchor,
      updated: null,
      expiration: null,
    });
    const r = {
      ingest: {
        snapshotItems: ids.length,
        medianMs: median(ingest),
        p95Ms: percentile(ingest, 0.95),
        statsMedianMs: median(stats),
        baselinePlainInsertMs: median(baseline),
        ratioToBaseline: median(ingest) / median(baseline),
      },
      syntheticYear: { ...counts, loadSeconds: Math.round(loadMs / 1000), compactedMonths: compacted, compactDayMs: Math.round(compactMs) },
      database: handle.describe,
      historyQuery: query,
      primaryKeyLookupP95Ms: percentile(pk, 0.95),
      reply1y: { rows: year.rows.length, jsonBytes: Buffer.byteLength(reply), gzipBytes: gzipSync(reply).length },
    };
    results[engine.name] = r;
    console.log(`\n${engine.name}
  Ingest of a full snapshot (${ids.length} items: scans + hourly rollups, one transaction; open days derive from their hours): median ${r.ingest.medianMs.toFixed(0)} ms, p95 ${r.ingest.p95Ms.toFixed(0)} ms (goal <= 250 ms)
    baseline, the same rows as plain inserts: ${r.ingest.baselinePlainInsertMs.toFixed(0)} ms (ratio ${r.ingest.ratioToBaseline.toFixed(1)}); price figures after it: median ${r.ingest.statsMedianMs.toFixed(0)} ms
  Generated year (benchmark data only): ${counts.items} items, ${counts.scans} scans (7 days), ${counts.hourly} hourly buckets (${counts.compactedMonthRows} compacted month rows, ${counts.liveHourly} live), ${counts.daily} daily buckets, loaded in ${r.syntheticYear.loadSeconds} s (${handle.describe})
  Daily compaction step (one day of hourly buckets of every item into its month row): ${r.syntheticYear.compactDayMs} ms
  History query p95 (p50): ${ranges.map((g) => `${g} ${query[g]?.p95.toFixed(1)} ms (${query[g]?.p50.toFixed(1)}; ${query[g]?.rows} rows)`).join(", ")} (goal <= 15 ms)
    baseline, a primary-key lookup: p95 ${r.primaryKeyLookupP95Ms.toFixed(2)} ms
  1-year reply: ${r.reply1y.rows} rows, ${(r.reply1y.jsonBytes / 1024).toFixed(0)} KB JSON, ${(r.reply1y.gzipBytes / 1024).toFixed(0)} KB gzip`);
  } finally {
    await handle.close();
  }
}
const { writeFileSync, mkdirSync } = await import("node:fs");
mkdirSync(`${ROOT}/bench/out`, { recursive: true });
writeFileSync(`${ROOT}/bench/out/prices.json`, `${JSON.stringify(results, null, 2)}\n`);
