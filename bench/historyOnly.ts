// `node bench/historyOnly.ts`: times priceHistory for 200 random items per range on a database that
// already holds the GENERATED year of `npm run bench:prices` (PostgreSQL: BENCH_DATABASE_URL or
// DATABASE_URL; SQLite: BENCH_SQLITE_DIR, the directory bench:prices printed; run it right after
// bench:prices, before a test suite drops the schema). Benchmark data only. BENCH_RUNS (default 1)
// repeats the whole pass; with several runs it also prints the median of the runs' p50 and p95.
// The generated points are live (the newest minutes old, run it within a day), so each range ends
// now, as on a live site; its rows start at the window's start, so no coarser fill-in query runs.
import { openDatabase, priceHistory } from "@raidkit/db";
import { median } from "./lib.ts";

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const sqliteDir = process.env.BENCH_SQLITE_DIR;
if (!url && !sqliteDir) throw new Error("set BENCH_DATABASE_URL (or DATABASE_URL), or BENCH_SQLITE_DIR, to the database bench:prices filled");
const handle = sqliteDir ? openDatabase({ dataDir: sqliteDir }) : openDatabase({ databaseUrl: url, dataDir: ".tmp" });
const runs = Number(process.env.BENCH_RUNS ?? 1);
const items = await handle.db.selectFrom("price_stats").select(["item_uid", "updated"]).where("mode", "=", "pvp").limit(5000).execute();
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const ranges = ["7d", "1m", "6m", "1y", "all"] as const;
const summary = new Map<string, { p50: number[]; p95: number[]; rows: number[] }>(ranges.map((r) => [r, { p50: [], p95: [], rows: [] }]));
for (let run = 0; run < runs; run++) {
  const line: string[] = [];
  for (const range of ranges) {
    const times: number[] = [];
    const rows: number[] = [];
    for (let i = 0; i < 200; i++) {
      const item = items[Math.floor(Math.random() * items.length)];
      if (!item) break;
      const started = performance.now();
      const history = await priceHistory(handle.db, item.item_uid, "pvp", range, item.updated);
      times.push(performance.now() - started);
      rows.push(history.rows.length);
    }
    times.sort((a, b) => a - b);
    const s = summary.get(range) as { p50: number[]; p95: number[]; rows: number[] };
    s.p50.push(pick(times, 0.5));
    s.p95.push(pick(times, 0.95));
    s.rows.push(median(rows));
    line.push(`${range}: p50 ${pick(times, 0.5).toFixed(1)} ms, p95 ${pick(times, 0.95).toFixed(1)} ms (${median(rows)} rows)`);
  }
  console.log(runs > 1 ? `run ${run + 1}: ${line.join("; ")}` : line.join("\n"));
}
if (runs > 1) {
  console.log(`median of ${runs} runs (${handle.engine}), p95 (p50):`);
  for (const [range, s] of summary) console.log(`  ${range}: ${median(s.p95).toFixed(1)} (${median(s.p50).toFixed(1)}) ms, ${median(s.rows)} rows`);
}
await handle.close();
