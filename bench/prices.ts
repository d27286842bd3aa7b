// `npm run bench:prices`: ingest and history-query figures on SQLite and, with BENCH_DATABASE_URL
// (or DATABASE_URL), on PostgreSQL. The year of history is GENERATED for the benchmark only
// (synthetic prices over the real item ids); it never reaches the product.

import { spawn } from "node:child_process";
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
import { GAME_MODES, LOCALES, languageCode } from "@raidkit/game";
import { sql } from "kysely";
import { createLocalBus } from "../apps/server/src/bus.ts";
import { GameDataImporter } from "../apps/server/src/jobs/gameDataImporter.ts";
import { GameDataSource } from "../apps/server/src/jobs/gameDataSource.ts";
import { GAME_QUERIES } from "../apps/server/src/jobs/gameQueries.ts";
import { PriceImporter } from "../apps/server/src/jobs/priceImporter.ts";
import { IMAGES_QUERY, ITEMS_QUERY, NAMES_QUERY, TarkovDevSource } from "../apps/server/src/jobs/tarkovDevSource.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { DataWatcher } from "../apps/server/src/services/dataWatcher.ts";
import { median, percentile, ROOT, tempDir } from "./lib.ts";
import { benchPriceQuality } from "./priceQuality.ts";
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

/**
 * A full live import of both game modes (prices, trader offers, the history back-fill of the
 * default 50 items per mode, then names in 11 languages and image links, then the game data of
 * both modes: quests, traders, hideout, crafts, barters, map points) against a local source
 * serving all 5,160 pack items and the pack's whole game data (bench/liveSource.ts: BENCHMARK
 * DATA built from the pack's records, PVE and history generated), on a fresh SQLite database with the pack imported. Baseline: the
 * same requests downloaded and parsed, nothing checked or written. Goals: < 30 s, < 300 MB extra.
 */
