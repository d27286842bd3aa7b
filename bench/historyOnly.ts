// `node bench/historyOnly.ts`: times priceHistory for 200 random items per range on a database that
// already holds the GENERATED year of `npm run bench:prices` (BENCH_DATABASE_URL or DATABASE_URL;
// run it right after bench:prices, before a test suite drops the schema). Benchmark data only.
import { openDatabase, priceHistory } from "@raidkit/db";

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL (or DATABASE_URL) to the database bench:prices filled");
const handle = openDatabase({ databaseUrl: url, dataDir: ".tmp" });
const items = await handle.db.selectFrom("price_stats").select(["item_uid", "updated"]).where("mode", "=", "pvp").limit(5000).execute();
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
for (const range of ["7d", "1m", "6m", "1y", "all"] as const) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const item = items[Math.floor(Math.random() * items.length)];
    if (!item) break;
    const started = performance.now();
    await priceHistory(handle.db, item.item_uid, "pvp", range, item.updated);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${range}: p50 ${pick(times, 0.5).toFixed(1)} ms, p95 ${pick(times, 0.95).toFixed(1)} ms`);
}
await handle.close();