async function benchLiveImport(): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ["bench/liveSource.ts"], {
    cwd: ROOT,
    env: { ...process.env, PRICE_SOURCE_URL: "off" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n") && line) resolve(line.trim());
    });
    child.on("exit", (code) => reject(new Error(`liveSource exited ${code}`)));
  });
  const handle = openDatabase({ dataDir: tempDir("raidkit-bench-live-") });
  try {
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(`${ROOT}/data`), { now });
    const pageSize = 1000;
    // Baseline: the importer's requests (same bodies), each reply downloaded and parsed.
    const fetchAll = async (query: string, variables: Record<string, unknown>, field = "items") => {
      let n = 0;
      for (let offset = 0; ; offset += pageSize) {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ query, variables: { ...variables, limit: pageSize, offset } }),
        });
        const page = ((await response.json()) as { data: Record<string, unknown[]> }).data[field] ?? [];
        n += page.length;
        if (page.length !== pageSize) return n;
      }
    };
    const requests = [
      ...["regular", "pve"].map((gameMode) => () => fetchAll(ITEMS_QUERY, { gameMode })),
      () => fetchAll(IMAGES_QUERY, {}),
      ...LOCALES.filter((site) => site !== "en")
        .map(languageCode)
        .map((lang) => () => fetchAll(NAMES_QUERY, { lang })),
      // The game data's structure lists (English) of both modes.
      ...(["regular", "pve"] as const).flatMap((gameMode) =>
        (
          [
            [GAME_QUERIES.TASKS_QUERY, "tasks"],
            [GAME_QUERIES.TRADERS_QUERY, "traders"],
            [GAME_QUERIES.HIDEOUT_QUERY, "hideoutStations"],
            [GAME_QUERIES.CRAFTS_QUERY, "crafts"],
            [GAME_QUERIES.BARTERS_QUERY, "barters"],
            [GAME_QUERIES.MAPS_QUERY, "maps"],
          ] as const
        ).map(
          ([query, field]) =>
            () =>
              fetchAll(query, { gameMode, lang: "en" }, field),
        ),
      ),
    ];
    // First pass warms the local source (it executes each query once); the second is the baseline.
    for (const r of requests) await r();
    const baselineStarted = performance.now();
    let served = 0;
    for (const r of requests) served += await r();
    const baselineMs = performance.now() - baselineStarted;

    const log = createLogger("warn");
    const sources = GAME_MODES.map((mode) => new TarkovDevSource({ url, mode, timeoutMs: 60_000 }));
    const importer = new PriceImporter({
      db: handle.db,
      sources,
      textSource: new TarkovDevSource({ url, mode: "pvp", name: "tarkov.dev", timeoutMs: 60_000 }),
      everyMs: 300_000,
      log,
      watcher: new DataWatcher(handle.db, createLocalBus(), log),
      holder: "bench",
      backfillLimit: 50,
    });
    const game = new GameDataImporter({
      db: handle.db,
      source: new GameDataSource({ url, timeoutMs: 60_000 }),
      everyMs: 3_600_000,
      log,
      watcher: new DataWatcher(handle.db, createLocalBus(), log),
      holder: "bench",
    });
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let rssPeak = rssBefore;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      rssPeak = Math.max(rssPeak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    }, 20);
    const started = performance.now();
    // In the schedule's order: names first (they add the items the pack lacks), then the prices of both modes.
    const texts = await importer.runTextsOnce();
    const textsMs = performance.now() - started;
    const pricesStarted = performance.now();
    const prices = await importer.runOnce();
    const pricesMs = performance.now() - pricesStarted;
    const gameStarted = performance.now();
    const gameJobs = await game.runOnce();
    const gameMs = performance.now() - gameStarted;
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    if (prices.some((r) => !r.ok) || !texts?.ok || gameJobs.some((j) => !j.ok)) {
      throw new Error(`live import failed: ${JSON.stringify({ prices, texts, gameJobs })}`);
    }
    const r = {
      items: 5160,
      added: texts.added,
      requestsItems: served,
      totalMs: Math.round(totalMs),
      pricesMs: Math.round(pricesMs),
      textsMs: Math.round(textsMs),
      gameMs: Math.round(gameMs),
      gameJobs: gameJobs.map((j) => ({ job: j.job, records: j.records, ...(j.points !== undefined ? { points: j.points } : {}) })),
      perMode: prices.map((p) => ({
        source: p.source,
        points: p.points,
        ingestMs: p.ingestMs,
        statsMs: p.statsMs,
        backfilledPoints: p.backfilled,
        traderBuys: p.traderBuys,
      })),
      names: texts.names,
      images: texts.images,
      extraRssMb: Math.round((rssPeak - rssBefore) / 1048576),
      extraHeapMb: Math.round((heapPeak - heapBefore) / 1048576),
      baselineDownloadParseMs: Math.round(baselineMs),
    };
    console.log(`
Live import, both modes, against a local source serving all ${r.items} pack items and the recorded real items the pack lacks (benchmark data; SQLite)
  Total ${(r.totalMs / 1000).toFixed(1)} s (goal < 30 s): names in 11 languages and image links ${(r.textsMs / 1000).toFixed(1)} s (${r.added} items the pack lacks added), prices of both modes with the history back-fill of 50 items each ${(r.pricesMs / 1000).toFixed(1)} s, game data of both modes ${(r.gameMs / 1000).toFixed(1)} s
    game data: ${r.gameJobs.map((j) => `${j.job} ${j.records}${j.points !== undefined ? ` (${j.points} points)` : ""}`).join(", ")}
    ${r.perMode.map((m) => `${m.source}: ${m.points} points, ingest ${m.ingestMs} ms, figures ${m.statsMs} ms, ${m.backfilledPoints} history points, ${m.traderBuys} trader offers`).join("; ")}
  Extra memory (peak over the start): RSS ${r.extraRssMb} MB, heap ${r.extraHeapMb} MB (goal < 300 MB)
    baseline, the same ${requests.length} lists (${served} records: items, and the game data's English lists) downloaded and parsed, nothing checked or written: ${(r.baselineDownloadParseMs / 1000).toFixed(1)} s`);
    return r;
  } finally {
    child.kill("SIGTERM");
    await handle.close();
  }
}

const results: Record<string, unknown> = {};
const only = process.env.BENCH_ENGINES?.split(",");
if (process.env.BENCH_LIVE !== "only") results.priceQuality = await benchPriceQuality();
if (process.env.BENCH_LIVE !== "0") results.live = await benchLiveImport();
for (const engine of (await engines()).filter((e) => (!only || only.includes(e.name)) && process.env.BENCH_LIVE !== "only")) {
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
